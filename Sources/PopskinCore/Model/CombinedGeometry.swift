/// Which way a combined-style image's arrow points. `side` art points right.
public enum CombinedArtDirection: Sendable {
    case up, down, right

    public init(_ variant: CombinedVariant) {
        switch variant {
        case .up, .upRight: self = .up
        case .down, .downRight: self = .down
        case .side, .sideTop, .sideBottom: self = .right
        }
    }
}

/// One combined-style image as drawn or supplied: size and cap insets in points, and where its arrow's base
/// begins along the arrow's edge (from the left for up/down art, from the top for side art).
public struct CombinedArtGeometry: Hashable, Sendable {
    public var variant: CombinedVariant
    public var size: Size
    public var capInsets: EdgeInsets
    public var arrowStart: Double

    public var direction: CombinedArtDirection { CombinedArtDirection(variant) }

    /// Hand-made art has no room to say where its arrow is, so the convention GIK's art follows decides: the arrow
    /// begins right after the stretch tile, except in `side-top`, where it ends right before it.
    public init(variant: CombinedVariant, suppliedSize size: Size, capInsets caps: EdgeInsets, arrowBase b: Double) {
        self.variant = variant
        self.size = size
        self.capInsets = caps
        switch variant {
        case .up, .upRight, .down, .downRight: arrowStart = size.width - caps.right
        case .side, .sideBottom: arrowStart = size.height - caps.bottom
        case .sideTop: arrowStart = caps.top - b
        }
    }

    init(variant: CombinedVariant, size: Size, capInsets: EdgeInsets, arrowStart: Double) {
        self.variant = variant
        self.size = size
        self.capInsets = capInsets
        self.arrowStart = arrowStart
    }
}

extension Skin {
    /// The transparent margins of combined-style images, in whole points: the shadow's extent on each side but the
    /// arrow's, where the tip must touch the view's edge for the popover to point at its source.
    public var combinedMargins: EdgeInsets {
        let m = shadow?.margins ?? .zero
        func whole(_ value: Double) -> Double { max(0, value).rounded(.up) }
        return EdgeInsets(top: whole(m.top), left: whole(m.left), bottom: whole(m.bottom), right: whole(m.right))
    }

    /// The smallest cap that keeps a rounded corner and its border unstretched, in whole points.
    var combinedCornerCap: Double { (background.cornerRadius + border.width).rounded(.up) }

    /// The stretch tiles of drawn art, in points, across and along the image. One point, as in GIK's art, except
    /// along a gradient: UIKit repeats a 1-pt tile's single colour, which would leave a flat band across a stretched
    /// popover; a long tile is stretched with the gradient in it instead (exact at the art's own size, smooth and
    /// monotonic at any other).
    var combinedTiles: (horizontal: Double, vertical: Double) {
        guard let gradient = background.gradient else { return (1, 1) }
        return gradient.axis == .vertical ? (1, Self.gradientTile) : (Self.gradientTile, 1)
    }

    static let gradientTile = 64.0

    /// The geometry of the image popskin draws for `variant`: the smallest that keeps corners, border, shadow and
    /// arrow whole around its stretch tiles (`combinedTiles`). Two-piece art (up, down, side) has a plain tile on
    /// each side of its arrow; corner art has its arrow `arrow.corner-clearance` from the far edge (side-top: from
    /// the top), or at the body's edge when the shadow's margin is wider.
    public func drawnArt(_ variant: CombinedVariant) -> CombinedArtGeometry {
        let m = combinedMargins, k = combinedCornerCap, b = arrow.base, h = arrow.height
        let clearance = arrow.cornerClearance, (tx, ty) = combinedTiles
        let leading = m.left + k, top = m.top + k
        switch variant {
        case .up, .upRight, .down, .downRight:
            let afterArrow = variant == .up || variant == .down
                ? tx + k + m.right : max(max(clearance, m.right), k + m.right - b)
            let width = leading + tx + b + afterArrow
            let (topCap, bottomCap) = variant == .up || variant == .upRight ? (h + k, k + m.bottom) : (m.top + k, k + h)
            return CombinedArtGeometry(
                variant: variant, size: Size(width: width, height: topCap + ty + bottomCap),
                capInsets: EdgeInsets(top: topCap, left: leading, bottom: bottomCap, right: width - leading - tx),
                arrowStart: leading + tx)
        case .side, .sideBottom:
            let afterArrow = variant == .side ? ty + k + m.bottom : max(max(clearance, m.bottom), k + m.bottom - b)
            let height = top + ty + b + afterArrow
            return CombinedArtGeometry(
                variant: variant, size: Size(width: m.left + k + tx + k + h, height: height),
                capInsets: EdgeInsets(top: top, left: m.left + k, bottom: height - top - ty, right: k + h),
                arrowStart: top + ty)
        case .sideTop:
            let stretchRow = max(max(clearance, m.top) + b, top)
            return CombinedArtGeometry(
                variant: variant,
                size: Size(width: m.left + k + tx + k + h, height: stretchRow + ty + k + m.bottom),
                capInsets: EdgeInsets(top: stretchRow, left: m.left + k, bottom: k + m.bottom, right: k + h),
                arrowStart: stretchRow - b)
        }
    }
}

extension Skin {
    /// The geometry of `variant` as built: the theme's own art where it supplies the variant (its size read from
    /// the file's header), else the art popskin draws.
    public func combinedArt(_ variant: CombinedVariant, projectRoot: String) -> CombinedArtGeometry {
        guard let supplied = background.variants[variant],
              let (scale, _, file) = ScaledImageFiles(supplied.image, projectRoot: projectRoot).files.first,
              case .success(let header) = PNGHeader.read(path: file)
        else { return drawnArt(variant) }
        let size = Size(width: Double(header.width) / Double(scale), height: Double(header.height) / Double(scale))
        return CombinedArtGeometry(variant: variant, suppliedSize: size, capInsets: supplied.capInsets,
                                   arrowBase: arrow.base)
    }
}
