/// The direction the arrow points, as `UIPopoverArrowDirection` gives it to a background view.
public nonisolated enum PopoverArrowDirection: String, Sendable, CaseIterable, Hashable {
    case up, down, left, right

    /// The way back: an arrow pointing at the anchor from beyond the edge this one points out of.
    public var opposite: PopoverArrowDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }
}

/// A rectangle in points, y down.
public nonisolated struct LayoutRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The middle of the edge `direction` points out of (the top edge for up): an arrow's tip, on its frame.
    public func edgeMiddle(_ direction: PopoverArrowDirection) -> LayoutPoint {
        switch direction {
        case .up: return LayoutPoint(x: midX, y: y)
        case .down: return LayoutPoint(x: midX, y: y + height)
        case .left: return LayoutPoint(x: x, y: midY)
        case .right: return LayoutPoint(x: x + width, y: midY)
        }
    }
}

/// A point in points, y down.
public nonisolated struct LayoutPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }
}

/// A theme's fixed arrow metrics: the same for every direction, as UIKit requires.
public nonisolated struct ArrowMetrics: Hashable, Sendable {
    /// `arrowBase`.
    public var base: Double
    /// `arrowHeight`.
    public var height: Double
    /// Closest the arrow's base may come to a corner.
    public var cornerClearance: Double
    /// How far the arrow image reaches into the background.
    public var overlap: Double

    public init(base: Double, height: Double, cornerClearance: Double, overlap: Double) {
        (self.base, self.height, self.cornerClearance, self.overlap) = (base, height, cornerClearance, overlap)
    }
}

/// Where a popover background view puts its background and its arrow: the arrow `offset` from the edge's middle,
/// held `cornerClearance` from each end (`clamped`), centred when the edge is too short (`tooSmall`), snapped to
/// the pixel grid. One pure function, used by the generated UIKit classes and by `popskin theme layout`, so it is
/// tested on any platform.
public nonisolated struct PopoverLayout: Hashable, Sendable {
    /// The background's frame: the view's bounds minus the arrow's strip.
    public var background: LayoutRect
    /// The arrow's frame, `arrow.height + overlap` deep, on the pixel grid.
    public var arrow: LayoutRect
    public var arrowCenter: LayoutPoint
    /// Radians to turn up-pointing art: up 0, down π, left −π/2, right +π/2.
    public var rotation: Double
    /// The offset would have pushed the arrow into the corner clearance; it was held back.
    public var clamped: Bool
    /// The edge is shorter than `base + 2 × cornerClearance`; the arrow is centred.
    public var tooSmall: Bool

    /// Lays out a background view of `width × height` points whose arrow points `direction`, `offset` points from
    /// the edge's middle, on a screen of `scale` pixels per point. Non-finite offsets count as 0; non-finite or
    /// negative sizes as 0; a scale that is not a positive finite number as 1.
    public init(
        width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, arrow metrics: ArrowMetrics,
        scale: Double
    ) {
        let w = width.isFinite ? max(0, width) : 0, h = height.isFinite ? max(0, height) : 0
        let s = scale.isFinite && scale > 0 ? scale : 1
        let b = metrics.base, depth = metrics.height, e = metrics.cornerClearance
        let off = offset.isFinite ? offset : 0

        let edge: Double
        switch direction {
        case .up:
            background = LayoutRect(x: 0, y: depth, width: w, height: max(0, h - depth))
            edge = w
        case .down:
            background = LayoutRect(x: 0, y: 0, width: w, height: max(0, h - depth))
            edge = w
        case .left:
            background = LayoutRect(x: depth, y: 0, width: max(0, w - depth), height: h)
            edge = h
        case .right:
            background = LayoutRect(x: 0, y: 0, width: max(0, w - depth), height: h)
            edge = h
        }

        let wanted = edge / 2 + off - b / 2
        let low = e, high = edge - e - b
        var start: Double
        if high >= low {
            start = min(max(wanted, low), high)
            clamped = start != wanted
            tooSmall = false
            // Snap to the grid, staying inside the clearance: the pixel-aligned part of [low, high] when it has one.
            let alignedLow = (low * s).rounded(.up) / s, alignedHigh = (high * s).rounded(.down) / s
            start = Self.snap(start, scale: s)
            if alignedLow <= alignedHigh {
                start = min(max(start, alignedLow), alignedHigh)
            } else {
                start = min(max(start, low), high)
            }
        } else {
            start = Self.snap((edge - b) / 2, scale: s)
            clamped = false
            tooSmall = true
        }

        let reach = depth + metrics.overlap
        switch direction {
        case .up:
            arrow = LayoutRect(x: start, y: 0, width: b, height: reach)
            rotation = 0
        case .down:
            arrow = LayoutRect(x: start, y: h - reach, width: b, height: reach)
            rotation = .pi
        case .left:
            arrow = LayoutRect(x: 0, y: start, width: reach, height: b)
            rotation = -.pi / 2
        case .right:
            arrow = LayoutRect(x: w - reach, y: start, width: reach, height: b)
            rotation = .pi / 2
        }
        arrowCenter = LayoutPoint(x: arrow.midX, y: arrow.midY)
    }

    /// `floor(v × s + 0.5) / s`: the nearest pixel boundary, halves rounding up.
    static func snap(_ value: Double, scale: Double) -> Double {
        (value * scale + 0.5).rounded(.down) / scale
    }
}
