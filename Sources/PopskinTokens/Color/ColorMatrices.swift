import Foundation

/// The matrices and transfer functions of CSS Color 4's sample code (rational forms where it gives them), which
/// DTCG's Color module defers to. Linear light, each space in its own white unless a name says otherwise.
enum ColorMatrices {
    typealias Matrix = [[Double]]

    static func apply(_ m: Matrix, _ v: [Double]) -> [Double] {
        m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    static let sRGBToXYZ: Matrix = [
        [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ]
    static let xyzToSRGB: Matrix = [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]
    static let p3ToXYZ: Matrix = [
        [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160],
        [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
        [0, 32229 / 714400, 5_220_557 / 5_000_800],
    ]
    static let xyzToP3: Matrix = [
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415],
    ]
    static let a98ToXYZ: Matrix = [
        [573536 / 994567, 263643 / 1_420_810, 187206 / 994567],
        [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
        [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    static let rec2020ToXYZ: Matrix = [
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    /// ProPhoto's primaries have no rational form (csswg-drafts #7675): 64-bit values. D50.
    static let prophotoToXYZD50: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
    ]
    /// Bradford chromatic adaptation.
    static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let okLabToLMS: Matrix = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
    static let d50White = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    // MARK: - Transfer functions (extended: the sign carries through)

    static func signed(_ value: Double, _ body: (Double) -> Double) -> Double {
        value < 0 ? -body(-value) : body(value)
    }

    /// sRGB's and Display P3's curve, to linear light.
    static func sRGBLinear(_ c: Double) -> Double {
        signed(c) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// Linear light to sRGB's curve.
    static func sRGBGamma(_ c: Double) -> Double {
        signed(c) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    static func a98Linear(_ c: Double) -> Double { signed(c) { pow($0, 563 / 256) } }

    static func prophotoLinear(_ c: Double) -> Double { signed(c) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) } }

    /// Rec. 2020 as CSS Color 4 writes it since August 2025 (csswg-drafts #12574): a plain 2.4 gamma (BT.1886),
    /// which its own examples follow.
    static func rec2020Linear(_ c: Double) -> Double { signed(c) { pow($0, 2.4) } }
}
