import Foundation
import PopskinTestSupport
import Testing

/// `theme diff --from REV` writes out what the project reads at REV, not the repository (the hostile-inputs issue,
/// N7): a link or submodule elsewhere, 100 MB of other assets and a project in a subfolder change nothing, and the
/// copy is gone afterwards, whether the diff ended, failed or was killed.
@Suite(.tags(.process), .unlessSkipped(.process)) struct DiffExportTests {
    @Test func onlyTheProjectIsWrittenOutAndNothingIsLeft() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("repo")
        // 100 blobs of 1 MB of text git cannot compress much: 100 MB, over the 64 MiB one git output took.
        var random = SeededRandom(seed: 7)
        let block = String(decoding: (0..<1_000_000).map { _ in UInt8(33 + random.next(94)) }, as: UTF8.self)
        var assets: [String: String] = [:]
        for index in 0..<100 { assets["assets/blob\(index).txt"] = "\(index)\n" + block }
        try repository.commit(
            assets.merging([
                "app/popskin.yaml": "popskin: 1\n", "app/themes/calm.yaml": DiffFixture.theme(fill: "#ffffff"),
                "app/themes/ocean.yaml": DiffFixture.theme(fill: "#1060a0"), "docs/README.md": "read me\n",
            ]) { first, _ in first }, message: "first")
        try repository.commitLink("README.md", to: "docs/README.md", message: "a link outside the project")
        try GitFixture.git(
            ["update-index", "--add", "--cacheinfo", "160000,1234567890123456789012345678901234567890,vendor/lib"],
            in: repository.path)
        try GitFixture.git(["commit", "--quiet", "-m", "a submodule outside the project"], in: repository.path)
        try GitFixture.write(["app/themes/ocean.yaml": DiffFixture.theme(fill: "#c03030")], in: repository.path)
        let scratch = try TemporaryFolder()
        // A copy a killed diff left (its process is gone), and one of a process that is running (this one).
        let stale = scratch.path + "/popskin-diff-999999-stale", live = scratch.path + "/popskin-diff-\(getpid())-live"
        for folder in [stale, live] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let run = try CLIRunner.run(
            ["theme", "diff", "--from", "HEAD", "--format", "json"], in: repository.path + "/app",
            environment: ["TMPDIR": scratch.path], timeout: 120)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("\"ocean\""), "\(run.stdout)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left == ["popskin-diff-\(getpid())-live"], "\(left)")
        // Where the project reads, a link is still refused.
        try repository.commitLink("app/themes/linked.yaml", to: "calm.yaml", message: "a linked theme")
        let linked = try CLIRunner.run(
            ["theme", "diff", "--from", "HEAD"], in: repository.path + "/app", environment: ["TMPDIR": scratch.path])
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("'themes/linked.yaml' is a symbolic link"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count == 1)
    }

    /// Interrupted (SIGINT, SIGTERM, SIGHUP) while it draws, a diff removes its copy before it ends.
    @Test func anInterruptedDiffRemovesItsCopy() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("repo")
        var themes: [String: String] = ["popskin.yaml": "popskin: 1\n"]
        for index in 0..<40 { themes["themes/t\(index).yaml"] = DiffFixture.theme(fill: "#ffffff") }
        try repository.commit(themes, message: "first")
        try GitFixture.write(
            themes.mapValues { $0.replacingOccurrences(of: "#ffffff", with: "#ff0000") }, in: repository.path)
        let scratch = try TemporaryFolder()
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let process = Process()
            process.executableURL = TestPaths.productsDirectory.appendingPathComponent("popskin")
            process.arguments = ["theme", "diff", "--from", "HEAD", "--project", repository.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Until its copy is there, then a little more.
            let deadline = Date().addingTimeInterval(30)
            while (try? FileManager.default.contentsOfDirectory(atPath: scratch.path))?.isEmpty != false,
                Date() < deadline, process.isRunning
            {
                usleep(5_000)
            }
            usleep(50_000)
            kill(process.processIdentifier, signal)
            // Reaped here: Foundation's `waitUntilExit` has been seen to miss the exit and wait for ever.
            var status: Int32 = 0
            while waitpid(process.processIdentifier, &status, 0) == -1 && errno == EINTR {}
            // What a thread was still writing is removed just after the process ends (`DiffScratch.removeAll`).
            let removed = Date().addingTimeInterval(10)
            while try !FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, Date() < removed {
                usleep(20_000)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "signal \(signal)")
        }
    }
}
