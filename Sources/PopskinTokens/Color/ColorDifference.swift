import Foundation
import PopskinRuntime

/// How different two colours look: CIEDE2000 (CIE 142-2001; Sharma, Wu and Dalal's formulation) between their CIELAB
/// values under D65. 1 is about one just noticeable difference. A colour that is not opaque is compared as it shows
/// over white and over black, the larger difference counting, so a change of alpha alone is measured too.
public enum ColorDifference {
    /// One just noticeable difference.
    public static let noticeable = 1.0

    /// ΔE2000 between `a` and `b` as drawn (over white and over black, the larger).
    public static func deltaE2000(_ a: SkinColor, _ b: SkinColor) -> Double {
        [1.0, 0.0].map { backdrop in
            deltaE2000(lab(a, over: backdrop), lab(b, over: backdrop))
        }.max()!
    }

    /// CIELAB (D65) of `color` composited over a grey `backdrop` (0 black, 1 white) in its gamma-encoded channels, as
    /// cairo composites.
    static func lab(_ color: SkinColor, over backdrop: Double) -> [Double] {
        let channels = [color.red, color.green, color.blue].map { $0 * color.alpha + backdrop * (1 - color.alpha) }
        let matrix = color.space == .displayP3 ? ColorMatrices.p3ToXYZ : ColorMatrices.sRGBToXYZ
        let xyz = ColorMatrices.apply(matrix, channels.map(ColorMatrices.sRGBLinear))
        let white = [0.95047, 1.0, 1.08883]
        let f = zip(xyz, white).map { value, reference -> Double in
            let t = value / reference
            return t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    /// CIEDE2000 between two CIELAB colours, with kL = kC = kH = 1.
    static func deltaE2000(_ lab1: [Double], _ lab2: [Double]) -> Double {
        let (l1, a1, b1) = (lab1[0], lab1[1], lab1[2])
        let (l2, a2, b2) = (lab2[0], lab2[1], lab2[2])
        let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let (ap1, ap2) = ((1 + g) * a1, (1 + g) * a2)
        let (cp1, cp2) = (hypot(ap1, b1), hypot(ap2, b2))
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let (hp1, hp2) = (hue(b1, ap1), hue(b2, ap2))
        let deltaL = l2 - l1, deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * sqrt(cp1 * cp2) * sin(deltaHue * .pi / 360)
        let meanL = (l1 + l2) / 2, meanCp = (cp1 + cp2) / 2
        var meanH = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 {
                meanH /= 2
            } else {
                meanH = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2
            }
        }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let (dl, dc, dh) = (deltaL / sl, deltaC / sc, deltaH / sh)
        return sqrt(dl * dl + dc * dc + dh * dh + rt * dc * dh)
    }
}
