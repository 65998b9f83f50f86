import Foundation
import PopskinBuild
import PopskinTestSupport
import Testing

/// A build is a transaction per output folder: builds take turns under a lock, a killed build's journal lets the
/// next one find its files, and stamps record the bytes actually used. Each test disturbs one build in one fixed
/// way, then checks what `popskin-stress` checks over many random ones: the next build equals a clean build of
/// the same inputs, `--check` passes and a no-op writes nothing.
@Suite(.tags(.process), .unlessSkipped(.process)) struct BuildTransactionTests {
    static let manifest =
        "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n  - generator: assets\n    path: art-out\n"

    static func theme(base: Int, extra: String = "") -> String {
        "arrow: { base: \(base), height: 10 }\ncontent: { insets: 8 }\n" + extra
    }

    /// A small project with two themes, built.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write([
            "popskin.yaml": manifest, "themes/a.yaml": theme(base: 20), "themes/b.yaml": theme(base: 30),
        ])
        #expect(try CLIRunner.run(["theme", "build"], in: folder.path).status == 0)
        return folder
    }

    /// The outputs (hidden files included: a temp left behind is a difference).
    static func outputs(_ folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for root in ["out", "art-out"] {
            let enumerator = FileManager.default.enumerator(atPath: folder + "/" + root)
            while let path = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                let full = folder + "/" + root + "/" + path
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                    continue
                }
                found[root + "/" + path] = FileManager.default.contents(atPath: full)
            }
        }
        return found
    }

    /// Waits (30 s at most) until a build's temporary file is in `folder`: the build is at a rename.
    static func waitForATemporaryFile(in folder: String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasPrefix(".popskin-tmp-") }) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Builds, then expects the outputs of a clean build of the same inputs, a passing `--check` and a no-op.
    static func expectSettled(_ folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let build = try CLIRunner.run(["theme", "build"], in: folder.path)
        #expect(build.status == 0, "\(build.stderr)", sourceLocation: sourceLocation)
        let clean = try TemporaryFolder()
        for item in ["popskin.yaml", "themes"] {
            try FileManager.default.copyItem(atPath: folder.path + "/" + item, toPath: clean.path + "/" + item)
        }
        #expect(try CLIRunner.run(["theme", "build"], in: clean.path).status == 0, sourceLocation: sourceLocation)
        let built = outputs(folder.path)
        #expect(built == outputs(clean.path), sourceLocation: sourceLocation)
        let check = try CLIRunner.run(["theme", "build", "--check"], in: folder.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
        let again = try CLIRunner.run(["theme", "build"], in: folder.path)
        #expect(
            again.stdout.contains("0 written") && !again.stdout.contains("1 written"), sourceLocation: sourceLocation)
        #expect(outputs(folder.path) == built, sourceLocation: sourceLocation)
    }

    /// Killed after writing a new theme's file but before its stamp, then the theme removed again (a branch
    /// switched back): the next build removes the file, which no stamp knew of.
    @Test func aKilledBuildsFilesAreFoundFromItsJournal() throws {
        let folder = try Self.project()
        try folder.write(["themes/c.yaml": Self.theme(base: 40)])
        // Rename 1 is the journal; then outputs in the manifest's order, each one's changed files in path order:
        // rename 2 is out/CPopoverBackgroundView.swift, rename 3 the SwiftUI names that would name it.
        let killed = try CLIRunner.run(
            ["theme", "build"], in: folder.path, environment: ["POPSKIN_TEST_KILL_AT_RENAME": "3"])
        #expect(killed.status != 0)
        #expect(Self.outputs(folder.path)["out/CPopoverBackgroundView.swift"] != nil)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.popskin/build/journal"))
        try FileManager.default.removeItem(atPath: folder.path + "/themes/c.yaml")
        let check = try CLIRunner.run(["theme", "build", "--check"], in: folder.path)
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "out/CPopoverBackgroundView.swift:1:1: error: [OUTPUT-STALE] extra: no theme generates it any more; "
                    + "run `popskin theme build`, which removes it"), "\(check.stderr)")
        try Self.expectSettled(folder)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.popskin/build/journal"))
    }

    /// Killed while writing the first file of a new theme's image set: the folder holds only the temporary file,
    /// which the next build (the theme gone again) sweeps with the folder.
    @Test func aKilledBuildsTemporaryFileGoesWithItsFolder() throws {
        let folder = try Self.project()
        try folder.write(["themes/c.yaml": Self.theme(base: 40)])
        // Renames 1–6: the journal, the swift output's four files and its stamp; 7 is c's first image.
        _ = try CLIRunner.run(["theme", "build"], in: folder.path, environment: ["POPSKIN_TEST_KILL_AT_RENAME": "7"])
        let temps = Self.outputs(folder.path).keys.filter { $0.contains("/c-") && $0.contains("/.popskin-tmp-") }
        #expect(temps.count == 1, "\(temps)")
        try FileManager.default.removeItem(atPath: folder.path + "/themes/c.yaml")
        try Self.expectSettled(folder)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/art-out/c-arrow-down.imageset"))
    }

    /// A second build waits for the one holding the lock and says so; an edit and its undo made meanwhile leave
    /// the outputs as a clean build makes them.
    @Test func aSecondBuildWaitsForTheFirstAcrossAnEditAndItsUndo() throws {
        let folder = try Self.project()
        let original = try String(contentsOfFile: folder.path + "/themes/a.yaml", encoding: .utf8)
        var lock: BuildLock? = try BuildState(base: folder.path).lock()
        try folder.write(["themes/a.yaml": Self.theme(base: 24)])
        let second = try RunningProcess(
            TestPaths.productsDirectory.appendingPathComponent("popskin"), ["theme", "build", "--project", folder.path])
        #expect(second.waitFor("popskin: waiting for another build", count: 1, seconds: 30, inStandardError: true))
        #expect(second.stderr.contains("(process \(getpid()))"))
        try folder.write(["themes/a.yaml": original])
        withExtendedLifetime(lock) {}
        lock = nil
        #expect(second.finish() == 0)
        try Self.expectSettled(folder)
    }

    /// The overlap that once left a removed theme's files behind for good: a theme is added and build A starts; while
    /// A waits at its first rename the theme is removed again and build B starts. A writes the theme's files; B,
    /// once it has the lock, must not answer "unchanged" from A's stamp (A read a file that is gone), and removes
    /// them. (`popskin-stress --kinds overlap` runs the same with strace's delays on any build.)
    @Test func anEditAndItsUndoAcrossTwoOverlappingBuilds() throws {
        let folder = try Self.project()
        try folder.write(["themes/c.yaml": Self.theme(base: 40)])
        let popskin = TestPaths.productsDirectory.appendingPathComponent("popskin")
        let arguments = ["theme", "build", "--project", folder.path]
        let first = try RunningProcess(popskin, arguments, environment: [RenameHookKeys.pause: "1:1200"])
        // Held at its first rename (the journal's temporary file is there), so it has read c.yaml: a fixed sleep
        // instead lets a busy machine remove the file before the build has read it.
        #expect(Self.waitForATemporaryFile(in: folder.path + "/.popskin/build"))
        try FileManager.default.removeItem(atPath: folder.path + "/themes/c.yaml")
        let second = try RunningProcess(popskin, arguments, environment: [RenameHookKeys.pause: "1:2000"])
        #expect(first.finish() == 0, "\(first.stderr)")
        #expect(second.finish() == 0, "\(second.stderr)")
        #expect(first.stdout.contains("swift → out: 4 written"), "\(first.stdout)")
        #expect(second.stdout.contains("removed"), "\(second.stdout)")
        try Self.expectSettled(folder)
    }
}

/// The environment variables of the build's rename hooks (`RenameHook`).
enum RenameHookKeys {
    static let pause = "POPSKIN_TEST_PAUSE_AT_RENAME"
}
