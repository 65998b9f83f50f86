/// A token value of DTCG 2025.10 after every reference in it is followed and every constraint is checked.
public indirect enum DTCGValue: Hashable, Sendable {
    case color(DTCGColor)
    case dimension(DTCGDimension)
    case duration(DTCGDuration)
    case number(Double)
    case fontFamily([String])
    /// 1…1000; keywords are read as their numbers (`bold` is 700).
    case fontWeight(Double)
    case cubicBezier([Double])
    case strokeStyle(DTCGStrokeStyle)
    case border(DTCGBorder)
    case transition(DTCGTransition)
    /// One shadow, or layers (an array in the file, never empty).
    case shadow([DTCGShadow], isLayered: Bool)
    case gradient([DTCGGradientStop])
    case typography(DTCGTypography)
    /// Tokens Studio's multi-value spacing, `"{a} {b}"`: one to four lengths in CSS's shorthand order (top, right,
    /// bottom, left), a `dimension` where insets are taken.
    case spacing([DTCGDimension])
    /// The extension types' values (`DTCGType.isExtension`): read, never drawn.
    case string(String)
    case boolean(Bool)
    case link(String)
}

/// A colour as the Color module writes it: a space, three components (nil for `none`), alpha and the optional hex
/// fallback (a hint for tools; never checked against the components).
public struct DTCGColor: Hashable, Sendable {
    public var space: ColorSpace
    public var components: [Double?]
    public var alpha: Double
    public var hex: String?
}

public struct DTCGDimension: Hashable, Sendable {
    public enum Unit: String, Sendable, CaseIterable { case px, rem }
    public var value: Double
    public var unit: Unit
}

public struct DTCGDuration: Hashable, Sendable {
    public enum Unit: String, Sendable, CaseIterable { case ms, s }
    public var value: Double
    public var unit: Unit
}

public enum DTCGStrokeStyle: Hashable, Sendable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    case dashes([DTCGDimension], lineCap: String)

    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps = ["round", "butt", "square"]
}

public struct DTCGBorder: Hashable, Sendable {
    public var color: DTCGColor
    public var width: DTCGDimension
    public var style: DTCGStrokeStyle
}

public struct DTCGTransition: Hashable, Sendable {
    public var duration: DTCGDuration
    public var delay: DTCGDuration
    public var timingFunction: [Double]
}

public struct DTCGShadow: Hashable, Sendable {
    public var color: DTCGColor
    public var offsetX, offsetY, blur, spread: DTCGDimension
    public var inset: Bool
}

public struct DTCGGradientStop: Hashable, Sendable {
    public var color: DTCGColor
    /// As written; outside 0…1 it is drawn clamped (Format §9.7).
    public var position: Double
}

public struct DTCGTypography: Hashable, Sendable {
    public var fontFamily: [String]
    public var fontSize: DTCGDimension
    public var fontWeight: Double
    public var letterSpacing: DTCGDimension
    public var lineHeight: Double
}

extension DTCGValue {
    /// The token type this value is of.
    public var type: DTCGType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .duration: .duration
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .spacing: .dimension
        case .string: .string
        case .boolean: .boolean
        case .link: .link
        }
    }
}
