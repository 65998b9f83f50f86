import Foundation
import PopskinBuild
import PopskinCore
import PopskinSources
import PopskinTokens

/// What names what, and where, in one reading of the project: every mention of a theme (`extends:`, an output's
/// `themes:` and `exclude:`), of a token (its definition, `{a.b}` in a theme or a YAML token file) and of an art
/// file (a theme's image paths). Definition, references, rename and hover look things up here, built once per
/// reading from the parsed documents, never from text read again.
struct ProjectIndex {
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

    private(set) var mentions: [String: [Mention]] = [:]
    private(set) var bySymbol: [Symbol: [Mention]] = [:]

    init(result: FrontEnd.Result, lines: SourceLines) {
        let project = result.project
        func add(_ symbol: Symbol, _ text: String, at location: SourceLocation?, definition: Bool = false) {
            // Quoted words start one scalar on; a location whose text changed is no mention.
            guard let location, let place = lines.place(of: text, at: location) else { return }
            let mention = Mention(symbol: symbol, location: place, text: text, isDefinition: definition)
            mentions[place.file, default: []].append(mention)
            bySymbol[symbol, default: []].append(mention)
        }
        func references(in node: YAMLNode) {
            switch node.content {
            case .scalar(let text, _):
                if let path = TokenTable.referencePath(text) {
                    add(.token(path), text, at: node.location)
                }
            case .sequence(let items): for item in items { references(in: item) }
            case .mapping(let pairs): for pair in pairs { references(in: pair.value) }
            }
        }
        for document in project.documents {
            if let extends = document.extends { add(.theme(extends.name), extends.name, at: extends.location) }
            references(in: document.root)
            for (path, node) in Self.artNodes(document.root) {
                guard let art = Self.artPath(path, writtenIn: document.file) else { continue }
                add(.art(art), path, at: node.location)
            }
        }
        let outputs = OutputSpec.read(project.manifest, projectRoot: project.root, diagnostics: DiagnosticSink())
        for output in outputs {
            for (name, location) in (output.themes.only ?? []) + output.themes.excluded {
                add(.theme(name), name, at: location)
            }
        }
        // YAML tokens only: an imported token's value is worked out on use, and its file is JSON.
        for token in project.tokens.tokens.values where Self.isYAML(token.keyLocation.file) {
            let key = String(token.path.split(separator: ".").last ?? "")
            add(.token(token.path), key, at: token.keyLocation, definition: true)
            references(in: token.value)
        }
        for file in mentions.keys { mentions[file]?.sort { $0.location < $1.location } }
        for symbol in bySymbol.keys { bySymbol[symbol]?.sort { $0.location < $1.location } }
    }

    /// The mention at a scalar position of `file`.
    func mention(in file: String, line: Int, column: Int) -> Mention? {
        mentions[file]?.first { $0.covers(line: line, column: column) }
    }

    /// Every mention of `symbol`, in file order.
    func mentions(of symbol: Symbol) -> [Mention] { bySymbol[symbol] ?? [] }

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

    /// The project path of art written as `path` in `file`; nil when it leaves the project.
    static func artPath(_ path: String, writtenIn file: String) -> String? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("@"), ProjectPath.splitPackage(file) == nil else {
            return nil
        }
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
