/// A theme after inheritance, token resolution and defaults: every knob of DESIGN §3.2 with a typed value.
public struct Skin: Hashable, Sendable {
    public var arrow: Arrow
    public var background: Background
    public var border: Border
    public var shadow: Shadow?
    public var content: Content
    public var popup: Popup

    /// The smallest popover side (width for up/down arrows, height for left/right) that keeps the arrow clear
    /// of the corners: `arrow.base + 2 × arrow.corner-clearance`.
    public var minimumPopoverSide: Double { arrow.base + 2 * arrow.cornerClearance }

    /// `content.insets` measured from the bubble's outline, as QMUI and design tools measure them: less the
    /// transparent margin the art keeps on each side.
    public var contentInsetsFromOutline: EdgeInsets {
        let insets = content.insets
        let margins = background.style == .combined ? combinedMargins : background.imageMargins(shadow: shadow)
        return EdgeInsets(top: insets.top - margins.top, left: insets.left - margins.left,
                          bottom: insets.bottom - margins.bottom, right: insets.right - margins.right)
    }
}

/// An image file named by a theme: as written, and resolved against the project root.
public struct ImageReference: Hashable, Sendable {
    /// The path as written in the theme, relative to the file that wrote it.
    public var written: String
    /// The path relative to the project root, or `@package/…` for a dependency's art.
    public var path: String
    /// For a dependency's art, the package's folder (`path` then reads `@package/` + the path inside it).
    public var packageRoot: String?

    public init(written: String, path: String, packageRoot: String? = nil) {
        self.written = written
        self.path = path
        self.packageRoot = packageRoot
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
    /// Closest the arrow's base may come to a corner; defaults to the background's corner radius.
    public var cornerClearance: Double
    /// How far the arrow reaches into the background; defaults to the border width.
    public var overlap: Double
}

public enum BackgroundStyle: String, Hashable, Sendable, CaseIterable {
    case separate, combined
}

public enum GradientAxis: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
}

public struct Gradient: Hashable, Sendable {
    public var from: Color
    public var to: Color
    public var axis: GradientAxis
}

/// The GIK-style images of `style: combined`, with the arrow drawn into the outline.
public enum CombinedVariant: String, Hashable, Sendable, CaseIterable, Comparable {
    case up, upRight = "up-right", down, downRight = "down-right", side, sideTop = "side-top", sideBottom = "side-bottom"

    public static func < (lhs: CombinedVariant, rhs: CombinedVariant) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Hand-made art for one combined variant.
public struct VariantArt: Hashable, Sendable {
    public var image: ImageReference
    public var capInsets: EdgeInsets
}

public struct Background: Hashable, Sendable {
    public var style: BackgroundStyle
    public var cornerRadius: Double
    public var fill: Color
    /// Replaces `fill` when present.
    public var gradient: Gradient?
    /// A hand-made 9-slice source image.
    public var image: ImageReference?
    public var variants: [CombinedVariant: VariantArt]
    /// The transparent margins of the separate-style background image popskin draws: the shadow's, where there is
    /// one; zero for combined style or hand-made art, whose outlines are their own.
    public func imageMargins(shadow: Shadow?) -> EdgeInsets {
        guard let shadow, style == .separate, image == nil else { return .zero }
        let m = shadow.margins
        return EdgeInsets(top: max(0, m.top), left: max(0, m.left), bottom: max(0, m.bottom), right: max(0, m.right))
    }

    /// Cap insets of the 9-slice background, in points.
    public var capInsets: EdgeInsets
    /// False when `capInsets` were derived from the radius, border and shadow rather than written.
    public var capInsetsAreExplicit: Bool
}

public struct Border: Hashable, Sendable {
    /// 0 means no border.
    public var width: Double
    public var color: Color
}

public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// 0…1, multiplies the colour's alpha.
    public var opacity: Double
    /// The CSS blur radius; the Gaussian's σ is blur / 2.
    public var blur: Double
    public var offset: Offset

    /// The colour with the opacity folded into its alpha, for renderers that take one colour (QMUI, DTCG).
    public var effectiveColor: Color {
        var folded = color
        folded.alpha = UInt8((Double(color.alpha) * opacity).rounded())
        return folded
    }

    /// The transparent margin the background image keeps for the shadow on each side: `blur` minus the offset
    /// towards that side (top `blur − dy`, bottom `blur + dy`, left `blur − dx`, right `blur + dx`).
    public var margins: EdgeInsets {
        EdgeInsets(top: blur - offset.y, left: blur - offset.x, bottom: blur + offset.y, right: blur + offset.x)
    }
}

public struct Content: Hashable, Sendable {
    /// `contentViewInsets`, measured from the background's edge, not counting the arrow.
    public var insets: EdgeInsets
    public var wantsDefaultAppearance: Bool
}

public enum PopupDirection: String, Hashable, Sendable, CaseIterable {
    case above, below, left, right
}

/// QMUIPopupContainerView-style positioning knobs.
public struct Popup: Hashable, Sendable {
    public var preferDirection: PopupDirection
    public var distanceFromSource: Double
    public var safetyMargins: EdgeInsets
    public var minimumSize: Size
    public var maximumSize: Size
    public var dimming: Color
    public var highlightedFill: Color?
}
