import PopskinSources

/// A popskin diagnostic as an editor shows it. popskin places a problem at a line and column (1-based, counting
/// Unicode scalars); LSP counts lines from 0 and characters in UTF-16 code units, and wants a range: the word at the
/// place (to the next space, comma, colon or bracket), at least one character.
enum EditorDiagnostics {
    static let explanations = "https://github.com/popskin/popskin/blob/main/docs/reference/diagnostics.md#"

    /// `uri` gives a project file's URI.
    static func make(
        _ diagnostic: Diagnostic, at location: SourceLocation, lines: SourceLines, uri: (String) -> String
    ) -> EditorDiagnostic {
        let related = diagnostic.notes.compactMap { note -> EditorDiagnostic.Related? in
            guard let place = note.location else { return nil }
            return EditorDiagnostic.Related(
                location: Location(uri: uri(place.file), range: range(place, lines)),
                message: note.message)
        }
        let severity =
            switch diagnostic.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        return EditorDiagnostic(
            range: range(location, lines), severity: severity, code: diagnostic.id.rawValue,
            codeDescription: .init(href: explanations + diagnostic.id.rawValue.lowercased()), source: "popskin",
            message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related)
    }

    /// The range of the word at `location`.
    static func range(_ location: SourceLocation, _ lines: SourceLines) -> Range {
        let line = max(0, location.line - 1)
        let scalars = Array((lines.line(location.line, of: location.file) ?? "").unicodeScalars)
        let start = min(max(0, location.column - 1), scalars.count)
        var end = start
        let stops: Set<Unicode.Scalar> = [" ", "\t", ",", ":", "]", "}", "[", "{"]
        while end < scalars.count, !stops.contains(scalars[end]) || (end == start && scalars[end] != " ") { end += 1 }
        if end == start { end = start + 1 }
        func utf16(_ count: Int) -> Int {
            scalars.prefix(count).reduce(0) { $0 + $1.utf16.count } + max(0, count - scalars.count)
        }
        return Range(
            start: Position(line: line, character: utf16(start)), end: Position(line: line, character: utf16(end)))
    }
}
