import Foundation
import PopskinProcess

/// The system `git`, so mirrors (`url.*.insteadOf`) and credentials configured for git just work.
struct Git: Sendable {
    /// Why a git command failed: its words, for the diagnostic that names the package.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var executable: String
    var timeout: Double = 300

    static func find() -> Git? {
        ChildProcess.find(executableNamed: "git").map { Git(executable: $0) }
    }

    /// Transports a package URL may use: not `fd::` (which reads our standard input) or `ext::` (a command). A list
    /// already set in the environment narrows it further, never widens it.
    static let allowedProtocols: String = {
        let ours = ["file", "git", "http", "https", "ssh"]
        guard let given = ProcessInfo.processInfo.environment["GIT_ALLOW_PROTOCOL"] else {
            return ours.joined(separator: ":")
        }
        return given.split(separator: ":").map(String.init).filter(ours.contains).joined(separator: ":")
    }()

    /// Runs `git ARGUMENTS` in `folder`; standard output on success.
    @discardableResult
    func run(_ arguments: [String], in folder: String, input: [UInt8] = []) throws -> [UInt8] {
        // Never prompt for credentials: a CI job would hang on it.
        let process = ChildProcess(
            executable: executable, arguments: arguments, workingDirectory: folder, timeout: timeout,
            environment: [
                "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "GIT_ASKPASS": "",
                "SSH_ASKPASS": "", "GCM_INTERACTIVE": "never",
                "GIT_ALLOW_PROTOCOL": Self.allowedProtocols,
            ])
        let outcome = try process.run(input: input)
        guard !outcome.timedOut else { throw Failure(description: "git \(arguments.first ?? "") timed out") }
        guard outcome.status == 0 else {
            // git's first line says what went wrong; the rest is advice about access rights.
            let words =
                String(decoding: outcome.stderr, as: UTF8.self).split(separator: "\n").first
                .map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
            throw Failure(description: words.isEmpty ? "git \(arguments.first ?? "") failed" : words)
        }
        return outcome.stdout
    }

    func text(_ arguments: [String], in folder: String) throws -> String {
        String(decoding: try run(arguments, in: folder), as: UTF8.self)
    }
}
