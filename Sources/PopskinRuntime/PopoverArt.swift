/// A skin's images, by who made them.
public nonisolated enum PopoverArt: Hashable, Sendable {
    /// popskin's own drawing: one 9-slice body shown on both sides of an arrow column (see `PopoverArtLayout`).
    case drawn(DrawnArt)
    /// Hand-made separate art: a 9-slice background with an arrow image over it.
    case separate(SeparateArt)
    /// Hand-made GIK-style art with the arrow in the outline (see `CombinedLayout`).
    case combined(CombinedArtSet)
    /// No images: the view's shape layers draw the outline at its size. For a capsule (`cornerRadius` infinite: half
    /// the bubble's shorter side), whose corners follow the size as no fixed 9-slice can.
    case vector
}

/// The images popskin draws for a skin, named from `imagePrefix`:
/// - `<prefix>-body`: the bubble without its arrow, its outline at the image's edges, sliced by `capInsets`;
/// - `<prefix>-arrow-up|down|left|right`: the arrow with the cross-section of the body beneath it (`arrowColumn`), as
///   wide as the arrow's base rounded up to whole pixels, stretched across the body only.
/// With a gradient these hold the shape's coverage, a mask for the gradient layer, and the border is in
/// `<prefix>-border-body` and `<prefix>-border-arrow-…` above it; otherwise they hold fill and border together.
///
/// An arrow height off the pixel grid at some scale (13.5 pt at @3x is 40.5 px) puts the bubble's arrow edge between
/// pixels. An image shown there would be resampled (a seam at its cap line, a doubled border), so such a skin has a
/// body per direction, `<prefix>-body-up|down|left|right`, each drawn at every scale with its arrow edge that part of
/// a pixel (`edgeFraction`) inside its pixel-aligned frame, one pixel more on that side (`bodyCaps`).
public nonisolated struct DrawnArt: Hashable, Sendable {
    public var imagePrefix: String
    /// The body's caps in whole points: they keep its corners and border unstretched.
    public var capInsets: SkinInsets
    /// The arrow column's cap on either side of the body, in whole points: the border's width (the column has no
    /// corners).
    public var columnEdgeCap: Double
    /// A body per direction, for an arrow height off the pixel grid.
    public var bodyPerDirection: Bool

    public init(imagePrefix: String, capInsets: SkinInsets, columnEdgeCap: Double, bodyPerDirection: Bool = false) {
        (self.imagePrefix, self.capInsets, self.columnEdgeCap, self.bodyPerDirection) = (
            imagePrefix, capInsets, columnEdgeCap, bodyPerDirection
        )
    }

    public var bodyImageName: String { imagePrefix + "-body" }
    public var borderBodyImageName: String { imagePrefix + "-border-body" }

    /// The body shown with an arrow pointing `direction` (nil: no arrow).
    public func bodyImageName(_ direction: PopoverArrowDirection?) -> String {
        guard bodyPerDirection, let direction else { return bodyImageName }
        return bodyImageName + "-" + direction.rawValue
    }

    public func borderBodyImageName(_ direction: PopoverArrowDirection?) -> String {
        guard bodyPerDirection, let direction else { return borderBodyImageName }
        return borderBodyImageName + "-" + direction.rawValue
    }

    /// How far the bubble's arrow edge, `height` from the view's edge, lies past the pixel grid at `scale`, in
    /// points: 0 when `height` is a whole number of pixels (to a millionth of one).
    public static func edgeFraction(height: Double, scale: Double) -> Double {
        let s = scale.isFinite && scale > 0 ? scale : 1, pixels = height * s
        let whole = (pixels + 1e-6).rounded(.down)
        return pixels - whole > 1e-6 ? (pixels - whole) / s : 0
    }

    /// Whether an arrow `height` tall is off the pixel grid at any of the scales images are drawn for (1, 2, 3).
    public static func isOffGrid(height: Double) -> Bool {
        [1.0, 2, 3].contains { edgeFraction(height: height, scale: $0) > 0 }
    }

    /// The caps of the body shown with an arrow pointing `direction` at `scale`: one pixel more on the arrow's side
    /// when its edge is off the grid there.
    public func bodyCaps(_ direction: PopoverArrowDirection?, arrowHeight: Double, scale: Double) -> SkinInsets {
        var caps = capInsets
        guard bodyPerDirection, let direction, Self.edgeFraction(height: arrowHeight, scale: scale) > 0 else {
            return caps
        }
        let pixel = 1 / scale
        switch direction {
        case .up: caps.top += pixel
        case .down: caps.bottom += pixel
        case .left: caps.left += pixel
        case .right: caps.right += pixel
        }
        return caps
    }

    public func arrowImageName(_ direction: PopoverArrowDirection) -> String {
        imagePrefix + "-arrow-" + direction.rawValue
    }

    public func borderArrowImageName(_ direction: PopoverArrowDirection) -> String {
        imagePrefix + "-border-arrow-" + direction.rawValue
    }

    /// The arrow column's length across the arrow (its base rounded up to whole pixels at `scale`), so both of its
    /// ends fall on pixel edges. An arrow has at least one pixel: a base thinner than a billionth of one (`4.9e-324`)
    /// would otherwise round to a column of none, which no image can be.
    public static func columnBreadth(base: Double, scale: Double) -> Double {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let pixels = (base * s - 1e-9).rounded(.up)
        return (base > 0 ? max(1, pixels) : pixels) / s
    }

    /// The column's caps along the body: the arrow's strip (its height in whole points) and the edge cap on the
    /// arrow's side before the stretch tile, the edge cap on the far side after it.
    public func columnCaps(_ direction: PopoverArrowDirection, arrowHeight: Double) -> SkinInsets {
        let strip = arrowHeight.rounded(.up), c = columnEdgeCap
        switch direction {
        case .up: return SkinInsets(top: strip + c, left: 0, bottom: c, right: 0)
        case .down: return SkinInsets(top: c, left: 0, bottom: strip + c, right: 0)
        case .left: return SkinInsets(top: 0, left: strip + c, bottom: 0, right: c)
        case .right: return SkinInsets(top: 0, left: c, bottom: 0, right: strip + c)
        }
    }
}

/// Hand-made separate art: `backgroundImageName` sliced by `capInsets`, and `<arrowImagePrefix>-up|down|left|right`.
public nonisolated struct SeparateArt: Hashable, Sendable {
    public var backgroundImageName: String
    public var capInsets: SkinInsets
    /// The transparent margin the background image keeps around its outline (a shadow drawn into the art): the
    /// image is laid that far outside the bubble, so the outline, not the image, meets the arrow and the insets.
    public var margins: SkinInsets
    public var arrowImagePrefix: String

    public init(backgroundImageName: String, capInsets: SkinInsets, margins: SkinInsets, arrowImagePrefix: String) {
        (self.backgroundImageName, self.capInsets, self.margins, self.arrowImagePrefix) = (
            backgroundImageName, capInsets, margins, arrowImagePrefix
        )
    }

    public func arrowImageName(_ direction: PopoverArrowDirection) -> String {
        arrowImagePrefix + "-" + direction.rawValue
    }
}
