/// Text made safe for HTML: everything a theme, token or file name brings is escaped before it reaches the page, so
/// a description such as `<img src=x onerror=…>` shows as text.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters show as their code, never as themselves.
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t", "\u{7F}":
                out += "&#x2400;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
