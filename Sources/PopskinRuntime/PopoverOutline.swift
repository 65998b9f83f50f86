import Foundation

/// One step of a path in points, y down. An arc first draws a line from the current point (if any) to its start,
/// then turns from `start` to `start + sweep` radians, angles growing from +x towards +y (clockwise on screen), as
/// cairo's `cairo_arc` and CoreGraphics' `addArc(…, clockwise: false)` in UIKit's flipped space both draw it.
public nonisolated enum PathElement: Hashable, Sendable {
    case move(LayoutPoint)
    case line(LayoutPoint)
    case arc(center: LayoutPoint, radius: Double, start: Double, sweep: Double)
    case close
}

/// The bubble's outline with its arrow, as one closed path traced clockwise on screen: the rounded body, and on the
/// arrow's edge the arrow rising from it. Where the arrow's base reaches into a rounded corner (a popover too small
/// for its arrow), each side runs on until it meets the arc, so the outline has no step.
///
/// This is the one definition of the shape: the view's layer shadow, the images popskin draws and the ideal it
/// measures them against are all made from it.
public nonisolated struct PopoverOutline: Hashable, Sendable {
    public var elements: [PathElement]

    /// The outline of a body `body` with corner radius `radius` and an arrow on `direction`'s edge, its base
    /// beginning `arrowStart` along that edge (view coordinates: x for up and down, y for left and right),
    /// `base` wide and `height` tall, its tip rounded by `tipRadius`. No arrow when `base` or `height` is 0.
    public init(
        body: LayoutRect, radius: Double, direction: PopoverArrowDirection, arrowStart: Double, base: Double,
        height: Double, tipRadius: Double
    ) {
        let r = max(0, min(radius, body.width / 2, body.height / 2))
        let (x0, y0, x1, y1) = (body.x, body.y, body.x + body.width, body.y + body.height)
        // The corners clockwise from the top-left, each with the edge that follows it.
        let corners: [(center: LayoutPoint, start: Double, edge: PopoverArrowDirection)] = [
            (LayoutPoint(x: x0 + r, y: y0 + r), .pi, .up),
            (LayoutPoint(x: x1 - r, y: y0 + r), 3 * .pi / 2, .right),
            (LayoutPoint(x: x1 - r, y: y1 - r), 0, .down),
            (LayoutPoint(x: x0 + r, y: y1 - r), .pi / 2, .left),
        ]
        var path = PathBuilder()
        guard base > 0, height > 0, body.width > 0, body.height > 0 else {
            for corner in corners {
                path.arc(center: corner.center, radius: r, start: corner.start, end: corner.start + .pi / 2)
            }
            path.close()
            elements = path.elements
            return
        }
        // The arrow's points, clockwise: where its base leaves the edge, the tip, where it returns; and how far along
        // the edge's straight part (which runs from 0 to `straight`) each base point is. A rounded tip is a fillet
        // of the `base × height` triangle: the sides keep their slope and the apex comes in (`ArrowFillet`).
        let a = arrowStart, b = base, h = height
        let enter: LayoutPoint, tip: LayoutPoint, leave: LayoutPoint, along: (LayoutPoint) -> Double, straight: Double
        switch direction {
        case .up:
            (enter, tip, leave) = (
                LayoutPoint(x: a, y: y0), LayoutPoint(x: a + b / 2, y: y0 - h), LayoutPoint(x: a + b, y: y0)
            )
            (along, straight) = ({ $0.x - x0 - r }, body.width - 2 * r)
        case .right:
            (enter, tip, leave) = (
                LayoutPoint(x: x1, y: a), LayoutPoint(x: x1 + h, y: a + b / 2), LayoutPoint(x: x1, y: a + b)
            )
            (along, straight) = ({ $0.y - y0 - r }, body.height - 2 * r)
        case .down:
            (enter, tip, leave) = (
                LayoutPoint(x: a + b, y: y1), LayoutPoint(x: a + b / 2, y: y1 + h), LayoutPoint(x: a, y: y1)
            )
            (along, straight) = ({ x1 - r - $0.x }, body.width - 2 * r)
        case .left:
            (enter, tip, leave) = (
                LayoutPoint(x: x0, y: a + b), LayoutPoint(x: x0 - h, y: a + b / 2), LayoutPoint(x: x0, y: a)
            )
            (along, straight) = ({ y1 - r - $0.y }, body.height - 2 * r)
        }
        let arrowCorner = corners.firstIndex { $0.edge == direction }!
        let before = corners[arrowCorner], after = corners[(arrowCorner + 1) % 4]
        // A base point over a rounded corner: the side runs on until it meets the arc. Where it passes the arc by
        // (a shallow arrow on a capsule's round end), the arc runs on to where a line from the base point touches it
        // (an arc begins with a line from the point before), so the arrow never meets the bubble at a single point.
        // Each join: where the side leaves the arc (the base point itself when the arc only touches a line from it),
        // and the arc's angle there.
        func joined(
            _ point: LayoutPoint, _ corner: (center: LayoutPoint, start: Double, edge: PopoverArrowDirection),
            entering: Bool
        ) -> (point: LayoutPoint, angle: Double)? {
            Self.meet(from: tip, through: point, arc: corner.center, radius: r, start: corner.start)
                ?? Self.touch(from: point, arc: corner.center, radius: r, start: corner.start, entering: entering)
                .map { (point, $0) }
        }
        let entered = along(enter) < 0 ? joined(enter, before, entering: true) : nil
        let left = along(leave) > straight ? joined(leave, after, entering: false) : nil
        for (index, corner) in corners.enumerated() {
            var start = corner.start, end = corner.start + .pi / 2
            if index == (arrowCorner + 1) % 4, let left { start = left.angle }
            if index == arrowCorner, let entered { end = entered.angle }
            path.arc(center: corner.center, radius: r, start: start, end: end)
            guard index == arrowCorner else { continue }
            let from = entered?.point ?? enter, to = left?.point ?? leave
            path.line(from)
            path.tip(from: from, tip, to: to, radius: min(tipRadius, ArrowFillet.largestRadius(base: b, height: h)))
            path.line(to)
        }
        path.close()
        elements = path.elements
    }

    /// The outline of a popover laid out by `layout` for a skin's arrow and corner radius.
    public init(
        layout: PopoverLayout, direction: PopoverArrowDirection, radius: Double, arrow: ArrowMetrics,
        tipRadius: Double
    ) {
        let start = direction == .up || direction == .down ? layout.arrow.x : layout.arrow.y
        self.init(
            body: layout.background, radius: radius, direction: direction, arrowStart: start, base: arrow.base,
            height: arrow.height, tipRadius: tipRadius)
    }

    /// The angle at which a line from `point` (outside the circle) touches the quarter arc of the corner at `center`
    /// that begins at angle `start`, away from the edge: the arc's last touch when `entering` (the arc runs up to
    /// it), its first otherwise; nil when neither touch lies on the quarter.
    static func touch(
        from point: LayoutPoint, arc center: LayoutPoint, radius: Double, start: Double, entering: Bool
    ) -> Double? {
        let dx = point.x - center.x, dy = point.y - center.y, distance = (dx * dx + dy * dy).squareRoot()
        guard radius > 0, distance > radius else { return nil }
        let toward = atan2(dy, dx), spread = acos(radius / distance)
        let angles = [toward - spread, toward + spread].map { angle -> Double in
            var angle = angle
            while angle < start - 1e-9 { angle += 2 * .pi }
            while angle > start + 2 * .pi { angle -= 2 * .pi }
            return angle
        }.filter { $0 <= start + .pi / 2 + 1e-9 }
        // The touch on the edge itself (the edge is a tangent) is the single point to avoid: take the other one.
        guard let angle = entering ? angles.min() : angles.max(),
            entering ? angle < start + .pi / 2 - 1e-9 : angle > start + 1e-9
        else { return nil }
        return angle
    }

    /// Where the line from `tip` through `point`, run on past `point`, first meets the quarter arc of the corner at
    /// `center` that begins at angle `start`; nil when it passes the arc by.
    static func meet(
        from tip: LayoutPoint, through point: LayoutPoint, arc center: LayoutPoint, radius: Double,
        start: Double
    ) -> (point: LayoutPoint, angle: Double)? {
        let ux = point.x - tip.x, uy = point.y - tip.y
        let length = (ux * ux + uy * uy).squareRoot()
        guard length > 0, radius > 0 else { return nil }
        let (vx, vy) = (ux / length, uy / length)
        // |tip + t·v − center| = radius, for the first t past `point`.
        let fx = tip.x - center.x, fy = tip.y - center.y
        let b = fx * vx + fy * vy, c = fx * fx + fy * fy - radius * radius
        let discriminant = b * b - c
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        for t in [-b - root, -b + root] where t >= length - 1e-9 {
            let hit = LayoutPoint(x: tip.x + t * vx, y: tip.y + t * vy)
            var angle = atan2(hit.y - center.y, hit.x - center.x)
            while angle < start - 1e-9 { angle += 2 * .pi }
            while angle > start + 2 * .pi { angle -= 2 * .pi }
            if angle <= start + .pi / 2 + 1e-9 { return (hit, min(angle, start + .pi / 2)) }
        }
        return nil
    }
}

/// Collects path elements, dropping zero-length arcs.
nonisolated struct PathBuilder {
    var elements: [PathElement] = []

    mutating func arc(center: LayoutPoint, radius: Double, start: Double, end: Double) {
        if radius > 0, end > start {
            elements.append(.arc(center: center, radius: radius, start: start, sweep: end - start))
        } else {
            line(LayoutPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end)))
        }
    }

    mutating func line(_ point: LayoutPoint) {
        elements.append(elements.isEmpty ? .move(point) : .line(point))
    }

    /// The arrow's tip at `tip` between sides from `enter` and to `leave`, rounded by an arc of `radius` tangent to
    /// both sides (as large as the shorter side allows; callers keep it within `ArrowFillet.largestRadius`).
    mutating func tip(from enter: LayoutPoint, _ tip: LayoutPoint, to leave: LayoutPoint, radius: Double) {
        let d1 = Self.unit(enter, tip), d2 = Self.unit(leave, tip)
        let cosine = max(-1, min(1, d1.x * d2.x + d1.y * d2.y))
        let half = acos(cosine) / 2
        guard radius > 0, half > 1e-6, half < .pi / 2 - 1e-6 else { return line(tip) }
        let sides = min(Self.distance(enter, tip), Self.distance(leave, tip))
        let r = min(radius, sides * tan(half))
        let along = r / tan(half), toCenter = r / sin(half)
        let bisector = Self.unit(LayoutPoint(x: tip.x + d1.x + d2.x, y: tip.y + d1.y + d2.y), tip)
        let center = LayoutPoint(x: tip.x + bisector.x * toCenter, y: tip.y + bisector.y * toCenter)
        let first = LayoutPoint(x: tip.x + d1.x * along, y: tip.y + d1.y * along)
        line(first)
        let start = atan2(first.y - center.y, first.x - center.x)
        // A convex corner of a clockwise outline turns clockwise: by π minus the angle between the sides.
        elements.append(.arc(center: center, radius: r, start: start, sweep: .pi - 2 * half))
    }

    mutating func close() { elements.append(.close) }

    static func unit(_ to: LayoutPoint, _ from: LayoutPoint) -> LayoutPoint {
        let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? LayoutPoint(x: dx / length, y: dy / length) : LayoutPoint(x: 0, y: 0)
    }

    static func distance(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
