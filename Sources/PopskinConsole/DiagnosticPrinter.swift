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
            var text = DiagnosticText(sources: sources, colored: colored)
            for diagnostic in diagnostics {
                text.append(
                    diagnostic.location, diagnostic.severity.rawValue, id: diagnostic.id.rawValue, diagnostic.message)
                for note in diagnostic.notes { text.append(note.location, "note", note.message) }
            }
            return String(decoding: text.bytes, as: UTF8.self)
        }
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
