/// Turns arbitrary user text into Swift source: string literals the compiler reads back exactly, and `///`
/// comments nothing can break out of. Both work on Unicode scalars, never `Character`s: a combining mark right
/// after the opening quote joins the quote into one `Character`, which would hide it from character-level checks.
public enum SwiftLiteral {
    /// A double-quoted Swift string literal (quotes included) whose value is exactly `text`.
    ///
    /// `\` and `"` are always escaped, so the result is never a raw (`#"…"#`) or multi-line literal and `\(`,
    /// `"""` and `#` in the text stay inert. Control, format, separator, private-use and unassigned scalars are
    /// written as `\u{…}` so nothing invisible or line-breaking reaches the source; a `/` next to a `*` is
    /// escaped too, so the literal never contains `/*` or `*/` and stays inert even if the code around it is
    /// commented out with a block comment. A scalar that would join the opening quote or an escape sequence into
    /// one grapheme (a combining mark or emoji modifier right after it), or anything after it (a prepended mark
    /// such as U+0D4E), is escaped, so the literal's quotes are separate `Character`s and it reads the same in an
    /// editor as it does to the compiler.
    public static func string(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = "\""
        var previousWasEscaped = true  // the opening quote counts: a mark must not join it
        for (index, scalar) in scalars.enumerated() {
            let escaped: String?
            switch scalar {
            case "\\": escaped = "\\\\"
            case "\"": escaped = "\\\""
            case "\n": escaped = "\\n"
            case "\r": escaped = "\\r"
            case "\t": escaped = "\\t"
            case "\0": escaped = "\\0"
            case "/":
                let nearStar =
                    (index > 0 && scalars[index - 1] == "*")
                    || (index + 1 < scalars.count && scalars[index + 1] == "*")
                escaped = nearStar ? unicodeEscape(scalar) : nil
            default:
                if isInvisible(scalar) || (previousWasEscaped && joinsPrevious(scalar)) || joinsNext(scalar) {
                    escaped = unicodeEscape(scalar)
                } else {
                    escaped = nil
                }
            }
            if let escaped {
                out += escaped
            } else {
                out.unicodeScalars.append(scalar)
            }
            previousWasEscaped = escaped != nil
        }
        out += "\""
        return out
    }

    /// A `///` documentation comment for arbitrary text: one line per line of `text`, each starting with `/// `
    /// (so an empty line is `/// ` with a trailing space), joined by `\n`, without a final newline. `indent` goes
    /// before every line. A line that starts with a combining mark gets a U+25CC dotted circle first, so every line
    /// starts with `/// ` as `Character`s too.
    ///
    /// `\r\n`, `\r`, `\n`, VT, FF, U+0085, U+2028 and U+2029 all break lines (a `//` comment ends at the line
    /// end, so line breaks are the only way out of it, and editors draw the Unicode ones as breaks). A tab becomes
    /// a space; other control characters and invisible format characters (bidi overrides, zero-width spaces,
    /// BOM; the zero-width joiners that emoji and Indic scripts need are kept) are dropped, so a comment cannot
    /// make the code next to it display differently from how it compiles.
    public static func docComment(_ text: String, indent: String = "") -> String {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue  // second half of \r\n
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(String(line))
                line = String.UnicodeScalarView()
            case 0x09:
                line.append(" ")
            case 0x200C, 0x200D:
                line.append(scalar)
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .surrogate: continue
                default: line.append(scalar)
                }
            }
        }
        lines.append(String(line))
        return lines.map { indent + "/// " + standalone($0) }.joined(separator: "\n")
    }

    // MARK: - Helpers

    /// A line starting with a combining mark gets U+25CC (the dotted circle fonts draw lone marks on), so the mark
    /// does not join the space of `/// ` into one `Character`.
    private static func standalone(_ line: String) -> String {
        guard let first = line.unicodeScalars.first, joinsPrevious(first) else { return line }
        return "\u{25CC}" + line
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }

    /// Scalars that would be invisible, break lines, or change how neighbouring text displays.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "  // NBSP, ideographic space and friends look like a plain space
        default:
            // Variation selectors and other default-ignorables that are not format characters (U+034F, U+115F).
            return scalar.properties.isDefaultIgnorableCodePoint && !(0xFE00...0xFE0F).contains(scalar.value)
                && !(0xE0100...0xE01EF).contains(scalar.value)
        }
    }

    /// Marks, joiners, emoji modifiers: scalars that would join the character before them (the quote, the last
    /// character of an escape, the space of `/// `) into one grapheme cluster.
    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        var text = "a"
        text.unicodeScalars.append(scalar)
        return text.count == 1
    }

    /// Prepended concatenation marks and the like (U+0D4E), which would join the closing quote or a backslash.
    private static func joinsNext(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        var text = String(scalar)
        text += "a"
        return text.count == 1
    }
}
