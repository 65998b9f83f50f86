import PopskinRuntime
import PopskinSources
import PopskinTokens

extension ThemeSchema {
    /// popskin's theme format.
    public static let popskin = ThemeSchema(
        keys: fileKeys + arrowKeys + backgroundKeys + variantKeys + borderKeys + shadowKeys + contentKeys + popupKeys
            + metricsKeys)

    /// What describes one theme file and is not inherited; `ThemeDocument` reads these.
    static let fileKeys = [
        ThemeKey(
            "extends", .themeName, inherits: false,
            doc: "The parent theme: `name`, or `package/name` for a dependency's theme."),
        ThemeKey(
            "abstract", .bool, fallback: .constant(.bool(false)), inherits: false,
            doc: "An abstract theme is inherited from and never generated (nor geometry-checked)."),
        ThemeKey("description", .text, inherits: false, doc: "What the theme is for; describes this file only."),
        // Not inherited: a class names one theme, so an heir taking its parent's name would always clash with it.
        ThemeKey(
            "class-name", .text, inherits: false,
            doc: "The generated view class's Swift name, instead of the theme's name + `PopoverBackgroundView` "
                + "(a trailing `popover` word dropped); a Swift identifier, unique among the themes; this file only."),
    ]

    static let arrowKeys = [
        ThemeKey(
            "arrow", .section, doc: "The arrow: one set of metrics for all four directions, as UIKit reads them once.",
            synonyms: ["width": "base"], directional: true),
        ThemeKey(
            "arrow.base", .number(.arrowBase), .number(\.arrow.base), unit: .points, fallback: .required,
            doc: "`arrowBase()`: the arrow's width where it meets the bubble; > 0 (0 only for an arrowless popover).",
            classMetric: true, tokens: [.dimension]),
        ThemeKey(
            "arrow.height", .number(.metric), .number(\.arrow.height), unit: .points, fallback: .required,
            doc: "`arrowHeight()`: from the bubble's edge to the tip; 0 makes an arrowless popover.", classMetric: true,
            tokens: [.dimension]),
        ThemeKey(
            "arrow.shape", .choice(ArrowShape.allCases.map(\.rawValue)), .choice(\.arrow.shape),
            fallback: .constant(.word(ArrowShape.triangle.rawValue)),
            doc: "triangle, rounded (a rounded tip), or image (hand-made arrow art in `arrow.image`).",
            tokens: [.popskinExtension("arrow-shape")]),
        ThemeKey(
            "arrow.tip-radius", .number(.length), .number(\.arrow.tipRadius), unit: .points,
            fallback: .constant(.number(0)),
            doc:
                "The rounded tip's radius (shape: rounded): a fillet tangent to both sides, at most b·√(4h² + b²)/(4h).",
            shown: .when { $0.arrow.shape == .rounded || $0.arrow.tipRadius != 0 }, derivation: tipRadius),
        ThemeKey(
            "arrow.image", .image, .image(\.arrow.image),
            fallback: .requiredWhen("arrow.shape is image") { $0.arrow.shape == .image },
            doc: "Up-pointing arrow art (shape: image), relative to the theme file; @2x and @3x beside it.",
            shown: .whenSet),
        ThemeKey(
            "arrow.corner-clearance", .number(.length), .number(\.arrow.cornerClearance), unit: .points,
            fallback: .derived(from: "background.corner-radius") { .number($0.background.cornerRadius) },
            doc: "The closest the arrow's base comes to a corner; popskin's art uses at least the radius and border.",
            derivation: cornerClearance(key: "arrow.corner-clearance"), tokens: [.dimension]),
        ThemeKey(
            "arrow.overlap", .number(.offset), .number(\.arrow.overlap), unit: .points,
            fallback: .derived(from: "border.width (0 for shape: image)") {
                .number($0.arrow.shape == .image ? 0 : $0.border.width)
            },
            doc: "Hand-made art only: how far the arrow reaches over the background.", derivation: overlap,
            tokens: [.dimension]),
        ThemeKey(
            "arrow.turn", .choice(ArrowTurn.allCases.map(\.rawValue)), .choice(\.arrow.turn),
            fallback: .constant(.word(ArrowTurn.rotate.rawValue)),
            doc: "How hand-made arrow art points the other ways: rotate, or mirror (flipped, as MB flips its pin)."),
    ]

    static let backgroundKeys = [
        ThemeKey(
            "background", .section, doc: "The bubble: its corners, its fill, and hand-made art.",
            synonyms: ["color": "fill", "colour": "fill"]),
        ThemeKey(
            "background.style", .choice(BackgroundStyle.allCases.map(\.rawValue)), .choice(\.background.style),
            fallback: .constant(.word(BackgroundStyle.separate.rawValue)),
            doc: "Which form hand-made art takes: separate (a 9-slice background and an arrow) or combined (GIK).",
            tokens: [.popskinExtension("background-style")]),
        ThemeKey(
            "background.corner-radius", .numberOrWord(.length, "capsule"), cornerRadiusField, unit: .points,
            fallback: .constant(.number(0)),
            doc: "The corners' radius, or `capsule`: half the bubble's shorter side at every size.",
            tokens: [.dimension, .popskinExtension("corner-radius")]),
        ThemeKey(
            "background.fill", .color, .color(\.background.fill),
            fallback: .derived(from: "white; none (clear) under a gradient") {
                .color($0.background.gradient == nil ? .white : .clear)
            },
            doc: "The bubble's colour; under a gradient, what shows through the gradient's translucent parts.",
            derivation: { skin, _ in GradientRules.unusedFill(skin) }, tokens: [.color]),
        ThemeKey(
            "background.gradient", .gradient, .gradient(\.background.gradient),
            doc: "A linear gradient over the fill, which shows through where it is translucent.", shown: .whenSet,
            tokens: [.gradient]),
        ThemeKey(
            "background.gradient.from", .color, doc: "The first colour (with `to`; or give `stops`).",
            shown: .whenSet),
        ThemeKey("background.gradient.to", .color, doc: "The last colour.", shown: .whenSet),
        ThemeKey(
            "background.gradient.stops", .gradientStops,
            doc: "Two or more colours, each plain or `{color, at}` with `at` from 0 to 1, placed as CSS places them.",
            shown: .whenSet),
        ThemeKey(
            "background.gradient.axis", .choice(GradientAxis.allCases.map(\.rawValue)),
            fallback: .constant(.word(GradientAxis.vertical.rawValue)),
            doc: "vertical (top to bottom, angle 180) or horizontal (left to right, angle 90)."),
        ThemeKey(
            "background.gradient.angle", .number(.angle), unit: .degrees,
            fallback: .derived(from: "axis: 180 for vertical, 90 for horizontal") {
                .number($0.background.gradient?.angle ?? 180)
            },
            doc: "The gradient line's direction in degrees as CSS's linear-gradient measures it, clockwise from "
                + "\"to top\": 180 top to bottom, 90 left to right, 0 bottom to top; replaces `axis`.",
            since: "0.2.0"),
        ThemeKey(
            "background.gradient.span", .choice(GradientSpan.names), fallback: .constant(.word("view")),
            doc: "What the stops' positions are measured across: view (the whole view, arrow included) or bubble "
                + "(the bubble without its arrow: a stop at 0.5 is the bubble's middle in every direction).",
            since: "0.2.0"),
        ThemeKey(
            "background.material", .choice(SkinMaterial.allCases.map(\.rawValue)), .choice(\.background.material),
            doc: "A system material under the bubble: one of UIKit's adaptive blurs (iOS 13+), or `glass`, Liquid "
                + "Glass on iOS 26 (the regular blur before it, opaque under Reduce Transparency); a translucent "
                + "`fill` tints it.", since: "0.2.0", shown: .whenSet),
        ThemeKey(
            "background.glass-tint", .color, .color(\.background.glassTint),
            doc: "The tint of Liquid Glass (`material: glass`; UIGlassEffect's tintColor on iOS 26); none by default.",
            since: "0.2.0", shown: .whenSet, tokens: [.color]),
        ThemeKey(
            "background.image", .image, .image(\.background.image),
            doc: "A hand-made 9-slice background (style: separate), relative to the theme file.", shown: .whenSet),
        ThemeKey(
            "background.image-margin", .insets(.insetLength), .insets(\.background.imageMargin), unit: .points,
            fallback: .constant(.insets(.zero)),
            doc: "The transparent margin hand-made `background.image` keeps around its outline (a drawn-in shadow).",
            shown: .when { $0.background.image != nil || $0.background.imageMargin != .zero }),
        ThemeKey(
            "background.variants", .section,
            doc: "Hand-made combined art (style: combined), all seven variants.",
            shown: .when { !$0.background.variants.isEmpty }),
        ThemeKey(
            "background.cap-insets", .insets(.insetLength), .insets(\.background.capInsets), unit: .points,
            fallback: .derived(from: "the larger of corner-radius and border.width, rounded up") {
                .insets($0.bodyCapInsets)
            },
            doc: "Hand-made `background.image` only: its 9-slice caps in points.",
            shown: .when { $0.background.image != nil || $0.background.capInsets != $0.bodyCapInsets },
            derivation: capInsets, tokens: [.insets]),
    ]

    /// The seven variants of hand-made combined art, each `{image, cap-insets}`.
    static let variantKeys = CombinedVariantName.allCases.flatMap { variant in
        let path = "background.variants.\(variant.rawValue)"
        return [
            ThemeKey(
                path, .variantArt, .variant(variant), doc: "The `\(variant.rawValue)` image and its cap insets.",
                shown: .whenSet),
            ThemeKey("\(path).image", .image, fallback: .required, doc: "The PNG, relative to the theme file."),
            ThemeKey(
                "\(path).cap-insets", .insets(.insetLength), unit: .points, fallback: .required,
                doc: "Its 9-slice caps in points: the parts that never stretch."),
        ]
    }

    static let borderKeys = [
        ThemeKey(
            "border", .section, doc: "A stroke inside the outline; none by default (width 0).",
            presence: borderPresence, tokens: [.composite]),
        ThemeKey(
            "border.width", .numberOrWord(.stroke, "hairline"), borderWidthField, unit: .points,
            fallback: .constant(.number(1)),
            doc: "The stroke's width, inside the outline (1 when only a colour is given), or `hairline`: one device "
                + "pixel at every scale (1/scale pt)."),
        ThemeKey(
            "border.color", .color, .color(\.border.color), fallback: .constant(.color(.black)),
            doc: "The stroke's colour."),
    ]

    static let shadowKeys = [
        ThemeKey(
            "shadow", .section, doc: "One shadow of the outline (or the bubble alone), drawn by the view's layer.",
            synonyms: ["radius": "blur", "alpha": "opacity"], shown: .when { $0.shadow != nil },
            presence: shadowPresence, tokens: [.composite]),
        ThemeKey(
            "shadow.color", .color, .shadow(\.color, ThemeValue.color, \.color), fallback: .constant(.color(.black)),
            doc: "The shadow's colour."),
        ThemeKey(
            "shadow.opacity", .number(.fraction), .shadow(\.opacity, ThemeValue.number, \.number), unit: .fraction,
            fallback: .constant(.number(1)), doc: "From 0 to 1; multiplies the colour's alpha."),
        ThemeKey(
            "shadow.blur", .number(.length), .shadow(\.blur, ThemeValue.number, \.number), unit: .points,
            fallback: .constant(.number(0)), doc: "The CSS blur radius (a Gaussian of σ = blur / 2)."),
        ThemeKey(
            "shadow.offset", .pair("x", "y", .offset), shadowOffsetField, unit: .points,
            fallback: .constant(.pair(0, 0)), doc: "[x, y]: how far the shadow falls right and down."),
        ThemeKey(
            "shadow.spread", .number(.spread), .shadow(\.spread, ThemeValue.number, \.number), unit: .points,
            fallback: .constant(.number(0)),
            doc: "How far the casting shape grows (negative: shrinks) before it is blurred, as CSS's spread; the "
                + "layer's shadowPath is the shape grown by it.",
            since: "0.2.0", shown: .when { ($0.shadow?.spread ?? 0) != 0 }),
        ThemeKey(
            "shadow.covers", .choice(ShadowCover.names),
            .shadow(\.covers, { .word($0.rawValue) }, { $0.word.flatMap(ShadowCover.init) }),
            fallback: .constant(.word(ShadowCover.outline.rawValue)),
            doc: "What casts it: outline (the bubble and its arrow as one shape) or bubble (the bubble alone, as "
                + "DDPopoverBackgroundView's layer shadow: the arrow casts none).",
            since: "0.2.0", shown: .when { $0.shadow?.covers == .bubble }),
    ]

    static let contentKeys = [
        ThemeKey(
            "content", .section, doc: "The content's place in the bubble, one set for all four directions.",
            directional: true),
        ThemeKey(
            "content.insets", .insets(.insetLength), .insets(\.content.insets), unit: .points, fallback: .required,
            doc: "`contentViewInsets()`: the content's distance from the bubble's outline (UIKit adds the arrow).",
            classMetric: true, tokens: [.insets]),
        ThemeKey(
            "content.wants-default-appearance", .bool, .bool(\.content.wantsDefaultAppearance),
            fallback: .constant(.bool(true)), doc: "`wantsDefaultContentAppearance` (honoured on iOS 12 only).",
            tokens: [.popskinExtension("wants-default-appearance")]),
        ThemeKey(
            "content.clips", .bool, .bool(\.content.clips), fallback: .constant(.bool(false)),
            doc: "The content clips itself to the corners (CONTENT-INSIDE-CORNER then stays quiet)."),
    ]

    static let popupKeys = [
        ThemeKey("popup", .section, doc: "QMUIPopupContainerView-style knobs, used by the qmui generator."),
        ThemeKey(
            "popup.prefer-direction", .choice(PopupDirection.allCases.map(\.rawValue)),
            .choice(\.popup.preferDirection), fallback: .constant(.word(PopupDirection.above.rawValue)),
            doc: "Where the popup prefers to appear: above, below, left or right.",
            tokens: [.popskinExtension("prefer-direction")]),
        ThemeKey(
            "popup.distance-from-source", .number(.length), .number(\.popup.distanceFromSource),
            unit: .points, fallback: .constant(.number(5)), doc: "The gap between the arrow's tip and its source."),
        ThemeKey(
            "popup.safety-margins", .insets(.insetLength), .insets(\.popup.safetyMargins), unit: .points,
            fallback: .constant(.insets(SkinInsets(all: 10))),
            doc: "How close the popup may come to the screen's edges."),
        ThemeKey(
            "popup.minimum-size", .pair("width", "height", .popupSize), .size(\.popup.minimumSize), unit: .points,
            fallback: .constant(.pair(0, 0)), doc: "[width, height]: the smallest popup (ARROW-FITS-CORNERS uses it)."),
        ThemeKey(
            "popup.maximum-size", .pair("width", "height", .popupSizeOrNone), .size(\.popup.maximumSize), unit: .points,
            fallback: .constant(.pair(.infinity, .infinity)),
            doc: "[width, height]: the largest popup; `.inf` for none."),
        ThemeKey(
            "popup.dimming", .color, .color(\.popup.dimming),
            fallback: .constant(.color(SkinColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x59))),
            doc: "The colour laid over the screen behind the popup."),
        ThemeKey(
            "popup.highlighted-fill", .color, .color(\.popup.highlightedFill),
            doc: "The bubble's colour while pressed; none by default."),
    ]

    /// What popskin works out from the keys; `theme show` prints it and `theme explain` says how.
    static let metricsKeys = [
        ThemeKey("metrics", .section, doc: "Values popskin works out (printed by `theme show`, never written)."),
        ThemeKey(
            "metrics.corner-clearance", .computed, clearanceField,
            unit: .points, doc: "The corner clearance in effect.",
            derivation: cornerClearance(key: "metrics.corner-clearance")),
        ThemeKey(
            "metrics.minimum-popover-side", .computed,
            minimumSideField, unit: .points,
            doc: "The smallest popover side that keeps the arrow clear of the corners.", derivation: minimumSide),
    ]
}

/// The bounds of every number the format takes, declared once here. They are far beyond any popover UIKit shows (the
/// largest screen, a 13-inch iPad's, is 1376 pt long; arrows, corners and insets are tens of points) and small enough
/// that everything made of them stays finite and drawable: popskin's largest image, the body at 3x, is
/// (2 × 1000 + 1) × 3 = 6003 px a side and an arrow column (1000 + 2 × 100 + 1) × 3 = 3603 px, both within the
/// renderer's 8192 (`PixelSize.maximum`), so no number a theme gives reaches a pixel count that cannot be drawn.
extension NumberRange {
    /// The longest length a theme gives, in points: arrows, corners, insets, blur, offsets.
    public static let maximumLength = 1000.0
    /// The longest side of a popup's `minimum-size` or `maximum-size`, in points: beyond any screen, Mac and visionOS
    /// windows included.
    public static let maximumPopupSide = 10_000.0

    /// A gradient's angle in degrees: one turn either way.
    static let angle = NumberRange(minimum: -360, maximum: 360)
    /// shadow.spread: ±100 pt, a tenth of a length either way (it grows the shadow on every side).
    static let spread = NumberRange(minimum: -maximumLength / 10, maximum: maximumLength / 10)
    /// A length: 0 to `maximumLength`.
    public static let length = NumberRange(minimum: 0, maximum: maximumLength)
    /// A side of insets, reported as BAD-INSETS.
    public static let insetLength = NumberRange(minimum: 0, maximum: maximumLength, id: .badInsets)
    /// An offset either way: ±`maximumLength`.
    public static let offset = NumberRange(minimum: -maximumLength, maximum: maximumLength)
    /// border.width: 0 to 100, a tenth of a length (it is drawn on both sides of the arrow column).
    static let stroke = NumberRange(minimum: 0, maximum: maximumLength / 10)
    /// arrow.height: a length, reported as FIXED-ARROW-METRICS.
    static let metric = NumberRange(minimum: 0, maximum: maximumLength, id: .fixedArrowMetrics)
    /// arrow.base: a length, > 0 but 0 with an arrowless popover's height 0 (`SkinDecoder` checks that part).
    static let arrowBase = NumberRange(
        minimum: 0, maximum: maximumLength, id: .fixedArrowMetrics,
        wording: "a number from 0 to \(ValueText.number(maximumLength)), greater than 0 (0 only for an arrowless "
            + "popover, whose arrow.height is 0)")
    /// A popup's side: 0 to `maximumPopupSide`.
    static let popupSize = NumberRange(minimum: 0, maximum: maximumPopupSide)
    /// A popup's side, or `.inf` for none.
    static let popupSizeOrNone = NumberRange(minimum: 0, maximum: maximumPopupSide, allowsInfinity: true)
}

extension SkinColor {
    static let white = SkinColor(red: 1, green: 1, blue: 1)
    static let black = SkinColor(red: 0, green: 0, blue: 0)
    static let clear = SkinColor(red: 0, green: 0, blue: 0, alpha: 0)
}
