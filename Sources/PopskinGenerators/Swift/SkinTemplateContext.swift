import PopskinCore
import PopskinRuntime
import PopskinSources

/// What the Swift templates see of one skin (`{{#skins}}…{{skin.…}}`): the runtime's `PopoverSkin` field by field,
/// every leaf already a Swift literal, and each composite value also whole as `expression`, so a template can write
/// the value as it is or lay its fields out as it likes. The fields are documented in docs/generators.md
/// ("Template context"), and `SkinTemplateContextTests` lays them out as the expressions do.
enum SkinTemplateContext {
    static func record(_ skin: PopoverSkin) -> TemplateRecord {
        let n = ValueText.number
        let name = SwiftLiteral.string(skin.name)
        let (arrow, insets) = (self.arrow(skin.arrow), self.insets(skin.contentInsets))
        let cornerRadius = skin.cornerRadius.isInfinite ? ".infinity" : n(skin.cornerRadius)
        let (fill, borderColor) = (color(skin.fill), color(skin.borderColor))
        let (gradient, shadow) = (skin.gradient.map(self.gradient), skin.shadow.map(self.shadow))
        let art = self.art(skin.art, indent: "            ")
        // Written only for a hairline, so other skins keep their expression.
        let width = "borderWidth: \(n(skin.borderWidth))" + (skin.hairlineBorder ? ", hairlineBorder: true" : "")
        // The case's Swift name (`.ultraThin`) and glass's tint; written only when there is one, so skins without
        // keep their text.
        let material = skin.material.map { ".\($0)" }
        let glassTint = skin.glassTint.map(color)
        let expression = call(
            "PopoverSkin",
            [
                "name: \(name)", "arrow: \(arrow.expression)", "tipRadius: \(n(skin.tipRadius))",
                "contentInsets: \(insets.expression)",
                "wantsDefaultContentAppearance: \(skin.wantsDefaultContentAppearance)",
                "cornerRadius: \(cornerRadius)", "fill: \(fill.expression)",
                "gradient: \(gradient?.expression ?? "nil")", width,
                "borderColor: \(borderColor.expression)", "shadow: \(shadow?.expression ?? "nil")",
                "art: \(art.expression)",
            ] + (material.map { ["material: \($0)"] } ?? [])
                + (glassTint.map { ["glassTint: \($0.expression)"] } ?? []), indent: "        ")
        return [
            "name": .text(name), "arrow": .record(arrow.record), "tipRadius": .text(n(skin.tipRadius)),
            "contentInsets": .record(insets.record),
            "wantsDefaultContentAppearance": .text(String(skin.wantsDefaultContentAppearance)),
            "cornerRadius": .text(cornerRadius), "fill": .record(fill.record),
            "gradient": .record(gradient?.record), "borderWidth": .text(n(skin.borderWidth)),
            "hairlineBorder": .flag(skin.hairlineBorder),
            "borderColor": .record(borderColor.record), "shadow": .record(shadow?.record), "art": .record(art.record),
            "material": .text(material ?? "nil"), "glassTint": .record(glassTint?.record),
            "expression": .text(expression),
        ]
    }

    /// A composite value's record, with its `expression` also at hand for the expression of what holds it.
    typealias Composite = (record: TemplateRecord, expression: String)

    /// `type(` and the arguments, each on its own line at `indent`, then `)`.
    static func call(_ type: String, _ arguments: [String], indent: String) -> String {
        "\(type)(\n" + arguments.map { indent + $0 }.joined(separator: ",\n") + ")"
    }

    static func arrow(_ arrow: ArrowMetrics) -> Composite {
        let n = ValueText.number
        let (base, height) = (n(arrow.base), n(arrow.height))
        let (clearance, overlap) = (n(arrow.cornerClearance), n(arrow.overlap))
        let expression =
            "ArrowMetrics(base: \(base), height: \(height), cornerClearance: \(clearance), overlap: \(overlap))"
        return (
            [
                "base": .text(base), "height": .text(height), "cornerClearance": .text(clearance),
                "overlap": .text(overlap), "expression": .text(expression),
            ], expression
        )
    }

    static func insets(_ insets: SkinInsets) -> Composite {
        let n = ValueText.number
        let (top, left, bottom, right) = (n(insets.top), n(insets.left), n(insets.bottom), n(insets.right))
        let expression = "SkinInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
        return (
            [
                "top": .text(top), "left": .text(left), "bottom": .text(bottom), "right": .text(right),
                "expression": .text(expression),
            ], expression
        )
    }

    /// A colour: each channel an exact fraction of 255 (`59 / 255`; a decimal in Display P3), its `space`, the appearances that change it (`name`, such as
    /// `dark`, and `expression`), and the whole `SkinColor(…)` with its appearances as `expression`.
    static func color(_ color: SkinColor) -> Composite {
        let plain = SwiftExpression.channels(color.resolved(for: nil))
        let (any, changed) = SwiftExpression.colors(color, type: "SkinColor")
        let entries = changed.map { ".\($0.name): \($0.expression)" }
        let expression =
            entries.isEmpty ? any : any.dropLast() + ", appearances: [" + entries.joined(separator: ", ") + "])"
        return (
            [
                "red": .text(plain.red), "green": .text(plain.green), "blue": .text(plain.blue),
                "alpha": .text(plain.alpha), "space": .text(color.space.rawValue),
                "appearances": .list(changed.map { ["name": .text($0.name), "expression": .text($0.expression)] }),
                "expression": .text(expression),
            ], expression
        )
    }

    /// `stops` (`location` and `color`), `angle` (CSS degrees), `span` (`.bubble` or `.view`) and `isVertical`
    /// (`true` for top to bottom across the view, kept for older templates). The expression always writes the angle
    /// and span: a template that writes `isVertical` alone would lose a bubble span or a slanted angle.
    static func gradient(_ gradient: SkinGradient) -> Composite {
        let stops = gradient.stops.map { (location: ValueText.number($0.location), color: color($0.color)) }
        let list = stops.map { "SkinGradientStop(location: \($0.location), color: \($0.color.expression))" }
        let (angle, span) = (ValueText.number(gradient.angle), ".\(gradient.span.rawValue)")
        let vertical = gradient.span == .view && gradient.angle == 180
        let expression = "SkinGradient(stops: [\(list.joined(separator: ", "))], angle: \(angle), span: \(span))"
        return (
            [
                "stops": .list(stops.map { ["location": .text($0.location), "color": .record($0.color.record)] }),
                "isVertical": .text(String(vertical)), "angle": .text(angle), "span": .text(span),
                "expression": .text(expression),
            ], expression
        )
    }

    static func shadow(_ shadow: SkinShadow) -> Composite {
        let n = ValueText.number
        let color = self.color(shadow.color)
        let (opacity, blur) = (n(shadow.opacity), n(shadow.blur))
        let (offsetX, offsetY) = (n(shadow.offsetX), n(shadow.offsetY))
        let (spread, covers) = (n(shadow.spread), ".\(shadow.covers.rawValue)")
        let expression =
            "SkinShadow(color: \(color.expression), opacity: \(opacity), blur: \(blur), offsetX: \(offsetX), "
            + "offsetY: \(offsetY), spread: \(spread), covers: \(covers))"
        return (
            [
                "color": .record(color.record), "opacity": .text(opacity), "blur": .text(blur),
                "offsetX": .text(offsetX), "offsetY": .text(offsetY), "spread": .text(spread),
                "covers": .text(covers), "expression": .text(expression),
            ], expression
        )
    }
}
