import PopskinSources

/// Text made safe for HTML: everything a theme, token or file name brings is escaped before it reaches the page, so
/// a description such as `<img src=x onerror=…>` shows as text.
enum HTMLText {
    static func escape(_ text: String) -> String {
        TextEscaping.replacing(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            // Control characters show as their code, never as themselves.
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t", "\u{7F}": "&#x2400;"
            // C1 and bidi controls and the separators: as the terminal shows them (U+202E would turn the text round).
            case _ where ControlCharacters.contains(scalar): ControlCharacters.escape(scalar)
            default: nil
            }
        }
    }
}
