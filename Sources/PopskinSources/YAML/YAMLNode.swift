/// A YAML node that remembers where it was written. Aliases are already expanded (within budget).
public struct YAMLNode: Sendable {
    /// A key/value pair of a mapping, in document order.
    public struct Pair: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public enum Content: Sendable {
        /// `isPlain` is false for quoted and block scalars and for `!!str`: those are always strings.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    public var content: Content
    public var location: SourceLocation
    /// The value an importer already read this node as (a design token's colour at full precision, or per
    /// appearance): its reader takes it as it is, and `content` is only what a theme would write for it.
    public var typed: TypedScalar?

    public init(_ content: Content, at location: SourceLocation, typed: TypedScalar? = nil) {
        self.content = content
        self.location = location
        self.typed = typed
    }

    /// The scalar's text, for plain and quoted scalars alike.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// True for `null`, `~`, `Null`, `NULL` and an empty plain scalar (YAML 1.2 core schema).
    public var isNull: Bool {
        guard case .scalar(let text, true) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The value of `key` in a mapping node.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.scalarText == key }?.value
    }

    /// The items of a sequence; for anything else nil, after reporting `id` at the node: "`what`, not a mapping".
    public func items(_ what: String, id: DiagnosticID, diagnostics: DiagnosticSink) -> [YAMLNode]? {
        guard case .sequence(let items) = content else {
            diagnostics.error(id, "\(what), not \(kindDescription)", at: location)
            return nil
        }
        return items
    }

    /// A short name for the node's kind, for messages ("a mapping", "a string").
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let text, let plain):
            if isNull { return "null" }
            if plain, YAMLScalarValue.number(text) != nil { return "a number" }
            if plain, YAMLScalarValue.bool(text) != nil { return "a boolean" }
            return "a string"
        }
    }
}

/// A value carried by a node that was made, not parsed (`YAMLNode.typed`).
///
/// Held out of line, in an array of one: nodes are copied by the hundred thousand as themes merge, and an
/// existential inline made every node five words larger and every copy a call (`theme validate` of 1000 themes 30%
/// slower). Not in a class of our own: with a class reference in this field, Swift 6.3's debug builds released
/// garbage from YAML trees held in a theme tree's enum (VisualDiffTests crashed in `_swift_release_dealloc`).
public struct TypedScalar: Sendable {
    private let storage: [any Hashable & Sendable]

    public var value: any Hashable & Sendable { storage[0] }

    public init(_ value: any Hashable & Sendable) {
        storage = [value]
    }

    /// Whether two carry the same value.
    public static func same(_ a: TypedScalar?, _ b: TypedScalar?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): AnyHashable(a.value) == AnyHashable(b.value)
        default: false
        }
    }
}

/// Typed readings of plain scalars, following the YAML 1.2 core schema.
public enum YAMLScalarValue {
    /// A number: integers, decimals, exponents, `.inf`, `-.inf`, `.nan`; underscores are not allowed.
    public static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // Whole numbers of up to 15 digits, most values, are read here; they are exact in a Double.
        if let whole = Self.wholeNumber(text.utf8) { return whole }
        // A cheap byte screen first, since this runs on every value: only digits, signs, '.', exponents and the
        // 0x/0o prefixes may appear. `Double` then checks where they stand (and refuses "inf", "nan", hex floats).
        let prefixed = text.hasPrefix("0x") || text.hasPrefix("0o")
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
            case UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                UInt8(ascii: "A")...UInt8(ascii: "F"):
                guard prefixed else { return nil }
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(Double.init) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(Double.init) }
        return Double(text)
    }

    /// `-?[0-9]{1,15}`, read without `Double`'s parser.
    private static func wholeNumber(_ bytes: String.UTF8View) -> Double? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -Double(value) : Double(value)
    }

    public static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// What YAML 1.1 (and so many other tools) reads as a boolean but YAML 1.2 reads as a string: yes/no, on/off,
    /// y/n in any case.
    static func yaml11Bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "y", "on": return true
        case "no", "n", "off": return false
        default: return nil
        }
    }

    /// Why `node` is not `true` or `false`, for the message "'KEY' must be true or false, not …".
    package static func notBoolean(_ node: YAMLNode) -> String {
        guard case .scalar(let text, let plain) = node.content, !node.isNull else { return node.kindDescription }
        if plain, let meant = yaml11Bool(text) {
            return "\(text): in YAML 1.2, which popskin reads, only true and false are booleans (yes, no, on and off "
                + "are strings); write \(meant)"
        }
        if !plain, let flag = bool(text) { return "the string \"\(text)\"; remove the quotes to write \(flag)" }
        return node.kindDescription
    }
}
