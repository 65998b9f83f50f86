import ArgumentParser
import Foundation
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
            A file named *.resolver.json (or any file, with --resolver, or one holding resolutionOrder) is a resolver \
            document: its sets, modifiers and resolution order are checked, and every combination of contexts is \
            resolved. A Tokens Studio export — a folder with $themes.json or $metadata.json, a single-file export, \
            or a set in the plugin's legacy form — is read as a project reads it. A folder of DTCG files is each of \
            its *.tokens.json files.
            """)

    @Argument(help: "DTCG token files (*.tokens.json, *.tokens), resolver files, Tokens Studio exports or folders.")
    var files: [String]
    @Flag(help: "Read every file as a resolver document.") var resolver = false
    @Flag(help: "Treat warnings as errors.") var strict = false
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text or json.")
    var diagnosticsFormat: DiagnosticPrinter.Format = .text

    func run() throws {
        let diagnostics = DiagnosticSink()
        var files: [String] = []
        var studio = DesignTokenFiles.Checked()
        var exports = 0
        for path in self.files {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(path)
                continue
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if ProjectLoader.studioSystemFiles.contains(where: {
                FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
            }) {
                let parent = (path as NSString).deletingLastPathComponent
                let read = ProjectLoader().tokens(
                    of: TokenSource(path: url.lastPathComponent), root: url.deletingLastPathComponent().path,
                    shownAs: parent.isEmpty ? "" : parent + "/", diagnostics: diagnostics)
                studio.sources.merge(read.sources) { first, _ in first }
                studio.tokenCount += read.tokens.tokens.count
                exports += 1
            } else {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                files += names.filter(ProjectLoader.isDTCGFile).sorted().map {
                    (path.hasSuffix("/") ? path : path + "/") + $0
                }
            }
        }
        var checked = DesignTokenFiles.check(files, asResolver: resolver, diagnostics: diagnostics)
        checked.sources.merge(studio.sources) { first, _ in first }
        checked.tokenCount += studio.tokenCount
        let list = diagnostics.sorted(strict: strict)
        let errors = list.filter { $0.severity == .error }.count
        let warnings = list.filter { $0.severity == .warning }.count
        let clean = Output.diagnostics(
            list, format: diagnosticsFormat, sources: checked.sources, toStandardOutput: diagnosticsFormat == .json)
        if diagnosticsFormat == .text {
            let files = files.count + exports, tokens = checked.tokenCount
            Output.error(
                "\(files) file\(files == 1 ? "" : "s") checked, \(tokens) token\(tokens == 1 ? "" : "s"): "
                    + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
        }
        if !clean { throw ExitCode(1) }
    }
}
