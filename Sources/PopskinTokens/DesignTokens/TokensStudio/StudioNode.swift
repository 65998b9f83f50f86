import PopskinRuntime
import PopskinSources

/// A token's value with its references followed: as written, a whole-string reference replaced by what it names
/// and a reference inside a string by its value's text. Each part keeps where it was written.
indirect enum StudioNode {
    /// A JSON string.
    case text(String, SourceLocation)
    /// A JSON number, `true`, `false` or `null`, as written.
    case literal(String, SourceLocation)
    case list([StudioNode], SourceLocation)
    case object([(key: String, value: StudioNode)], SourceLocation)
    /// A whole-string reference to a token whose value is known, with the reference as written.
    case value(DTCGValue, reference: String, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .text(_, let at), .literal(_, let at), .list(_, let at), .object(_, let at), .value(_, _, let at): at
        }
    }

    /// The same value, said to be written at `location` (what a reference brought in is the reference's problem).
    func relocated(to location: SourceLocation) -> StudioNode {
        switch self {
        case .text(let text, _): .text(text, location)
        case .literal(let text, _): .literal(text, location)
        case .list(let items, _): .list(items, location)
        case .object(let pairs, _): .object(pairs, location)
        case .value(let value, let reference, _): .value(value, reference: reference, location)
        }
    }

    /// An object's member.
    subscript(key: String) -> StudioNode? {
        guard case .object(let pairs, _) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// For messages: "a number", "an object", "the string "…"".
    var described: String {
        switch self {
        case .text(let text, _): "\"\(text)\""
        case .literal(let text, _): text == "true" || text == "false" || text == "null" ? text : "the number \(text)"
        case .list: "an array"
        case .object: "an object"
        case .value(let value, let reference, _): "\(reference) (\(value.type.noun))"
        }
    }
}

/// The text a value stands for inside another value's string, as Tokens Studio writes it in.
enum StudioText {
    /// nil for a value no string can hold (a shadow, a border).
    static func of(_ value: DTCGValue) -> String? {
        switch value {
        case .color(let color): return self.color(color)
        case .dimension(let dimension): return ValueText.exact(dimension.value) + dimension.unit.rawValue
        case .number(let number): return ValueText.exact(number)
        default: return nil
        }
    }

    /// `#rrggbb[aa]` for an sRGB colour; otherwise `color(space c1 c2 c3 / alpha)`, which the colour reader
    /// reads back (a modified colour keeps its space and precision through a reference).
    static func color(_ color: DTCGColor) -> String {
        if let channels = ColorConversion.directSRGB(color.space, color.components),
            channels.allSatisfy((0...1).contains)
        {
            return SkinColor(red: channels[0], green: channels[1], blue: channels[2], alpha: color.alpha).hex
        }
        let components = color.components.map { $0.map(ValueText.exact) ?? "none" }.joined(separator: " ")
        return "color(\(color.space.rawValue) \(components) / \(ValueText.exact(color.alpha)))"
    }
}
