import PopskinCore
import PopskinGenerators
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// Completion. In a theme file: after `extends:`, the project's other themes; inside `{…}`, the token paths whose
/// value the key takes (colours for a colour, numbers for a length); at the start of a line, the keys the schema
/// allows under the mapping the line is indented into, each with its documentation. In `popskin.yaml`: its keys, an
/// output's keys, the generators after `generator:` and the options of the output's generator under `options:`.
struct Completion {
    /// An item as LSP wants it.
    struct Item: Encodable, Equatable {
        var label: String
        /// 10: property; 18: reference; 21: constant (a token); 9: module (a generator).
        var kind: Int
        var detail: String?
        var documentation: String?
        var insertText: String?
        var textEdit: TextEdit?
    }

    var result: FrontEnd.Result?

    /// The items for the cursor at `character` (UTF-16) on `lines[line]`; nil when nothing is offered there.
    func items(lines: [Substring], line: Int, character: Int, file: String) -> [Item]? {
        guard line < lines.count else { return nil }
        let text = lines[line]
        let scalars = SourceLines.scalars(String(text), utf16: character)
        let before = String(String.UnicodeScalarView(text.unicodeScalars.prefix(scalars)))
        let trimmed = before.drop { $0 == " " }
        let indent = before.count - trimmed.count
        if file == Manifest.fileName {
            return manifestItems(lines: lines, line: line, before: trimmed, indent: indent)
        }
        let context = CompletionContext(trimmed)
        if let typed = context.reference {
            // A path already closed after the cursor is replaced up to its brace, which stays.
            let after = text.unicodeScalars.dropFirst(scalars).prefix { $0 != "}" && $0 != "{" && $0 != "\"" }
            let closed = text.unicodeScalars.dropFirst(scalars + after.count).first == "}"
            let end = character + (closed ? after.reduce(0) { $0 + $1.utf16.count } : 0)
            let start = Position(line: line, character: character - typed.utf16.count)
            // A side of `insets` or a gradient's `from` takes what its key takes.
            var path = context.valuePath(under: Self.parent(of: lines, line: line, indent: indent))
            while ThemeSchema.popskin[path] == nil, let dot = path.lastIndex(of: ".") { path = String(path[..<dot]) }
            let key = ThemeSchema.popskin[path]
            return tokenItems(
                typed: typed, range: Range(start: start, end: Position(line: line, character: end)), closed: closed,
                key: key, file: file)
        }
        if trimmed.hasPrefix("extends:") {
            let themes = result?.registry.themes.filter { $0.package == nil && $0.file != file } ?? []
            return themes.map { Item(label: $0.name, kind: 18, detail: $0.description, documentation: nil) }
        }
        if context.flowKey != nil {
            return keyItems(under: context.flowPath(under: Self.parent(of: lines, line: line, indent: indent)))
        }
        // A key being typed: nothing but letters, digits and hyphens after the indentation.
        guard trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        return keyItems(under: Self.parent(of: lines, line: line, indent: indent))
    }

    /// The keys the schema allows directly under `parent`, each with its documentation.
    private func keyItems(under parent: String) -> [Item] {
        let prefix = parent.isEmpty ? "" : parent + "."
        var seen: Set<String> = []
        var items: [Item] = []
        for key in ThemeSchema.popskin.keys where key.path.hasPrefix(prefix) {
            let rest = key.path.dropFirst(prefix.count)
            let name = String(rest.prefix { $0 != "." })
            guard !name.isEmpty, seen.insert(name).inserted else { continue }
            let leaf = !rest.contains(".")
            items.append(
                Item(
                    label: name, kind: 10, detail: leaf ? key.path : prefix + name,
                    documentation: leaf ? key.doc : nil, insertText: name + ": "))
        }
        return items
    }

    /// Token paths starting with what is typed, of the kind the key takes.
    private func tokenItems(typed: String, range: Range, closed: Bool, key: ThemeKey?, file: String) -> [Item] {
        guard let tokens = result?.project.tokens(forFile: file) else { return [] }
        let wanted = key.map(TokenKind.wanted(by:)) ?? .any
        return tokens.tokens.keys.sorted().filter { $0.hasPrefix(typed) }.compactMap { path in
            guard let token = tokens.tokens[path] else { return nil }
            let kind = TokenKind(of: token, in: tokens)
            guard wanted == .any || kind == wanted else { return nil }
            return Item(
                label: path, kind: 21, detail: kind == .any ? nil : "\(kind)", documentation: nil,
                textEdit: TextEdit(range: range, newText: closed ? path : path + "}"))
        }
    }

    /// In `popskin.yaml`: generator names, an output's options, and the keys of the mapping the line is in.
    private func manifestItems(lines: [Substring], line: Int, before: Substring, indent: Int) -> [Item]? {
        let listItem = before.hasPrefix("- ") ? before.dropFirst(2) : before
        if listItem.hasPrefix("generator:") {
            return GeneratorRegistry.builtIn.map {
                Item(label: $0.name, kind: 9, detail: $0.description.summary, documentation: nil)
            }
        }
        guard listItem.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        let parent = Self.parent(of: lines, line: line, indent: indent)
        guard let keys = ManifestKeys.under(parent, lines: lines, line: line) else { return nil }
        return keys.map {
            Item(label: $0.name, kind: 10, detail: nil, documentation: $0.doc, insertText: $0.name + ": ")
        }
    }

    /// The generator the output around `line` names: the nearest `generator:` above, within its list item.
    static func outputGenerator(lines: [Substring], line: Int) -> String? {
        var index = line
        while index >= 0 {
            let text = lines[index].drop { $0 == " " }
            let entry = text.hasPrefix("- ") ? text.dropFirst(2) : text
            if entry.hasPrefix("generator:") {
                return entry.dropFirst("generator:".count).trimmingCharacters(in: .whitespaces)
            }
            if text.hasPrefix("- ") || (index < line && !lines[index].hasPrefix(" ") && !text.isEmpty) { break }
            index -= 1
        }
        return nil
    }

    /// The dotted path of the block mappings line `line` (indented by `indent` spaces) is inside, read up the file.
    /// A list item's dash counts as indentation, and its key is the list's (`- generator:` is in `outputs`).
    static func parent(of lines: [Substring], line: Int, indent: Int) -> String {
        var path: [String] = []
        var limit = indent
        var index = line - 1
        while index >= 0, limit > 0 {
            let text = lines[index]
            let spaces = text.prefix { $0 == " " }.count
            let content = text.dropFirst(spaces)
            if spaces < limit, !content.isEmpty, !content.hasPrefix("#"), !content.hasPrefix("-"),
                let colon = content.firstIndex(of: ":")
            {
                path.insert(String(content[..<colon]), at: 0)
                limit = spaces
            }
            index -= 1
        }
        return path.joined(separator: ".")
    }
}

/// What a token holds, as far as completion tells keys apart: a colour, a number, or anything else.
enum TokenKind: CustomStringConvertible {
    case color, number, any

    /// The kind a key's value takes.
    static func wanted(by key: ThemeKey) -> TokenKind {
        switch key.form {
        case .color: .color
        case .number, .numberOrWord, .insets, .pair: .number
        default: .any
        }
    }

    /// The kind of a token's value, through its references.
    init(of token: TokenTable.Token, in tokens: TokenTable) {
        var uses: [TokenTable.Use] = []
        guard let value = tokens.resolve(token.value, uses: &uses, diagnostics: DiagnosticSink()) else {
            self = .any
            return
        }
        var node = value
        // A colour per appearance is a colour.
        if case .mapping(let pairs) = value.content, let first = pairs.first,
            TokenTable.appearanceKeys.contains(first.key.scalarText ?? "")
        {
            node = first.value
        }
        if node.typed?.value is SkinColor {
            self = .color
        } else if let text = node.scalarText, Double(text) != nil {
            self = .number
        } else if let text = node.scalarText, SkinColor(text: text) != nil {
            self = .color
        } else {
            self = .any
        }
    }

    var description: String {
        switch self {
        case .color: "colour"
        case .number: "number"
        case .any: "value"
        }
    }
}
