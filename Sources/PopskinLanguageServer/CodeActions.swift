import PopskinCore
import PopskinSources

/// Code actions for what the diagnostics already know how to fix: a did-you-mean (a key, a theme's name, a word, a
/// token), content insets raised to what CONTENT-GE-BORDER and CONTENT-INSIDE-CORNER ask, and a hairline for a
/// border thinner than a point, which is a pixel at one scale and a blur at another.
struct CodeActions {
    let snapshot: ReadingSnapshot

    func actions(_ asked: CodeActionParams) -> [CodeAction] {
        guard let file = snapshot.file(asked.textDocument.uri) else { return [] }
        let lines = asked.range.start.line...max(asked.range.start.line, asked.range.end.line)
        var actions: [CodeAction] = []
        for diagnostic in snapshot.diagnostics {
            guard let location = diagnostic.location, location.file == file, lines.contains(location.line - 1)
            else { continue }
            let shown = asked.context.diagnostics.filter {
                $0.code == diagnostic.id.rawValue && $0.range.start.line == location.line - 1
            }
            if let fix = diagnostic.fix, let action = replacing(fix, for: shown) { actions.append(action) }
            if diagnostic.id == .contentGEBorder || diagnostic.id == .contentInsideCorner,
                let action = raisedInsets(at: location, for: shown)
            {
                actions.append(action)
            }
        }
        if let action = hairline(in: file, lines: lines) { actions.append(action) }
        return actions
    }

    /// The diagnostic's own fix, when the text at its place is still what it replaces.
    private func replacing(_ fix: DiagnosticFix, for shown: [EditorDiagnostic]) -> CodeAction? {
        guard let at = snapshot.lines.place(of: fix.original, at: fix.location) else { return nil }
        let edit = TextEdit(
            range: snapshot.lines.range(at, length: fix.original.unicodeScalars.count), newText: fix.replacement)
        return CodeAction(
            title: fix.title, kind: "quickfix", diagnostics: shown.isEmpty ? nil : shown, isPreferred: true,
            edit: WorkspaceEdit(documentChanges: [.edit(uri: snapshot.uri(at.file), edits: [edit])]))
    }

    /// Each side of the insets written at `location` raised to the least that clears the border and its corners.
    private func raisedInsets(at location: SourceLocation, for shown: [EditorDiagnostic]) -> CodeAction? {
        guard
            let theme = snapshot.result.registry.themes.first(where: {
                $0.skin != nil && $0.origin(of: "content.insets")?.valueLocation == location
            }), let skin = theme.skin,
            let node = Self.node(at: "content.insets", in: snapshot.result.project.documents, file: location.file)
        else { return nil }
        let border = skin.border.width, radius = skin.background.cornerRadius
        // A uniform inset d puts the content's corner √2·(r − d) from the arc's centre, inside r − b when
        // d ≥ r − (r − b)/√2; rounded up to a half point.
        let corner = radius > border ? radius - (radius - border) / 2.squareRoot() : 0
        let least = (max(border, skin.content.clips ? 0 : corner) * 2).rounded(.up) / 2
        var edits: [TextEdit] = []
        func raise(_ scalar: YAMLNode) {
            guard let text = scalar.scalarText, let value = Double(text), value < least else { return }
            edits.append(
                TextEdit(
                    range: snapshot.lines.range(scalar.location, length: text.unicodeScalars.count),
                    newText: ValueText.number(least)))
        }
        switch node.content {
        case .scalar: raise(node)
        case .sequence(let items): for item in items { raise(item) }
        case .mapping(let pairs): for pair in pairs { raise(pair.value) }
        }
        guard !edits.isEmpty else { return nil }
        return CodeAction(
            title: "Raise content insets to \(ValueText.number(least)) pt", kind: "quickfix",
            diagnostics: shown.isEmpty ? nil : shown, isPreferred: true,
            edit: WorkspaceEdit(documentChanges: [.edit(uri: snapshot.uri(location.file), edits: edits)]))
    }

    /// `border.width` written below a point in this file, on the lines asked about.
    private func hairline(in file: String, lines: ClosedRange<Int>) -> CodeAction? {
        guard let node = Self.node(at: "border.width", in: snapshot.result.project.documents, file: file),
            lines.contains(node.location.line - 1), case .scalar(let text, true) = node.content,
            let width = Double(text), width > 0, width < 1
        else { return nil }
        let edit = TextEdit(
            range: snapshot.lines.range(node.location, length: text.unicodeScalars.count), newText: "hairline")
        return CodeAction(
            title: "Use a hairline border (one device pixel at every scale)", kind: "refactor.rewrite",
            diagnostics: nil, isPreferred: nil,
            edit: WorkspaceEdit(documentChanges: [.edit(uri: snapshot.uri(file), edits: [edit])]))
    }

    /// The value `file` writes at the dotted `path`.
    static func node(at path: String, in documents: [ThemeDocument], file: String) -> YAMLNode? {
        var node = documents.first { $0.file == file }?.root
        for part in path.split(separator: ".") { node = node?[String(part)] }
        return node
    }
}
