import PopskinSources

/// Tokens Studio values read as the DTCG values their types say, leniently as the plugin reads them: numbers or
/// strings, units or none (px), calculations, a reference standing for a whole value or a property. A problem is
/// thrown at the part of the value it is in.
struct StudioValues {
    /// Where warnings go (an unknown modifier); problems are thrown.
    let diagnostics: DiagnosticSink
    /// Points per rem, when the token source says: px and rem may then be mixed in one calculation.
    let remBase: Double?

    func value(_ node: StudioNode, kind: StudioKind) throws(StudioFailure) -> DTCGValue {
        switch kind {
        case .color: return .color(try color(node))
        case .dimension:
            if case .text(let text, let at) = node, let sides = try sides(text, at: at) { return .spacing(sides) }
            return .dimension(try dimension(node))
        case .number: return .number(try number(node, percent: false))
        case .opacity: return .number(min(1, max(0, try number(node, percent: true))))
        case .shadow:
            if case .list = node { return .shadow(try shadow(node), isLayered: true) }
            return .shadow(try shadow(node), isLayered: false)
        case .border: return .border(try border(node))
        case .unsupported(let type):
            throw .problem(.tokenFormat, "a \(type) token has no value popskin reads", node.location)
        }
    }

    static func text(_ node: StudioNode) -> String? {
        if case .text(let text, _) = node { return text }
        return nil
    }

    private func mismatch(_ value: DTCGValue, _ reference: String, _ wanted: String, at location: SourceLocation)
        -> StudioFailure
    {
        .problem(.tokenReference, "\(reference) is \(value.type.noun) token, and this must be \(wanted)", location)
    }

    // MARK: - Colours

    func color(_ node: StudioNode) throws(StudioFailure) -> DTCGColor {
        switch node {
        case .value(.color(let color), _, _): return color
        case .value(let value, let reference, let at): throw mismatch(value, reference, "a color", at: at)
        case .text(let text, let at):
            switch StudioColorReader.color(text) {
            case .success(let color): return color
            case .failure(.gradient):
                throw .unusable(
                    "is a CSS gradient (\(text.prefix(40))…), which popskin does not read from Tokens Studio: a color "
                        + "token is drawn as one colour")
            case .failure(.invalid(let why)): throw .problem(.tokenValue, "\"\(text)\" is not a color: \(why)", at)
            }
        case .object(_, let at): return try colorObject(node, at: at)
        default:
            throw .problem(
                .tokenValue, "a color is a string such as \"#0a84ff\", not \(node.described)", node.location)
        }
    }

    /// A DTCG colour object `{colorSpace, components, alpha?, hex?}`, which some exports mix in; the hex stands
    /// alone only where no space is given.
    private func colorObject(_ node: StudioNode, at location: SourceLocation) throws(StudioFailure) -> DTCGColor {
        guard let spaceNode = node["colorSpace"] else {
            if let hex = node["hex"] { return try color(hex) }
            throw .problem(.tokenValue, "a color object has a colorSpace and components", location)
        }
        guard let name = Self.text(spaceNode), let space = ColorSpace(rawValue: name) else {
            throw .problem(
                .tokenValue,
                "colorSpace is one of " + ColorSpace.allCases.map(\.rawValue).joined(separator: ", ") + ", not "
                    + spaceNode.described, spaceNode.location)
        }
        guard case .list(let items, _)? = node["components"], items.count == 3 else {
            throw .problem(
                .tokenValue,
                "a \(name) color has three components ("
                    + space.components.map(\.name).joined(
                        separator: ", ") + ")", node["components"]?.location ?? location)
        }
        var components: [Double?] = []
        for (item, range) in zip(items, space.components) {
            if case .text("none", _) = item {
                components.append(nil)
                continue
            }
            let value = try number(item, percent: false)
            guard range.contains(value) else {
                throw .problem(
                    .tokenValue,
                    "a \(name) color's \(range.name) is \(range.wording), not \(ValueText.exact(value))",
                    item.location)
            }
            components.append(value)
        }
        let alpha = try node["alpha"].map { (node: StudioNode) throws(StudioFailure) in try number(node, percent: true)
        }
        return DTCGColor(space: space, components: components, alpha: min(1, max(0, alpha ?? 1)), hex: nil)
    }

    // MARK: - Numbers and dimensions

    /// A dimension: a number (px), `"12"`, `"12px"`, `"1.5rem"` or a calculation of them.
    /// Multi-value spacing (`"8px 16px"`, what `"{space.y} {space.x}"` becomes): two to four lengths apart, each a
    /// number with px, rem or no unit; nil for anything else, such as a calculation (`"4px * 2"`).
    private func sides(_ text: String, at location: SourceLocation) throws(StudioFailure) -> [DTCGDimension]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard (2...4).contains(parts.count),
            parts.allSatisfy({ part in
                let number = part.hasSuffix("rem") ? part.dropLast(3) : part.hasSuffix("px") ? part.dropLast(2) : part
                return YAMLScalarValue.number(String(number)) != nil
            })
        else { return nil }
        var sides: [DTCGDimension] = []
        for part in parts { sides.append(try dimension(.text(String(part), location))) }
        return sides
    }

    func dimension(_ node: StudioNode) throws(StudioFailure) -> DTCGDimension {
        switch node {
        case .value(.dimension(let dimension), _, _): return dimension
        case .value(.number(let number), _, _): return DTCGDimension(value: number, unit: .px)
        case .value(let value, let reference, let at): throw mismatch(value, reference, "a dimension", at: at)
        case .literal(let text, let at):
            guard let number = YAMLScalarValue.number(text) else {
                throw .problem(.tokenValue, "a dimension is a number or a string such as \"12px\", not \(text)", at)
            }
            return DTCGDimension(value: number, unit: .px)
        case .text(let text, let at):
            let quantity = try evaluate(text, as: "a dimension", at: at)
            switch quantity.units {
            case [], ["px"]: return DTCGDimension(value: quantity.value, unit: .px)
            case ["rem"]: return DTCGDimension(value: quantity.value, unit: .rem)
            case ["%"], ["em"]:
                // Letter spacing and line heights as typography writes them: valid, and nothing a popover has.
                throw .unusable(
                    "is \"\(text)\", relative to the font size, which a popover's lengths do not have (they are px or "
                        + "rem)")
            case ["px", "rem"]:
                throw .unusable(
                    "is \"\(text)\", which mixes rem and px: its token source needs a rem base to compute it (add "
                        + "`rem: 16`, points per rem, to its entry under tokens in popskin.yaml)")
            default:
                throw .problem(
                    .tokenValue,
                    "\"\(text)\" is not a dimension popskin reads: it is in "
                        + quantity.units.sorted().joined(
                            separator: " and ") + "; dimensions are px (or no unit) and rem", at)
            }
        default:
            throw .problem(
                .tokenValue, "a dimension is a number or a string such as \"12px\", not \(node.described)",
                node.location)
        }
    }

    /// A number, a numeric string or a calculation; `percent` reads `"50%"` as 0.5 (opacity). A px unit is dropped,
    /// as sd-transforms drops it.
    func number(_ node: StudioNode, percent: Bool) throws(StudioFailure) -> Double {
        switch node {
        case .value(.number(let number), _, _): return number
        case .value(.dimension(let dimension), _, _) where dimension.unit == .px: return dimension.value
        case .value(let value, let reference, let at): throw mismatch(value, reference, "a number", at: at)
        case .literal(let text, let at):
            guard let number = YAMLScalarValue.number(text) else {
                throw .problem(.tokenValue, "a number is wanted, not \(text)", at)
            }
            return number
        case .text(let text, let at):
            let quantity = try evaluate(text, as: "a number", at: at)
            switch quantity.units {
            case [], ["px"]: return quantity.value
            case ["%"] where percent: return quantity.value / 100
            default:
                throw .problem(
                    .tokenValue,
                    "\"\(text)\" is not a number: it has the unit "
                        + quantity.units.sorted().joined(separator: " and "), at)
            }
        default:
            throw .problem(.tokenValue, "a number is wanted, not \(node.described)", node.location)
        }
    }

    private func evaluate(_ text: String, as what: String, at location: SourceLocation)
        throws(StudioFailure) -> StudioMath.Quantity
    {
        switch StudioMath.evaluate(text) {
        case .failure(let problem):
            throw .problem(.tokenValue, "\"\(text)\" is not \(what): \(problem.message)", location)
        case .success(let quantity):
            // Both px and rem: computed in px when the rem base is known.
            guard quantity.units == ["px", "rem"], let remBase,
                case .success(let inPx) = StudioMath.evaluate(
                    text, remBase: remBase)
            else { return quantity }
            return inPx
        }
    }
}
