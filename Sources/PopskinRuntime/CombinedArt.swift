/// The seven GIK-style images of a combined-style skin: the arrow is part of the bubble's outline. `side` images
/// point right; left-pointing arrows and the left corner use them mirrored, as GIKPopoverBackgroundView does.
public nonisolated enum CombinedVariantName: String, Hashable, Sendable, CaseIterable, Comparable {
    case up, upRight = "up-right", down, downRight = "down-right", side, sideTop = "side-top", sideBottom =
        "side-bottom"

    public static func < (lhs: CombinedVariantName, rhs: CombinedVariantName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One combined-style image: its size and 9-slice cap insets in points, and where its arrow sits.
public nonisolated struct CombinedArt: Hashable, Sendable {
    /// The image's asset name.
    public var imageName: String
    public var width: Double
    public var height: Double
    /// As UIKit's `resizableImage(withCapInsets:)` takes them. In `up`, `down` and `side` art the tile lies before
    /// the arrow and the art is plain for as long again after it.
    public var capInsets: SkinInsets
    /// Where the arrow's base begins: from the image's left edge (up and down art) or top edge (side art).
    public var arrowStart: Double

    public init(imageName: String, width: Double, height: Double, capInsets: SkinInsets, arrowStart: Double) {
        (self.imageName, self.width, self.height, self.capInsets, self.arrowStart) = (
            imageName, width, height, capInsets, arrowStart
        )
    }
}

/// All seven images of a combined-style skin.
public nonisolated struct CombinedArtSet: Hashable, Sendable {
    public var up: CombinedArt
    public var upRight: CombinedArt
    public var down: CombinedArt
    public var downRight: CombinedArt
    public var side: CombinedArt
    public var sideTop: CombinedArt
    public var sideBottom: CombinedArt

    public init(
        up: CombinedArt, upRight: CombinedArt, down: CombinedArt, downRight: CombinedArt, side: CombinedArt,
        sideTop: CombinedArt, sideBottom: CombinedArt
    ) {
        (self.up, self.upRight, self.down, self.downRight, self.side, self.sideTop, self.sideBottom) = (
            up, upRight, down, downRight, side, sideTop, sideBottom
        )
    }

    public subscript(variant: CombinedVariantName) -> CombinedArt {
        switch variant {
        case .up: return up
        case .upRight: return upRight
        case .down: return down
        case .downRight: return downRight
        case .side: return side
        case .sideTop: return sideTop
        case .sideBottom: return sideBottom
        }
    }
}
