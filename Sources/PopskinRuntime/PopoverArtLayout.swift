/// One image of a popover background and where it shows.
public nonisolated struct PlacedImage: Hashable, Sendable {
    /// `fill` images hold the fill (or, under a gradient, the shape's coverage that masks it); `border` images are
    /// drawn over the gradient.
    public enum Layer: Hashable, Sendable { case fill, border }

    public var layer: Layer
    public var imageName: String
    /// The part of the image shown, in its points; nil for all of it.
    public var crop: LayoutRect?
    /// Cap insets of the (cropped) image, in points; the rest is stretched.
    public var capInsets: SkinInsets
    /// Where the image is stretched to, in the view's points.
    public var frame: LayoutRect
    /// Only this part of the view shows it; nil for all of `frame`.
    public var clip: LayoutRect?
    /// Flipped left to right about the frame's centre.
    public var mirrored: Bool

    public init(
        layer: Layer, imageName: String, crop: LayoutRect? = nil, capInsets: SkinInsets, frame: LayoutRect,
        clip: LayoutRect? = nil, mirrored: Bool = false
    ) {
        (self.layer, self.imageName, self.crop, self.capInsets, self.frame, self.clip, self.mirrored) = (
            layer, imageName, crop, capInsets, frame, clip, mirrored
        )
    }
}

/// Everything a popover background view shows, for one size, direction and offset: each image and its frame, the
/// outline its layer shadow follows, the visible arrow and the content's frame. The UIKit view applies it as it is,
/// and `popskin theme render --image popover` composes the same images the same way, so what is measured on Linux
/// is what the device shows.
///
/// popskin's own art puts the arrow anywhere, exactly: the body image is shown twice, clipped to either side of an
/// arrow column — the arrow with the body's cross-section beneath it, whose ends fall on pixel edges — so nothing
/// overlaps (a translucent fill is painted once), the border runs into the arrow without a line, and a gradient,
/// drawn by a layer over the whole view and masked by the same images, is exact at every size.
public nonisolated struct PopoverArtLayout: Hashable, Sendable {
    /// Where UIKit's arrow goes (its base, clearance and snapping).
    public var placement: PopoverLayout
    /// In drawing order.
    public var images: [PlacedImage]
    /// The bubble and its arrow as one path: the layer shadow's path.
    public var outline: PopoverOutline
    /// The visible arrow, tip to base: `base × height` (up, down) or `height × base` (left, right).
    public var arrow: LayoutRect
    /// The content view's frame as UIKit places it: the bubble inset by `contentViewInsets`.
    public var content: LayoutRect
    /// The offset asked for an arrow position the art cannot draw; it was moved (see `PopoverLayout.clamped`).
    public var clamped: Bool
    /// The view is shorter than the arrow and its corner clearances along the arrow's edge.
    public var tooSmall: Bool
    /// A capsule whose arrow's edge is all round end (the bubble's shorter side): no straight part to move along, so
    /// the arrow is centred whatever the offset. Never `clamped` then; `tooSmall` when the end is narrower than the
    /// arrow's base.
    public var onRoundEnd: Bool
    /// The corner clearance in effect: the skin's, or a capsule's radius at this size when that is larger.
    public var cornerClearance: Double
    /// The view's bounds, at the origin.
    public var bounds: LayoutRect
    public var direction: PopoverArrowDirection

    public init(
        _ skin: PopoverSkin, width: Double, height: Double, direction: PopoverArrowDirection, offset: Double,
        scale: Double
    ) {
        bounds = LayoutRect(x: 0, y: 0, width: width, height: height)
        self.direction = direction
        var metrics = skin.arrow
        var roundEnd = false
        if case .vector = skin.art, skin.cornerRadius.isInfinite {
            // A capsule's round ends take half its shorter side: the arrow keeps clear of them.
            let radius = Self.capsuleRadius(
                width: width, height: height, direction: direction, arrowHeight: metrics.height)
            metrics.cornerClearance = max(metrics.cornerClearance, radius)
            let vertical = direction == .up || direction == .down
            roundEnd = (vertical ? width : height) <= 2 * radius && radius > 0
        }
        cornerClearance = metrics.cornerClearance
        onRoundEnd = roundEnd
        var placement = PopoverLayout(
            width: width, height: height, direction: direction, offset: offset,
            arrow: metrics, scale: scale)
        // On a round end the arrow is centred; it joins the bubble while the end is at least as wide as its base.
        if roundEnd { (placement.clamped, placement.tooSmall) = (false, 2 * cornerClearance < metrics.base) }
        self.placement = placement
        let body = placement.background, insets = skin.contentInsets
        content = LayoutRect(
            x: body.x + insets.left, y: body.y + insets.top,
            width: max(0, body.width - insets.left - insets.right),
            height: max(0, body.height - insets.top - insets.bottom))
        clamped = placement.clamped
        tooSmall = placement.tooSmall
        let vertical = direction == .up || direction == .down
        let start = vertical ? placement.arrow.x : placement.arrow.y
        arrow = Self.visibleArrow(placement, direction: direction, metrics: skin.arrow, tipRadius: skin.tipRadius)
        outline = PopoverOutline(
            layout: placement, direction: direction, radius: skin.cornerRadius, arrow: skin.arrow,
            tipRadius: skin.tipRadius)
        images = []
        let hasArrow = skin.arrow.base > 0 && skin.arrow.height > 0
        switch skin.art {
        case .drawn(let art):
            images = Self.drawn(
                art, body: body, width: width, height: height, direction: direction,
                start: hasArrow ? start : nil, metrics: skin.arrow, scale: scale,
                masked: skin.gradient != nil && skin.borderWidth > 0)
        case .separate(let art):
            let m = art.margins
            images = [
                PlacedImage(
                    layer: .fill, imageName: art.backgroundImageName, capInsets: art.capInsets,
                    frame: LayoutRect(
                        x: body.x - m.left, y: body.y - m.top,
                        width: body.width + m.left + m.right,
                        height: body.height + m.top + m.bottom))
            ]
            if hasArrow {
                images.append(
                    PlacedImage(
                        layer: .fill, imageName: art.arrowImageName(direction), capInsets: .zero,
                        frame: placement.arrow))
            }
        case .combined(let set):
            let combined = CombinedLayout(
                width: width, height: height, direction: direction, offset: offset,
                arrow: skin.arrow, art: set, scale: scale)
            images = combined.pieces.map {
                PlacedImage(
                    layer: .fill, imageName: set[$0.variant].imageName, crop: $0.crop, capInsets: $0.capInsets,
                    frame: $0.frame, mirrored: $0.mirrored)
            }
            arrow = combined.arrow
            clamped = combined.clamped
            tooSmall = combined.tooSmall
        case .vector:
            break
        }
    }

    /// Where UIKit aims the arrow: the middle of the arrow frame's far edge (its `arrowHeight` from the bubble), which
    /// it puts on the source's edge. The view's points.
    public var anchor: LayoutPoint { placement.arrow.edgeMiddle(direction) }

    /// How far the visible tip stops short of `anchor`: a rounded tip (`ArrowFillet`) shows inside the frame, so on a
    /// device it does not reach its source by this much. 0 for a sharp tip.
    public var visibleTipGap: Double {
        let frame = placement.arrow
        switch direction {
        case .up: return arrow.y - frame.y
        case .down: return frame.y + frame.height - (arrow.y + arrow.height)
        case .left: return arrow.x - frame.x
        case .right: return frame.x + frame.width - (arrow.x + arrow.width)
        }
    }

    /// Half the shorter side of the bubble a capsule of `width × height` points has, its arrow pointing `direction`.
    static func capsuleRadius(width: Double, height: Double, direction: PopoverArrowDirection, arrowHeight: Double)
        -> Double
    {
        let w = width.isFinite ? max(0, width) : 0, h = height.isFinite ? max(0, height) : 0
        let body = direction == .up || direction == .down ? (w, max(0, h - arrowHeight)) : (max(0, w - arrowHeight), h)
        return min(body.0, body.1) / 2
    }

    /// The arrow as it shows: from the tip (a fillet's apex) to the bubble's edge.
    static func visibleArrow(
        _ placement: PopoverLayout, direction: PopoverArrowDirection, metrics: ArrowMetrics, tipRadius: Double
    ) -> LayoutRect {
        let a = placement.arrow, b = metrics.base, depth = metrics.height
        let h = ArrowFillet.visibleHeight(base: b, height: depth, tipRadius: tipRadius)
        switch direction {
        case .up: return LayoutRect(x: a.x, y: depth - h, width: b, height: h)
        case .down: return LayoutRect(x: a.x, y: a.y + a.height - depth, width: b, height: h)
        case .left: return LayoutRect(x: depth - h, y: a.y, width: h, height: b)
        case .right: return LayoutRect(x: a.x + a.width - depth, y: a.y, width: h, height: b)
        }
    }

    /// popskin's art: the body twice, clipped before and after the arrow column, and the column; under a gradient
    /// with a border, the same again in border images. A body drawn per direction (an arrow height off the pixel
    /// grid) is framed from the pixel edge before the bubble's arrow edge, which its image holds that far in.
    static func drawn(
        _ art: DrawnArt, body: LayoutRect, width: Double, height: Double, direction: PopoverArrowDirection,
        start: Double?, metrics: ArrowMetrics, scale: Double, masked: Bool
    ) -> [PlacedImage] {
        let shown = start == nil ? nil : direction
        let layers: [(PlacedImage.Layer, String, (PopoverArrowDirection) -> String)] =
            [(.fill, art.bodyImageName(shown), art.arrowImageName)]
            + (masked ? [(.border, art.borderBodyImageName(shown), art.borderArrowImageName)] : [])
        let caps = art.bodyCaps(shown, arrowHeight: metrics.height, scale: scale)
        guard let start else {
            return layers.map { PlacedImage(layer: $0.0, imageName: $0.1, capInsets: caps, frame: body) }
        }
        let frame = caps == art.capInsets ? body : grown(body, direction, by: metrics.height, scale: scale)
        let vertical = direction == .up || direction == .down
        let breadth = DrawnArt.columnBreadth(base: metrics.base, scale: scale)
        let end = start + breadth
        // The body before the column, the body after it, and the column across the whole view.
        let lead: LayoutRect, trail: LayoutRect, column: LayoutRect
        if vertical {
            lead = LayoutRect(x: frame.x, y: frame.y, width: max(0, start - frame.x), height: frame.height)
            trail = LayoutRect(x: end, y: frame.y, width: max(0, frame.x + frame.width - end), height: frame.height)
            column = LayoutRect(x: start, y: 0, width: breadth, height: height)
        } else {
            lead = LayoutRect(x: frame.x, y: frame.y, width: frame.width, height: max(0, start - frame.y))
            trail = LayoutRect(x: frame.x, y: end, width: frame.width, height: max(0, frame.y + frame.height - end))
            column = LayoutRect(x: 0, y: start, width: width, height: breadth)
        }
        let columnCaps = art.columnCaps(direction, arrowHeight: metrics.height)
        return layers.flatMap { layer, bodyName, arrowName in
            [
                PlacedImage(layer: layer, imageName: bodyName, capInsets: caps, frame: frame, clip: lead),
                PlacedImage(layer: layer, imageName: bodyName, capInsets: caps, frame: frame, clip: trail),
                PlacedImage(layer: layer, imageName: arrowName(direction), capInsets: columnCaps, frame: column),
            ]
        }
    }

    /// `body` grown on the arrow's side by the part of a pixel its edge lies past the grid (`DrawnArt.edgeFraction`).
    static func grown(_ body: LayoutRect, _ direction: PopoverArrowDirection, by arrowHeight: Double, scale: Double)
        -> LayoutRect
    {
        let f = DrawnArt.edgeFraction(height: arrowHeight, scale: scale)
        var frame = body
        switch direction {
        case .up: (frame.y, frame.height) = (body.y - f, body.height + f)
        case .down: frame.height = body.height + f
        case .left: (frame.x, frame.width) = (body.x - f, body.width + f)
        case .right: frame.width = body.width + f
        }
        return frame
    }
}
