import PopskinCore
import PopskinSources
import PopskinTokens

/// An outline of a document: a theme file's sections and keys, each with its value; a token file's tokens.
struct DocumentSymbols {
    let snapshot: ReadingSnapshot

    func symbols(_ uri: String) -> [DocumentSymbol] {
        guard let file = snapshot.file(uri) else { return [] }
        if let document = snapshot.result.project.documents.first(where: { $0.file == file }) {
            return children(of: document.root, file: file)
        }
        // A token file: each token the table read from it, by path.
        let tokens = snapshot.result.project.tokens.tokens.values.filter { $0.keyLocation.file == file }
        return tokens.sorted { $0.keyLocation < $1.keyLocation }.map { token in
            let key = String(token.path.split(separator: ".").last ?? "")
            let at = snapshot.lines.place(of: key, at: token.keyLocation) ?? token.keyLocation
            let selection = snapshot.lines.range(at, length: key.unicodeScalars.count)
            let detail = ProjectIndex.isYAML(file) ? ThemeTree.summary(of: token.value) : nil
            return DocumentSymbol(
                name: token.path, detail: detail, kind: 14, range: wholeLines(at.line, at.line, file),
                selectionRange: selection, children: nil)
        }
    }

    private func children(of node: YAMLNode, file: String) -> [DocumentSymbol] {
        guard case .mapping(let pairs) = node.content else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalarText, pair.key.location.file == file else { return nil }
            let selection = snapshot.lines.range(
                snapshot.lines.place(of: name, at: pair.key.location) ?? pair.key.location,
                length: name.unicodeScalars.count)
            let range = wholeLines(pair.key.location.line, Self.lastLine(of: pair.value), file)
            if case .mapping = pair.value.content {
                return DocumentSymbol(
                    name: name, detail: nil, kind: 2, range: range, selectionRange: selection,
                    children: children(of: pair.value, file: file))
            }
            return DocumentSymbol(
                name: name, detail: ThemeTree.summary(of: pair.value), kind: 7, range: range,
                selectionRange: selection, children: nil)
        }
    }

    /// From the start of line `first` to the end of line `last` (1-based).
    private func wholeLines(_ first: Int, _ last: Int, _ file: String) -> Range {
        Range(
            start: Position(line: first - 1, character: 0), end: snapshot.lines.end(ofLine: max(first, last), of: file))
    }

    /// The last line a value reaches (where its last scalar starts).
    static func lastLine(of node: YAMLNode) -> Int {
        switch node.content {
        case .scalar: node.location.line
        case .sequence(let items): items.map(lastLine(of:)).max() ?? node.location.line
        case .mapping(let pairs): pairs.map { lastLine(of: $0.value) }.max() ?? node.location.line
        }
    }
}
