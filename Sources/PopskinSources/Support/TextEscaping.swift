/// Text rewritten scalar by scalar, by Unicode scalar rather than `Character` (so a combining mark never hides what it
/// follows): what popskin's escapers share — JSON strings, HTML, the build's state files.
public enum TextEscaping {
    /// `text` with each scalar `replacement` returns a string for replaced by it, the others kept.
    public static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
