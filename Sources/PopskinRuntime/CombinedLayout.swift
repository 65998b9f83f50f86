/// One stretchable image view of a combined-style popover.
public nonisolated struct CombinedPiece: Hashable, Sendable {
    public var variant: CombinedVariantName
    /// Shown flipped left to right about the frame's centre (which keeps the frame): left-pointing arrows, and
    /// up/down arrows in the left corner.
    public var mirrored: Bool
    /// The part of the art (as stored, before any flip) this piece shows, in points.
    public var crop: LayoutRect
    /// Cap insets within `crop`, in points, before any flip.
    public var capInsets: SkinInsets
    /// Where the piece goes in the view; the whole of it is stretched from `crop`.
    public var frame: LayoutRect
}

/// How a combined-style background view shows its art (the arrow drawn into the outline). A 9-slice image has
/// one stretch tile, so an arrow away from the corners needs two pieces of the `up`/`down`/`side` art, cut just
/// after the arrow: the first stretches its tile left of (above) the arrow, the second an equal plain tile right of
/// (below) it. Near a corner
/// the arrow cuts into the rounded corner, so one corner image is used whole, with its arrow where it was drawn;
/// an offset between the two is moved to whichever drawable position is nearer (reported as `clamped`).
/// GIKPopoverBackgroundView needed a second rendering pass at run time for the same thing, and drew corner arrows
/// wherever its art had them whatever the offset.
public nonisolated struct CombinedLayout: Hashable, Sendable {
    /// One or two pieces, in drawing order.
    public var pieces: [CombinedPiece]
    /// Where the arrow is drawn: `base × height` (up, down) or `height × base` (left, right).
    public var arrow: LayoutRect
    /// The arrow is not where `PopoverLayout` puts it for this offset: clamped there, or moved to drawable art.
    public var clamped: Bool
    /// The view is too small for its art; the nearest piece is squashed.
    public var tooSmall: Bool

    /// Lays out a `width × height` view: where §6 puts the arrow, then the art that can draw it there.
    public init(
        width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, arrow metrics: ArrowMetrics,
        art: CombinedArtSet, scale: Double
    ) {
        let placed = PopoverLayout(
            width: width, height: height, direction: direction, offset: offset, arrow: metrics,
            scale: scale)
        let w = width.isFinite ? max(0, width) : 0, h = height.isFinite ? max(0, height) : 0
        let vertical = direction == .up || direction == .down
        let edge = vertical ? w : h, b = metrics.base
        let wanted = vertical ? placed.arrow.x : placed.arrow.y

        let middle: CombinedVariantName = direction == .up ? .up : direction == .down ? .down : .side
        let nearVariant: CombinedVariantName = direction == .up ? .upRight : direction == .down ? .downRight : .sideTop
        let farVariant: CombinedVariantName =
            direction == .up ? .upRight : direction == .down ? .downRight : .sideBottom
        let choice = Self.choose(
            wanted: wanted, edge: edge, base: b, vertical: vertical, middle: art[middle],
            near: art[nearVariant], far: art[farVariant])
        let position = choice.position
        let mirroredSide = direction == .left
        func along(_ art: CombinedArt) -> (caps: (Double, Double), length: Double) {
            vertical
                ? ((art.capInsets.left, art.capInsets.right), art.width)
                : ((art.capInsets.top, art.capInsets.bottom), art.height)
        }
        func piece(
            _ variant: CombinedVariantName, mirrored: Bool, from: Double, to: Double, caps: (Double, Double),
            at start: Double, length: Double
        ) -> CombinedPiece {
            let source = art[variant]
            let across =
                vertical
                ? (source.capInsets.top, source.capInsets.bottom) : (source.capInsets.left, source.capInsets.right)
            return vertical
                ? CombinedPiece(
                    variant: variant, mirrored: mirrored,
                    crop: LayoutRect(x: from, y: 0, width: to - from, height: source.height),
                    capInsets: SkinInsets(top: across.0, left: caps.0, bottom: across.1, right: caps.1),
                    frame: LayoutRect(x: start, y: 0, width: length, height: h))
                : CombinedPiece(
                    variant: variant, mirrored: mirrored,
                    crop: LayoutRect(x: 0, y: from, width: source.width, height: to - from),
                    capInsets: SkinInsets(top: caps.0, left: across.0, bottom: caps.1, right: across.1),
                    frame: LayoutRect(x: 0, y: start, width: w, height: length))
        }

        switch choice {
        case .twoPieces:
            let source = art[middle], (caps, length) = along(source)
            let split = source.arrowStart + b, tile = length - caps.0 - caps.1
            pieces = [
                piece(
                    middle, mirrored: mirroredSide, from: 0, to: split, caps: (caps.0, split - caps.0 - tile),
                    at: 0, length: position + b),
                piece(
                    middle, mirrored: mirroredSide, from: split, to: length, caps: (0, length - split - tile),
                    at: position + b, length: edge - position - b),
            ]
        case .near, .far:
            let variant = choice.isNear ? nearVariant : farVariant
            // Up and down art has its corner arrow on the right; the left corner is that art mirrored.
            let mirrored = vertical ? choice.isNear : mirroredSide
            let (caps, length) = along(art[variant])
            pieces = [piece(variant, mirrored: mirrored, from: 0, to: length, caps: caps, at: 0, length: edge)]
        }

        let depth = metrics.height
        switch direction {
        case .up: arrow = LayoutRect(x: position, y: 0, width: b, height: depth)
        case .down: arrow = LayoutRect(x: position, y: h - depth, width: b, height: depth)
        case .left: arrow = LayoutRect(x: 0, y: position, width: depth, height: b)
        case .right: arrow = LayoutRect(x: w - depth, y: position, width: depth, height: b)
        }
        clamped = placed.clamped || position != wanted
        tooSmall = placed.tooSmall || choice.squashed
    }

    enum Choice: Equatable {
        case twoPieces(Double), near(Double, squashed: Bool), far(Double, squashed: Bool)

        var position: Double {
            switch self {
            case .twoPieces(let p), .near(let p, _), .far(let p, _): return p
            }
        }
        var isNear: Bool { if case .near = self { return true } else { return false } }
        var squashed: Bool {
            switch self {
            case .twoPieces: return false
            case .near(_, let s), .far(_, let s): return s
            }
        }
    }

    /// The drawable arrow position nearest to `wanted`: anywhere the two pieces can stretch to, or a corner image's
    /// fixed position. Ties go to the two pieces, then the near corner.
    static func choose(
        wanted: Double, edge: Double, base b: Double, vertical: Bool, middle: CombinedArt, near: CombinedArt,
        far: CombinedArt
    ) -> Choice {
        func length(_ art: CombinedArt) -> Double { vertical ? art.width : art.height }
        func capsSum(_ art: CombinedArt) -> Double {
            vertical ? art.capInsets.left + art.capInsets.right : art.capInsets.top + art.capInsets.bottom
        }
        // The art's stretch tile, as long again after the arrow; the pieces' tiles reach zero at these positions.
        let tile = length(middle) - capsSum(middle)
        let low = middle.arrowStart - tile, high = edge - b - (length(middle) - middle.arrowStart - b - tile)
        // Near: the right-corner art mirrored (its arrow as far from the left as it is from the right), or side-top.
        let nearPosition = vertical ? length(near) - near.arrowStart - b : near.arrowStart
        let farPosition = edge - length(far) + far.arrowStart
        var options: [Choice] = []
        if low <= high { options.append(.twoPieces(min(max(wanted, low), high))) }
        if wanted < low || low > high, edge >= capsSum(near) { options.append(.near(nearPosition, squashed: false)) }
        if wanted > high || low > high, edge >= capsSum(far) { options.append(.far(farPosition, squashed: false)) }
        if let best = options.min(by: { abs($0.position - wanted) < abs($1.position - wanted) }) { return best }
        // Too small for any art: squash the corner image on the arrow's side.
        return wanted + b / 2 <= edge / 2 ? .near(nearPosition, squashed: true) : .far(farPosition, squashed: true)
    }
}
