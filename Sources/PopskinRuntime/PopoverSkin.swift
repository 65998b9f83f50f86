import Foundation

/// The RGB space a colour's channels are in.
public nonisolated enum SkinColorSpace: String, Hashable, Sendable {
    case sRGB = "srgb"
    /// Display P3: wider than sRGB, shown as it is on the screens of recent iPhones and iPads.
    case displayP3 = "display-p3"
}

/// A colour as RGBA channels from 0 to 1 in `space`, with what it is under other appearances.
public nonisolated struct SkinColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public var space: SkinColorSpace
    /// The colour under the appearances that set their own (plain colours, without appearances of their own). An
    /// appearance not here falls back along `SkinAppearance.fallback`, ending at this colour.
    public var appearances: [SkinAppearance: SkinColor]

    public init(
        red: Double, green: Double, blue: Double, alpha: Double = 1, space: SkinColorSpace = .sRGB,
        appearances: [SkinAppearance: SkinColor] = [:]
    ) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (self.space, self.appearances) = (space, appearances)
    }

    /// The plain colour `appearance` shows (nil: any appearance, the light one where nothing says otherwise).
    public func resolved(for appearance: SkinAppearance?) -> SkinColor {
        for current in appearance?.fallbackChain ?? [] {
            if let value = appearances[current] { return value.resolved(for: nil) }
        }
        return SkinColor(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }

    /// Differs between appearances.
    public var isDynamic: Bool { !appearances.isEmpty }

    /// The appearances whose colour is not what they fall back to: the ones a catalog entry or a dynamic colour
    /// needs (a `light` written as `any` is none).
    public var changedAppearances: [SkinAppearance] {
        SkinAppearance.allCases.filter { resolved(for: $0) != resolved(for: $0.fallback) }
    }
}

/// Insets in points, UIEdgeInsets order.
public nonisolated struct SkinInsets: Hashable, Sendable {
    public static let zero = SkinInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// One colour of a gradient at `location` (0 at the start of the axis, 1 at its end).
public nonisolated struct SkinGradientStop: Hashable, Sendable {
    public var location: Double
    public var color: SkinColor

    public init(location: Double, color: SkinColor) {
        (self.location, self.color) = (location, color)
    }
}

/// What a gradient's positions are measured across.
public nonisolated enum GradientSpan: String, Hashable, Sendable, CaseIterable {
    /// The bubble's rectangle without the arrow: a stop at 0.5 sits at the bubble's middle in every direction, as
    /// CMPopTipView places its gloss. The arrow shows the colour at the end it rises from.
    case bubble
    /// The view's bounds, arrow included.
    case view
}

/// A linear gradient over the popover: its line at `angle` degrees as CSS's `linear-gradient` draws it (180 top to
/// bottom, 90 left to right, 0 bottom to top), across `span`'s rectangle, the end colours carried on beyond it.
public nonisolated struct SkinGradient: Hashable, Sendable {
    /// At least two, locations ascending.
    public var stops: [SkinGradientStop]
    /// Degrees clockwise from "to top", as CSS measures them.
    public var angle: Double
    public var span: GradientSpan

    public init(stops: [SkinGradientStop], angle: Double = 180, span: GradientSpan = .view) {
        (self.stops, self.angle, self.span) = (stops, angle, span)
    }

    /// Top to bottom (180°) or left to right (90°), across the view.
    public init(stops: [SkinGradientStop], isVertical: Bool) {
        self.init(stops: stops, angle: isVertical ? 180 : 90)
    }

    public init(from: SkinColor, to: SkinColor, isVertical: Bool) {
        self.init(
            stops: [SkinGradientStop(location: 0, color: from), SkinGradientStop(location: 1, color: to)],
            isVertical: isVertical)
    }

    /// Where the gradient's line starts (location 0) and ends (location 1) for `rect`, in its points: through the
    /// rectangle's centre at `angle`, as long as CSS makes it (|w sin a| + |h cos a|) so the far corners get the end
    /// colours exactly.
    public func line(across rect: LayoutRect) -> (start: LayoutPoint, end: LayoutPoint) {
        let radians = angle * .pi / 180
        // Whole quarter turns are exact, so a vertical gradient's line is exactly the rectangle's height.
        let turns = angle / 90
        let (dx, dy): (Double, Double) =
            turns == turns.rounded()
            ? [(0.0, -1.0), (1, 0), (0, 1), (-1, 0)][((Int(turns) % 4) + 4) % 4] : (sin(radians), -cos(radians))
        let half = (abs(rect.width * dx) + abs(rect.height * dy)) / 2
        return (
            LayoutPoint(x: rect.midX - dx * half, y: rect.midY - dy * half),
            LayoutPoint(x: rect.midX + dx * half, y: rect.midY + dy * half)
        )
    }
}

/// What casts a shadow.
public nonisolated enum ShadowCover: String, Hashable, Sendable, CaseIterable {
    /// The bubble and its arrow as one shape.
    case outline
    /// The bubble alone, as DDPopoverBackgroundView's layer shadow falls: the arrow casts none.
    case bubble
}

/// A drop shadow of the bubble's outline (or the bubble alone, `covers`), grown by `spread`; `blur` is the CSS blur
/// radius (σ = blur / 2).
public nonisolated struct SkinShadow: Hashable, Sendable {
    public var color: SkinColor
    public var opacity: Double
    public var blur: Double
    public var offsetX: Double
    public var offsetY: Double
    /// Points the casting shape grows by (negative: shrinks) before it is blurred, as CSS's box-shadow spread.
    public var spread: Double
    public var covers: ShadowCover

    public init(
        color: SkinColor, opacity: Double, blur: Double, offsetX: Double, offsetY: Double, spread: Double = 0,
        covers: ShadowCover = .outline
    ) {
        (self.color, self.opacity, self.blur, self.offsetX, self.offsetY) = (color, opacity, blur, offsetX, offsetY)
        (self.spread, self.covers) = (spread, covers)
    }
}

/// Everything a popover background needs to know about one theme, independent of any UI framework. Generated
/// code builds one per concrete theme; this is what replaces MBPopoverBackgroundView's static dictionary.
public nonisolated struct PopoverSkin: Hashable, Sendable {
    /// The theme's name in the registry.
    public var name: String
    public var arrow: ArrowMetrics
    /// The radius rounding the arrow's tip (0: sharp).
    public var tipRadius: Double
    /// `contentViewInsets`: the content's distance from the bubble's outline on each side.
    public var contentInsets: SkinInsets
    public var wantsDefaultContentAppearance: Bool
    /// Infinite for a capsule: half the bubble's shorter side at every size.
    public var cornerRadius: Double
    public var fill: SkinColor
    public var gradient: SkinGradient?
    /// In points; a hairline's is 1, its widest (see `borderWidth(scale:)`).
    public var borderWidth: Double
    /// One device pixel at every scale, `1 / displayScale` (QMUI's `PixelOne`).
    public var hairlineBorder: Bool
    public var borderColor: SkinColor
    /// Drawn by the view's layer from the outline (popskin's own art only; hand-made art carries its own).
    public var shadow: SkinShadow?
    /// The images and how they are laid out.
    public var art: PopoverArt
    /// A system material blurred under the outline, which `fill` (translucent) tints; nil for none.
    public var material: SkinMaterial?
    /// The tint of Liquid Glass (`material: glass`, `UIGlassEffect.tintColor`); nil for untinted glass or another
    /// material.
    public var glassTint: SkinColor?

    public init(
        name: String, arrow: ArrowMetrics, tipRadius: Double = 0, contentInsets: SkinInsets,
        wantsDefaultContentAppearance: Bool, cornerRadius: Double, fill: SkinColor, gradient: SkinGradient?,
        borderWidth: Double, hairlineBorder: Bool = false, borderColor: SkinColor, shadow: SkinShadow?,
        art: PopoverArt, material: SkinMaterial? = nil, glassTint: SkinColor? = nil
    ) {
        (
            self.name, self.arrow, self.tipRadius, self.contentInsets, self.wantsDefaultContentAppearance,
            self.cornerRadius, self.fill, self.gradient, self.borderWidth, self.hairlineBorder, self.borderColor,
            self.shadow, self.art
        ) = (
            name, arrow, tipRadius, contentInsets, wantsDefaultContentAppearance, cornerRadius, fill, gradient,
            borderWidth, hairlineBorder, borderColor, shadow, art
        )
        (self.material, self.glassTint) = (material, glassTint)
    }

    /// The border's width drawn at `scale` pixels per point: one pixel for a hairline.
    public func borderWidth(scale: Double) -> Double {
        guard hairlineBorder else { return borderWidth }
        return 1 / (scale.isFinite && scale > 0 ? scale : 1)
    }

    /// Where the arrow goes in a view of `width × height` points (see `PopoverLayout`).
    public func layout(width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Double)
        -> PopoverLayout
    {
        PopoverLayout(width: width, height: height, direction: direction, offset: offset, arrow: arrow, scale: scale)
    }

    /// The content's distance from each edge of a view whose arrow points `direction` at `scale` pixels per point,
    /// as UIKit places a popover's content: the content insets, and on the arrow's edge the arrow's depth on the pixel
    /// grid too. Read off `PopoverArtLayout.content` for a view large enough for any skin; no size changes it.
    public func contentMargins(direction: PopoverArrowDirection, scale: Double) -> SkinInsets {
        let insets = contentInsets
        let side = 2 * (insets.top + insets.left + insets.bottom + insets.right + arrow.height) + 100
        let content = artLayout(width: side, height: side, direction: direction, offset: 0, scale: scale).content
        return SkinInsets(
            top: content.y, left: content.x, bottom: side - content.y - content.height,
            right: side - content.x - content.width)
    }

    /// Every image of the view and where it goes, the outline and the content's frame (see `PopoverArtLayout`).
    public func artLayout(
        width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Double
    )
        -> PopoverArtLayout
    {
        PopoverArtLayout(self, width: width, height: height, direction: direction, offset: offset, scale: scale)
    }
}
