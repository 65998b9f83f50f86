// popskin-stress: disturbs builds of the bundled project as unlucky users do — builds killed at random renames, two
// builds overlapping an edit and its undo, art replaced mid-build — and checks that the build after each one equals
// a clean build of the same inputs, that `theme build --check` passes and that a no-op writes nothing.
//
//   popskin-stress [--trials N] [--kinds kill,race,art,overlap] [--seed S] [--popskin PATH] [--project DIR]
//
// A command, not a test: it takes minutes. The tests pin one deterministic case of each kind.

import ArgumentParser
import Foundation
import PopskinFuzzCLI

@main
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popskin-stress", abstract: "Kill, race and revert builds; compare with clean builds.")

    @Option(help: "Trials of each kind.") var trials = 50
    @Option(help: "Kinds of trial: kill, race, art, overlap (comma-separated).") var kinds = "kill,race,art,overlap"
    @Option(help: "Seed of the random choices, to run the same trials again.") var seed: UInt64 = 1
    @Option(help: "The popskin executable (default: beside this one).") var popskin: String?
    @Option(help: "The project to copy (default: the current folder).") var project = "."

    func run() throws {
        // Absolute: the builds run in the trials' folders, and strace looks a relative path up from there.
        let named = popskin ?? (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/popskin"
        let tool = URL(fileURLWithPath: named).standardizedFileURL.path
        let chosen = try kinds.split(separator: ",").map { name in
            guard let kind = TrialKind(rawValue: String(name)) else {
                throw ValidationError("unknown kind '\(name)'; kinds are kill, race, art, overlap")
            }
            return kind
        }
        let scratch = FileManager.default.temporaryDirectory.path + "/popskin-stress-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let started = Date()
        let template = try prepareTemplate(scratch: scratch, tool: tool)
        let buildTime = Int(Date().timeIntervalSince(started) * 1000)
        let runner = Trials(
            template: template, scratch: scratch, popskin: tool,
            clean: CleanBuilds(scratch: scratch, popskin: tool), buildTime: buildTime)
        var random = FuzzRandom(seed: seed)
        var failed = 0
        for kind in chosen {
            let started = Date()
            var bad = 0
            for number in 1...trials {
                let problems = try runner.run(kind, random: &random)
                guard !problems.isEmpty else { continue }
                bad += 1
                print("\(kind) #\(number): " + problems.joined(separator: "\n    "))
            }
            let seconds = String(format: "%.0f", Date().timeIntervalSince(started))
            print("\(kind): \(trials) trials, \(bad) with differences (\(seconds) s)")
            failed += bad
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The project's inputs copied and built once: every trial starts from a copy of it.
    private func prepareTemplate(scratch: String, tool: String) throws -> String {
        let template = scratch + "/template"
        try FileManager.default.createDirectory(atPath: template, withIntermediateDirectories: true)
        for item in ["popskin.yaml", "themes"] {
            try FileManager.default.copyItem(atPath: project + "/" + item, toPath: template + "/" + item)
        }
        let built = try StressProject(root: template, popskin: tool).run(["theme", "build"])
        guard built.status == 0 else {
            throw StressFailure(message: "the project does not build: " + String(decoding: built.stderr, as: UTF8.self))
        }
        return template
    }
}
