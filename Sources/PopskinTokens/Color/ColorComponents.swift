import Foundation

/// A colour's components in another space (sRGB, Display P3, HSL, LCH), unclamped — what colour arithmetic such as
/// Tokens Studio's modifiers works on; `ColorConversion` goes to sRGB and Display P3 only, gamut-mapped, for drawing.
enum ColorComponents {
    static func components(_ color: DTCGColor, in space: ColorSpace) -> [Double?] {
        if color.space == space { return color.components }
        let m = ColorMatrices.self
        // The sRGB family by formula, exact; anything else through XYZ.
        let srgb =
            ColorConversion.directSRGB(color.space, color.components)
            ?? m.apply(m.xyzToSRGB, ColorConversion.xyzD65(color.space, color.components)).map(m.sRGBGamma)
        switch space {
        case .srgb: return srgb
        case .hsl: return hsl(srgb)
        case .displayP3:
            return m.apply(m.xyzToP3, ColorConversion.xyzD65(color.space, color.components)).map(m.sRGBGamma)
        case .lch: return lch(xyzD65: ColorConversion.xyzD65(color.space, color.components))
        default: return ColorConversion.convert(color.space, color.components, to: .sRGB).channels
        }
    }

    /// Gamma-encoded sRGB to HSL (hue in degrees, nil for a grey; saturation and lightness 0…100).
    static func hsl(_ rgb: [Double]) -> [Double?] {
        let (r, g, b) = (rgb[0], rgb[1], rgb[2])
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        let lightness = (high + low) / 2
        let saturation = lightness <= 0 || lightness >= 1 ? 0 : range / (1 - abs(2 * lightness - 1))
        guard range > 1e-9 else { return [nil, 0, lightness * 100] }
        var hue: Double
        switch high {
        case r: hue = 60 * ((g - b) / range).truncatingRemainder(dividingBy: 6)
        case g: hue = 60 * ((b - r) / range + 2)
        default: hue = 60 * ((r - g) / range + 4)
        }
        if hue < 0 { hue += 360 }
        return [hue, saturation * 100, lightness * 100]
    }

    /// CIE XYZ (D65) to LCH (D50, as CSS's lch()): lightness 0…100, chroma, hue in degrees (nil for a grey).
    static func lch(xyzD65 xyz: [Double]) -> [Double?] {
        let d50 = ColorMatrices.apply(d65ToD50, xyz)
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f = zip(d50, ColorMatrices.d50White).map { value, white -> Double in
            let t = value / white
            return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
        let l = 116 * f[1] - 16, a = 500 * (f[0] - f[1]), b = 200 * (f[1] - f[2])
        let chroma = (a * a + b * b).squareRoot()
        // Below this the hue is the round trip's noise.
        guard chroma > 1e-4 else { return [l, 0, nil] }
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return [l, chroma, hue]
    }

    /// Bradford back from D65 to D50: the inverse of the matrix `ColorMatrices` has.
    static let d65ToD50 = inverse(ColorMatrices.d50ToD65)

    private static func inverse(_ m: ColorMatrices.Matrix) -> ColorMatrices.Matrix {
        let cofactors: ColorMatrices.Matrix = (0..<3).map { row in
            (0..<3).map { column in
                let r = [(row + 1) % 3, (row + 2) % 3], c = [(column + 1) % 3, (column + 2) % 3]
                return m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            }
        }
        let determinant = (0..<3).map { m[0][$0] * cofactors[0][$0] }.reduce(0, +)
        // The inverse is the transposed cofactors over the determinant.
        return (0..<3).map { row in (0..<3).map { column in cofactors[column][row] / determinant } }
    }
}
