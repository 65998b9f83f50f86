/// A skin's images, by who made them.
public enum PopoverArt: Hashable, Sendable {
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
public struct DrawnArt: Hashable, Sendable {
    public var imagePrefix: String
    /// The body's caps in whole points: they keep its corners and border unstretched.
    public var capInsets: SkinInsets
    /// The arrow column's cap on either side of the body, in whole points: the border's width (the column has no
    /// corners).
    public var columnEdgeCap: Double

    public init(imagePrefix: String, capInsets: SkinInsets, columnEdgeCap: Double) {
        (self.imagePrefix, self.capInsets, self.columnEdgeCap) = (imagePrefix, capInsets, columnEdgeCap)
    }

    public var bodyImageName: String { imagePrefix + "-body" }
    public var borderBodyImageName: String { imagePrefix + "-border-body" }

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
public struct SeparateArt: Hashable, Sendable {
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
