import Foundation
import PopskinTestSupport
import Testing

/// git as popskin runs it for packages (the hostile-inputs issue, N11): transports limited, children that end with
/// popskin, and a clone a killed fetch left never read as a repository without releases.
@Suite(.tags(.process), .unlessSkipped(.process)) struct GitChildrenTests {
    static func manifest(_ url: String) -> String {
        "popskin: 1\nname: app\ndependencies:\n  brand: { git: \"\(url)\", from: 1.0.0 }\n"
    }

    /// A `git` first on PATH whose fetch waits (as one over a slow network does) and says it started.
    static func slowGit(in folder: TemporaryFolder) throws -> String {
        let bin = folder.path + "/bin"
        try folder.write([
            "bin/git": """
            #!/bin/sh
            case "$1" in fetch) echo started > "\(folder.path)/fetching"; exec sleep 300 ;; esac
            exec "\(try #require(Self.realGit))" "$@"

            """
        ])
        chmod(bin + "/git", 0o755)
        return bin
    }

    static let realGit = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/git" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether this machine lets a process drop into a network namespace of its own (root, or user namespaces).
    static let canUnshareNetwork = (try? TestProcess.run("unshare", ["-n", "true"], timeout: 10).status) == 0

    /// Without a loopback interface (a network namespace, as sandboxed builds run), Foundation's `Process` never
    /// heard its child end ("Could not create wakeup socket pair for CFSocket"): every git call took the whole
    /// 300 s limit, and `theme diff --from` failed after 302 s.
    @Test(.enabled(if: canUnshareNetwork, "unshare -n is not allowed here"))
    func gitRunsWithoutALoopbackInterface() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try DiffFixture.make(fixture)
        let popskin = TestPaths.productsDirectory.appendingPathComponent("popskin").path
        let started = Date()
        let run = try TestProcess.run(
            "unshare", ["-n", popskin, "theme", "diff", "--from", "HEAD~1", "--project", repository.path],
            timeout: 120)
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(run.status == 1, "the fixture's change is reported: \(run.stderr)")
        #expect(run.stdout.contains("ocean"), "\(run.stdout)")
    }

    /// `fd::0` made git read popskin's standard input and wait; `resolve` had not ended after 400 s.
    @Test func onlyFileGitHTTPAndSSHTransportsAreUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write(["popskin.yaml": Self.manifest("fd::0"), "themes/a.yaml": "extends: brand/ocean\n"])
        let run = try CLIRunner.run(
            ["package", "resolve"], in: folder.path, environment: ["POPSKIN_CACHE": folder.path + "/cache"],
            timeout: 30)
        #expect(run.status == 1)
        #expect(run.stderr.contains("transport 'fd' not allowed"), "\(run.stderr)")
    }

    /// Ctrl-C (SIGINT to popskin's process group), SIGTERM or SIGHUP ended popskin and left git fetching; then a
    /// killed first fetch left an empty clone that `--offline` read as "no tags".
    @Test func gitEndsWithPopskinAndAnUnfinishedCloneIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        try folder.write(["popskin.yaml": Self.manifest("https://example.invalid/brand.git")])
        let path = try Self.slowGit(in: folder) + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            try? FileManager.default.removeItem(atPath: folder.path + "/fetching")
            let process = Process()
            process.executableURL = TestPaths.productsDirectory.appendingPathComponent("popskin")
            process.arguments = ["package", "resolve", "--project", folder.path]
            process.environment = ProcessInfo.processInfo.environment.merging([
                "PATH": path, "POPSKIN_CACHE": folder.path + "/cache",
            ]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: folder.path + "/fetching"), Date() < deadline {
                usleep(10_000)
            }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let sleeping = try TestProcess.run("pgrep", ["-f", "sleep 300"])
            #expect(sleeping.stdout.isEmpty, "signal \(signal): git's fetch still runs")
        }
        // The clone the interrupted fetch made holds nothing: offline, it is not in the cache.
        let offline = try CLIRunner.run(
            ["package", "resolve", "--offline"], in: folder.path,
            environment: ["POPSKIN_CACHE": folder.path + "/cache"], timeout: 30)
        #expect(offline.status == 1)
        #expect(offline.stderr.contains("[PACKAGE-OFFLINE]"), "\(offline.stderr)")
        #expect(!offline.stderr.contains("no tags"))
    }
}
