import ArgumentParser
import PopskinConsole
import PopskinPackages

/// `popskin package diff FROM TO`
struct PackageDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List theme changes between two tags of this repository and the version the later one needs.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The earlier tag (or commit).") var from: String
    @Argument(help: "The later tag (or commit).") var to: String

    func run() throws {
        let diff: PackageDiff
        do {
            diff = try PackageDiff.between(from, and: to, projectRoot: options.project)
        } catch {
            throw options.failure(.packageNotFound, "\(error)")
        }
        var lines = diff.changes.map { "\($0.level)  \($0.theme): \($0.description)" }
        if let level = diff.level {
            let next = diff.suggestedVersion.map { " (\(diff.fromVersion!) → at least \($0))" } ?? ""
            let why = [
                "colours, art or other values only", "themes added",
                "a theme removed, or arrow metrics or content insets changed",
            ][level.rawValue]
            lines.append("\(from) → \(to) needs a \(level) version\(next): \(why)")
        } else {
            lines.append("\(from) → \(to): no theme changes")
        }
        Output.lines(lines)
    }
}
