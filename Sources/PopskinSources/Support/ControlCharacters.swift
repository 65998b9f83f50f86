/// Characters that steer a terminal or reorder what it shows, wherever they come from (themes, packages, external
/// generators, git): C0 and C1 controls (ESC opens CSI and OSC sequences, BEL rings, CR rewrites the line), DEL,
/// the line and paragraph separators, and the bidirectional formatting controls (U+202E turns the text after it
/// around). Text output shows them escaped; JSON and YAML output escape them as their syntax allows, so a parser
/// reads the text back exactly.
public enum ControlCharacters {
    /// Whether `scalar` is one of them.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return true
        // ALM, LRM/RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// How text for people shows one of them: `\u{9B}`, as Swift writes it.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
