import PopskinSources

/// An ordered, typed value tree for machine-readable output (JSON, YAML). Key order is kept as built, so output
/// is deterministic.
public indirect enum StructuredValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Written by `ValueText.number`, to 1/1000.
    case number(Double)
    /// A colour channel or alpha, written by `ValueText.channel`.
    case channel(Double)
    case string(String)
    case array([StructuredValue])
    case object([(String, StructuredValue)])

    public static func == (lhs: StructuredValue, rhs: StructuredValue) -> Bool {
        JSONWriter.render(lhs) == JSONWriter.render(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSONWriter.render(self))
    }
}

/// Renders `StructuredValue` as pretty JSON with two-space indentation.
public enum JSONWriter {
    public static func render(_ value: StructuredValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            // JSON has no infinities or NaN: write them as the YAML spellings, quoted.
            return number.isFinite ? ValueText.number(number) : quote(ValueText.number(number))
        case .channel(let number): return ValueText.channel(number)
        case .string(let text): return quote(text)
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n"
                + fields.map { inner + quote($0.0) + ": " + render($0.1, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// JSON on one line, for values quoted inside messages.
    public static func renderCompact(_ value: StructuredValue) -> String {
        switch value {
        case .array(let items): return "[" + items.map(renderCompact).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { quote($0.0) + ": " + renderCompact($0.1) }.joined(separator: ", ") + "}"
        default: return render(value)
        }
    }

    /// A JSON string literal, escaping by Unicode scalar.
    public static func quote(_ text: String) -> String {
        let escaped = TextEscaping.replacing(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where needsEscape(scalar): return unicodeEscape(scalar)
            default: return nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// JSON another encoder wrote (Foundation's `JSONEncoder`), with the scalars it leaves raw that `quote` escapes
    /// (C1 controls, bidi controls, separators: all at or above U+007F) escaped; the whitespace between its values,
    /// below it, stays.
    public static func escapingControls(_ json: String) -> String {
        TextEscaping.replacing(json) { $0.value >= 0x7F && needsEscape($0) ? unicodeEscape($0) : nil }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Scalars written as `\\uXXXX`: `ControlCharacters`, the byte-order mark and non-characters. Both JSON and
    /// YAML double-quoted strings read the escape back, and neither breaks a line on it.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.contains(scalar) || [0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value)
    }
}

/// Renders `StructuredValue` as block-style YAML that popskin's own loader reads back to the same values.
public enum YAMLWriter {
    public static func render(_ value: StructuredValue) -> String {
        switch value {
        case .object(let fields) where !fields.isEmpty:
            return fields.map { entry($0.0, $0.1, indent: "") }.joined()
        default:
            return scalar(value) + "\n"
        }
    }

    private static func entry(_ key: String, _ value: StructuredValue, indent: String) -> String {
        let head = indent + plainOrQuoted(key) + ":"
        switch value {
        case .object(let fields) where !fields.isEmpty:
            return head + "\n" + fields.map { entry($0.0, $0.1, indent: indent + "  ") }.joined()
        case .array(let items) where items.contains(where: { if case .object = $0 { true } else { false } }):
            return head + "\n"
                + items.map { item in
                    let body = render(item).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    return body.enumerated().map { indent + ($0.offset == 0 ? "  - " : "    ") + $0.element }
                        .joined(separator: "\n") + "\n"
                }.joined()
        default:
            return head + " " + scalar(value) + "\n"
        }
    }

    private static func scalar(_ value: StructuredValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return ValueText.number(number)
        case .channel(let number): return ValueText.channel(number)
        case .string(let text): return plainOrQuoted(text)
        case .array(let items): return "[" + items.map(scalar).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { plainOrQuoted($0.0) + ": " + scalar($0.1) }.joined(separator: ", ") + "}"
        }
    }

    /// Plain when YAML would read the text back as the same string; otherwise a double-quoted JSON-style literal
    /// (valid YAML).
    static func plainOrQuoted(_ text: String) -> String {
        let leading = Set("-?:,[]{}#&*!|>'\"%@`".unicodeScalars)
        let anywhere = Set(",[]{}#\"'\\".unicodeScalars)
        let scalars = text.unicodeScalars
        let ambiguous =
            text.isEmpty || YAMLScalarValue.number(text) != nil || YAMLScalarValue.bool(text) != nil
            || ["null", "Null", "NULL", "~"].contains(text) || text.first == " " || text.last == " "
            || text.contains(": ") || text.hasSuffix(":") || leading.contains(scalars.first!)
        if ambiguous || scalars.contains(where: { anywhere.contains($0) || JSONWriter.needsEscape($0) }) {
            return JSONWriter.quote(text)
        }
        return text
    }
}
