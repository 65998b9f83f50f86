import Foundation
import PopskinCore
import PopskinSources

/// Hover and definition, answered from the latest reading: what `theme explain` says of the key under the cursor (its
/// resolved value, where it was set, through which tokens, what it overrode, the chain) with the key's documentation;
/// and the file of the theme an `extends:` names.
struct Navigation {
    var root: String?
    var result: FrontEnd.Result?
    /// The open documents' text, by URI.
    var texts: [String: String]

    /// The theme defined by the document at `uri`, and the document's path in the project.
    private func theme(at uri: String) -> (ResolvedTheme, String)? {
        guard let root, let result, let path = DocumentPaths.path(ofFileURI: uri),
            DocumentPaths.isInside(path, root: root)
        else { return nil }
        let relative = String(path.dropFirst(root.count + 1))
        return result.registry.themes.first { $0.file == relative }.map { ($0, relative) }
    }

    /// The line the cursor is on, from the editor's text or the file the reading read.
    private func line(_ uri: String, _ number: Int) -> String? {
        if let text = texts[uri] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return number < lines.count ? String(lines[number]) : nil
        }
        // The file as the reading read it: that one file decoded, nothing read again.
        guard let result, let path = DocumentPaths.path(ofFileURI: uri),
            let bytes = result.project.inputs.records.first(where: { $0.absolute == path })?.bytes
        else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return number < lines.count ? String(lines[number]) : nil
    }

    /// The schema key the theme sets nearest before the cursor on its line.
    func hover(_ asked: TextDocumentPositionParams) -> Hover? {
        guard let (theme, file) = theme(at: asked.textDocument.uri), let result else { return nil }
        let line = asked.position.line + 1, column = asked.position.character + 1
        var best: (path: String, location: SourceLocation)?
        for key in ThemeSchema.popskin.keys {
            guard let origin = theme.origin(of: key.path), origin.keyLocation.file == file,
                origin.keyLocation.line == line, origin.keyLocation.column <= column,
                origin.keyLocation.column > (best?.location.column ?? 0)
            else { continue }
            best = (key.path, origin.keyLocation)
        }
        guard let best, let explanation = ThemeExplanation(theme: theme, path: best.path, project: result.project)
        else { return nil }
        var text = "```\n" + explanation.lines.joined(separator: "\n") + "\n```"
        if let doc = ThemeSchema.popskin[best.path]?.doc { text += "\n\n" + doc }
        let start = Position(line: line - 1, character: best.location.column - 1)
        let end = Position(
            line: line - 1, character: best.location.column - 1 + (best.path.split(separator: ".").last?.count ?? 1))
        return Hover(contents: MarkupContent(value: text), range: Range(start: start, end: end))
    }

    /// The file of the theme named after `extends:` on the cursor's line.
    func definition(_ asked: TextDocumentPositionParams) -> Location? {
        guard let root, let result, let text = line(asked.textDocument.uri, asked.position.line) else { return nil }
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("extends:") else { return nil }
        let name =
            trimmed.dropFirst("extends:".count).split(separator: "#").first?
            .trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) ?? ""
        // A dependency's theme lives in the package store, not in this project.
        guard let target = result.registry[name], target.package == nil else { return nil }
        let start = Position(line: 0, character: 0)
        return Location(uri: DocumentPaths.fileURI(root + "/" + target.file), range: Range(start: start, end: start))
    }
}
