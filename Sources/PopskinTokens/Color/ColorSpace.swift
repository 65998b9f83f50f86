import PopskinSources

/// The colour spaces of the DTCG Color module 2025.10 (CSS Color 4's), with the range each component may take.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// How far one component may go: both ends included unless `upperIsOpen` (a hue's 360).
    public struct ComponentRange: Sendable {
        public var name: String
        public var lower: Double?
        public var upper: Double?
        public var upperIsOpen = false

        public func contains(_ value: Double) -> Bool {
            if let lower, value < lower { return false }
            if let upper, upperIsOpen ? value >= upper : value > upper { return false }
            return true
        }

        /// "0 to 1", "0 up to but not including 360", "at least 0", "any number".
        public var wording: String {
            switch (lower, upper) {
            case let (lower?, upper?):
                upperIsOpen
                    ? "from \(ValueText.number(lower)) up to but not including \(ValueText.number(upper))"
                    : "from \(ValueText.number(lower)) to \(ValueText.number(upper))"
            case let (lower?, nil): "at least \(ValueText.number(lower))"
            default: "any number"
            }
        }
    }

    /// The three components in order, with the ranges DTCG 2025.10 allows (stricter than CSS: XYZ within 0…1,
    /// hues never wrapped).
    public var components: [ComponentRange] {
        let unit = { (name: String) in ComponentRange(name: name, lower: 0, upper: 1) }
        let percent = { (name: String) in ComponentRange(name: name, lower: 0, upper: 100) }
        let hue = ComponentRange(name: "hue", lower: 0, upper: 360, upperIsOpen: true)
        let unbounded = { (name: String) in ComponentRange(name: name, lower: nil, upper: nil) }
        let chroma = ComponentRange(name: "chroma", lower: 0, upper: nil)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [unit("red"), unit("green"), unit("blue")]
        case .xyzD65, .xyzD50: return [unit("X"), unit("Y"), unit("Z")]
        case .hsl: return [hue, percent("saturation"), percent("lightness")]
        case .hwb: return [hue, percent("whiteness"), percent("blackness")]
        case .lab: return [percent("lightness"), unbounded("a"), unbounded("b")]
        case .lch: return [percent("lightness"), chroma, hue]
        case .oklab: return [unit("lightness"), unbounded("a"), unbounded("b")]
        case .oklch: return [unit("lightness"), chroma, hue]
        }
    }
}
