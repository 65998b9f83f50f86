import Foundation
import PopskinRuntime
import PopskinSources

/// A colour as theme files write it: `#rrggbb[aa]` in sRGB, `color(display-p3 r g b[ / a])` in Display P3 (CSS
/// Color 4's form) — and `color(srgb r g b[ / a])` for an sRGB colour finer than bytes (a design token's) — and what
/// a Display P3 colour is where only sRGB can be drawn (the PNGs).
extension SkinColor {
    /// How a theme writes the plain colour: as hex when every channel is a whole byte.
    public var text: String {
        if space == .sRGB && isWholeBytes { return hex }
        // Six decimals always: a byte written shorter would not read back to the byte.
        let channels = [red, green, blue].map(ValueText.fineChannel).joined(separator: " ")
        let name = space == .displayP3 ? "display-p3" : "srgb"
        return "color(\(name) \(channels)" + (alpha < 1 ? " / \(ValueText.fineChannel(alpha))" : "") + ")"
    }

    /// Whether every channel and the alpha are whole bytes (`n / 255`), as every `#rrggbb` colour's are.
    public var isWholeBytes: Bool {
        [red, green, blue, alpha].allSatisfy { ($0 * 255).rounded() / 255 == $0 }
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `color(display-p3 r g b[ / a])` or `color(srgb r g b[ / a])`
    /// with numbers 0…1.
    public init?(text: String) {
        if let color = SkinColor(hex: text) {
            self = color
            return
        }
        for space in [SkinColorSpace.displayP3, .sRGB] {
            guard let numbers = Self.colorNumbers(text, space: space == .displayP3 ? "display-p3" : "srgb") else {
                continue
            }
            self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3], space: space)
            return
        }
        return nil
    }

    /// The four numbers of `color(SPACE r g b[ / a])`, each 0…1, rounded to `precision`.
    private static func colorNumbers(_ text: String, space: String) -> [Double]? {
        let prefix = "color(\(space) "
        guard text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
        let inside = text.dropFirst(prefix.count).dropLast()
        let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let channels = halves[0].split(separator: " ").map { Double($0) }
        let alpha = halves.count == 2 ? Double(halves[1].trimmingCharacters(in: .whitespaces)) : 1
        guard channels.count == 3, let alpha else { return nil }
        let numbers = channels + [alpha]
        guard numbers.allSatisfy({ $0.map((0...1).contains) == true }) else { return nil }
        return numbers.map { rounded($0!) }
    }

    /// Six decimals, a design token's channel as its file writes it and the same on every machine (colour conversion
    /// may differ in a last bit); or the whole byte it stands for, when it is one to six decimals (`#1c1c1e` read
    /// from `0.109804` stays `#1c1c1e`).
    public static func rounded(_ value: Double) -> Double {
        let six = (value * 1_000_000).rounded() / 1_000_000
        let byte = (value * 255).rounded() / 255
        return (byte * 1_000_000).rounded() / 1_000_000 == six ? byte : six
    }

    /// The colour drawn in sRGB (into PNGs): a Display P3 colour converted, and fitted into sRGB by CSS Color 4's
    /// gamut mapping when it lies outside. The appearances' colours are converted too.
    public var sRGB: SkinColor {
        // The renderer asks this of every colour it sets: an sRGB colour is itself.
        guard space == .displayP3 || appearances.values.contains(where: { $0.space == .displayP3 }) else { return self }
        var plain = self
        if space == .displayP3 {
            let (channels, _) = ColorConversion.convert(.displayP3, [red, green, blue], to: .sRGB)
            plain = SkinColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        plain.appearances = appearances.mapValues(\.sRGB)
        return plain
    }

    /// Whether the plain colour lies outside sRGB (only a Display P3 colour can).
    public var isOutsideSRGB: Bool {
        space == .displayP3 && !ColorConversion.convert(.displayP3, [red, green, blue], to: .sRGB).wasInGamut
    }
}

/// A design token's colour in each appearance it was resolved in, by appearance name (`any` for the colours for
/// any appearance): what an imported token that varies by appearance carries (`YAMLNode.typed`), for a theme's
/// reader to make one colour of as it does of a mapping a theme writes.
public struct AppearanceColors: Hashable, Sendable {
    public var values: [String: SkinColor] = [:]

    public init() {}
}
