/// A recursive-descent JSON parser over bytes. Locations are computed only for the values and keys it builds, by
/// catching up from the last one (`LocationCursor`), so a minified file on one line costs no more than a pretty one.
struct JSONParser {
    /// Why parsing stopped: one diagnostic, since nothing after a syntax error can be trusted.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: JSONLimits
    private var position = 0
    private var depth = 0
    private var nodes = 0
    private var cursor: LocationCursor
    /// Members and items of the objects and arrays being read, innermost last: each is copied out at its close
    /// into an array of exactly its size. Growing one array per object cost three times the memory of a token file
    /// of one-member objects (500,000 tokens: 686 MB).
    private var openPairs: [YAMLNode.Pair] = []
    private var openItems: [YAMLNode] = []
    /// Problems that do not stop parsing (a duplicate name).
    private(set) var found: [Diagnostic] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits) {
        (self.bytes, self.limits, cursor) = (bytes, limits, LocationCursor(file: file))
        // A byte order mark is allowed and skipped (RFC 8259 §8.1 lets a parser ignore it).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// The whole document: one value, then only whitespace.
    mutating func document() throws(Failure) -> YAMLNode {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the file holds no JSON value", at: position) }
        let value = try self.value()
        skipWhitespace()
        guard position == bytes.count else {
            throw fail("unexpected \(describe(position)) after the JSON value; a file holds one value", at: position)
        }
        return value
    }

    private mutating func value() throws(Failure) -> YAMLNode {
        nodes += 1
        guard nodes <= limits.maxNodes else {
            throw fail("the file holds more than \(limits.maxNodes) values", at: position, id: .jsonLimit)
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let start = position
            return YAMLNode(.scalar(try string(), isPlain: false), at: location(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "t"): return try literal("true")
        case UInt8(ascii: "f"): return try literal("false")
        case UInt8(ascii: "n"): return try literal("null")
        default: throw fail("expected a JSON value, found \(describe(position))", at: position)
        }
    }

    private mutating func object() throws(Failure) -> YAMLNode {
        let start = position
        try enter(at: start)
        // Located before the members: the cursor only moves forward, and asked afterwards it would rescan the file
        // from its start for every object (quadratic: 10,000 tokens took seconds).
        let here = location(start)
        position += 1
        let base = openPairs.count
        defer { openPairs.removeSubrange(base...) }
        func closed() -> YAMLNode { YAMLNode(.mapping(Array(openPairs[base...])), at: here) }
        // Names are indexed only past `indexedFrom` members; below, a scan is cheaper than hashing each name.
        var index: [String: Int]? = nil
        if closesAtOnce(UInt8(ascii: "}")) { return closed() }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw fail("expected a name in double quotes, found \(describe(position))", at: position)
            }
            let keyStart = position
            let name = try string()
            let key = YAMLNode(.scalar(name, isPlain: false), at: location(keyStart))
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw fail("expected ':' after the name \"\(name)\", found \(describe(position))", at: position)
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count else { throw fail("the object is not closed", at: start) }
            let value = try self.value()
            if let first = Self.member(named: name, in: openPairs[base...], index: &index) {
                found.append(
                    .error(
                        .duplicateKey, "name \"\(name)\" appears twice in the same object; the first one is used",
                        at: key.location,
                        notes: [DiagnosticNote("first defined here", at: openPairs[base + first].key.location)]))
            } else {
                index?[name] = openPairs.count - base
                openPairs.append(YAMLNode.Pair(key: key, value: value))
            }
            if try closes(UInt8(ascii: "}"), in: "the object") { return closed() }
        }
    }

    /// How many members an object holds before its names are indexed.
    static let indexedFrom = 16

    /// The position in `pairs` of the member called `name`, if any; builds `index` once `pairs` is long enough.
    private static func member(
        named name: String, in pairs: ArraySlice<YAMLNode.Pair>, index: inout [String: Int]?
    ) -> Int? {
        if let index { return index[name] }
        if pairs.count < indexedFrom {
            return pairs.firstIndex { if case .scalar(let text, _) = $0.key.content { text == name } else { false } }
                .map { $0 - pairs.startIndex }
        }
        var built: [String: Int] = [:]
        built.reserveCapacity(pairs.count * 2)
        for (position, pair) in pairs.enumerated() { built[pair.key.scalarText ?? ""] = position }
        index = built
        return built[name]
    }

    private mutating func array() throws(Failure) -> YAMLNode {
        let start = position
        try enter(at: start)
        let here = location(start)
        position += 1
        let base = openItems.count
        defer { openItems.removeSubrange(base...) }
        func closed() -> YAMLNode { YAMLNode(.sequence(Array(openItems[base...])), at: here) }
        if closesAtOnce(UInt8(ascii: "]")) { return closed() }
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw fail("the array is not closed", at: start) }
            let item = try value()
            openItems.append(item)
            if try closes(UInt8(ascii: "]"), in: "the array") { return closed() }
        }
    }

    private mutating func enter(at start: Int) throws(Failure) {
        depth += 1
        guard depth <= limits.maxDepth else {
            throw fail("arrays and objects nest deeper than \(limits.maxDepth) levels", at: start, id: .jsonLimit)
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) -> YAMLNode {
        let start = position, count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            zip(bytes[position..<(position + count)], UnsafeBufferPointer(start: word.utf8Start, count: count))
                .allSatisfy({ $0 == $1 })
        else { throw fail("expected a JSON value, found \(describe(position))", at: position) }
        position += count
        return YAMLNode(.scalar(word.description, isPlain: true), at: location(start))
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    private mutating func number() throws(Failure) -> YAMLNode {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        if peek == UInt8(ascii: "0") {
            position += 1
            if isDigit(peek) { throw fail("a number may not start with 0 (write it without leading zeros)", at: start) }
        } else {
            guard isDigit(peek) else { throw fail("expected digits in the number", at: position) }
            while isDigit(peek) { position += 1 }
        }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard isDigit(peek) else { throw fail("expected digits after the decimal point", at: position) }
            while isDigit(peek) { position += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard isDigit(peek) else { throw fail("expected digits in the exponent", at: position) }
            while isDigit(peek) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return YAMLNode(.scalar(text, isPlain: true), at: location(start))
    }

    /// A string at `position` (its opening quote), unescaped; `position` ends after the closing quote.
    private mutating func string() throws(Failure) -> String {
        let open = position
        position += 1
        var runStart = position
        var text: [UInt8]? = nil
        // Every byte of the string OR'ed: below 0x80, it is ASCII and needs no UTF-8 check.
        var bits: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                position += 1
                guard text != nil else {
                    return bits < 0x80 ? String(decoding: run, as: UTF8.self) : try decode(run, at: runStart)
                }
                text!.append(contentsOf: run)
                return try text!.withUnsafeBufferPointer { (all) throws(Failure) in try decode(all, at: open) }
            }
            if byte < 0x20 {
                throw fail("a control character (U+\(hex4(UInt32(byte)))) must be escaped in a string", at: position)
            }
            if byte == UInt8(ascii: "\\") {
                // Appended in place: a copy per escape would make a string of many escapes quadratic.
                if text == nil { text = [] }
                text!.append(contentsOf: bytes[runStart..<position])
                try escape(into: &text!)
                runStart = position
                continue
            }
            bits |= byte
            position += 1
        }
        throw fail("the string is not closed", at: open)
    }

    /// One escape at `position` (its backslash), appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        let start = position
        position += 1
        guard position < bytes.count else { throw fail("the string is not closed", at: start) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeAt: start)
            if (0xD800...0xDBFF).contains(scalar) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw fail("\\u\(hex4(scalar)) begins a surrogate pair that does not continue", at: start) }
                position += 2
                let low = try hexQuad(escapeAt: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("\\u\(hex4(scalar)) is not followed by a low surrogate", at: start)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("\\u\(hex4(scalar)) is a lone low surrogate", at: start)
            }
            text.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
        default:
            throw fail("'\\\(describeByte(letter))' is not a JSON escape", at: start)
        }
    }

    private mutating func hexQuad(escapeAt start: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw fail("\\u needs four hexadecimal digits", at: start) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("\\u needs four hexadecimal digits", at: start)
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    /// Text of a string's bytes, which must be UTF-8.
    private mutating func decode(_ run: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure) -> String {
        if run.allSatisfy({ $0 < 0x80 }) { return String(decoding: run, as: UTF8.self) }
        guard let text = String(validating: run, as: UTF8.self) else {
            throw fail("the string is not valid UTF-8", at: start)
        }
        return text
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func location(_ offset: Int) -> SourceLocation {
        cursor.location(of: offset, in: bytes)
    }

    /// A syntax error.
    /// An empty object or array: `closing` right after its opening, consumed.
    private mutating func closesAtOnce(_ closing: UInt8) -> Bool {
        skipWhitespace()
        guard peek == closing else { return false }
        position += 1
        depth -= 1
        return true
    }

    /// After a member of an object or array: a comma (never before `closing`) and false, or `closing` and true.
    private mutating func closes(_ closing: UInt8, in what: String) throws(Failure) -> Bool {
        let shown = Character(Unicode.Scalar(closing))
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            if peek == closing { throw fail("a comma may not come before '\(shown)'", at: position) }
            return false
        case closing:
            position += 1
            depth -= 1
            return true
        default: throw fail("expected ',' or '\(shown)' in \(what), found \(describe(position))", at: position)
        }
    }

    private mutating func fail(_ message: String, at offset: Int) -> Failure {
        fail(message, at: offset, id: .jsonSyntax)
    }

    private mutating func fail(_ message: String, at offset: Int, id: DiagnosticID) -> Failure {
        Failure(diagnostic: .error(id, message, at: location(offset)))
    }

    /// What is at `offset`, for messages: the end of the file, or the character.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        return "'\(describeByte(bytes[offset]))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    private func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}

/// Line and column (in Unicode scalars, as YAML's) of byte offsets asked for in increasing order, each found by
/// scanning on from the previous one.
struct LocationCursor {
    let file: String
    private var offset = 0
    private var line = 1
    private var column = 1

    init(file: String) {
        self.file = file
    }

    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        if target < offset { (offset, line, column) = (0, 1, 1) }
        // In locals, so the loop keeps them in registers rather than storing them back on every byte.
        var (offset, line, column) = (self.offset, self.line, self.column)
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        (self.offset, self.line, self.column) = (offset, line, column)
        return SourceLocation(file: file, line: line, column: column)
    }
}
