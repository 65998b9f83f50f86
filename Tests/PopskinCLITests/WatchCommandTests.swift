import Foundation
import PopskinTestSupport
import Testing

/// `theme watch`, run for real: the file system's events drive it, and the outputs are never seen half-written.
@Suite struct WatchCommandTests {
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
            left.sorted() == ["PlainPopoverBackgroundView.swift", "PopskinSkins+UIKit.swift", "PopskinSkins.swift"])
        #expect(try String(contentsOfFile: view, encoding: .utf8).contains("arrowBase() -> CGFloat { 24 }"))
    }

    @Test func changesThatCannotMatterDoNotRebuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-watch-\(UUID().uuidString)")
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
}
