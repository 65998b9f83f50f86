import PopskinCore
import PopskinRuntime

/// The runtime's `PopoverSkin` values as Swift expressions: what the generated registry holds is the value the
/// images were built from and `theme check` measured.
enum SwiftSkinExpression {
    static func skin(_ skin: PopoverSkin, indent: String) -> String {
        let n = ValueText.number
        let a = skin.arrow
        let fields = [
            "name: \(SwiftLiteral.string(skin.name))",
            "arrow: ArrowMetrics(base: \(n(a.base)), height: \(n(a.height)), cornerClearance: \(n(a.cornerClearance)), "
                + "overlap: \(n(a.overlap)))",
            "tipRadius: \(n(skin.tipRadius))",
            "contentInsets: \(insets(skin.contentInsets))",
            "wantsDefaultContentAppearance: \(skin.wantsDefaultContentAppearance)",
            "cornerRadius: \(skin.cornerRadius.isInfinite ? ".infinity" : n(skin.cornerRadius))",
            "fill: \(color(skin.fill))",
            "gradient: \(skin.gradient.map(gradient) ?? "nil")",
            "borderWidth: \(n(skin.borderWidth))",
            "borderColor: \(color(skin.borderColor))",
            "shadow: \(skin.shadow.map(shadow) ?? "nil")",
            "art: \(art(skin.art, indent: indent + "    "))",
        ]
        return "PopoverSkin(\n" + fields.map { indent + "    " + $0 }.joined(separator: ",\n") + ")"
    }

    static func insets(_ i: SkinInsets) -> String {
        let n = ValueText.number
        return "SkinInsets(top: \(n(i.top)), left: \(n(i.left)), bottom: \(n(i.bottom)), right: \(n(i.right)))"
    }

    /// A colour, with the appearances it sets (`appearances: [.dark: …]`) when it varies.
    static func color(_ c: SkinColor) -> String {
        let (plain, changed) = SwiftExpression.colors(c, type: "SkinColor")
        guard !changed.isEmpty else { return plain }
        let entries = changed.map { ".\($0.name): \($0.expression)" }
        return plain.dropLast() + ", appearances: [" + entries.joined(separator: ", ") + "])"
    }

    static func gradient(_ g: SkinGradient) -> String {
        let stops = g.stops.map {
            "SkinGradientStop(location: \(ValueText.number($0.location)), color: \(color($0.color)))"
        }
        return "SkinGradient(stops: [\(stops.joined(separator: ", "))], isVertical: \(g.isVertical))"
    }

    static func shadow(_ s: SkinShadow) -> String {
        let n = ValueText.number
        return "SkinShadow(color: \(color(s.color)), opacity: \(n(s.opacity)), blur: \(n(s.blur)), "
            + "offsetX: \(n(s.offsetX)), offsetY: \(n(s.offsetY)))"
    }

    static func art(_ art: PopoverArt, indent: String) -> String {
        switch art {
        case .drawn(let drawn):
            return ".drawn(DrawnArt(imagePrefix: \(SwiftLiteral.string(drawn.imagePrefix)), "
                + "capInsets: \(insets(drawn.capInsets)), columnEdgeCap: \(ValueText.number(drawn.columnEdgeCap))))"
        case .separate(let separate):
            return ".separate(SeparateArt(\n"
                + [
                    "backgroundImageName: \(SwiftLiteral.string(separate.backgroundImageName))",
                    "capInsets: \(insets(separate.capInsets))",
                    "margins: \(insets(separate.margins))",
                    "arrowImagePrefix: \(SwiftLiteral.string(separate.arrowImagePrefix))",
                ].map { indent + "    " + $0 }.joined(separator: ",\n") + "))"
        case .vector:
            return ".vector"
        case .combined(let set):
            let n = ValueText.number
            let members = [
                ("up", set.up), ("upRight", set.upRight), ("down", set.down), ("downRight", set.downRight),
                ("side", set.side), ("sideTop", set.sideTop), ("sideBottom", set.sideBottom),
            ]
            .map { label, art -> String in
                "\(label): CombinedArt(imageName: \(SwiftLiteral.string(art.imageName)), width: \(n(art.width)), "
                    + "height: \(n(art.height)), capInsets: \(insets(art.capInsets)), arrowStart: \(n(art.arrowStart)))"
            }
            return ".combined(CombinedArtSet(\n" + members.map { indent + "    " + $0 }.joined(separator: ",\n") + "))"
        }
    }
}
