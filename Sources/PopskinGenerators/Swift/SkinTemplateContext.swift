import PopskinCore
import PopskinRuntime

/// What the Swift templates see of one skin (`{{#skins}}…{{skin.…}}`): the runtime's `PopoverSkin` field by field,
/// every leaf already a Swift literal, so a project's template can lay the value out as it likes. The fields are
/// documented in docs/generators.md ("Template context").
struct SkinTemplateContext {
    /// `"mb-red"`: the theme's name.
    let name: String
    let arrow: ArrowContext
    let tipRadius: String
    let contentInsets: InsetsContext
    /// `true` or `false`.
    let wantsDefaultContentAppearance: String
    /// A number, or `.infinity` for a capsule.
    let cornerRadius: String
    let fill: ColorContext
    /// Absent (a false section) without a gradient.
    let gradient: GradientContext?
    let borderWidth: String
    let borderColor: ColorContext
    /// Absent without a shadow the layer draws.
    let shadow: ShadowContext?
    let art: ArtContext

    init(_ skin: PopoverSkin) {
        let n = ValueText.number
        name = SwiftLiteral.string(skin.name)
        arrow = ArrowContext(
            base: n(skin.arrow.base), height: n(skin.arrow.height), cornerClearance: n(skin.arrow.cornerClearance),
            overlap: n(skin.arrow.overlap))
        tipRadius = n(skin.tipRadius)
        contentInsets = InsetsContext(skin.contentInsets)
        wantsDefaultContentAppearance = String(skin.wantsDefaultContentAppearance)
        cornerRadius = skin.cornerRadius.isInfinite ? ".infinity" : n(skin.cornerRadius)
        fill = ColorContext(skin.fill)
        gradient = skin.gradient.map(GradientContext.init)
        borderWidth = n(skin.borderWidth)
        borderColor = ColorContext(skin.borderColor)
        shadow = skin.shadow.map(ShadowContext.init)
        art = ArtContext(skin.art)
    }

    struct ArrowContext {
        let base, height, cornerClearance, overlap: String
    }

    struct InsetsContext {
        let top, left, bottom, right: String

        init(_ insets: SkinInsets) {
            let n = ValueText.number
            (top, left, bottom, right) = (n(insets.top), n(insets.left), n(insets.bottom), n(insets.right))
        }
    }

    /// A colour: each channel an exact fraction of 255 (`59 / 255`), the appearances that change it, and the whole
    /// `SkinColor(…)` expression as `expression`.
    struct ColorContext {
        let red, green, blue, alpha: String
        /// Each appearance that changes the colour: `name` (`dark`, `lightHighContrast`…) and its `color`.
        let appearances: [AppearanceColor]
        let expression: String

        struct AppearanceColor {
            let name: String
            let expression: String
        }

        init(_ color: SkinColor) {
            let plain = color.resolved(for: nil).bytes
            (red, green, blue, alpha) = (
                SwiftExpression.channel(plain.red), SwiftExpression.channel(plain.green),
                SwiftExpression.channel(plain.blue), SwiftExpression.channel(plain.alpha)
            )
            let (any, changed) = SwiftExpression.colors(color, type: "SkinColor")
            appearances = changed.map { AppearanceColor(name: $0.name, expression: $0.expression) }
            let entries = changed.map { ".\($0.name): \($0.expression)" }
            expression =
                entries.isEmpty ? any : any.dropLast() + ", appearances: [" + entries.joined(separator: ", ") + "])"
        }
    }

    struct GradientContext {
        let stops: [Stop]
        /// `true` for top to bottom, `false` for left to right.
        let isVertical: String

        struct Stop {
            let location: String
            let color: ColorContext
        }

        init(_ gradient: SkinGradient) {
            stops = gradient.stops.map { Stop(location: ValueText.number($0.location), color: ColorContext($0.color)) }
            isVertical = String(gradient.isVertical)
        }
    }

    struct ShadowContext {
        let color: ColorContext
        let opacity, blur, offsetX, offsetY: String

        init(_ shadow: SkinShadow) {
            let n = ValueText.number
            color = ColorContext(shadow.color)
            (opacity, blur, offsetX, offsetY) = (
                n(shadow.opacity), n(shadow.blur), n(shadow.offsetX), n(shadow.offsetY)
            )
        }
    }

    /// Which images: exactly one of `drawn`, `separate`, `combined` is present, or `vector` is true.
    struct ArtContext {
        let drawn: Drawn?
        let separate: Separate?
        let combined: Combined?
        let vector: Bool

        struct Drawn {
            let imagePrefix: String
            let capInsets: InsetsContext
            let columnEdgeCap: String
        }

        struct Separate {
            let backgroundImageName: String
            let capInsets: InsetsContext
            let margins: InsetsContext
            let arrowImagePrefix: String
        }

        /// The seven variants, in `CombinedArtSet`'s order, each with its `label` (`up`, `upRight`…).
        struct Combined {
            let variants: [Variant]

            struct Variant {
                let label: String
                let imageName: String
                let width, height: String
                let capInsets: InsetsContext
                let arrowStart: String
            }
        }

        init(_ art: PopoverArt) {
            let n = ValueText.number
            var (drawn, separate, combined, vector): (Drawn?, Separate?, Combined?, Bool) = (nil, nil, nil, false)
            switch art {
            case .drawn(let art):
                drawn = Drawn(
                    imagePrefix: SwiftLiteral.string(art.imagePrefix), capInsets: InsetsContext(art.capInsets),
                    columnEdgeCap: n(art.columnEdgeCap))
            case .separate(let art):
                separate = Separate(
                    backgroundImageName: SwiftLiteral.string(art.backgroundImageName),
                    capInsets: InsetsContext(art.capInsets), margins: InsetsContext(art.margins),
                    arrowImagePrefix: SwiftLiteral.string(art.arrowImagePrefix))
            case .combined(let set):
                let labels = ["up", "upRight", "down", "downRight", "side", "sideTop", "sideBottom"]
                combined = Combined(
                    variants: zip(labels, CombinedVariantName.allCases).map { label, variant in
                        let art = set[variant]
                        return Combined.Variant(
                            label: label, imageName: SwiftLiteral.string(art.imageName), width: n(art.width),
                            height: n(art.height), capInsets: InsetsContext(art.capInsets),
                            arrowStart: n(art.arrowStart))
                    })
            case .vector:
                vector = true
            }
            (self.drawn, self.separate, self.combined, self.vector) = (drawn, separate, combined, vector)
        }
    }
}
