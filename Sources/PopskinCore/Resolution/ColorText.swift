import PopskinRuntime
import PopskinTokens

/// Why a theme's (or a command line's) text is not a colour, for BAD-COLOR: always names the first character that
/// is wrong.
public enum ColorText {
    public static func problem(with text: String) -> String {
        if text.hasPrefix("color(") {
            return "'\(text)' is not a colour: write color(display-p3 R G B) or color(display-p3 R G B / A), each "
                + "number from 0 to 1 (Display P3 is the one colour space beside sRGB, which color(srgb R G B) writes)"
        }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, first != "#" else {
            if let bad = scalars.dropFirst().firstIndex(where: {
                !$0.isASCII || SkinColor.hexDigit(UInt8($0.value)) == nil
            }
            ) {
                return "'\(text)' is not a colour: '\(scalars[bad])' at offset \(bad) is not a hex digit"
            }
            return "'\(text)' is not a colour: it has \(max(0, scalars.count - 1)) hex digits; use 3, 4, 6 or 8"
        }
        var message =
            "'\(text)' is not a colour: '\(first)' at offset 0 is not '#'; write #RGB, #RGBA, #RRGGBB, "
            + "#RRGGBBAA or color(display-p3 R G B), or a token reference \"{a.b}\""
        if let hex = cssHex(text) { message += " (\(text) is \"\(hex)\")" }
        return message
    }

    /// CSS `rgb(r, g, b)` or `rgba(r, g, b, a)` with channels 0…255 and alpha 0…1, as popskin's hex.
    static func cssHex(_ text: String) -> String? {
        let lowered = text.lowercased().filter { $0 != " " }
        guard lowered.hasSuffix(")"), let open = lowered.firstIndex(of: "("),
            ["rgb", "rgba"].contains(lowered[..<open])
        else { return nil }
        let numbers = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard numbers.count == 3 || numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let channels = numbers.prefix(3).map { $0! }, alpha = numbers.count == 4 ? numbers[3]! : 1
        guard channels.allSatisfy({ (0...255).contains($0) }), (0...1).contains(alpha) else { return nil }
        let bytes = channels.map { UInt8($0.rounded()) }
        return SkinColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: UInt8((alpha * 255).rounded())).hex
    }
}
