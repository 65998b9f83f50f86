import Foundation
import PopskinCore
import PopskinSources

/// Renders diagnostics as clang and swiftc print them (so Xcode and editors pick them up), or as JSON.
public struct DiagnosticPrinter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    public var format: Format
    public var colored: Bool
    /// File bytes by project-relative path, to quote the offending line.
    public var sources: [String: [UInt8]]

    public init(format: Format, colored: Bool, sources: [String: [UInt8]]) {
        self.format = format
        self.colored = colored
        self.sources = sources
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .json:
            return JSONWriter.render(.array(diagnostics.map(json))) + "\n"
        case .text:
            var out = ""
            var lines = LineIndex(sources: sources)
            for diagnostic in diagnostics {
                out += line(
                    diagnostic.location, diagnostic.severity.rawValue,
                    "[\(diagnostic.id.rawValue)] \(diagnostic.message)", &lines)
                for note in diagnostic.notes { out += line(note.location, "note", note.message, &lines) }
            }
            return out
        }
    }

    /// `path:line:col: severity: message`, then the source line and a caret under the column.
    private func line(_ location: SourceLocation?, _ severity: String, _ message: String, _ lines: inout LineIndex)
        -> String
    {
        let label: String
        switch (colored, severity) {
        case (true, "error"): label = "\u{1B}[1;31merror:\u{1B}[0m"
        case (true, "warning"): label = "\u{1B}[1;35mwarning:\u{1B}[0m"
        case (true, "note"): label = "\u{1B}[1;30mnote:\u{1B}[0m"
        default: label = severity + ":"
        }
        let message = TerminalText.message(message)
        guard let location else { return "popskin: \(label) \(message)\n" }
        var out = "\(TerminalText.escaped(location.description)): \(label) \(message)\n"
        if let text = lines.text(of: location) { out += Self.excerpt(text, column: location.column - 1) }
        return out
    }

    /// A source line and a caret under `column` (0-based, in scalars), each indented four spaces.
    static func excerpt(_ text: String, column: Int) -> String {
        // Most lines are short printable ASCII (tabs kept): a byte is a column.
        let bytes = text.utf8
        if bytes.count <= 120, bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
            let indent = bytes.prefix(max(0, column)).map { $0 == 0x09 ? UInt8(0x09) : UInt8(0x20) }
            return "    \(text)\n    \(String(decoding: indent, as: UTF8.self))^\n"
        }
        let (shown, caretColumn) = Self.clip(Array(text.unicodeScalars), around: column)
        // Escapes are wider than the character they show: the caret moves with them. Tabs stay, for alignment.
        let pieces = TerminalText.pieces(of: shown, keeping: ["\t"])
        let indent = pieces.prefix(max(0, caretColumn)).map {
            $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count)
        }
        return "    \(pieces.joined())\n    \(indent.joined())^\n"
    }

    /// At most `width` scalars of a line around `column`, with "…" where it was cut; and the caret's new column.
    static func clip(_ line: [Unicode.Scalar], around column: Int, width: Int = 120) -> ([Unicode.Scalar], Int) {
        guard line.count > width else { return (line, column) }
        let start = max(0, min(column - width / 2, line.count - width))
        let end = min(line.count, start + width)
        let head: [Unicode.Scalar] = start > 0 ? ["…"] : []
        let tail: [Unicode.Scalar] = end < line.count ? ["…"] : []
        return (head + line[start..<end] + tail, column - start + head.count)
    }

    private func json(_ diagnostic: Diagnostic) -> StructuredValue {
        var fields: [(String, StructuredValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        fields += locationFields(diagnostic.location)
        fields.append(
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([("message", .string(note.message))] + locationFields(note.location))
                    })
            ))
        return .object(fields)
    }

    private func locationFields(_ location: SourceLocation?) -> [(String, StructuredValue)] {
        guard let location else { return [("file", .null), ("line", .null), ("column", .null)] }
        return [
            ("file", .string(location.file)), ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))),
        ]
    }
}

/// Finds source lines by number; each file's line starts are computed once, on first use.
private struct LineIndex {
    let sources: [String: [UInt8]]
    var starts: [String: [Int]] = [:]

    init(sources: [String: [UInt8]]) {
        self.sources = sources
    }

    mutating func text(of location: SourceLocation) -> String? {
        guard let bytes = sources[location.file] else { return nil }
        if starts[location.file] == nil {
            starts[location.file] = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        }
        let lineStarts = starts[location.file]!
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        let start = lineStarts[location.line - 1]
        let end = location.line < lineStarts.count ? lineStarts[location.line] - 1 : bytes.count
        guard start <= end else { return nil }
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        return line.hasSuffix("\r") ? String(line.dropLast()) : line  // CRLF files
    }
}
