import PopskinCore
import PopskinSources

/// The text form of diagnostics, built as bytes: a build that replays a thousand warnings prints them within a few
/// milliseconds. Printable ASCII, nearly all of it, is copied as it is; anything else takes `TerminalText`'s general
/// path, so the output is the same either way.
struct DiagnosticText {
    private(set) var bytes: [UInt8] = []
    private var lines: LineIndex
    let colored: Bool

    init(sources: [String: [UInt8]], colored: Bool) {
        lines = LineIndex(sources: sources)
        self.colored = colored
    }

    /// `path:line:col: severity: message`, then the source line and a caret under the column.
    mutating func append(_ location: SourceLocation?, _ severity: String, id: String? = nil, _ message: String) {
        guard let location else {
            appendPlain("popskin: ")
            appendLabel(severity)
            appendMessage(id, message)
            return
        }
        appendInline(location.file)
        appendPlain(":")
        appendPlain(String(location.line))
        appendPlain(":")
        appendPlain(String(location.column))
        appendPlain(": ")
        appendLabel(severity)
        appendMessage(id, message)
        if let line = lines.line(of: location) { appendExcerpt(line, at: location) }
    }

    private mutating func appendPlain(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendLabel(_ severity: String) {
        switch (colored, severity) {
        case (true, "error"): appendPlain("\u{1B}[1;31merror:\u{1B}[0m ")
        case (true, "warning"): appendPlain("\u{1B}[1;35mwarning:\u{1B}[0m ")
        case (true, "note"): appendPlain("\u{1B}[1;30mnote:\u{1B}[0m ")
        default: appendPlain(severity + ": ")
        }
    }

    /// Outside text on a line of its own: every control character escaped (`TerminalText.inline`).
    private mutating func appendInline(_ text: String) {
        if Self.printable(text.utf8) { appendPlain(text) } else { appendPlain(TerminalText.inline(text)) }
    }

    /// `[ID] message` and a line break, the message's later lines indented (`TerminalText.message`).
    private mutating func appendMessage(_ id: String?, _ message: String) {
        if let id { appendPlain("[\(id)] ") }
        if Self.printable(message.utf8) {
            appendPlain(message)
        } else {
            appendPlain(TerminalText.message(message))
        }
        bytes.append(0x0A)
    }

    /// The quoted line and its caret, as `DiagnosticPrinter.excerpt` gives them. A long line is cut by its scalars'
    /// offsets, found once per line: each of 90,000 problems on one line of a minified file costs its window.
    private mutating func appendExcerpt(_ line: ArraySlice<UInt8>, at location: SourceLocation) {
        let column = location.column - 1
        if line.count > 120 {
            let starts = lines.scalarStarts(of: location, line)
            let count = starts?.count ?? line.count
            let kept = DiagnosticPrinter.window(count: count, around: column)
            let offset = { (scalar: Int) in
                line.startIndex + (scalar == count ? line.count : starts.map { $0[scalar] } ?? scalar)
            }
            let bytes = line[offset(kept.lowerBound)..<offset(kept.upperBound)]
            let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            appendPlain(DiagnosticPrinter.excerpt(scalars, window: kept, of: count, column: column))
            return
        }
        guard line.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) else {
            appendPlain(DiagnosticPrinter.excerpt(String(decoding: line, as: UTF8.self), column: column))
            return
        }
        bytes.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
        bytes.append(contentsOf: line)
        bytes.append(contentsOf: [0x0A, 0x20, 0x20, 0x20, 0x20])
        for byte in line.prefix(max(0, column)) { bytes.append(byte == 0x09 ? 0x09 : 0x20) }
        bytes.append(contentsOf: [UInt8(ascii: "^"), 0x0A])
    }

    /// Whether every byte is printable ASCII: such text is shown as it is.
    private static func printable(_ text: String.UTF8View) -> Bool {
        text.withContiguousStorageIfAvailable { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}

/// Finds source lines by number; each file's line starts are computed once, on first use.
private struct LineIndex {
    let sources: [String: [UInt8]]
    private var indexed: [String: (bytes: [UInt8], starts: [Int])] = [:]
    /// The file last asked about: a diagnostic and its notes come in runs from a file or two, and a comparison
    /// beats hashing a path.
    private var last: (file: String, bytes: [UInt8], starts: [Int]) = ("", [], [])

    init(sources: [String: [UInt8]]) {
        self.sources = sources
    }

    /// The line last asked about by `scalarStarts`, and its scalars' offsets (nil: ASCII, a byte a scalar).
    private var scalarsOf: (file: String, line: Int, starts: [Int]?) = ("", 0, nil)

    /// Where each scalar of `line` (the location's) starts, relative to the line; nil when every byte is one.
    mutating func scalarStarts(of location: SourceLocation, _ line: ArraySlice<UInt8>) -> [Int]? {
        if scalarsOf.file == location.file && scalarsOf.line == location.line { return scalarsOf.starts }
        var starts: [Int]?
        if line.contains(where: { $0 >= 0x80 }) {
            starts = line.indices.filter { line[$0] & 0xC0 != 0x80 }.map { $0 - line.startIndex }
        }
        scalarsOf = (location.file, location.line, starts)
        return starts
    }

    /// The bytes of the location's line, without its line break (CRLF files too).
    mutating func line(of location: SourceLocation) -> ArraySlice<UInt8>? {
        if last.file != location.file || last.starts.isEmpty {
            if let known = indexed[location.file] {
                last = (location.file, known.bytes, known.starts)
            } else {
                guard let bytes = sources[location.file] else { return nil }
                var starts = [0]
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
                indexed[location.file] = (bytes, starts)
                last = (location.file, bytes, starts)
            }
        }
        guard location.line >= 1, location.line <= last.starts.count else { return nil }
        let start = last.starts[location.line - 1]
        var end = location.line < last.starts.count ? last.starts[location.line] - 1 : last.bytes.count
        guard start <= end else { return nil }
        if end > start, last.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return last.bytes[start..<end]
    }
}
