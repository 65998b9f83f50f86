import PopskinRuntime

/// Colour strings as Tokens Studio writes them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (CSS order, alpha last),
/// `rgb()`/`rgba()` (`rgba(#hex, a)` sets the alpha of a colour, which is what `rgba({color.ink}, 0.5)` becomes),
/// `hsl()`/`hsla()`, and CSS Color 4's `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color()`. Arguments
/// may be computed (`rgba(#000, {opacity.low} * 2)`).
enum StudioColorReader {
    enum Problem: Error {
        case invalid(String)
        /// A CSS gradient: valid in Tokens Studio, nothing popskin reads from it.
        case gradient
    }

    static func color(_ written: String) -> Result<DTCGColor, Problem> {
        let text = String(StudioAlias.trim(written))
        let lower = text.lowercased()
        if lower.hasPrefix("#") {
            guard let skin = SkinColor(hex: text) else {
                return .failure(.invalid("a hex colour has 3, 4, 6 or 8 hex digits after '#'"))
            }
            return .success(srgb([skin.red, skin.green, skin.blue], alpha: skin.alpha))
        }
        if lower == "transparent" { return .success(srgb([0, 0, 0], alpha: 0)) }
        if lower.contains("gradient(") { return .failure(.gradient) }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            return .failure(
                .invalid(
                    "write #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or a reference (named colours other than "
                        + "transparent are not read)"))
        }
        let name = String(StudioAlias.trim(lower[..<open]))
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        do throws(Problem) {
            return .success(try function(name, arguments: arguments(of: inside)))
        } catch {
            return .failure(error)
        }
    }

    private static func srgb(_ channels: [Double], alpha: Double) -> DTCGColor {
        DTCGColor(space: .srgb, components: channels, alpha: alpha, hex: nil)
    }

    /// The arguments, and the alpha after `/` in the space-separated form (`rgb(255 0 0 / 50%)`).
    private static func arguments(of inside: Substring) -> (list: [Substring], alpha: Substring?) {
        var parts: [Substring] = []
        var depth = 0, start = inside.startIndex, hasComma = false
        for index in inside.indices {
            switch inside[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                parts.append(StudioAlias.trim(inside[start..<index]))
                start = inside.index(after: index)
                hasComma = true
            default: break
            }
        }
        parts.append(StudioAlias.trim(inside[start...]))
        if hasComma { return (parts, nil) }
        let halves = inside.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let list = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
        return (list, halves.count == 2 ? StudioAlias.trim(halves[1]) : nil)
    }

    private static func function(_ name: String, arguments: (list: [Substring], alpha: Substring?))
        throws(Problem) -> DTCGColor
    {
        var (list, alpha) = arguments
        // `rgba(#hex, a)`, `rgba({color.ink}, a)`: the colour with its alpha replaced.
        if name == "rgb" || name == "rgba", list.count == 2, alpha == nil,
            case .success(var base) = color(String(list[0]))
        {
            base.alpha = try self.alpha(list[1])
            return base
        }
        let space: ColorSpace
        let scales: [Double]
        switch name {
        case "rgb", "rgba": (space, scales) = (.srgb, [255, 255, 255])
        case "hsl", "hsla": (space, scales) = (.hsl, [0, 100, 100])
        case "hwb": (space, scales) = (.hwb, [0, 100, 100])
        case "lab": (space, scales) = (.lab, [100, 125, 125])
        case "lch": (space, scales) = (.lch, [100, 150, 0])
        case "oklab": (space, scales) = (.oklab, [1, 0.4, 0.4])
        case "oklch": (space, scales) = (.oklch, [1, 0.4, 0])
        case "color":
            guard let first = list.first, let named = ColorSpace(rawValue: first.lowercased()) else {
                throw .invalid(
                    "color() names a colour space first (" + ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
                        + ")")
            }
            list.removeFirst()
            (space, scales) = (named, [1, 1, 1])
        default:
            throw .invalid("\(name)() is not a colour function popskin reads")
        }
        // The comma form's fourth value is the alpha (`rgba(255, 0, 0, 0.5)`).
        if list.count == 4 && alpha == nil { alpha = list.removeLast() }
        let opacity = try alpha.map { (text: Substring) throws(Problem) in try self.alpha(text) } ?? 1
        guard list.count == 3 else {
            throw .invalid("\(name)() takes three components and an optional alpha, not \(list.count) values")
        }
        let hue: Int? =
            switch space {
            case .hsl, .hwb: 0
            case .lch, .oklch: 2
            default: nil
            }
        var components: [Double?] = []
        for (index, (argument, scale)) in zip(list, scales).enumerated() {
            components.append(try component(argument, scale: scale, hue: index == hue))
        }
        // rgb() is 0…255 as written, 0…1 in the colour; CSS clamps rgb() and hsl() into their ranges.
        if space == .srgb && name != "color" { components = components.map { $0.map { min(1, max(0, $0 / 255)) } } }
        if space == .hsl || space == .hwb {
            components = components.enumerated().map { index, value in
                index == 0 ? value : value.map { min(100, max(0, $0)) }
            }
        }
        return DTCGColor(space: space, components: components, alpha: opacity, hex: nil)
    }

    /// A component: `none`, a number, or a percentage of `scale`; a hue may say `deg`.
    private static func component(_ text: Substring, scale: Double, hue: Bool) throws(Problem) -> Double? {
        if text.lowercased() == "none" { return nil }
        switch StudioMath.evaluate(text) {
        case .failure(let problem): throw .invalid("'\(text)' is not a number: \(problem.message)")
        case .success(let quantity):
            switch quantity.units {
            case []: return quantity.value
            case ["%"] where !hue: return quantity.value / 100 * scale
            case ["deg"] where hue: return quantity.value
            default: throw .invalid("'\(text)' has a unit a colour component does not take")
            }
        }
    }

    /// An alpha: 0…1 or a percentage, clamped as CSS clamps it.
    private static func alpha(_ text: Substring) throws(Problem) -> Double {
        switch StudioMath.evaluate(text) {
        case .failure(let problem): throw .invalid("the alpha '\(text)' is not a number: \(problem.message)")
        case .success(let quantity):
            switch quantity.units {
            case []: return min(1, max(0, quantity.value))
            case ["%"]: return min(1, max(0, quantity.value / 100))
            default: throw .invalid("the alpha '\(text)' is a number from 0 to 1 or a percentage")
            }
        }
    }
}
