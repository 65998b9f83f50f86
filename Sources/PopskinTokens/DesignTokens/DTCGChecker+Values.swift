import PopskinSources

/// The value of each type as Format §8–§9 write it: literal values here, references through `whole` and `part`.
extension DTCGChecker {
    /// Made once: every dimension and duration is checked against them.
    static let dimensionUnits = DTCGDimension.Unit.allCases.map(\.rawValue)
    static let durationUnits = DTCGDuration.Unit.allCases.map(\.rawValue)
    /// CSS units a dimension does not take that are no typo of px or rem, with why: a did-you-mean would say em is
    /// rem, which it is not (em is the font's, rem the root's).
    static let foreignDimensionUnits = [
        "em": "em is relative to the font size, which a popover's lengths do not have; use px or rem",
        "%": "a percentage is of a length the token does not name; use px or rem",
    ]

    /// `slot` names the place for messages about a number ("a gradient stop's position").
    func literal(_ node: YAMLNode, as type: DTCGType, slot: String? = nil) -> DTCGValue? {
        switch type {
        case .color: return color(node).map(DTCGValue.color)
        case .dimension: return dimension(node).map(DTCGValue.dimension)
        case .duration: return duration(node).map(DTCGValue.duration)
        case .number: return number(node, what: slot ?? "a number value").map(DTCGValue.number)
        case .fontFamily: return fontFamily(node).map(DTCGValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(DTCGValue.fontWeight)
        case .cubicBezier: return cubicBezier(node).map(DTCGValue.cubicBezier)
        case .strokeStyle: return strokeStyle(node).map(DTCGValue.strokeStyle)
        case .border: return border(node).map(DTCGValue.border)
        case .transition: return transition(node).map(DTCGValue.transition)
        case .shadow: return shadow(node)
        case .gradient: return gradient(node).map(DTCGValue.gradient)
        case .typography: return typography(node).map(DTCGValue.typography)
        case .string: return text(node, of: type).map(DTCGValue.string)
        case .link: return text(node, of: type).map(DTCGValue.link)
        case .boolean:
            if case .scalar(let text, isPlain: true) = node.content, text == "true" || text == "false" {
                return .boolean(text == "true")
            }
            diagnostics.error(
                .tokenValue, "a boolean value is true or false, not \(Self.kind(node))", at: node.location)
            return nil
        }
    }

    /// A `string` or `link` token's value: any JSON string.
    private func text(_ node: YAMLNode, of type: DTCGType) -> String? {
        if case .scalar(let text, isPlain: false) = node.content { return text }
        diagnostics.error(.tokenValue, "\(type.noun) value is a string, not \(Self.kind(node))", at: node.location)
        return nil
    }

    // MARK: - Pieces

    /// The properties of an object value of `type`: each of `required` present, nothing outside `allowed`.
    func fields(
        _ node: YAMLNode, of type: DTCGType, required: [String], optional: [String] = []
    ) -> ValueFields? {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error(
                .tokenValue,
                "\(type.noun) value is an object with \(Self.list(required)), not \(Self.kind(node))",
                at: node.location)
            return nil
        }
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalarText else { continue }
            guard required.contains(key) || optional.contains(key) else {
                diagnostics.error(
                    .tokenValue,
                    "\(type.noun) value has no '\(key)'" + Suggestion.hint(for: key, in: required + optional)
                        + "; \(type.noun) is " + Self.shape(required, optional), at: pair.key.location)
                valid = false
                continue
            }
        }
        let found = ValueFields(pairs: pairs)
        if required.contains(where: { found[$0] == nil }) {
            let missing = required.filter { found[$0] == nil }
            diagnostics.error(
                .tokenValue,
                "\(type.noun) value lacks \(Self.list(missing)); \(type.noun) is " + Self.shape(required, optional),
                at: node.location)
            valid = false
        }
        return valid ? found : nil
    }

    /// A JSON number (after following a pointer), finite.
    func number(_ node: YAMLNode, what: String, of type: DTCGType = .number) -> Double? {
        part(node, of: type) { numberLiteral($0, what: what) }
    }

    private func numberLiteral(_ node: YAMLNode, what: String) -> Double? {
        guard case .scalar(let text, isPlain: true) = node.content, text != "true", text != "false", text != "null",
            let value = Double(text)
        else {
            diagnostics.error(.tokenValue, "\(what) must be a number, not \(Self.kind(node))", at: node.location)
            return nil
        }
        guard value.isFinite else {
            diagnostics.error(.tokenValue, "\(what) \(text) is too large for a number", at: node.location)
            return nil
        }
        return value
    }

    /// A JSON string (after following a pointer) that is one of `allowed`; a string of `foreign` is told why it is
    /// not, any other gets a did-you-mean.
    func keyword(
        _ node: YAMLNode, what: String, allowed: [String], foreign: [String: String] = [:], of type: DTCGType
    ) -> String? {
        part(node, of: type) { keywordLiteral($0, what: what, allowed: allowed, foreign: foreign) }
    }

    private func keywordLiteral(
        _ node: YAMLNode, what: String, allowed: [String], foreign: [String: String]
    ) -> String? {
        guard case .scalar(let text, isPlain: false) = node.content, allowed.contains(text) else {
            let shown = node.scalarText.map { "\"\($0)\"" } ?? Self.kind(node)
            let why = node.scalarText.map { foreign[$0].map { ": " + $0 } ?? Suggestion.hint(for: $0, in: allowed) }
            diagnostics.error(
                .tokenValue, "\(what) must be one of \(allowed.joined(separator: ", ")), not \(shown)" + (why ?? ""),
                at: node.location)
            return nil
        }
        return text
    }

    func dimension(_ node: YAMLNode) -> DTCGDimension? {
        measure(node, of: .dimension, units: Self.dimensionUnits, foreign: Self.foreignDimensionUnits).map {
            DTCGDimension(value: $0.value, unit: DTCGDimension.Unit(rawValue: $0.unit)!)
        }
    }

    func duration(_ node: YAMLNode) -> DTCGDuration? {
        measure(node, of: .duration, units: Self.durationUnits).map {
            DTCGDuration(value: $0.value, unit: DTCGDuration.Unit(rawValue: $0.unit)!)
        }
    }

    /// A `{value, unit}` of `type` (a dimension, a duration), its unit one of `units` (`foreign`: see `keyword`).
    private func measure(
        _ node: YAMLNode, of type: DTCGType, units: [String], foreign: [String: String] = [:]
    ) -> (value: Double, unit: String)? {
        guard let fields = fields(node, of: type, required: ["value", "unit"]),
            let value = number(fields["value"]!, what: "\(type.noun)'s value", of: type),
            let unit = keyword(fields["unit"]!, what: "\(type.noun)'s unit", allowed: units, foreign: foreign, of: type)
        else { return nil }
        return (value, unit)
    }

    func fontFamily(_ node: YAMLNode) -> [String]? {
        func name(_ item: YAMLNode) -> String? {
            part(item, of: .fontFamily) { item in
                guard case .scalar(let text, isPlain: false) = item.content else {
                    diagnostics.error(
                        .tokenValue, "a font family is a name (a string), not \(Self.kind(item))", at: item.location)
                    return nil
                }
                return text
            }
        }
        if case .sequence(let items) = node.content {
            guard !items.isEmpty else {
                diagnostics.error(.tokenValue, "a font family list needs at least one name", at: node.location)
                return nil
            }
            let names = items.map(name)
            return names.contains(nil) ? nil : names.compactMap { $0 }
        }
        return name(node).map { [$0] }
    }

    static let fontWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    func fontWeight(_ node: YAMLNode) -> Double? {
        if case .scalar(let text, isPlain: false) = node.content {
            guard let weight = Self.fontWeights[text] else {
                diagnostics.error(
                    .tokenValue,
                    "\"\(text)\" is not a font weight" + Suggestion.hint(for: text, in: Self.fontWeights.keys.sorted())
                        + "; keywords are lowercase (thin, light, normal, medium, bold, black…) or a number from "
                        + "1 to 1000", at: node.location)
                return nil
            }
            return weight
        }
        guard let weight = number(node, what: "a font weight", of: .fontWeight) else { return nil }
        guard (1...1000).contains(weight) else {
            diagnostics.error(
                .tokenValue, "a font weight is from 1 to 1000, not \(ValueText.exact(weight))", at: node.location)
            return nil
        }
        return weight
    }

    func cubicBezier(_ node: YAMLNode) -> [Double]? {
        part(node, of: .cubicBezier, curve)
    }

    private func curve(_ node: YAMLNode) -> [Double]? {
        guard case .sequence(let items) = node.content, items.count == 4 else {
            diagnostics.error(
                .tokenValue, "a cubic Bézier curve is four numbers [x1, y1, x2, y2], not \(Self.kind(node))",
                at: node.location)
            return nil
        }
        let numbers = items.map { number($0, what: "a cubic Bézier coordinate", of: .cubicBezier) }
        guard !numbers.contains(nil) else { return nil }
        let values = numbers.compactMap { $0 }
        for index in [0, 2] where !(0...1).contains(values[index]) {
            diagnostics.error(
                .tokenValue,
                "a cubic Bézier curve's x coordinates are from 0 to 1, not "
                    + ValueText.exact(values[index]), at: items[index].location)
            return nil
        }
        return values
    }

    func strokeStyle(_ node: YAMLNode) -> DTCGStrokeStyle? {
        if case .mapping = node.content {
            guard let fields = fields(node, of: .strokeStyle, required: ["dashArray", "lineCap"]),
                let items = part(
                    fields["dashArray"]!, of: .strokeStyle,
                    { dashNode -> [YAMLNode]? in
                        guard case .sequence(let items) = dashNode.content, !items.isEmpty else {
                            diagnostics.error(
                                .tokenValue, "a stroke style's dashArray is a non-empty list of dimensions",
                                at: dashNode.location)
                            return nil
                        }
                        return items
                    })
            else { return nil }
            let dashes = items.map { whole($0, as: .dimension) }
            let lineCap = keyword(
                fields["lineCap"]!, what: "a stroke style's lineCap", allowed: DTCGStrokeStyle.lineCaps,
                of: .strokeStyle)
            guard !dashes.contains(nil), let lineCap else { return nil }
            return .dashes(
                dashes.compactMap { if case .dimension(let d)? = $0 { d } else { nil } }, lineCap: lineCap)
        }
        return keyword(node, what: "a stroke style", allowed: DTCGStrokeStyle.keywords, of: .strokeStyle)
            .map(DTCGStrokeStyle.keyword)
    }

    func border(_ node: YAMLNode) -> DTCGBorder? {
        guard let fields = fields(node, of: .border, required: ["color", "width", "style"]) else { return nil }
        let color = whole(fields["color"]!, as: .color), width = whole(fields["width"]!, as: .dimension)
        let style = whole(fields["style"]!, as: .strokeStyle)
        guard case .color(let c)? = color, case .dimension(let w)? = width, case .strokeStyle(let s)? = style else {
            return nil
        }
        return DTCGBorder(color: c, width: w, style: s)
    }

    func transition(_ node: YAMLNode) -> DTCGTransition? {
        guard let fields = fields(node, of: .transition, required: ["duration", "delay", "timingFunction"]) else {
            return nil
        }
        let duration = whole(fields["duration"]!, as: .duration), delay = whole(fields["delay"]!, as: .duration)
        let timing = whole(fields["timingFunction"]!, as: .cubicBezier)
        guard case .duration(let d)? = duration, case .duration(let l)? = delay, case .cubicBezier(let t)? = timing
        else { return nil }
        return DTCGTransition(duration: d, delay: l, timingFunction: t)
    }

    func shadow(_ node: YAMLNode) -> DTCGValue? {
        guard case .sequence(let items) = node.content else {
            return layer(node).map { .shadow([$0], isLayered: false) }
        }
        guard !items.isEmpty else {
            diagnostics.error(.tokenValue, "a list of shadows needs at least one", at: node.location)
            return nil
        }
        let layers = items.map { element($0, as: .shadow) }
        guard !layers.contains(nil) else { return nil }
        return .shadow(
            layers.compactMap { if case .shadow(let list, _)? = $0 { list.first } else { nil } }, isLayered: true)
    }

    /// One shadow object.
    func layer(_ node: YAMLNode) -> DTCGShadow? {
        guard
            let fields = fields(
                node, of: .shadow, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"])
        else { return nil }
        let color = whole(fields["color"]!, as: .color)
        let dimensions = ["offsetX", "offsetY", "blur", "spread"].map { whole(fields[$0]!, as: .dimension) }
        var inset = false
        if let node = fields["inset"] {
            let flag = part(node, of: .shadow) { flag -> Bool? in
                guard case .scalar(let text, isPlain: true) = flag.content, text == "true" || text == "false" else {
                    diagnostics.error(
                        .tokenValue, "a shadow's inset is true or false, not \(Self.kind(flag))", at: flag.location)
                    return nil
                }
                return text == "true"
            }
            guard let flag else { return nil }
            inset = flag
        }
        guard case .color(let c)? = color else { return nil }
        let d = dimensions.compactMap { if case .dimension(let value)? = $0 { value } else { nil } }
        guard d.count == 4 else { return nil }
        return DTCGShadow(color: c, offsetX: d[0], offsetY: d[1], blur: d[2], spread: d[3], inset: inset)
    }

    func gradient(_ node: YAMLNode) -> [DTCGGradientStop]? {
        guard case .sequence(let items) = node.content, !items.isEmpty else {
            diagnostics.error(
                .tokenValue,
                "a gradient is a non-empty list of stops ({color, position}), not "
                    + (node.isEmptySequence ? "an empty list" : Self.kind(node)), at: node.location)
            return nil
        }
        let stops = items.map { element($0, as: .gradient) }
        guard !stops.contains(nil) else { return nil }
        return stops.compactMap { if case .gradient(let list)? = $0 { list.first } else { nil } }
    }

    /// One gradient stop.
    func stop(_ node: YAMLNode) -> DTCGGradientStop? {
        guard let fields = fields(node, of: .gradient, required: ["color", "position"]) else { return nil }
        let color = whole(fields["color"]!, as: .color)
        let position = whole(fields["position"]!, as: .number, slot: "a gradient stop's position")
        guard case .color(let c)? = color, case .number(let p)? = position else { return nil }
        return DTCGGradientStop(color: c, position: p)
    }

    /// An element of a shadow or gradient list: a shadow or stop object, a pointer to one, or a reference to a
    /// token that holds exactly one (Format §9.1: a reference never stands for a list).
    func element(_ node: YAMLNode, as type: DTCGType) -> DTCGValue? {
        if case .scalar(let text, isPlain: false) = node.content, DTCGReference.curlyName(text) != nil {
            guard let value = whole(node, as: type) else { return nil }
            switch value {
            case .shadow(let layers, false): return .shadow(layers, isLayered: false)
            case .gradient(let stops) where stops.count == 1: return value
            default:
                diagnostics.error(
                    .tokenReference,
                    "\(text) holds a list; an element of a list must be one " + (type == .shadow ? "shadow" : "stop"),
                    at: node.location)
                return nil
            }
        }
        return part(node, of: type) { node in
            type == .shadow ? layer(node).map { .shadow([$0], isLayered: false) } : stop(node).map { .gradient([$0]) }
        }
    }

    func typography(_ node: YAMLNode) -> DTCGTypography? {
        let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        guard let fields = fields(node, of: .typography, required: keys) else { return nil }
        let family = whole(fields["fontFamily"]!, as: .fontFamily), size = whole(fields["fontSize"]!, as: .dimension)
        let weight = whole(fields["fontWeight"]!, as: .fontWeight)
        let spacing = whole(fields["letterSpacing"]!, as: .dimension)
        let line = whole(
            fields["lineHeight"]!, as: .number, slot: "a typography style's lineHeight (a multiple of fontSize)")
        guard case .fontFamily(let f)? = family, case .dimension(let s)? = size, case .fontWeight(let w)? = weight,
            case .dimension(let l)? = spacing, case .number(let h)? = line
        else { return nil }
        return DTCGTypography(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: l, lineHeight: h)
    }

    // MARK: - Wording

    /// `{color, width, style}`, optional properties with `?`.
    static func shape(_ required: [String], _ optional: [String]) -> String {
        "{" + (required + optional.map { $0 + "?" }).joined(separator: ", ") + "}"
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return "nothing"
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }

    /// What a node holds, for "must be X, not …": JSON's words.
    static func kind(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "an object"
        case .sequence: return "an array"
        case .scalar(let text, let plain):
            if !plain { return "the string \"\(text)\"" }
            if text == "null" { return "null" }
            if text == "true" || text == "false" { return text }
            return text
        }
    }
}

extension YAMLNode {
    var isEmptySequence: Bool {
        if case .sequence(let items) = content { return items.isEmpty }
        return false
    }
}

/// The properties of an object value by name: a handful at most, so a list searched in order costs less than a
/// dictionary built and hashed for every value of a large file.
struct ValueFields {
    /// The object's members as read: their names are unique (the JSON reader keeps the first of a repeated name).
    let pairs: [YAMLNode.Pair]

    subscript(name: String) -> YAMLNode? {
        pairs.first { $0.key.scalarText == name }?.value
    }
}
