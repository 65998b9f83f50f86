import PopskinSources

/// Tokens Studio's colour modifiers, `$extensions["studio.tokens"].modify = {type, value, space, color}`: lighten,
/// darken, mix and alpha, each worked in sRGB, HSL, LCH or Display P3 as sd-transforms (the plugin's own Style
/// Dictionary transforms) works them, the result in that space. An amount is 0…1.
extension StudioValues {
    private static let spaces: [String: ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]

    /// `color` modified as `modify` says (its references followed); a type or space popskin does not know leaves
    /// it as it is, with a warning.
    func modified(_ color: DTCGColor, by modify: StudioNode, token: String) throws(StudioFailure) -> DTCGColor {
        guard case .object = modify else {
            throw .problem(
                .tokenFormat, "a modifier is an object {type, value, space}, not \(modify.described)",
                modify.location)
        }
        let type = modify["type"].flatMap(Self.text) ?? ""
        guard ["lighten", "darken", "mix", "alpha"].contains(type) else {
            diagnostics.warning(
                .tokenFormat,
                "'\(token)' has a modifier of type '\(type)', which popskin does not apply (lighten, darken, mix and "
                    + "alpha it does); the colour is used unmodified", at: (modify["type"] ?? modify).location)
            return color
        }
        let spaceName = modify["space"].flatMap(Self.text) ?? ""
        guard let space = Self.spaces[spaceName.lowercased()] else {
            diagnostics.warning(
                .tokenFormat,
                "'\(token)' has a modifier in the space '\(spaceName)', which popskin does not know (srgb, hsl, lch "
                    + "and p3 it does); the colour is used unmodified", at: (modify["space"] ?? modify).location)
            return color
        }
        guard let amountNode = modify["value"] else {
            throw .problem(.tokenValue, "a \(type) modifier needs a value, its amount from 0 to 1", modify.location)
        }
        let amount = try number(amountNode, percent: true)
        var components = ColorComponents.components(color, in: space)
        var alpha = color.alpha
        switch (type, space) {
        case ("lighten", .lch):
            components[0] = components[0].map { $0 + (100 - $0) * amount }
            components[1] = components[1].map { $0 - $0 * amount }
        case ("darken", .lch):
            components[0] = components[0].map { $0 - $0 * amount }
            components[1] = components[1].map { $0 - $0 * amount }
        case ("lighten", .hsl): components[2] = components[2].map { $0 + (100 - $0) * amount }
        case ("darken", .hsl): components[2] = components[2].map { $0 - $0 * amount }
        case ("lighten", _): components = components.map { $0.map { $0 + amount * (1 - $0) } }
        case ("darken", _): components = components.map { $0.map { $0 - amount * $0 } }
        case ("alpha", _): alpha = min(1, max(0, amount))
        default:
            guard let otherNode = modify["color"] else {
                throw .problem(.tokenValue, "a mix modifier needs a color to mix with", modify.location)
            }
            let other = try self.color(otherNode)
            (components, alpha) = Self.mix(
                (components, alpha), (ColorComponents.components(other, in: space), other.alpha),
                at: min(1, max(0, amount)), hue: space == .hsl ? 0 : space == .lch ? 2 : nil)
        }
        return DTCGColor(space: space, components: components, alpha: alpha, hex: nil)
    }

    /// CSS Color 4 interpolation: premultiplied alpha, a missing component taken from the other colour, the hue
    /// the shorter way round.
    private static func mix(
        _ a: (components: [Double?], alpha: Double), _ b: (components: [Double?], alpha: Double), at p: Double,
        hue: Int?
    ) -> ([Double?], Double) {
        let alpha = a.alpha + (b.alpha - a.alpha) * p
        let mixed = (0..<3).map { index -> Double? in
            guard var x = a.components[index] ?? b.components[index] else { return nil }
            var y = b.components[index] ?? x
            if index == hue {
                if y - x > 180 { x += 360 } else if y - x < -180 { y += 360 }
                let turned = (x + (y - x) * p).truncatingRemainder(dividingBy: 360)
                return turned < 0 ? turned + 360 : turned
            }
            let premultiplied = x * a.alpha + (y * b.alpha - x * a.alpha) * p
            return alpha > 0 ? premultiplied / alpha : x + (y - x) * p
        }
        return (mixed, alpha)
    }
}
