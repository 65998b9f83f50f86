import Foundation
import PopskinRuntime
import PopskinSources

/// A colour as theme files write it: `#rrggbb[aa]` in sRGB, `color(display-p3 r g b[ / a])` in Display P3 (CSS
/// Color 4's form), and what a Display P3 colour is where only sRGB can be drawn (the PNGs).
extension SkinColor {
    /// How a theme writes the plain colour.
    public var text: String {
        guard space == .displayP3 else { return hex }
        let channels = [red, green, blue].map(ValueText.channel).joined(separator: " ")
        return "color(display-p3 \(channels)" + (alpha < 1 ? " / \(ValueText.channel(alpha))" : "") + ")"
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` or `color(display-p3 r g b[ / a])` with numbers 0…1.
    public init?(text: String) {
        if let color = SkinColor(hex: text) {
            self = color
            return
        }
        guard let numbers = Self.displayP3Numbers(text) else { return nil }
        self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3], space: .displayP3)
    }

    /// The four numbers of `color(display-p3 r g b[ / a])`, each 0…1, rounded to `precision`.
    private static func displayP3Numbers(_ text: String) -> [Double]? {
        let prefix = "color(display-p3 "
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

    /// Four decimals: finer than any 10-bit channel, and the same text on every machine.
    public static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

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
