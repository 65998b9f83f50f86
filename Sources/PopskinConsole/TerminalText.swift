import PopskinCore
import PopskinSources

/// The one way text from outside (source lines, names, paths, messages from generators and git) reaches a terminal:
/// every `ControlCharacters` scalar is shown as a visible escape such as `\u{1B}`, so a theme cannot set the
/// terminal's title, clear the screen or turn a line around. JSON output keeps such text exact instead.
public enum TerminalText {
    /// `text` with control characters escaped, except those in `kept` (a message's line breaks, a source line's
    /// tabs).
    public static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard !isClean(text, keeping: kept) else { return text }
        return pieces(of: Array(text.unicodeScalars), keeping: kept).joined()
    }

    /// Whether `text` holds no control character but those in `kept`: a byte scan settles plain ASCII, most text.
    static func isClean(_ text: String, keeping kept: Set<Unicode.Scalar>) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if (byte < 0x20 || byte == 0x7F) && !kept.contains(Unicode.Scalar(byte)) { return false }
        }
        return ascii || !text.unicodeScalars.contains { ControlCharacters.contains($0) && !kept.contains($0) }
    }

    private static let lineBreak: Set<Unicode.Scalar> = ["\n"]

    /// Outside text inside a line of popskin's own (a name, a path, a value): every control character escaped, line
    /// breaks and tabs too, so it can neither start a line of its own (one an editor or CI would read as a
    /// diagnostic) nor move the columns.
    public static func inline(_ text: String) -> String {
        escaped(text)
    }

    /// `lines` as text: each one line, whatever it holds, ended by a line break.
    public static func lines(_ lines: [String]) -> String {
        lines.map { inline($0) + "\n" }.joined()
    }

    /// Each scalar as it is shown: itself, or its escape.
    public static func pieces(of scalars: some Sequence<Unicode.Scalar>, keeping kept: Set<Unicode.Scalar> = [])
        -> [String]
    {
        scalars.map { scalar in
            guard ControlCharacters.contains(scalar), !kept.contains(scalar) else { return String(scalar) }
            return ControlCharacters.escape(scalar)
        }
    }

    /// A message that may span lines: control characters escaped, and every line after the first indented, so no
    /// text inside a message can start a line that editors would read as a diagnostic of its own.
    public static func message(_ text: String) -> String {
        let shown = escaped(text, keeping: lineBreak)
        guard shown.utf8.contains(0x0A) else { return shown }
        return shown.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { index, line in (index == 0 ? "" : "  ") + String(String.UnicodeScalarView(line)) }
            .joined(separator: "\n")
    }
}
