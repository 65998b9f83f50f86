import PopskinRuntime
import PopskinSources

/// The values made of several keys: a gradient, and one variant of hand-made combined art. Their keys are
/// declared in the schema (for the reference, the JSON Schema and suggestions) and read together here.
extension SkinDecoder {
    /// `{from, to, axis}`, or `{stops: [...], axis}` with stops as colours spread evenly (`["#f80", "#c06", "#60c"]`)
    /// or placed (`[{color: "#f80", at: 0}, {color: "#60c", at: 0.7}]`), or both, as CSS places them; `angle`
    /// replaces `axis` when given, and `span` says what the positions are measured across.
    mutating func gradient(_ tree: ThemeTree, path: String) -> SkinGradient? {
        guard let entries = reader.entries(of: tree, path: path, known: schema.writableNames(in: path)) else {
            return nil
        }
        let axis =
            entries["axis"].map { reader.choice($0, path: "\(path).axis", names: GradientAxis.names) } ?? "vertical"
        let angleRange = schema["\(path).angle"].flatMap { if case .number(let r) = $0.form { r } else { nil } }
        let angle = entries["angle"].map { reader.number($0, path: "\(path).angle", range: angleRange ?? .any) }
        let span = entries["span"].map { reader.choice($0, path: "\(path).span", names: GradientSpan.names) }
        guard let axis = axis.flatMap(GradientAxis.init), angle != .some(nil),
            let span = (span ?? GradientSpan.view.rawValue).flatMap(GradientSpan.init)
        else { return nil }
        let degrees = angle.flatMap { $0 } ?? axis.angle
        guard let stopsTree = entries["stops"] else {
            let from = require(entries["from"], "\(path).from").flatMap { reader.color($0, path: "\(path).from") }
            let to = require(entries["to"], "\(path).to").flatMap { reader.color($0, path: "\(path).to") }
            guard let from, let to else { return nil }
            return SkinGradient(
                stops: [SkinGradientStop(location: 0, color: from), SkinGradientStop(location: 1, color: to)],
                angle: degrees, span: span)
        }
        if let extra = ["from", "to"].first(where: { entries[$0] != nil }) {
            reader.error(
                .typeMismatch,
                "'\(path)' gives both 'stops' and '\(extra)'; write the colours as stops, or "
                    + "use from and to alone", at: entries[extra]?.origin?.keyLocation)
            return nil
        }
        guard let stops = stops(stopsTree, path: "\(path).stops") else { return nil }
        return SkinGradient(stops: stops, angle: degrees, span: span)
    }

    /// One variant of hand-made combined art: `{image, cap-insets}`, both required.
    mutating func variantArt(_ tree: ThemeTree, path: String) -> VariantArt? {
        guard let art = reader.entries(of: tree, path: path, known: schema.writableNames(in: path)) else {
            return nil
        }
        let image = require(art["image"], "\(path).image").flatMap { reader.image($0, path: "\(path).image") }
        let capsPath = "\(path).cap-insets"
        let caps = require(art["cap-insets"], capsPath).flatMap { tree -> SkinInsets? in
            guard case .insets(let range)? = schema[capsPath]?.form else { return nil }
            return reader.insets(tree, path: capsPath, range: range)
        }
        guard let image, let caps else { return nil }
        return VariantArt(image: image, capInsets: caps)
    }

    private mutating func stops(_ tree: ThemeTree, path: String) -> [SkinGradientStop]? {
        guard let (node, notes) = reader.leaf(tree, path: path, expected: "a list of colours") else { return nil }
        guard case .sequence(let items) = node.content, items.count >= 2 else {
            reader.error(.typeMismatch, "'\(path)' must list at least two colours", at: node.location, notes: notes)
            return nil
        }
        var colors: [SkinColor] = [], locations: [Double?] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let (stop, stopNotes) = reader.resolve(item) else { return nil }
            var colorNode = stop, at: YAMLNode?
            // A stop is a colour, {color, at}, or a colour per appearance.
            if case .mapping(let pairs) = stop.content,
                !ValueReader.namesAppearances(pairs.compactMap { $0.key.scalarText })
            {
                for pair in pairs {
                    switch pair.key.scalarText {
                    case "color": colorNode = pair.value
                    case "at": at = pair.value
                    default:
                        let key = pair.key.scalarText ?? ""
                        reader.error(
                            .unknownKey,
                            "unknown key '\(key)' in '\(itemPath)'"
                                + Suggestion.hint(for: key, in: ["color", "at"]), at: pair.key.location)
                        return nil
                    }
                }
            }
            guard let (resolved, colorNotes) = reader.resolve(colorNode) else { return nil }
            if case .sequence = resolved.content {
                reader.error(
                    .badColor, "'\(itemPath)' must be a colour or {color, at}", at: colorNode.location,
                    notes: stopNotes)
                return nil
            }
            guard let color = reader.color(resolved, path: itemPath, notes: colorNotes + stopNotes) else {
                return nil
            }
            colors.append(color)
            if let at {
                guard let (value, atNotes) = reader.resolve(at),
                    let number = reader.number(
                        value, path: "\(itemPath).at",
                        notes: atNotes)
                else { return nil }
                guard number.isFinite, (0...1).contains(number), number >= (locations.last.flatMap { $0 } ?? 0) else {
                    reader.error(
                        .typeMismatch,
                        "'\(itemPath).at' must lie between 0 and 1 and not before the stop "
                            + "ahead of it, not \(ValueText.exact(number))", at: value.location)
                    return nil
                }
                locations.append(number)
            } else {
                locations.append(nil)
            }
        }
        return zip(Self.spread(locations), colors).map { SkinGradientStop(location: $0, color: $1) }
    }

    /// Locations as CSS places stops: the first at 0 and the last at 1 unless given, and those between without one
    /// spread evenly between the given ones around them.
    static func spread(_ locations: [Double?]) -> [Double] {
        var result = locations
        if result.first! == nil { result[0] = 0 }
        if result.last! == nil { result[result.count - 1] = 1 }
        var index = 0
        while index < result.count {
            guard result[index] == nil else {
                index += 1
                continue
            }
            let before = index - 1, after = result[index...].firstIndex { $0 != nil }!
            let from = result[before]!, to = result[after]!
            for gap in index..<after {
                result[gap] = from + (to - from) * Double(gap - before) / Double(after - before)
            }
            index = after
        }
        return result.map { $0! }
    }
}
