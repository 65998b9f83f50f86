#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StateFile {
    /// One record of a file being read, field by field, straight from its bytes: a no-op build reads tens of
    /// thousands of records, and numbers and tags need no string of their own.
    struct Fields {
        private let line: UnsafeBufferPointer<UInt8>
        private var start = 0
        private var done = false

        init(_ line: UnsafeBufferPointer<UInt8>) {
            self.line = line
        }

        /// Whether every field has been read.
        var isAtEnd: Bool { done }

        /// The next field's bytes, still escaped; nil after the last.
        private mutating func raw() -> UnsafeBufferPointer<UInt8>? {
            guard !done else { return nil }
            let end = StateFile.index(of: UInt8(ascii: "\t"), in: line, from: start)
            defer {
                start = end + 1
                done = end >= line.count
            }
            return UnsafeBufferPointer(rebasing: line[start..<end])
        }

        /// The next field as text.
        mutating func text() -> String? {
            guard let raw = raw() else { return nil }
            let escaped = StateFile.index(of: UInt8(ascii: "\\"), in: raw, from: 0) < raw.count
            return escaped ? StateFile.unescaped(raw) : String(decoding: raw, as: UTF8.self)
        }

        /// The next field as a decimal integer; nil when it is missing or not one.
        mutating func integer() -> Int64? {
            guard var raw = raw(), !raw.isEmpty else { return nil }
            let negative = raw[0] == UInt8(ascii: "-")
            if negative { raw = UnsafeBufferPointer(rebasing: raw.dropFirst()) }
            guard !raw.isEmpty else { return nil }
            var value: Int64 = 0
            for byte in raw {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let (tens, over) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = tens.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                guard !over, !carry else { return nil }
                value = sum
            }
            return negative ? -value : value
        }

        /// The next field as a hexadecimal number (a hash); nil when it is missing or not one ("-" for none).
        mutating func hex() -> UInt64? {
            guard let raw = raw(), !raw.isEmpty, raw.count <= 16 else { return nil }
            var value: UInt64 = 0
            for byte in raw {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt64(digit)
            }
            return value
        }

        /// Every field left, as text.
        mutating func rest() -> [String] {
            var fields: [String] = []
            while let field = text() { fields.append(field) }
            return fields
        }
    }

    /// Calls `body` with each record of `bytes`, a file of `kind`, until it returns false. False when the file is
    /// another kind, version or format, or `body` refused a record.
    static func forEachRecord(in bytes: [UInt8], as kind: Kind, _ body: (inout Fields) -> Bool) -> Bool {
        let header = Array(StateFile(kind).header.utf8)
        return bytes.withUnsafeBufferPointer { text in
            var start = 0, first = true
            while start < text.count {
                let end = index(of: UInt8(ascii: "\n"), in: text, from: start)
                let line = UnsafeBufferPointer(rebasing: text[start..<end])
                start = end + 1
                if first {
                    guard line.elementsEqual(header) else { return false }
                    first = false
                    continue
                }
                var fields = Fields(line)
                guard body(&fields) else { return false }
            }
            return !first
        }
    }

    /// The index of the first `byte` in `buffer` at or after `start`, or the buffer's end: memchr, as the scans
    /// cover megabytes.
    static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < buffer.count, let base = buffer.baseAddress else { return buffer.count }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return buffer.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
