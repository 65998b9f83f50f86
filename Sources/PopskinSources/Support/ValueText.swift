/// The one spelling of numbers in popskin's output and messages: rounded, in the shortest form that reads back to
/// the rounded value (`223.333`, `8`, `0.5`, never `223.33339999999998`, `7.999999999999999` or `-0`), and YAML's
/// `.inf` and `.nan` for what is not finite.
public enum ValueText {
    /// A length, scale, opacity, stop position or any other quantity, to 1/1000: a thousandth of a point is a
    /// three-hundredth of a pixel at @3x, far below anything drawn, and arithmetic noise such as
    /// `7.999999999999999` disappears.
    public static func number(_ value: Double) -> String { rounded(value, places: 3) }

    /// A colour channel or alpha, 0…1. A whole byte (`n / 255`, every `#rrggbb` colour) takes three decimals, which
    /// read back to the same byte (they are within 0.0005, an eighth of a byte's step); any other channel six, the
    /// precision colours are kept to (`SkinColor.rounded`: a design token's Display P3 colour, as its file says it).
    public static func channel(_ value: Double) -> String {
        let byte = (value * 255).rounded()
        return rounded(value, places: byte / 255 == value ? 3 : 6)
    }

    /// A colour channel to 1/1000000, as colours are kept (`SkinColor.rounded`): a Display P3 colour's in the
    /// generated code, and any channel of the `color(…)` text form, which reads back to the same value.
    public static func fineChannel(_ value: Double) -> String { rounded(value, places: 6) }

    /// A value exactly as the machine holds it, for a message that says why that value is refused (rounding could
    /// make `1.0000001` read as the limit it breaks).
    public static func exact(_ value: Double) -> String {
        if let special = nonFinite(value) { return special }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `value` rounded to `places` decimals (halves away from zero), written shortest.
    static func rounded(_ value: Double, places: Int) -> String {
        if let special = nonFinite(value) { return special }
        // Beyond 1e15 a Double has no decimals to round, and scaling could overflow.
        guard abs(value) < 1e15 else { return exact(value) }
        let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][places]
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }  // also -0 and what rounds to it
        if scaled.truncatingRemainder(dividingBy: scale) == 0 { return String(Int(scaled / scale)) }
        // A whole count of 1/scale divided by scale is the Double nearest that decimal, so Swift's shortest
        // round-trip spelling is the decimal itself.
        return String(scaled / scale)
    }

    private static func nonFinite(_ value: Double) -> String? {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".inf" : "-.inf" }
        return nil
    }
}
