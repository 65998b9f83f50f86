import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinSources

/// `popskin explain-diagnostic ID`
struct ExplainDiagnosticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain-diagnostic",
        abstract: "Explain a diagnostic id: what it means, how to fix it, and an example of each.",
        discussion: "As `rustc --explain` does. `--all --format markdown` prints the whole table.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: "The id, such as EXTENDS-CYCLE (any case).") var id: String?
    @Flag(help: "Every id.") var all = false
    @Option(help: "text or markdown (with --all, the reference docs/reference/diagnostics.md).") var format: Format =
        .text

    func validate() throws {
        guard (id == nil) == all else { throw ValidationError("name one id, or give --all") }
    }

    func run() throws {
        guard let id else {
            Output.exact(
                format == .markdown
                    ? DiagnosticReference.markdown()
                    : DiagnosticID.allCases.map(DiagnosticReference.text).joined(separator: "\n"))
            return
        }
        guard let known = DiagnosticReference.id(named: id) else {
            let hint = Suggestion.hint(for: id.uppercased(), in: DiagnosticID.allCases.map(\.rawValue))
            _ = Output.diagnostics(
                [.error(.unknownName, "no diagnostic id '\(id)'\(hint)", at: nil)], format: .text, sources: [:])
            throw ExitCode(1)
        }
        Output.write(DiagnosticReference.text(known))
    }
}
