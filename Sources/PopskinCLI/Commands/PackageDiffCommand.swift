import ArgumentParser
import PopskinConsole
import PopskinDiff

/// `popskin package diff FROM TO [--check-version] [--format text|json]`
struct PackageDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two tags of this repository — values and pixels — and the version the later one needs.",
        discussion: """
            The themes of both tags are compared as `theme diff` compares them (the same engine). With \
            --check-version, exits 1 when TO's version is a smaller step from FROM's than the changes need: major for \
            a theme or token removed, a class metric changed (arrow base or height, content insets) or a theme made \
            abstract; minor for anything that draws differently or a theme added; patch otherwise. It prints how many \
            themes it compared and cases it drew; a check that compared nothing fails.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The earlier tag (or commit).") var from: String
    @Argument(help: "The later tag (or commit).") var to: String
    @Flag(help: "Exit 1 when TO's version is a smaller step than the changes need.") var checkVersion = false
    @Option(help: "text or json, on standard output.") var format: ThemeDiffCommand.Format = .text

    func run() throws {
        let report = try DiffRun.compare(
            from: .revision(from), to: .revision(to), diff: VisualDiff(), options: options)
        let check = ReleaseCheck(report, fromTag: from, toTag: to)
        if format == .json {
            Output.exact(String(decoding: DiffRun.json(report), as: UTF8.self) + "\n")
        } else {
            Output.lines(DiffRun.text(report) + verdict(check))
        }
        if checkVersion && !check.passes { throw ExitCode(1) }
    }

    func verdict(_ check: ReleaseCheck) -> [String] {
        var lines = [
            "checked \(check.checks.themesCompared) themes compared, \(check.checks.casesRendered) cases drawn"
        ]
        let versions = "\(check.from?.description ?? from) → \(check.to?.description ?? to)"
        guard let required = check.required else {
            lines.append("\(versions): nothing shipped changed; any later version will do")
            if check.checks.themesCompared == 0 { lines.append("nothing was compared: the check fails") }
            return lines
        }
        let next = check.suggested.map { " (at least \($0))" } ?? ""
        lines.append("\(versions) needs a \(required) version\(next), because:")
        lines += check.reasons.map { "  \($0)" }
        if checkVersion {
            if check.passes {
                lines.append("ok: \(versions) is a \(check.step!) step")
            } else {
                let step = check.step.map { "a \($0) step" } ?? "not a later version"
                lines.append("fail: \(versions) is \(step); \(required) is required")
            }
        }
        return lines
    }
}
