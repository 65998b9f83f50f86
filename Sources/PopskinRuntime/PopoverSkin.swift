/// An sRGB colour, straight alpha, components 0…1.
public struct SkinColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// Insets in points, UIEdgeInsets order.
public struct SkinInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A vertical or horizontal two-stop gradient.
public struct SkinGradient: Hashable, Sendable {
    public var from: SkinColor
    public var to: SkinColor
    public var isVertical: Bool

    public init(from: SkinColor, to: SkinColor, isVertical: Bool) {
        self.from = from
        self.to = to
        self.isVertical = isVertical
    }
}

/// A drop shadow; `blur` is the CSS blur radius.
public struct SkinShadow: Hashable, Sendable {
    public var color: SkinColor
    public var opacity: Double
    public var blur: Double
    public var offsetX: Double
    public var offsetY: Double

    public init(color: SkinColor, opacity: Double, blur: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.opacity = opacity
        self.blur = blur
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}

/// Everything a popover background needs to know about one theme, independent of any UI framework. Generated
/// code builds one per concrete theme; this is what replaces MBPopoverBackgroundView's static dictionary.
public struct PopoverSkin: Hashable, Sendable {
    /// The theme's name in the registry.
    public var name: String
    public var arrow: ArrowMetrics
    /// `contentViewInsets`.
    public var contentInsets: SkinInsets
    public var wantsDefaultContentAppearance: Bool
    public var cornerRadius: Double
    public var fill: SkinColor
    public var gradient: SkinGradient?
    public var borderWidth: Double
    public var borderColor: SkinColor
    public var shadow: SkinShadow?
    /// Cap insets of the 9-slice background image, in points.
    public var capInsets: SkinInsets
    /// Asset names: the stretchable background, and the arrows' prefix (`<name>-up`, `-down`, `-left`, `-right`).
    public var backgroundImageName: String
    public var arrowImageName: String
    /// `style: combined`: the GIK-style images with the arrow in the outline, used instead of the two above.
    public var combinedArt: CombinedArtSet?

    public init(
        name: String, arrow: ArrowMetrics, contentInsets: SkinInsets, wantsDefaultContentAppearance: Bool,
        cornerRadius: Double, fill: SkinColor, gradient: SkinGradient?, borderWidth: Double, borderColor: SkinColor,
        shadow: SkinShadow?, capInsets: SkinInsets, backgroundImageName: String, arrowImageName: String,
        combinedArt: CombinedArtSet? = nil
    ) {
        self.name = name
        self.arrow = arrow
        self.contentInsets = contentInsets
        self.wantsDefaultContentAppearance = wantsDefaultContentAppearance
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.gradient = gradient
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.capInsets = capInsets
        self.backgroundImageName = backgroundImageName
        self.arrowImageName = arrowImageName
        self.combinedArt = combinedArt
    }

    /// The popover layout for this skin (DESIGN §6).
    public func layout(width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Double)
        -> PopoverLayout
    {
        PopoverLayout(width: width, height: height, direction: direction, offset: offset, arrow: arrow, scale: scale)
    }

    /// For a combined-style skin, which images show the background and where (see `CombinedLayout`).
    public func combinedLayout(
        width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Double
    ) -> CombinedLayout? {
        combinedArt.map {
            CombinedLayout(width: width, height: height, direction: direction, offset: offset, arrow: arrow, art: $0,
                           scale: scale)
        }
    }
}
