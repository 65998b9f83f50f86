import Foundation

/// CSS Color 4's gamut mapping to an RGB destination, "binary search with local MINDE": keep the colour's OkLCh
/// lightness and hue and reduce its chroma until clipping it to the gamut changes it by less than one just
/// noticeable difference (deltaEOK 0.02).
enum GamutMapping {
    static let jnd = 0.02
    static let epsilon = 0.0001
    /// How far outside 0…1 a channel may be and still count as in gamut at the first test: the round trip's noise.
    static let tolerance = 0.000075

    /// A colour (XYZ, D65) in `destination`, gamut-mapped; and whether it was inside the gamut.
    static func map(xyz: [Double], to destination: ColorConversion.Destination) -> ([Double], Bool) {
        let matrix = destination == .sRGB ? ColorMatrices.xyzToSRGB : ColorMatrices.xyzToP3
        let direct = ColorMatrices.apply(matrix, xyz).map(ColorMatrices.sRGBGamma)
        let oklab = ColorSpaces.okLab(fromXYZ: xyz), lightness = oklab[0]
        if lightness >= 1 { return ([1, 1, 1], false) }
        if lightness <= 0 { return ([0, 0, 0], false) }
        if direct.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) { return (direct.map(clamp), true) }
        let chroma = hypot(oklab[1], oklab[2]), hue = atan2(oklab[2], oklab[1])
        func at(_ c: Double) -> [Double] { [lightness, c * cos(hue), c * sin(hue)] }
        var clipped = direct.map(clamp)
        if deltaEOK(clipped, oklab, destination) < jnd { return (clipped, false) }
        var low = 0.0, high = chroma, lowInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = at(middle)
            let candidate = rgb(current, destination)
            if lowInGamut && candidate.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
                low = middle
                continue
            }
            clipped = candidate.map(clamp)
            let difference = deltaEOK(clipped, current, destination)
            if difference < jnd {
                if jnd - difference < epsilon { return (clipped, false) }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return (clipped, false)
    }

    /// OKLab to gamma-encoded channels of `destination`, unclamped.
    static func rgb(_ oklab: [Double], _ destination: ColorConversion.Destination) -> [Double] {
        let xyz = ColorSpaces.xyz(fromOKLab: oklab)
        let matrix = destination == .sRGB ? ColorMatrices.xyzToSRGB : ColorMatrices.xyzToP3
        return ColorMatrices.apply(matrix, xyz).map(ColorMatrices.sRGBGamma)
    }

    /// The distance between channels of `destination` and an OKLab colour, in OKLab.
    static func deltaEOK(_ channels: [Double], _ oklab: [Double], _ destination: ColorConversion.Destination)
        -> Double
    {
        let m = ColorMatrices.self
        let toXYZ = destination == .sRGB ? m.sRGBToXYZ : m.p3ToXYZ
        let other = ColorSpaces.okLab(fromXYZ: m.apply(toXYZ, channels.map(m.sRGBLinear)))
        return sqrt(zip(other, oklab).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}
