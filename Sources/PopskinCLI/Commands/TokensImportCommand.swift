import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// `popskin tokens import FILE… --output DIR`
struct TokensImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write popskin YAML token files equivalent to DTCG files, resolvers or Tokens Studio exports.",
        discussion: """
            Each source becomes DIR/<name>.yaml (brand.tokens.json → brand.yaml). A resolver's or export's modes \
            become appearances as in popskin.yaml: --modes names the modifier (or Tokens Studio group) and \
            --context maps each appearance to one of its contexts; without them, a modifier whose contexts are \
            named after appearances is found on its own. What popskin cannot use is reported and left out.
            """)

    @Argument(help: "DTCG token files, resolver files (*.resolver.json) or Tokens Studio export folders.")
    var files: [String]
    @Option(help: "The folder the YAML token files go into (created if missing).") var output: String
    @Option(help: "The resolver modifier or Tokens Studio group that holds the appearances.") var modes: String?
    @Option(help: "APPEARANCE=CONTEXT, such as dark=night (repeatable; light is required with --modes).")
    var context: [String] = []
    @Option(help: "MODIFIER=CONTEXT for every other modifier or group (repeatable).") var input: [String] = []
    @Option(help: "Points per rem, for rem dimensions.") var rem: Double?
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text or json.")
    var diagnosticsFormat: DiagnosticPrinter.Format = .text

    func validate() throws {
        for pair in context + input where pair.split(separator: "=").count != 2 {
            throw ValidationError("'\(pair)' is not NAME=CONTEXT")
        }
        for pair in context where SkinAppearance(rawValue: String(pair.prefix { $0 != "=" })) == nil {
            throw ValidationError(
                "'\(pair)': the appearance is light, dark, light-high-contrast or dark-high-contrast")
        }
        if modes == nil && !context.isEmpty { throw ValidationError("--context needs --modes") }
        if let rem, !(rem > 0 && rem.isFinite) { throw ValidationError("--rem must be a number above 0") }
    }

    func run() throws {
        let diagnostics = DiagnosticSink()
        var sources: [String: [UInt8]] = [:]
        var written: [String: String] = [:]
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            let name = Self.stem(url.lastPathComponent)
            if let earlier = written[name] {
                diagnostics.error(
                    .ioError, "\(file) and \(earlier) would both be written to \(name).yaml", at: nil)
                continue
            }
            written[name] = file
            let folder = (file as NSString).deletingLastPathComponent
            let read = ProjectLoader().tokens(
                of: source(url.lastPathComponent, hasModes: Self.hasModes(url.path)),
                root: url.deletingLastPathComponent().path, shownAs: folder.isEmpty ? "" : folder + "/",
                diagnostics: diagnostics)
            sources.merge(read.sources) { first, _ in first }
            let yaml = TokenImport.yaml(read.tokens, diagnostics: diagnostics)
            // A source that gave nothing (unreadable, or every token in error) writes no file.
            guard !read.tokens.tokens.isEmpty else { continue }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw options.failure(.ioError, "cannot create \(output): \(error.localizedDescription)")
            }
            try options.writeFile(Array(yaml.utf8), to: output + "/" + name + ".yaml")
        }
        let list = diagnostics.sorted()
        let clean = Output.diagnostics(
            list, format: diagnosticsFormat, sources: sources, toStandardOutput: diagnosticsFormat == .json)
        if !clean { throw ExitCode(1) }
    }

    /// How the command's own failures print: in the chosen diagnostics format.
    private var options: ProjectOptions {
        var options = ProjectOptions()
        options.diagnosticsFormat = diagnosticsFormat
        return options
    }

    /// Whether the file is a resolver or a Tokens Studio export folder: the sources that have modes and inputs.
    static func hasModes(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return path.hasSuffix(".resolver.json")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// The token source for a file, with the modes and inputs the command line gives when it has modes.
    private func source(_ path: String, hasModes: Bool) -> TokenSource {
        var source = TokenSource(path: path)
        source.remBase = rem
        guard hasModes else { return source }
        let at = SourceLocation.start(of: path)
        source.inputs = input.map { pair in
            let parts = pair.split(separator: "=").map(String.init)
            return (parts[0], parts[1], at)
        }
        if let modes {
            var contexts: [SkinAppearance: String] = [:]
            for pair in context {
                let parts = pair.split(separator: "=").map(String.init)
                contexts[SkinAppearance(rawValue: parts[0])!] = parts[1]
            }
            let isGroup = !path.hasSuffix(".resolver.json")
            source.appearances = .init(axis: modes, isGroup: isGroup, contexts: contexts, location: at)
        }
        return source
    }

    /// `brand.tokens.json`, `brand.resolver.json`, `brand.tokens`, `brand.json`, `brand/` → `brand`.
    static func stem(_ name: String) -> String {
        for suffix in [".tokens.json", ".resolver.json", ".tokens", ".json"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
