import PopskinCore
import PopskinRuntime
import PopskinSources

extension SkinTemplateContext {
    /// Which images: exactly one of `drawn`, `separate`, `combined` is present, or `vector` is true; `expression` is
    /// the `PopoverArt` case whole. `indent`: where the arguments of a case written on several lines (separate and
    /// combined art) start.
    static func art(_ art: PopoverArt, indent: String) -> Composite {
        var (drawn, separate, combined): (TemplateRecord?, TemplateRecord?, TemplateRecord?) = (nil, nil, nil)
        let expression: String
        switch art {
        case .drawn(let art):
            let (prefix, capInsets) = (SwiftLiteral.string(art.imagePrefix), insets(art.capInsets))
            let columnEdgeCap = ValueText.number(art.columnEdgeCap)
            // Written only when set, so skins without it keep their expression.
            let perDirection = art.bodyPerDirection ? ", bodyPerDirection: true" : ""
            expression =
                ".drawn(DrawnArt(imagePrefix: \(prefix), capInsets: \(capInsets.expression), "
                + "columnEdgeCap: \(columnEdgeCap)\(perDirection)))"
            drawn = [
                "imagePrefix": .text(prefix), "capInsets": .record(capInsets.record),
                "columnEdgeCap": .text(columnEdgeCap), "bodyPerDirection": .flag(art.bodyPerDirection),
            ]
        case .separate(let art):
            let (background, arrows) = (
                SwiftLiteral.string(art.backgroundImageName), SwiftLiteral.string(art.arrowImagePrefix)
            )
            let (capInsets, margins) = (insets(art.capInsets), insets(art.margins))
            let arguments = [
                "backgroundImageName: \(background)", "capInsets: \(capInsets.expression)",
                "margins: \(margins.expression)", "arrowImagePrefix: \(arrows)",
            ]
            expression = "." + call("separate(SeparateArt", arguments, indent: indent) + ")"
            separate = [
                "backgroundImageName": .text(background), "capInsets": .record(capInsets.record),
                "margins": .record(margins.record), "arrowImagePrefix": .text(arrows),
            ]
        case .combined(let set):
            let labels = ["up", "upRight", "down", "downRight", "side", "sideTop", "sideBottom"]
            let variants = zip(labels, CombinedVariantName.allCases).map { variant($0, set[$1]) }
            expression = "." + call("combined(CombinedArtSet", variants.map(\.expression), indent: indent) + ")"
            combined = ["variants": .list(variants.map(\.record))]
        case .vector:
            expression = ".vector"
        }
        return (
            [
                "drawn": .record(drawn), "separate": .record(separate), "combined": .record(combined),
                "vector": .flag(art == .vector), "expression": .text(expression),
            ], expression
        )
    }

    /// One of the seven variants of combined art, with its `label` (`up`, `upRight`…); its expression is the
    /// labelled argument of `CombinedArtSet`.
    private static func variant(_ label: String, _ art: CombinedArt) -> Composite {
        let n = ValueText.number
        let (imageName, width, height) = (SwiftLiteral.string(art.imageName), n(art.width), n(art.height))
        let (capInsets, arrowStart) = (insets(art.capInsets), n(art.arrowStart))
        let expression =
            "CombinedArt(imageName: \(imageName), width: \(width), height: \(height), "
            + "capInsets: \(capInsets.expression), arrowStart: \(arrowStart))"
        return (
            [
                "label": .text(label), "imageName": .text(imageName), "width": .text(width),
                "height": .text(height), "capInsets": .record(capInsets.record), "arrowStart": .text(arrowStart),
                "expression": .text(expression),
            ], "\(label): \(expression)"
        )
    }
}
