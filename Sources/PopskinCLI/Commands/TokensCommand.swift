import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinSources
import PopskinTokens

/// `popskin tokens …`
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Read design tokens: DTCG 2025.10 files and resolvers, Tokens Studio exports.",
        subcommands: [TokensCheckCommand.self, TokensShowCommand.self, TokensImportCommand.self])
}

/// `popskin tokens check [--resolver] FILE…`
struct TokensCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check DTCG 2025.10 token files and resolvers on their own; report every problem in one pass.",
        discussion: """
            A file named *.resolver.json (or any file, with --resolver) is a resolver document: its sets, modifiers \
            and resolution order are checked, and every combination of contexts is resolved.
            """)

    @Argument(help: "DTCG token files (*.tokens.json, *.tokens) or resolver files.") var files: [String]
    @Flag(help: "Read every file as a resolver document.") var resolver = false
    @Flag(help: "Treat warnings as errors.") var strict = false
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text or json.")
    var diagnosticsFormat: DiagnosticPrinter.Format = .text

    func run() throws {
        let diagnostics = DiagnosticSink()
        let checked = DesignTokenFiles.check(files, asResolver: resolver, diagnostics: diagnostics)
        let list = diagnostics.sorted(strict: strict)
        let errors = list.filter { $0.severity == .error }.count
        let warnings = list.filter { $0.severity == .warning }.count
        let clean = Output.diagnostics(
            list, format: diagnosticsFormat, sources: checked.sources, toStandardOutput: diagnosticsFormat == .json)
        if diagnosticsFormat == .text {
            let files = self.files.count, tokens = checked.tokenCount
            Output.error(
                "\(files) file\(files == 1 ? "" : "s") checked, \(tokens) token\(tokens == 1 ? "" : "s"): "
                    + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
        }
        if !clean { throw ExitCode(1) }
    }
}
