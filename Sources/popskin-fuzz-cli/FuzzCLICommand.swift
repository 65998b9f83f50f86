import ArgumentParser
import Foundation
import PopskinFuzzCLI

/// `popskin-fuzz-cli`: mutated copies of a project's themes through the built `popskin theme validate` and `theme
/// build`, reporting crashes, hangs, undocumented exit codes and validate/build disagreements. Exits 1 on any.
@main
struct FuzzCLICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popskin-fuzz-cli",
        abstract: "Fuzz `popskin theme validate` and `theme build` with mutated theme files.")

    @Option(help: "How many cases to run.")
    var cases = 100

    @Option(help: "The seed the cases are made from (case N of a seed is always the same).")
    var seed: UInt64 = 1

    @Option(name: .customLong("time-limit"), help: "Start no case after this many seconds.")
    var timeLimit: Double?

    @Option(name: .customLong("command-timeout"), help: "Each command's time limit in seconds (past it: a hang).")
    var commandTimeout: Double = 60

    @Option(help: "The popskin binary to run.")
    var popskin: String

    @Option(help: "The project whose themes are mutated (its popskin.yaml and themes folder).")
    var project = "."

    @Option(name: .customLong("keep-failures"), help: "Write each failing case's theme files and report here.")
    var keepFailures: String?

    @Flag(
        name: .customLong("whole-project"),
        help: "Build every theme, not only the mutated ones and two others (slower).")
    var wholeProject = false

    func validate() throws {
        guard cases > 0 else { throw ValidationError("--cases must be at least 1") }
        guard FileManager.default.isExecutableFile(atPath: popskin) else {
            throw ValidationError("--popskin \(popskin) is not an executable")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: project).standardizedFileURL.path
        var run = FuzzRun(
            projectRoot: root, popskin: URL(fileURLWithPath: popskin).standardizedFileURL.path, cases: cases,
            seed: seed)
        run.timeLimit = timeLimit
        run.commandTimeout = commandTimeout
        run.keepFailures = keepFailures.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        run.wholeProject = wholeProject
        let summary = try run.run { fuzzCase, outcome in
            var text = "case \(fuzzCase.index): " + outcome.findings.map(\.description).joined(separator: "; ") + "\n"
            text += fuzzCase.edits.map { "    \($0)\n" }.joined()
            // The trap's message when there is one, else the last lines (the summary).
            let lines = outcome.stderr.split(separator: "\n")
            let shown = lines.filter { $0.contains("Fatal error") }.prefix(1) + lines.suffix(2)
            text += shown.map { "    | \($0.prefix(200))\n" }.joined()
            FileHandle.standardError.write(Data(text.utf8))
        }
        print(summary.line + String(format: " (%.1f s)", summary.seconds))
        if summary.failed { throw ExitCode(1) }
    }
}
