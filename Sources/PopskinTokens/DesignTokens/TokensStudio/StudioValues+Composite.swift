import PopskinSources

/// Tokens Studio's shadows and borders: objects (a shadow also an array of layers), a reference to a whole one, or
/// CSS text (`0 1px 3px rgba(0,0,0,.4)`, `1px solid #000`, `none`).
extension StudioValues {
    /// The layers of a boxShadow: `{x, y, blur, spread, color, type}` objects, `dropShadow` or `innerShadow` (an
    /// inset shadow); an array may hold references to other shadows.
    func shadow(_ node: StudioNode) throws(StudioFailure) -> [DTCGShadow] {
        switch node {
        case .value(.shadow(let layers, _), _, _): return layers
        case .value(let value, let reference, let at):
            throw .problem(.tokenReference, "\(reference) is \(value.type.noun) token, and this must be a shadow", at)
        case .object: return [try layer(node)]
        case .list(let items, let at):
            guard !items.isEmpty else { throw .problem(.tokenValue, "a shadow array holds at least one shadow", at) }
            var layers: [DTCGShadow] = []
            for item in items {
                if case .value = item { layers += try shadow(item) } else { layers.append(try layer(item)) }
            }
            return layers
        case .text(let text, let at):
            if text.lowercased() == "none" {
                let zero = DTCGDimension(value: 0, unit: .px)
                let clear = DTCGColor(space: .srgb, components: [0, 0, 0], alpha: 0, hex: nil)
                return [DTCGShadow(color: clear, offsetX: zero, offsetY: zero, blur: zero, spread: zero, inset: false)]
            }
            var layers: [DTCGShadow] = []
            for layer in Self.split(Substring(text), on: ",") { layers.append(try cssShadow(layer, in: text, at: at)) }
            return layers
        case .literal:
            throw .problem(
                .tokenValue, "a shadow is an object {x, y, blur, spread, color, type}, not \(node.described)",
                node.location)
        }
    }

    private func layer(_ node: StudioNode) throws(StudioFailure) -> DTCGShadow {
        guard case .object(_, let at) = node else {
            throw .problem(
                .tokenValue, "a shadow is an object {x, y, blur, spread, color, type}, not \(node.described)",
                node.location)
        }
        let type = node["type"].flatMap(Self.text) ?? "dropShadow"
        guard type == "dropShadow" || type == "innerShadow" else {
            if type == "glass" {
                throw .unusable("is a glass effect (a boxShadow of type glass), which popskin cannot draw")
            }
            throw .problem(
                .tokenValue, "a shadow's type is dropShadow or innerShadow, not \(node["type"]!.described)",
                node["type"]!.location)
        }
        func part(_ names: String...) throws(StudioFailure) -> StudioNode {
            for name in names { if let found = node[name] { return found } }
            throw .problem(
                .tokenValue, "a shadow needs \(names[0]) (x, y, blur and color; spread is 0 unless given)", at)
        }
        return DTCGShadow(
            color: try color(try part("color")), offsetX: try dimension(try part("x", "offsetX")),
            offsetY: try dimension(try part("y", "offsetY")), blur: try dimension(try part("blur")),
            spread: try node["spread"].map { (spread: StudioNode) throws(StudioFailure) in try dimension(spread) }
                ?? DTCGDimension(value: 0, unit: .px),
            inset: type == "innerShadow")
    }

    /// One layer of a CSS shadow: `inset`, two to four lengths and a colour, in any order CSS allows.
    private func cssShadow(_ layer: Substring, in text: String, at location: SourceLocation)
        throws(StudioFailure) -> DTCGShadow
    {
        var inset = false, lengths: [DTCGDimension] = [], color: DTCGColor?
        for word in Self.split(layer, on: " ") {
            if word.lowercased() == "inset" {
                inset = true
            } else if case .success(let found) = StudioColorReader.color(String(word)) {
                color = found
            } else {
                lengths.append(try dimension(.text(String(word), location)))
            }
        }
        guard let color, (2...4).contains(lengths.count) else {
            throw .problem(
                .tokenValue,
                "\"\(text)\" is not a shadow: each layer is x y [blur [spread]] and a colour, as \"0 1px 3px #0006\"",
                location)
        }
        let zero = DTCGDimension(value: 0, unit: .px)
        return DTCGShadow(
            color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths.count > 2 ? lengths[2] : zero,
            spread: lengths.count > 3 ? lengths[3] : zero, inset: inset)
    }

    /// `{color, width, style}`, or CSS's `1px solid #000`; the style is one of DTCG's keywords, solid unless given.
    func border(_ node: StudioNode) throws(StudioFailure) -> DTCGBorder {
        switch node {
        case .value(.border(let border), _, _): return border
        case .value(let value, let reference, let at):
            throw .problem(.tokenReference, "\(reference) is \(value.type.noun) token, and this must be a border", at)
        case .object(_, let at):
            guard let colorNode = node["color"], let widthNode = node["width"] else {
                throw .problem(.tokenValue, "a border needs a color and a width (and a style, solid unless given)", at)
            }
            var style = "solid"
            if let styleNode = node["style"] {
                guard let text = Self.text(styleNode), DTCGStrokeStyle.keywords.contains(text) else {
                    throw .problem(
                        .tokenValue,
                        "a border's style is one of " + DTCGStrokeStyle.keywords.joined(separator: ", ")
                            + " (lowercase), not \(styleNode.described)", styleNode.location)
                }
                style = text
            }
            return DTCGBorder(color: try color(colorNode), width: try dimension(widthNode), style: .keyword(style))
        case .text(let text, let at):
            var width: DTCGDimension?, style = "solid", color: DTCGColor?
            for word in Self.split(Substring(text), on: " ") {
                if DTCGStrokeStyle.keywords.contains(word.lowercased()) {
                    style = word.lowercased()
                } else if case .success(let found) = StudioColorReader.color(String(word)) {
                    color = found
                } else {
                    width = try dimension(.text(String(word), at))
                }
            }
            guard let width, let color else {
                throw .problem(.tokenValue, "\"\(text)\" is not a border: write a width, a style and a colour", at)
            }
            return DTCGBorder(color: color, width: width, style: .keyword(style))
        default:
            throw .problem(
                .tokenValue, "a border is an object {color, width, style}, not \(node.described)",
                node.location)
        }
    }

    /// `text` split at `separator` outside parentheses, each part trimmed, empty parts dropped.
    static func split(_ text: Substring, on separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0, start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case separator where depth == 0:
                parts.append(StudioAlias.trim(text[start..<index]))
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(StudioAlias.trim(text[start...]))
        return parts.filter { !$0.isEmpty }
    }
}
