import PopskinCore
import PopskinSources

/// Diagnostics kept in a state file, so a build answered from a stamp reports what the build it replays reported,
/// printed byte for byte as then: each diagnostic and note with its place, and the source lines they quote.
struct DiagnosticRecords {
    /// The records it reads and writes.
    static let tags: Set<String> = ["diagnostic", "note", "quote"]

    /// A quoted line longer than this is not kept: the stamp is not written (a one-line minified file would make it
    /// as large as the file).
    static let longestQuote = 4096

    private(set) var diagnostics: [Diagnostic] = []
    /// The lines the diagnostics quote, by file and 1-based number, without their line breaks.
    private(set) var quotes: [String: [Int: ArraySlice<UInt8>]] = [:]

    init() {}

    /// `diagnostics` and the lines of `sources` they quote (none when nil); nil when a line is too long to keep.
    init?(_ diagnostics: [Diagnostic], quoting sources: [String: [UInt8]]?) {
        self.diagnostics = diagnostics
        guard let sources else { return }
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let location, quotes[location.file]?[location.line] == nil,
                    let bytes = sources[location.file], let line = Self.line(location.line, of: bytes)
                else { continue }
                guard line.count <= Self.longestQuote else { return nil }
                quotes[location.file, default: [:]][location.line] = line
            }
        }
    }

    /// The records, appended to `file`: the diagnostics in order, each followed by its notes, then the quoted
    /// lines by file and number.
    func append(to file: inout StateFile) {
        for diagnostic in diagnostics {
            file.records.append(
                ["diagnostic", diagnostic.severity.rawValue, diagnostic.id.rawValue] + Self.fields(diagnostic.location)
                    + [diagnostic.message])
            for note in diagnostic.notes {
                file.records.append(["note"] + Self.fields(note.location) + [note.message])
            }
        }
        for (path, lines) in quotes.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) {
            for (number, line) in lines.sorted(by: { $0.key < $1.key }) {
                file.records.append(["quote", path, String(number), String(decoding: line, as: UTF8.self)])
            }
        }
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

    // MARK: - Reading

    /// Reads one record `tag` (one of `tags`) from the rest of its fields; false when it is not one this version
    /// wrote.
    mutating func read(_ tag: String, _ fields: inout some RecordFields) -> Bool {
        switch tag {
        case "diagnostic":
            guard let severity = fields.text().flatMap(Severity.init(rawValue:)),
                let id = fields.text().flatMap(DiagnosticID.init(rawValue:)), let location = Self.location(&fields),
                let message = fields.text(), fields.isAtEnd
            else { return false }
            diagnostics.append(Diagnostic(severity, id, message, at: location))
        case "note":
            guard !diagnostics.isEmpty, let location = Self.location(&fields), let message = fields.text(),
                fields.isAtEnd
            else { return false }
            diagnostics[diagnostics.count - 1].notes.append(DiagnosticNote(message, at: location))
        case "quote":
            guard let path = fields.text(), let number = fields.integer(), let line = fields.text(), fields.isAtEnd
            else { return false }
            quotes[path, default: [:]][Int(number)] = ArraySlice(line.utf8)
        default:
            return false
        }
        return true
    }

    /// The records of `file` this type keeps; nil when one is not one this version wrote.
    init?(file: StateFile) {
        for record in file.records {
            guard let tag = record.first, Self.tags.contains(tag) else { continue }
            var fields = ArrayFields(record.dropFirst())
            guard read(tag, &fields) else { return nil }
        }
    }

    /// A place as written (three empty fields for none, `.some(nil)`); nil when malformed.
    private static func location(_ fields: inout some RecordFields) -> SourceLocation?? {
        guard let file = fields.text(), let line = fields.text(), let column = fields.text() else { return nil }
        if file.isEmpty && line.isEmpty && column.isEmpty { return .some(nil) }
        guard let line = Int(line), let column = Int(column) else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Sources holding the quoted lines, each in its place and every other line empty: what the printer quotes
    /// from, as it would from the files themselves.
    var sources: [String: [UInt8]] {
        quotes.mapValues { lines in
            let last = lines.keys.max() ?? 1
            var bytes: [UInt8] = []
            for number in 1...max(1, last) {
                if number > 1 { bytes.append(0x0A) }
                if let line = lines[number] { bytes.append(contentsOf: line) }
            }
            return bytes
        }
    }
}

/// The fields of a record being read, one after another.
protocol RecordFields {
    mutating func text() -> String?
    mutating func integer() -> Int64?
    /// Whether every field has been read.
    var isAtEnd: Bool { get }
}

extension StateFile.Fields: RecordFields {}

/// A record already split into its fields.
struct ArrayFields: RecordFields {
    private var rest: ArraySlice<String>

    init(_ fields: ArraySlice<String>) {
        rest = fields
    }

    mutating func text() -> String? { rest.popFirst() }
    mutating func integer() -> Int64? { text().flatMap { Int64($0) } }
    var isAtEnd: Bool { rest.isEmpty }
}
