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
            var shown: [String: Int] = [:], left: [(file: String, count: Int)] = []
            for diagnostic in diagnostics {
                if let file = diagnostic.location?.file {
                    let count = shown[file, default: 0]
                    shown[file] = count + 1
                    guard count < Self.maxShownPerFile else {
                        if left.last?.file == file { left[left.count - 1].count += 1 } else { left.append((file, 1)) }
                        continue
                    }
                }
                text.append(
                    diagnostic.location, diagnostic.severity.rawValue, id: diagnostic.id.rawValue, diagnostic.message)
                for note in diagnostic.notes { text.append(note.location, "note", note.message) }
            }
            for (file, count) in Self.merged(left) {
                // Not a problem of its own, so no id: a note on how the ones above were printed.
                text.append(
                    nil, "note",
                    "\(count) more problem\(count == 1 ? "" : "s") in \(TerminalText.inline(file)) not shown (the first "
                        + "\(Self.maxShownPerFile) of a file are); `--diagnostics-format json` lists every one")
            }
            return String(decoding: text.bytes, as: UTF8.self)
        }
    }

    /// The most problems of one file printed as text: a file with 90,000 would bury everything else.
    public static let maxShownPerFile = 200

    /// The files' counts, each file once, in the order first met.
    private static func merged(_ left: [(file: String, count: Int)]) -> [(String, Int)] {
        var order: [String] = [], counts: [String: Int] = [:]
        for (file, count) in left {
            if counts[file] == nil { order.append(file) }
            counts[file, default: 0] += count
        }
        return order.map { ($0, counts[$0]!) }
    }

    /// A source line and a caret under `column` (0-based, in scalars), each indented four spaces.
    static func excerpt(_ text: String, column: Int) -> String {
        // Most lines are short printable ASCII (tabs kept): a byte is a column.
        let bytes = text.utf8
        if bytes.count <= 120, bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
            let indent = bytes.prefix(max(0, column)).map { $0 == 0x09 ? UInt8(0x09) : UInt8(0x20) }
            return "    \(text)\n    \(String(decoding: indent, as: UTF8.self))^\n"
        }
        let scalars = Array(text.unicodeScalars)
        let kept = window(count: scalars.count, around: column)
        return excerpt(Array(scalars[kept]), window: kept, of: scalars.count, column: column)
    }

    /// `excerpt` of a line of `count` scalars, given only those of its `window(count:around:)`: a long line's
    /// caller decodes no more.
    static func excerpt(_ kept: [Unicode.Scalar], window: Range<Int>, of count: Int, column: Int) -> String {
        let head: [Unicode.Scalar] = window.lowerBound > 0 ? ["…"] : []
        let tail: [Unicode.Scalar] = window.upperBound < count ? ["…"] : []
        let shown = head + kept + tail, caretColumn = column - window.lowerBound + head.count
        // Escapes are wider than the character they show: the caret moves with them. Tabs stay, for alignment.
        let pieces = TerminalText.pieces(of: shown, keeping: ["\t"])
        let indent = pieces.prefix(max(0, caretColumn)).map {
            $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count)
        }
        return "    \(pieces.joined())\n    \(indent.joined())^\n"
    }

    /// Which scalars of a line of `count` are quoted: all, or `width` around `column` ("…" marks a cut).
    static func window(count: Int, around column: Int, width: Int = 120) -> Range<Int> {
        guard count > width else { return 0..<count }
        let start = max(0, min(column - width / 2, count - width))
        return start..<min(count, start + width)
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
