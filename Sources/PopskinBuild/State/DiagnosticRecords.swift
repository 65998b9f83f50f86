import PopskinCore
import PopskinSources

/// Diagnostics kept in a state file, so a build answered from a stamp reports what the build it replays reported,
/// printed byte for byte as then: each diagnostic and note with its place, and the source lines they quote.
enum DiagnosticRecords {
    /// A quoted line longer than this is not kept: the stamp is not written (a one-line minified file would make it
    /// as large as the file).
    static let longestQuote = 4096

    /// Appends `diagnostics` to `file`, with the lines of `sources` they quote; false when a line is too long to keep.
    static func append(_ diagnostics: [Diagnostic], quoting sources: [String: [UInt8]]?, to file: inout StateFile)
        -> Bool
    {
        var quoted: Set<SourceLocation> = []
        for diagnostic in diagnostics {
            file.records.append(
                ["diagnostic", diagnostic.severity.rawValue, diagnostic.id.rawValue] + fields(diagnostic.location)
                    + [diagnostic.message])
            for note in diagnostic.notes {
                file.records.append(["note"] + fields(note.location) + [note.message])
            }
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                if let location { quoted.insert(SourceLocation(file: location.file, line: location.line, column: 1)) }
            }
        }
        guard let sources else { return true }
        for place in quoted.sorted() {
            guard let bytes = sources[place.file], let line = line(place.line, of: bytes) else { continue }
            guard line.count <= longestQuote else { return false }
            file.records.append(["quote", place.file, String(place.line), String(decoding: line, as: UTF8.self)])
        }
        return true
    }

    private static func fields(_ location: SourceLocation?) -> [String] {
        guard let location else { return ["", "", ""] }
        return [location.file, String(location.line), String(location.column)]
    }

    /// The bytes of 1-based line `number` of `bytes` (without its newline), as the printer finds it.
    private static func line(_ number: Int, of bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard number >= 1 else { return nil }
        var start = 0, current = 1
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return bytes[start..<end]
    }

    /// The diagnostics `file` keeps, and sources holding the lines they quote (every other line empty); nil when a
    /// record is not one this version wrote.
    static func read(_ file: StateFile) -> (diagnostics: [Diagnostic], sources: [String: [UInt8]])? {
        var diagnostics: [Diagnostic] = []
        var lines: [String: [Int: String]] = [:]
        for record in file.records {
            switch record.first {
            case "diagnostic":
                guard record.count == 7, let severity = Severity(rawValue: record[1]),
                    let id = DiagnosticID(rawValue: record[2]), let location = location(record[3...5])
                else { return nil }
                diagnostics.append(Diagnostic(severity, id, record[6], at: location))
            case "note":
                guard record.count == 5, !diagnostics.isEmpty, let location = location(record[1...3]) else {
                    return nil
                }
                diagnostics[diagnostics.count - 1].notes.append(DiagnosticNote(record[4], at: location))
            case "quote":
                guard record.count == 4, let number = Int(record[2]) else { return nil }
                lines[record[1], default: [:]][number] = record[3]
            default: continue
            }
        }
        let sources = lines.mapValues { numbered in
            let last = numbered.keys.max() ?? 0
            return Array((1...max(1, last)).map { numbered[$0] ?? "" }.joined(separator: "\n").utf8)
        }
        return (diagnostics, sources)
    }

    /// A place as written (three empty fields for none, `.some(nil)`); nil when malformed.
    private static func location(_ fields: ArraySlice<String>) -> SourceLocation?? {
        let fields = Array(fields)
        if fields.allSatisfy(\.isEmpty) { return .some(nil) }
        guard let line = Int(fields[1]), let column = Int(fields[2]) else { return nil }
        return SourceLocation(file: fields[0], line: line, column: column)
    }
}
