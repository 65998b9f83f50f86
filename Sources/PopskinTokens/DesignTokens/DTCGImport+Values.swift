import PopskinRuntime
import PopskinSources

/// Each DTCG value in the form a theme file writes it, with what popskin cannot draw of it.
extension DTCGImport {
    struct Converted {
        var node: YAMLNode
        var problems: [UseProblem] = []
    }

    func convert(_ token: DTCGTokenSet.Token) -> Converted {
        let at = token.definition.valueNode.location
        switch token.value {
        case .color(let color): return self.color(color, at: at)
        case .dimension(let dimension): return self.dimension(dimension, at: at)
        case .number(let number): return Converted(node: Self.number(number, at: at))
        case .shadow(let layers, _): return shadow(layers, at: at)
        case .border(let border): return self.border(border, at: at)
        case .gradient(let stops): return gradient(stops, at: at)
        case .spacing(let sides): return spacing(sides, at: at)
        default:
            return Converted(
                node: YAMLNode(.scalar("", isPlain: true), at: at),
                problems: [
                    .typeWithoutPlace(
                        "is \(token.type.noun) token, which nothing in a popover skin takes (colors, dimensions, "
                            + "numbers, shadows, borders and gradients do)")
                ])
        }
    }

    /// An sRGB colour; a colour outside sRGB is drawn as CSS Color 4's gamut mapping fits it. A Display P3 colour
    /// stays Display P3: the colour sets and the Swift show it on wide-gamut screens, and only the PNGs draw its sRGB
    /// rendering. Typed (`YAMLNode.typed`), to 1/1000000 a channel: the colour reaches the generated code as the
    /// file says it, not cut to the bytes of a hex string.
    func color(_ color: DTCGColor, at location: SourceLocation) -> Converted {
        let space: ColorConversion.Destination = color.space == .displayP3 ? .displayP3 : .sRGB
        var (channels, inGamut) = ColorConversion.convert(color.space, color.components, to: space)
        var alpha = color.alpha
        if space == .sRGB, let bytes = Self.hexBytes(color.hex, agreeingWith: channels) {
            // A file that gives the hex its components round to speaks in bytes (popskin's own `tokens` output
            // writes a byte to three decimals): the bytes are exact, and so is an alpha that is one.
            channels = bytes
            if abs((alpha * 255).rounded() / 255 - alpha) <= 0.0005 { alpha = (alpha * 255).rounded() / 255 }
        }
        let skin = SkinColor(
            red: SkinColor.rounded(channels[0]), green: SkinColor.rounded(channels[1]),
            blue: SkinColor.rounded(channels[2]), alpha: SkinColor.rounded(alpha),
            space: space == .displayP3 ? .displayP3 : .sRGB)
        var converted = Converted(node: Self.node(skin, at: location))
        if space == .displayP3 {
            // The colour sets and the Swift keep Display P3; the drawn images are sRGB, and say so once per colour.
            let (rendered, fits) = ColorConversion.convert(color.space, color.components, to: .sRGB)
            if !fits {
                let drawn = SkinColor(red: rendered[0], green: rendered[1], blue: rendered[2])
                converted.problems.append(
                    UseProblem(
                        .note, .colorP3Images,
                        "is Display P3 outside sRGB: the colour sets and the generated Swift keep it, and the drawn "
                            + "images, which are sRGB, show \(drawn.hex) (CSS Color 4's gamut mapping)"))
            }
        }
        // Mapped within a just noticeable difference, and to the file's own fallback when it gives one: unseen.
        if !inGamut, Self.isSeen(color, mappedTo: channels, in: space, drawn: skin) {
            let written = color.components.map { $0.map(ValueText.channel) ?? "none" }.joined(separator: " ")
            converted.problems.append(
                UseProblem(
                    .warning, .colorGamut,
                    "is \(color.space.rawValue) \(written), outside sRGB; it is drawn as \(skin.text), the nearest "
                        + "colour CSS Color 4's gamut mapping finds"))
        }
        return converted
    }

    /// Whether a colour mapped into `space` looks other than written: a just noticeable difference (ΔEOK 0.02) or
    /// more from it, or other than the file's own hex fallback. Asked only of colours outside the gamut.
    static func isSeen(
        _ color: DTCGColor, mappedTo channels: [Double], in space: ColorConversion.Destination, drawn: SkinColor
    )
        -> Bool
    {
        let distance = ColorConversion.distance(from: color.space, color.components, to: channels, in: space)
        let fallback = color.hex.flatMap { SkinColor(hex: $0) }
        return distance >= GamutMapping.jnd || (fallback.map { $0.opaqueHex != drawn.opaqueHex } ?? false)
    }

    /// The channels of `hex` (`#rrggbb`), each a byte over 255, when `channels` are each within half a thousandth of
    /// them; nil otherwise.
    static func hexBytes(_ hex: String?, agreeingWith channels: [Double]) -> [Double]? {
        guard let hex, hex.utf8.count == 7, let color = SkinColor(hex: hex) else { return nil }
        let bytes = [color.red, color.green, color.blue]
        return zip(bytes, channels).allSatisfy { abs($0 - $1) <= 0.0005 } ? bytes : nil
    }

    /// A colour as a node: the text a theme would write, carrying the colour itself.
    static func node(_ color: SkinColor, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(color.text, isPlain: false), at: location, typed: TypedScalar(color))
    }

    func dimension(_ dimension: DTCGDimension, at location: SourceLocation) -> Converted {
        switch dimension.unit {
        case .px: return Converted(node: Self.number(dimension.value, at: location))
        case .rem:
            guard let remBase else {
                return Converted(
                    node: Self.number(0, at: location),
                    problems: [
                        UseProblem(
                            .error, .tokenUnusable,
                            "is \(ValueText.number(dimension.value)) rem, and its token source says no rem base: add "
                                + "`rem: 16` (points per rem) to its entry under tokens in popskin.yaml")
                    ])
            }
            return Converted(node: Self.number(dimension.value * remBase, at: location))
        }
    }

    /// CSS's one to four sides as popskin's insets mapping (`{top, left, bottom, right}`), so no order is guessed.
    func spacing(_ sides: [DTCGDimension], at location: SourceLocation) -> Converted {
        let converted = sides.map { dimension($0, at: location) }
        if let failed = converted.first(where: { !$0.problems.isEmpty }) { return failed }
        let values = converted.map(\.node)
        let (top, right, bottom, left): (YAMLNode, YAMLNode, YAMLNode, YAMLNode) =
            switch values.count {
            case 1: (values[0], values[0], values[0], values[0])
            case 2: (values[0], values[1], values[0], values[1])
            case 3: (values[0], values[1], values[2], values[1])
            default: (values[0], values[1], values[2], values[3])
            }
        return Converted(
            node: Self.mapping([("top", top), ("left", left), ("bottom", bottom), ("right", right)], at: location))
    }

    /// popskin's shadow (`{color, opacity, blur, offset}`): one layer drawn by the view's layer, outside the outline.
    func shadow(_ layers: [DTCGShadow], at location: SourceLocation) -> Converted {
        let layer = layers[0]
        let color = self.color(layer.color, at: location)
        let parts = [layer.offsetX, layer.offsetY, layer.blur].map { self.dimension($0, at: location) }
        var converted = Converted(
            node: Self.mapping(
                [
                    ("color", color.node), ("blur", parts[2].node),
                    ("offset", YAMLNode(.sequence([parts[0].node, parts[1].node]), at: location)),
                ], at: location),
            problems: color.problems + parts.flatMap(\.problems))
        if layers.count > 1 {
            converted.problems.append(
                UseProblem(
                    .warning, .tokenLossy,
                    "holds \(layers.count) shadows; a popover's layer draws one, so only the first is drawn"))
        }
        if layer.spread.value != 0 {
            converted.problems.append(
                UseProblem(
                    .warning, .tokenLossy,
                    "has a spread of \(ValueText.number(layer.spread.value)) \(layer.spread.unit.rawValue), which a "
                        + "layer's shadow cannot draw; it is drawn without"))
        }
        if layer.inset {
            converted.problems.append(
                UseProblem(
                    .error, .tokenUnusable,
                    "is an inset shadow; popskin draws the popover's shadow outside its outline"))
        }
        return converted
    }

    /// popskin's border (`{width, color}`): a solid line inside the outline.
    func border(_ border: DTCGBorder, at location: SourceLocation) -> Converted {
        let color = self.color(border.color, at: location), width = dimension(border.width, at: location)
        var converted = Converted(
            node: Self.mapping([("width", width.node), ("color", color.node)], at: location),
            problems: width.problems + color.problems)
        let style: String
        switch border.style {
        case .keyword(let keyword): style = keyword
        case .dashes: style = "dashed (a dash array)"
        }
        if style != "solid" {
            converted.problems.append(
                UseProblem(.warning, .tokenLossy, "has the style \(style); popskin draws borders solid"))
        }
        return converted
    }

    /// popskin's gradient (`{stops: [{color, at}]}`), top to bottom unless the theme says `axis`.
    /// The stops as a gradient's `stops:` takes them (`gradient: {stops: "{brand.sheen}", axis: …}`): DTCG's gradient
    /// is the list, and the axis is the theme's.
    func gradient(_ stops: [DTCGGradientStop], at location: SourceLocation) -> Converted {
        guard stops.count >= 2 else {
            return Converted(
                node: YAMLNode(.scalar("", isPlain: true), at: location),
                problems: [UseProblem(.error, .tokenUnusable, "has one stop; a gradient is drawn from two or more")])
        }
        var problems: [UseProblem] = []
        let list = stops.map { stop -> YAMLNode in
            let color = self.color(stop.color, at: location)
            problems += color.problems.filter { !problems.contains($0) }
            return Self.mapping(
                [("color", color.node), ("at", Self.number(min(1, max(0, stop.position)), at: location))], at: location)
        }
        return Converted(node: YAMLNode(.sequence(list), at: location), problems: problems)
    }

    static func number(_ value: Double, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(ValueText.exact(value), isPlain: true), at: location)
    }

    static func mapping(_ pairs: [(String, YAMLNode)], at location: SourceLocation) -> YAMLNode {
        YAMLNode(
            .mapping(
                pairs.map { YAMLNode.Pair(key: YAMLNode(.scalar($0.0, isPlain: true), at: location), value: $0.1) }),
            at: location)
    }
}
