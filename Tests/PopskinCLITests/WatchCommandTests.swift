import Foundation
import PopskinTestSupport
import Testing

/// `theme watch`, run for real: the file system's events drive it, and the outputs are never seen half-written.
@Suite(.tags(.process), .unlessSkipped(.process)) struct WatchCommandTests {
    /// `popskin ARGUMENTS…`, left running.
    static func running(_ arguments: [String]) throws -> RunningProcess {
        try RunningProcess(
            TestPaths.productsDirectory.appendingPathComponent("popskin"), arguments, environment: ["NO_COLOR": "1"])
    }

    /// Reads the generated files over and over while the watcher works, keeping every distinct content seen.
    final class Observer: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String: Set<String>] = [:]
        private var running = true
        private let done = DispatchSemaphore(value: 0)

        init(_ files: [String]) {
            Thread {
                while self.lock.withLock({ self.running }) {
                    for file in files {
                        guard let data = FileManager.default.contents(atPath: file) else { continue }
                        let text = String(decoding: data, as: UTF8.self)
                        self.lock.withLock { _ = self.seen[file, default: []].insert(text) }
                    }
                }
                self.done.signal()
            }.start()
        }

        func stop() -> [String: Set<String>] {
            lock.withLock { running = false }
            done.wait()
            return lock.withLock { seen }
        }
    }

    static func theme(base: Int) -> String { "arrow: { base: \(base), height: 10 }\ncontent: { insets: 8 }\n" }

    @Test func validBrokenValidGivesTwoRebuildsOneDiagnosticAndNoPartialOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("popskin: 1\noutputs:\n  - generator: swift\n    path: out\n".utf8).write(
            to: root.appendingPathComponent("popskin.yaml"))
        let theme = root.appendingPathComponent("themes/plain.yaml")
        try Data(Self.theme(base: 20).utf8).write(to: theme)

        let watch = try Self.running(["theme", "watch", "--project", root.path, "--quiet", "100"])
        defer { watch.stop() }
        #expect(watch.waitFor("watching", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        let view = root.path + "/out/PlainPopoverBackgroundView.swift", registry = root.path + "/out/PopskinSkins.swift"
        let observer = Observer([view, registry])

        try Data(Self.theme(base: 22).utf8).write(to: theme)
        #expect(watch.waitFor("rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        // Half-typed: the flow mapping is not closed yet.
        try Data("arrow: { base: 24, hei\n".utf8).write(to: theme)
        #expect(watch.waitFor("not rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        try Data(Self.theme(base: 24).utf8).write(to: theme)
        #expect(watch.waitFor("rebuilt", count: 2), "\(watch.stdout)\n\(watch.stderr)")
        let seen = observer.stop()

        let lines = watch.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("rebuilt") }.count == 2, "\(watch.stdout)")
        #expect(lines.filter { $0.hasPrefix("not rebuilt: 1 error") }.count == 1, "\(watch.stdout)")
        #expect(watch.stderr.components(separatedBy: "error: [").count == 2, "\(watch.stderr)")
        #expect(watch.stderr.contains("themes/plain.yaml:2:1: error: [YAML-SYNTAX]"), "\(watch.stderr)")

        // Every content ever read was a whole file of one of the three good builds.
        let views = try #require(seen[view])
        #expect(views.count >= 2)
        for text in views {
            #expect(text.hasSuffix("#endif\n"), "partial view:\n\(text)")
            #expect([20, 22, 24].contains { text.contains("arrowBase() -> CGFloat { \($0) }") }, "\(text)")
        }
        for text in try #require(seen[registry]) {
            #expect(
                text.hasSuffix("}\n") && text.contains("static func named(_ name: String)"),
                "partial registry:\n\(text)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path + "/out")
        #expect(
            left.sorted() == [
                "PlainPopoverBackgroundView.swift", "PopskinSkins+SwiftUI.swift", "PopskinSkins+UIKit.swift",
                "PopskinSkins.swift",
            ])
        #expect(try String(contentsOfFile: view, encoding: .utf8).contains("arrowBase() -> CGFloat { 24 }"))
    }

    @Test func changesThatCannotMatterDoNotRebuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data(Self.theme(base: 20).utf8).write(to: root.appendingPathComponent("themes/plain.yaml"))
        let watch = try Self.running(["theme", "watch", "--project", root.path, "--quiet", "50"])
        defer { watch.stop() }
        #expect(watch.waitFor("watching", count: 1))
        try Data("x".utf8).write(to: root.appendingPathComponent("themes/.plain.yaml.swp"))
        try Data("x".utf8).write(to: root.appendingPathComponent("themes/notes.txt"))
        try Data("x".utf8).write(to: root.appendingPathComponent("README"))
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watch.stdout.split(separator: "\n").filter { $0.hasPrefix("watching") }.count == 1, "\(watch.stdout)")
        // A new theme file is a change.
        try Data(Self.theme(base: 30).utf8).write(to: root.appendingPathComponent("themes/second.yaml"))
        #expect(watch.waitFor("rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: root.path + "/Generated/Skins/SecondPopoverBackgroundView.swift"))
    }

    /// `git checkout`, `git stash` and rsync replace a folder whole: the watcher waits for it through the project
    /// folder, says so, and watches the new folder once it is there, so later edits in it are seen.
    @Test func aThemesFolderDeletedOrMovedAndThenBackIsWatchedAgain() throws {
        let folder = try TemporaryFolder(prefix: "popskin-watch")
        let themes = folder.path + "/themes", view = folder.path + "/out/PlainPopoverBackgroundView.swift"
        try folder.write([
            "popskin.yaml": "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n",
            "themes/plain.yaml": Self.theme(base: 20),
        ])
        let watch = try Self.running(["theme", "watch", "--project", folder.path, "--quiet", "100"])
        defer { watch.stop() }
        func shows(_ base: Int) throws -> Bool {
            try String(contentsOfFile: view, encoding: .utf8).contains("arrowBase() -> CGFloat { \(base) }")
        }
        #expect(watch.waitFor("watching", count: 1), "\(watch.stdout)\n\(watch.stderr)")

        // Deleted: the build fails, and the watcher says what it waits through.
        try FileManager.default.removeItem(atPath: themes)
        #expect(watch.waitFor("not rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        #expect(
            watch.waitFor("cannot watch themes: it does not exist; watching . until it appears", count: 1),
            "\(watch.stdout)")
        // Back (a checkout), then edited in place: both rebuild.
        try folder.write(["themes/plain.yaml": Self.theme(base: 22)])
        #expect(watch.waitFor("rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        #expect(try shows(22))
        try Data(Self.theme(base: 24).utf8).write(to: URL(fileURLWithPath: themes + "/plain.yaml"))
        #expect(watch.waitFor("rebuilt", count: 2), "\(watch.stdout)\n\(watch.stderr)")
        #expect(try shows(24))

        // Moved away and another folder moved into its place (rsync, a stash): the new folder is the one watched.
        try folder.write(["staged/plain.yaml": Self.theme(base: 26)])
        try FileManager.default.moveItem(atPath: themes, toPath: folder.path + "/themes-old")
        try FileManager.default.moveItem(atPath: folder.path + "/staged", toPath: themes)
        #expect(watch.waitFor("rebuilt", count: 3), "\(watch.stdout)\n\(watch.stderr)")
        #expect(try shows(26))
        try Data(Self.theme(base: 28).utf8).write(to: URL(fileURLWithPath: themes + "/plain.yaml"))
        #expect(watch.waitFor("rebuilt", count: 4), "\(watch.stdout)\n\(watch.stderr)")
        #expect(try shows(28))
        // An edit in the folder moved away is no change.
        try Data(Self.theme(base: 30).utf8).write(to: URL(fileURLWithPath: folder.path + "/themes-old/plain.yaml"))
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try shows(28))
    }

    /// A themes folder that is a symbolic link, retargeted as deploy and sync tools switch versions (`ln -s` then
    /// `mv -T`): the watch kept the old target, so later edits were never seen (19 stale files after one edit).
    @Test func aRetargetedSymlinkedThemesFolderIsWatchedWhereItNowLeads() throws {
        let folder = try TemporaryFolder(prefix: "popskin-watch")
        let view = folder.path + "/out/PlainPopoverBackgroundView.swift"
        try folder.write([
            "popskin.yaml": "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n",
            "t1/plain.yaml": Self.theme(base: 20), "t2/plain.yaml": Self.theme(base: 22),
        ])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/themes", withDestinationPath: "t1")
        let watch = try Self.running(["theme", "watch", "--project", folder.path, "--quiet", "100"])
        defer { watch.stop() }
        func shows(_ base: Int) throws -> Bool {
            try String(contentsOfFile: view, encoding: .utf8).contains("arrowBase() -> CGFloat { \(base) }")
        }
        #expect(watch.waitFor("watching", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/themes.new", withDestinationPath: "t2")
        #expect(rename(folder.path + "/themes.new", folder.path + "/themes") == 0)
        #expect(watch.waitFor("rebuilt", count: 1), "\(watch.stdout)\n\(watch.stderr)")
        #expect(try shows(22))
        // The folder the link now leads to is the one watched.
        #expect(watch.waitFor("watching", count: 3), "\(watch.stdout)")
        try Data(Self.theme(base: 24).utf8).write(to: URL(fileURLWithPath: folder.path + "/t2/plain.yaml"))
        let deadline = Date().addingTimeInterval(20)
        while try !shows(24), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try shows(24), "\(watch.stdout)\n\(watch.stderr)")
    }
}
