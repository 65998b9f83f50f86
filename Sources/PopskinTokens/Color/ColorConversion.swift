import Foundation

/// Colours of any DTCG colour space converted as CSS Color 4 does: to sRGB and to Display P3 (gamma-encoded),
/// fitted into the destination's gamut by CSS's gamut mapping (binary search in OkLCh with local MINDE) when they
/// fall outside it. `none` components count as zero, except a missing LCH or OkLCh hue, which makes a and b zero
/// (CSS Color 4, "converting a color").
public enum ColorConversion {
    /// Where a colour is drawn.
    public enum Destination: Sendable {
        case sRGB, displayP3
    }

    /// The colour's channels in `destination`, each 0…1, and whether it was inside the gamut before mapping.
    public static func convert(_ space: ColorSpace, _ components: [Double?], to destination: Destination)
        -> (channels: [Double], wasInGamut: Bool)
    {
        // The sRGB family goes straight to sRGB: no matrix round trip to blur exact halves.
        if destination == .sRGB, let direct = directSRGB(space, components), direct.allSatisfy((0...1).contains) {
            return (direct, true)
        }
        if destination == .displayP3, space == .displayP3, components.allSatisfy({ (0...1).contains($0 ?? 0) }) {
            return (components.map { $0 ?? 0 }, true)
        }
        return GamutMapping.map(xyz: xyzD65(space, components), to: destination)
    }

    /// How far `channels` (of `destination`, such as a gamut-mapped rendering) are from the colour as written, in
    /// OkLab (deltaEOK; 0.02 is one just noticeable difference).
    public static func distance(
        from space: ColorSpace, _ components: [Double?], to channels: [Double], in destination: Destination
    ) -> Double {
        GamutMapping.deltaEOK(channels, ColorSpaces.okLab(fromXYZ: xyzD65(space, components)), destination)
    }

    /// sRGB, hsl, hwb and srgb-linear, which are sRGB already or by formula.
    static func directSRGB(_ space: ColorSpace, _ components: [Double?]) -> [Double]? {
        let c = components.map { $0 ?? 0 }
        switch space {
        case .srgb: return c
        case .srgbLinear: return c.map(ColorMatrices.sRGBGamma)
        case .hsl: return ColorSpaces.hslToSRGB(c[0], c[1], c[2])
        case .hwb: return ColorSpaces.hwbToSRGB(c[0], c[1], c[2])
        default: return nil
        }
    }

    /// CIE XYZ with a D65 white (linear light).
    static func xyzD65(_ space: ColorSpace, _ components: [Double?]) -> [Double] {
        let m = ColorMatrices.self
        let c = components.map { $0 ?? 0 }
        switch space {
        case .srgb: return m.apply(m.sRGBToXYZ, c.map(m.sRGBLinear))
        case .srgbLinear: return m.apply(m.sRGBToXYZ, c)
        case .hsl: return m.apply(m.sRGBToXYZ, ColorSpaces.hslToSRGB(c[0], c[1], c[2]).map(m.sRGBLinear))
        case .hwb: return m.apply(m.sRGBToXYZ, ColorSpaces.hwbToSRGB(c[0], c[1], c[2]).map(m.sRGBLinear))
        case .displayP3: return m.apply(m.p3ToXYZ, c.map(m.sRGBLinear))
        case .a98RGB: return m.apply(m.a98ToXYZ, c.map(m.a98Linear))
        case .rec2020: return m.apply(m.rec2020ToXYZ, c.map(m.rec2020Linear))
        case .prophotoRGB: return m.apply(m.d50ToD65, m.apply(m.prophotoToXYZD50, c.map(m.prophotoLinear)))
        case .xyzD65: return c
        case .xyzD50: return m.apply(m.d50ToD65, c)
        case .lab: return m.apply(m.d50ToD65, ColorSpaces.labToXYZD50(c[0], c[1], c[2]))
        case .lch:
            let (a, b) = ColorSpaces.polar(chroma: c[1], hue: components[2])
            return m.apply(m.d50ToD65, ColorSpaces.labToXYZD50(c[0], a, b))
        case .oklab: return ColorSpaces.xyz(fromOKLab: c)
        case .oklch:
            let (a, b) = ColorSpaces.polar(chroma: c[1], hue: components[2])
            return ColorSpaces.xyz(fromOKLab: [c[0], a, b])
        }
    }
}

/// The non-matrix conversions: HSL, HWB, Lab, OKLab and polar forms.
enum ColorSpaces {
    /// `hsl(h s% l%)`, s and l from 0 to 100, to gamma-encoded sRGB (CSS Color 4 §7).
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = saturation / 100, l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// `hwb(h w% b%)` to gamma-encoded sRGB; whiteness and blackness adding up to 100% or more give a grey.
    static func hwbToSRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> [Double] {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return [grey, grey, grey]
        }
        return hslToSRGB(hue, 100, 50).map { $0 * (1 - w - b) + w }
    }

    /// Lab (D50) to XYZ (D50).
    static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116, f0 = a / 500 + f1, f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = ColorMatrices.d50White
        return [x * white[0], y * white[1], z * white[2]]
    }

    /// Chroma and hue (degrees) to a and b; a missing hue gives a neutral colour.
    static func polar(chroma: Double, hue: Double?) -> (Double, Double) {
        guard let hue else { return (0, 0) }
        let radians = hue * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    static func okLab(fromXYZ xyz: [Double]) -> [Double] {
        let lms = ColorMatrices.apply(ColorMatrices.xyzToLMS, xyz).map { cbrt($0) }
        return ColorMatrices.apply(ColorMatrices.lmsToOKLab, lms)
    }

    static func xyz(fromOKLab lab: [Double]) -> [Double] {
        let lms = ColorMatrices.apply(ColorMatrices.okLabToLMS, lab).map { $0 * $0 * $0 }
        return ColorMatrices.apply(ColorMatrices.lmsToXYZ, lms)
    }
}
