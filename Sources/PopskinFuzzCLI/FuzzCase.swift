import Foundation
import PopskinCore
import PopskinProcess

/// One case: the project copied to a folder of its own, some of its theme files mutated, then `popskin theme
/// validate` and `popskin theme build` run on it as child processes, each under a time limit.
public struct FuzzCase: Sendable {
    public let index: Int
    /// The mutated files: path relative to the project → text.
    public let files: [(path: String, text: String)]
    /// What was done to them, in order.
    public let edits: [String]
    /// The themes validated and built: those of the mutated files and two others (so a mutated parent or token file
    /// shows in a theme that uses it); empty for all. Both commands scope problems by one rule (`ThemeScope`), so
    /// about the same names they must agree: another theme's error fails neither.
    public let themes: [String]
    /// Hostile token sources added beside the themes, in half the cases.
    public let attack: TokenAttack?

    /// What the commands did.
    public struct Outcome: Sendable {
        public var findings: [FuzzFinding]
        /// Standard error of the command a finding is about (the last one run otherwise), for the report.
        public var stderr: String
    }

    /// Case `index` of the run seeded `seed`: 1 or 2 of `project`'s theme files, each edited 1 to 3 times.
    init(index: Int, seed: UInt64, project: FuzzProject, mutator: ThemeMutator, wholeProject: Bool = false) {
        var random = FuzzRandom(seed: seed, case: index)
        var files: [(String, String)] = [], edits: [String] = []
        let count = random.chance(0.7) ? 1 : 2
        for _ in 0..<count {
            let file = random.pick(project.themeFiles)
            let (tree, done) = mutator.mutate(
                file.tree, count: Int.random(in: 1...3, using: &random), using: &random)
            files.removeAll { $0.0 == file.path }
            files.append((file.path, tree.yaml))
            edits += done.map { "\(file.path): \($0.description)" }
        }
        self.index = index
        self.files = files
        self.edits = edits
        attack = random.chance(0.5) ? TokenAttack(using: &random, canary: project.canary) : nil
        edits += attack?.edits ?? []
        let mutated = files.compactMap { FuzzProject.themeName(of: $0.0, in: project.themesFolder) }
        let others = [random.pick(project.themeNames), random.pick(project.themeNames)]
        themes = wholeProject ? [] : Array(Set(mutated + others)).sorted()
    }

    /// Runs the case in a fresh copy of `project` (removed afterwards).
    func run(_ project: FuzzProject, popskin: String, timeout: Double) throws -> Outcome {
        let folder = try project.copy(named: "case-\(index)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files + (attack?.files ?? []) {
            let url = URL(fileURLWithPath: folder + "/" + file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        if let attack { try attack.apply(to: folder) }
        var findings: [FuzzFinding] = []
        var statuses: [Int32] = [], stderr = ""
        // `tokens check` on each resolver added: it reads on its own, rooted at the resolver's folder.
        let checks = (attack?.sources ?? []).filter { $0.hasSuffix(".resolver.json") }.map { ["tokens", "check", $0] }
        let commands = [
            ["theme", "validate", "--project", folder] + themes, ["theme", "build", "--project", folder] + themes,
        ]
        for (index, arguments) in (commands + checks).enumerated() {
            let child = ChildProcess(
                executable: popskin, arguments: arguments, workingDirectory: folder, timeout: timeout,
                // No symbolicated backtrace on a crash: it takes seconds, and the trap's message says enough.
                environment: ["NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"])
            let result = try child.run()
            let name = arguments.prefix(index < 2 ? 2 : 3).joined(separator: " ")
            let found: FuzzFinding?
            if let signal = result.signal {
                found = .crash(command: name, signal: signal)
            } else if result.timedOut {
                found = .hang(command: name)
            } else if !FuzzFinding.documentedStatuses.contains(result.status) {
                found = .undocumentedExit(command: name, status: result.status)
            } else {
                found = nil
            }
            if findings.isEmpty { stderr = String(decoding: result.stderr, as: UTF8.self) }
            if let found { findings.append(found) } else if index < 2 { statuses.append(result.status) }
            if (result.stdout + result.stderr).contains(FuzzProject.canaryMarker.utf8) {
                findings.append(.leak(command: name))
            }
        }
        if statuses.count == 2, statuses[0] != statuses[1] {
            findings.append(.mismatch(validate: statuses[0], build: statuses[1]))
        }
        return Outcome(findings: findings, stderr: stderr)
    }

    /// Writes the case's files and what it found under `folder`, to replay over a copy of the project.
    func keep(_ outcome: Outcome, seed: UInt64, in folder: String) throws {
        let caseFolder = folder + "/case-\(index)"
        for file in files + (attack?.files ?? []) {
            let url = URL(fileURLWithPath: caseFolder + "/" + file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let report =
            "seed \(seed), case \(index), built: \(themes.isEmpty ? "all" : themes.joined(separator: " "))\n\n"
            + outcome.findings.map { "- \($0.description)\n" }.joined()
            + "\nedits:\n" + edits.map { "- \($0)\n" }.joined()
            + (attack.map { attack in
                "\ntoken sources added to popskin.yaml: \(attack.sources.joined(separator: ", "))\nlinks: "
                    + attack.links.map { "\($0.path) -> \($0.target)" }.joined(separator: ", ") + "\n"
            } ?? "")
            + "\nreplay: copy the project, put these files over it, run `popskin theme validate`, then `theme build` "
            + "with the themes above\n"
            + "\nstandard error:\n" + outcome.stderr
        try Data(report.utf8).write(to: URL(fileURLWithPath: caseFolder + "/finding.txt"))
    }
}
