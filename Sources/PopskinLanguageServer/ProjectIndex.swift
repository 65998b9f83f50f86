import Foundation
import PopskinBuild
import PopskinCore
import PopskinSources
import PopskinTokens

/// What names what, and where, in one reading of the project: every mention of a theme (`extends:`, an output's
/// `themes:` and `exclude:`), of a token (its definition, `{a.b}` in a theme or a YAML token file) and of an art
/// file (a theme's image paths). Definition, references, rename and hover look things up here, read off the parsed
/// documents, never from text read again. A file's mentions are found when first asked for, the whole project's
/// when a request needs them all (references, rename): a reading after each edit pays for neither.
final class ProjectIndex {
    /// What a mention names.
    enum Symbol: Hashable {
        case theme(String)
        case token(String)
        /// An art file, by its path in the project.
        case art(String)
    }

    /// One place a symbol is written: `text` (as written, its quotes left out) at `location`.
    struct Mention {
        var symbol: Symbol
        var location: SourceLocation
        var text: String
        /// A token's definition (its key); a theme's is its file and has no mention.
        var isDefinition = false

        /// Whether the scalar column `column` on the mention's line falls on it.
        func covers(line: Int, column: Int) -> Bool {
            location.line == line && column >= location.column && column <= location.column + text.unicodeScalars.count
        }
    }

    private let project: Project
    private let lines: SourceLines
    private var byFile: [String: [Mention]] = [:]
    private var bySymbol: [Symbol: [Mention]]?
    /// The tokens defined in each file.
    private lazy var tokenFiles: [String: [TokenTable.Token]] = Dictionary(
        grouping: project.tokens.tokens.values, by: \.keyLocation.file)
    /// The project's token documents (YAML and JSON) by file, as its token sources read them.
    private lazy var tokenDocuments: [String: [YAMLNode]] = Dictionary(
        grouping: project.tokenProblems.flatMap(\.documents.roots), by: \.location.file)
    /// The theme names each output lists, with where.
    private lazy var outputLists: [(name: String, location: SourceLocation)] = OutputSpec.read(
        project.manifest, projectRoot: project.root, diagnostics: DiagnosticSink()
    ).flatMap { ($0.themes.only ?? []) + $0.themes.excluded }

    init(project: Project, lines: SourceLines) {
        self.project = project
        self.lines = lines
    }

    /// The mention at a scalar position of `file`.
    func mention(in file: String, line: Int, column: Int) -> Mention? {
        mentions(in: file).first { $0.covers(line: line, column: column) }
    }

    /// Every mention of `symbol`, in file order.
    func mentions(of symbol: Symbol) -> [Mention] {
        if let bySymbol { return bySymbol[symbol] ?? [] }
        var all: [Symbol: [Mention]] = [:]
        let files = Set(project.documents.map(\.file)).union(tokenFiles.keys).union(tokenDocuments.keys)
            .union(outputLists.map(\.location.file))
        for file in files.sorted() {
            for mention in mentions(in: file) { all[mention.symbol, default: []].append(mention) }
        }
        bySymbol = all
        return all[symbol] ?? []
    }

    /// The mentions written in `file`, in order.
    func mentions(in file: String) -> [Mention] {
        if let found = byFile[file] { return found }
        var found: [Mention] = []
        func add(_ symbol: Symbol, _ text: String, at location: SourceLocation?, definition: Bool = false) {
            // Quoted words start one scalar on; a location whose text changed is no mention.
            guard let location, location.file == file, let place = lines.place(of: text, at: location) else { return }
            found.append(Mention(symbol: symbol, location: place, text: text, isDefinition: definition))
        }
        // `{a.b}` anywhere, and in a DTCG file `$ref: "#/a/b/$value"`.
        func references(in node: YAMLNode) {
            switch node.content {
            case .scalar(let text, _):
                if let path = TokenTable.referencePath(text) { add(.token(path), text, at: node.location) }
            case .sequence(let items): for item in items { references(in: item) }
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.key.scalarText == "$ref", let text = pair.value.scalarText,
                        let path = DTCGReference.pointedToken(text)
                    {
                        add(.token(path), text, at: pair.value.location)
                    } else {
                        references(in: pair.value)
                    }
                }
            }
        }
        for document in project.documents where document.file == file {
            if let extends = document.extends { add(.theme(extends.name), extends.name, at: extends.location) }
            references(in: document.root)
            for (path, node) in Self.artNodes(document.root) {
                guard let art = Self.artPath(path, writtenIn: document.file) else { continue }
                add(.art(art), path, at: node.location)
            }
        }
        if file == project.manifest.file ?? Manifest.fileName {
            for (name, location) in outputLists { add(.theme(name), name, at: location) }
        }
        // A token's key is its definition; its references are read from the documents as parsed (a DTCG token's
        // value is worked out only on use).
        for token in tokenFiles[file] ?? [] {
            let key = String(token.path.split(separator: ".").last ?? "")
            add(.token(token.path), key, at: token.keyLocation, definition: true)
        }
        for root in tokenDocuments[file] ?? [] { references(in: root) }
        found.sort { $0.location < $1.location }
        byFile[file] = found
        return found
    }

    static func isYAML(_ file: String) -> Bool { file.hasSuffix(".yaml") || file.hasSuffix(".yml") }

    /// The image paths a theme file writes, with their nodes: each key of the image form, plain or per appearance.
    static func artNodes(_ root: YAMLNode) -> [(String, YAMLNode)] {
        var found: [(String, YAMLNode)] = []
        for key in ThemeSchema.popskin.keys {
            guard case .image = key.form else { continue }
            var node: YAMLNode? = root
            for part in key.path.split(separator: ".") { node = node?[String(part)] }
            guard let node else { continue }
            switch node.content {
            case .scalar(let text, _): found.append((text, node))
            case .mapping(let pairs):
                found += pairs.compactMap { pair in pair.value.scalarText.map { ($0, pair.value) } }
            case .sequence: continue
            }
        }
        return found
    }

    /// The project path of art written as `path` in `file`, resolved as `ValueReader` resolves an image path; nil
    /// for a dependency's file, or a path that leaves the project.
    static func artPath(_ path: String, writtenIn file: String) -> String? {
        guard ProjectPath.splitPackage(file) == nil else { return nil }
        return ProjectPath.join(ProjectPath.folder(of: file), path)
    }
}
