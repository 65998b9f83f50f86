import PopskinRuntime
import PopskinSources

/// A theme after inheritance, token resolution and defaults: every key of the theme format with a typed value.
public struct Skin: Hashable, Sendable {
    public var arrow: Arrow
    public var background: Background
    public var border: Border
    public var shadow: SkinShadow?
    public var content: Content
    public var popup: Popup
    /// Values of keys no field above holds (a format extending popskin's), by path.
    public var extras: [String: ThemeValue] = [:]

    /// Every field at its zero: what decoding starts from before the schema's defaults and the theme's values.
    static let blank = Skin(
        arrow: Arrow(
            base: 0, height: 0, shape: .triangle, tipRadius: 0, image: nil, cornerClearance: 0, overlap: 0,
            turn: .rotate),
        background: Background(
            style: .separate, cornerRadius: 0, capsule: false, fill: .white, gradient: nil, image: nil,
            variants: [:], imageMargin: .zero, capInsets: .zero),
        border: Border(width: 0, color: .black), shadow: nil,
        content: Content(insets: .zero, wantsDefaultAppearance: true, clips: false),
        popup: Popup(
            preferDirection: .above, distanceFromSource: 0, safetyMargins: .zero,
            minimumSize: Size(width: 0, height: 0), maximumSize: Size(width: 0, height: 0), dimming: .black,
            highlightedFill: nil))

    /// The smallest popover side (width for up/down arrows, height for left/right) that keeps the arrow clear
    /// of the corners: `arrow.base + 2 × corner clearance`.
    public var minimumPopoverSide: Double { arrow.base + 2 * cornerClearance }

    /// Who makes the images: popskin, or the theme's own hand-made art.
    public enum ArtKind: Hashable, Sendable {
        /// Drawn by popskin from the theme's values.
        case drawn
        /// Hand-made `background.image` and/or `arrow.image` (style separate).
        case separate
        /// Hand-made `background.variants` (style combined).
        case combined
        /// Drawn by the view's shape layers from the outline at its size: a capsule, whose radius follows the
        /// bubble's size, which no fixed 9-slice image can.
        case vector
    }

    public var artKind: ArtKind {
        switch background.style {
        case .combined where !background.variants.isEmpty: return .combined
        case .separate where background.image != nil || arrow.shape == .image: return .separate
        default: return background.capsule ? .vector : .drawn
        }
    }

    /// The corner clearance the layout uses. popskin's own art keeps the arrow's base out of the rounded corners
    /// and off the side borders (an arrow there could only be drawn at one offset, not stretched from images at
    /// every offset), so there it is at least the corner radius and the border width; hand-made art keeps what the
    /// theme says.
    public var cornerClearance: Double {
        artKind == .drawn ? max(arrow.cornerClearance, drawnCornerClearance) : arrow.cornerClearance
    }

    /// The least clearance popskin's own art can draw: the corner radius, or the border's width at square corners.
    public var drawnCornerClearance: Double { max(background.cornerRadius, border.width) }

    /// The cap insets of popskin's body image in whole points: the smallest that keep the corner arcs and the
    /// border unstretched (the arc spans the radius along each edge; the border its width across it). Larger caps
    /// would only squash the corners of smaller popovers, so written `cap-insets` are for hand-made art alone.
    public var bodyCapInsets: SkinInsets {
        SkinInsets(all: max(background.cornerRadius, border.width).rounded(.up))
    }

    /// The popover has an arrow (`arrow.height: 0` makes an arrowless one).
    public var hasArrow: Bool { arrow.height > 0 && arrow.base > 0 }
}

/// An image file named by a theme: as written, and resolved against the project root.
public struct ImageReference: Hashable, Sendable {
    /// The path as written in the theme, relative to the file that wrote it.
    public var written: String
    /// The path relative to the project root, or `@package/…` for a dependency's art.
    public var path: String
    /// For a dependency's art, the package's folder (`path` then reads `@package/` + the path inside it).
    public var packageRoot: String?
    /// The art of the appearances that have their own (`image: {any: …, dark: …}`), each plain; the others fall back
    /// as colours do (`SkinAppearance.fallback`).
    public var appearances: [SkinAppearance: ImageReference] = [:]

    public init(written: String, path: String, packageRoot: String? = nil) {
        self.written = written
        self.path = path
        self.packageRoot = packageRoot
    }

    /// The art `appearance` shows (nil: any appearance).
    public func resolved(for appearance: SkinAppearance?) -> ImageReference {
        for current in appearance?.fallbackChain ?? [] {
            if let art = appearances[current] { return art }
        }
        var plain = self
        plain.appearances = [:]
        return plain
    }

    /// The appearances whose art is not what they fall back to.
    public var changedAppearances: [SkinAppearance] {
        SkinAppearance.allCases.filter { resolved(for: $0) != resolved(for: $0.fallback) }
    }

    /// Where `relative` (a path of the same form as `path`) is on disk, and the folder it must stay in.
    public func location(of relative: String, projectRoot: String) -> (file: String, within: String) {
        guard let packageRoot, let (_, inside) = ProjectPath.splitPackage(relative) else {
            return (projectRoot + "/" + relative, projectRoot)
        }
        return (packageRoot + "/" + inside, packageRoot)
    }
}

public enum ArrowShape: String, Hashable, Sendable, CaseIterable {
    case triangle, rounded, image
}

/// How hand-made arrow art becomes the other directions: turned (down is up turned half a turn), or mirrored (down
/// is up flipped top to bottom, left is right flipped left to right), as MBPopoverBackgroundView flips its push-pin.
public enum ArrowTurn: String, Hashable, Sendable, CaseIterable {
    case rotate, mirror
}

public struct Arrow: Hashable, Sendable {
    /// `arrowBase`: the arrow's width where it meets the background.
    public var base: Double
    /// `arrowHeight`: from the background's edge to the tip.
    public var height: Double
    public var shape: ArrowShape
    /// Tip rounding for `shape: rounded`.
    public var tipRadius: Double
    /// Up-pointing art for `shape: image`.
    public var image: ImageReference?
    /// Closest the arrow's base may come to a corner, as written; defaults to the background's corner radius (see
    /// `Skin.cornerClearance` for the value the layout uses).
    public var cornerClearance: Double
    /// How far hand-made arrow art, or an arrow drawn over a hand-made background, reaches into the background.
    public var overlap: Double
    /// How hand-made art turns to the other directions.
    public var turn: ArrowTurn
}

public enum BackgroundStyle: String, Hashable, Sendable, CaseIterable {
    case separate, combined
}

/// `axis`, the older way to write a gradient's angle: vertical is 180°, horizontal 90°.
public enum GradientAxis: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal

    /// The CSS angle it stands for.
    public var angle: Double { self == .vertical ? 180 : 90 }

    static let names = allCases.map(\.rawValue)
}

extension GradientSpan {
    static let names = allCases.map(\.rawValue)
}

extension ShadowCover {
    static let names = allCases.map(\.rawValue)
}

extension SkinGradient {
    public var from: SkinColor { stops.first!.color }
    public var to: SkinColor { stops.last!.color }
}

/// Hand-made art for one combined variant.
public struct VariantArt: Hashable, Sendable {
    public var image: ImageReference
    public var capInsets: SkinInsets
}

public struct Background: Hashable, Sendable {
    public var style: BackgroundStyle
    /// 0 for a capsule, whose radius is half the bubble's shorter side at each size.
    public var cornerRadius: Double
    /// `corner-radius: capsule`.
    public var capsule: Bool
    public var fill: SkinColor
    /// Replaces `fill` when present.
    public var gradient: SkinGradient?
    /// A system material blurred under the outline; the fill (or gradient) is drawn over it as a tint.
    public var material: SkinMaterial?
    /// Liquid Glass's tint (`material: glass`): `UIGlassEffect.tintColor` on iOS 26.
    public var glassTint: SkinColor?
    /// A hand-made 9-slice source image.
    public var image: ImageReference?
    public var variants: [CombinedVariantName: VariantArt]
    /// The transparent margin hand-made `image` keeps around its outline (a shadow drawn into the art), as the
    /// theme declares it (`image-margin`): the art is laid that far outside the bubble.
    public var imageMargin: SkinInsets

    /// Cap insets of the hand-made 9-slice background, in points (written, or the smallest that keep the corners and
    /// the border unstretched).
    public var capInsets: SkinInsets
}

public struct Border: Hashable, Sendable {
    /// 0 means no border. A hairline's is 1, its widest (one pixel at 1x), for what keeps clear of it.
    public var width: Double
    public var color: SkinColor
    /// `width: hairline`: one device pixel at every scale (QMUI's `PixelOne`).
    public var hairline = false

    /// The width drawn at `scale` pixels per point.
    public func width(scale: Double) -> Double { hairline ? 1 / scale : width }
}

extension SkinShadow {
    /// The colour with the opacity folded into its alpha, for renderers that take one colour (QMUI, DTCG).
    public var effectiveColor: SkinColor {
        var folded = color.withOpacity(opacity)
        folded.appearances = color.appearances.mapValues { $0.withOpacity(opacity) }
        return folded
    }

    /// How far the shadow reaches beyond the outline on each side: `blur` (about 2σ) plus the offset towards that
    /// side.
    public var reach: SkinInsets {
        SkinInsets(
            top: max(0, blur - offsetY), left: max(0, blur - offsetX), bottom: max(0, blur + offsetY),
            right: max(0, blur + offsetX))
    }
}

extension SkinColor {
    fileprivate func withOpacity(_ opacity: Double) -> SkinColor {
        var folded = self
        folded.alpha = (alpha * 255 * opacity).rounded() / 255
        return folded
    }
}

public struct Content: Hashable, Sendable {
    /// `contentViewInsets`: the content's distance from the bubble's outline on each side, as designers and QMUI
    /// measure it (UIKit adds the arrow's height on the arrow's side).
    public var insets: SkinInsets
    public var wantsDefaultAppearance: Bool
    /// The content clips itself to the bubble's rounded corners, so it cannot poke out of them.
    public var clips: Bool
}

public enum PopupDirection: String, Hashable, Sendable, CaseIterable {
    case above, below, left, right
}

/// QMUIPopupContainerView-style positioning knobs.
public struct Popup: Hashable, Sendable {
    public var preferDirection: PopupDirection
    public var distanceFromSource: Double
    public var safetyMargins: SkinInsets
    public var minimumSize: Size
    public var maximumSize: Size
    public var dimming: SkinColor
    public var highlightedFill: SkinColor?
}
