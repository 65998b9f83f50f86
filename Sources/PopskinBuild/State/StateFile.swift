import PopskinSources

/// The one format of every file in `.popskin/build` (journal, output stamps, no-op stamps): a header line naming
/// the kind and version, then one record a line, its fields separated by tabs. A field escapes `\`, tab, newline and
/// carriage return as `\\`, `\t`, `\n`, `\r`, so any path or message fits on its line. Parsed as bytes: a no-op
/// build reads thousands of lines within its few milliseconds.
struct StateFile: Equatable {
    /// What the file holds.
    enum Kind: String {
        case journal, output, noop
    }

    static let version = 2

    var kind: Kind
    var records: [[String]] = []

    init(_ kind: Kind, records: [[String]] = []) {
        self.kind = kind
        self.records = records
    }

    mutating func append(_ fields: String...) { records.append(fields) }

    /// The records whose first field is `tag`, without it.
    func records(_ tag: String) -> [ArraySlice<String>] {
        records.filter { $0.first == tag }.map { $0.dropFirst() }
    }

    var header: String { "popskin-build-state \(Self.version) \(kind.rawValue)" }

    var text: String {
        var out = header + "\n"
        for record in records {
            out += record.map(Self.escaped).joined(separator: "\t") + "\n"
        }
        return out
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// Reads a file of `kind`; nil when it is another kind, version or not this format at all.
    init?(parsing bytes: [UInt8], as kind: Kind) {
        var records: [[String]] = []
        let read = Self.forEachRecord(in: bytes, as: kind) { fields in
            records.append(fields.rest())
            return true
        }
        guard read else { return nil }
        self.kind = kind
        self.records = records
    }

    static func escaped(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return field
        }
        return TextEscaping.replacing(field) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: nil
            }
        }
    }

    static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "\\"), index + 1 < raw.count {
                index += 1
                switch raw[index] {
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                default: bytes.append(raw[index])
                }
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
