/// The thirteen token types of DTCG 2025.10 (Format module §8–§9), and the three published exports add (Terrazzo's
/// and Figma's `string`, `boolean` and `link`), read only under `DTCGRules.published`. Names are case-sensitive.
public enum DTCGType: String, CaseIterable, Sendable, Hashable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case string, boolean, link

    /// The specification's thirteen.
    public static let specified = allCases.filter { !$0.isExtension }

    /// A type outside the specification, which exports write for text, switches and URLs.
    public var isExtension: Bool { self == .string || self == .boolean || self == .link }

    /// What a value of this type is, for messages: "a colour", "a dimension".
    public var noun: String {
        switch self {
        case .color: "a color"
        case .dimension: "a dimension"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .duration: "a duration"
        case .cubicBezier: "a cubic Bézier curve"
        case .number: "a number"
        case .strokeStyle: "a stroke style"
        case .border: "a border"
        case .transition: "a transition"
        case .shadow: "a shadow"
        case .gradient: "a gradient"
        case .typography: "a typography style"
        case .string: "a string"
        case .boolean: "a boolean"
        case .link: "a link"
        }
    }
}

/// `$deprecated` as written: `true`, a string saying why, or `false` (which lifts a group's deprecation).
public struct DTCGDeprecation: Hashable, Sendable {
    public var isDeprecated: Bool
    public var reason: String?
}
