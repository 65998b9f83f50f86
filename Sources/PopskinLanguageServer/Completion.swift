import PopskinCore

/// Completion in a theme file: after `extends:`, the names of the project's other themes; at the start of a line,
/// the keys the schema allows under the mapping the line is indented into (`background:` above it: `fill`,
/// `corner-radius`, …), each with its documentation.
struct Completion {
    /// An item as LSP wants it.
    struct Item: Encodable, Equatable {
        var label: String
        /// 10: property; 18: reference.
        var kind: Int
        var detail: String?
        var documentation: String?
        var insertText: String?
    }

    var result: FrontEnd.Result?

    /// The items for the cursor at `character` on `lines[line]`; nil when nothing is offered there.
    func items(lines: [Substring], line: Int, character: Int, file: String) -> [Item]? {
        guard line < lines.count else { return nil }
        let text = lines[line]
        let before = String(text.prefix(character))
        let trimmed = before.drop { $0 == " " }
        if trimmed.hasPrefix("extends:") {
            let themes = result?.registry.themes.filter { $0.package == nil && $0.file != file } ?? []
            return themes.map { Item(label: $0.name, kind: 18, detail: $0.description, documentation: nil) }
        }
        // A key being typed: nothing but letters, digits and hyphens after the indentation.
        guard trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        let indent = before.count - trimmed.count
        let parent = Self.parent(of: lines, line: line, indent: indent)
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

    /// The dotted path of the block mappings line `line` (indented by `indent` spaces) is inside, read up the file.
    static func parent(of lines: [Substring], line: Int, indent: Int) -> String {
        var path: [String] = []
        var limit = indent
        var index = line - 1
        while index >= 0, limit > 0 {
            let text = lines[index]
            let spaces = text.prefix { $0 == " " }.count
            let content = text.dropFirst(spaces)
            if spaces < limit, !content.isEmpty, !content.hasPrefix("#"), let colon = content.firstIndex(of: ":") {
                path.insert(String(content[..<colon]), at: 0)
                limit = spaces
            }
            index -= 1
        }
        return path.joined(separator: ".")
    }
}
