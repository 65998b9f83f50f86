import Foundation
import PopskinProcess

/// The one way tests run a program (the built `popskin`, git, swiftc, rsvg-convert): `ChildProcess`, the runner
/// popskin itself uses, with both pipes drained at once and a generous time limit so a hung child fails the test
/// instead of hanging the suite.
public enum TestProcess {
    /// What a program did: its exit status and what it printed.
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The signal that killed the program (a crash), nil when it exited.
        public var signal: Int32?
        /// Standard output, then standard error: for messages.
        public var output: String { stdout + stderr }
    }

    /// A program that could not be found, or ran past its time.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments` in `directory` (the current one by
    /// default); `environment` adds to or replaces the inherited variables; `input` goes to its standard input.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        input: String = "", timeout: Double = 600
    ) throws -> Outcome {
        guard let path = executable.contains("/") ? executable : ChildProcess.find(executableNamed: executable) else {
            throw Failure(description: "\(executable) not found on PATH")
        }
        // swiftc leaves an empty TemporaryDirectory.XXXXXX in TMPDIR: give it a folder of its own, removed after.
        let scratch = URL(fileURLWithPath: path).lastPathComponent == "swiftc" ? try TemporaryFolder() : nil
        let child = ChildProcess(
            executable: path, arguments: arguments,
            workingDirectory: directory ?? FileManager.default.currentDirectoryPath,
            timeout: timeout, environment: environment.merging(scratch.map { ["TMPDIR": $0.path] } ?? [:]) { $1 })
        let outcome = try withExtendedLifetime(scratch) { try child.run(input: Array(input.utf8)) }
        if outcome.timedOut { throw Failure(description: "\(executable) \(arguments) ran past \(Int(timeout)) s") }
        return Outcome(
            status: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self),
            stderr: String(decoding: outcome.stderr, as: UTF8.self), signal: outcome.signal)
    }
}
