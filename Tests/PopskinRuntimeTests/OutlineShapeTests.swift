import Foundation
import PropertyBased
import Testing

@testable import PopskinRuntime

/// Issue 30: the outline is one shape. Just inside the arrow's base, all across it, is inside the outline, for
/// capsules (the arrow on a round end or on the straight side), rounded and sharp bodies at sizes from the minimum up,
/// in every direction: an arrow that only touches its bubble at one point leaves background there.
@Suite struct OutlineShapeTests {
    /// The outline as a polygon: arcs in steps of at most a hundredth of a radian.
    static func polygon(_ outline: PopoverOutline) -> [LayoutPoint] {
        var points: [LayoutPoint] = []
        for element in outline.elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .arc(let center, let radius, let start, let sweep):
                let steps = max(1, Int((abs(sweep) / 0.01).rounded(.up)))
                for step in 0...steps {
                    let angle = start + sweep * Double(step) / Double(steps)
                    points.append(LayoutPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
            case .close: break
            }
        }
        return points
    }

    /// Even-odd: a ray to the right crosses the polygon's edges an odd number of times.
    static func inside(_ point: LayoutPoint, _ polygon: [LayoutPoint]) -> Bool {
        var inside = false
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1))
        where (a.y > point.y) != (b.y > point.y) {
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x { inside.toggle() }
        }
        return inside
    }

    /// Points a hundredth of a point inside the base, from 5 % to 95 % across it, that are outside the outline.
    static func loose(
        body: LayoutRect, radius: Double, direction: PopoverArrowDirection, start: Double, base: Double,
        height: Double, tipRadius: Double
    ) -> [LayoutPoint] {
        let outline = PopoverOutline(
            body: body, radius: radius, direction: direction, arrowStart: start, base: base, height: height,
            tipRadius: tipRadius)
        let polygon = polygon(outline), inset = 0.01
        return stride(from: 0.05, through: 0.95, by: 0.05).map { t -> LayoutPoint in
            let along = start + t * base
            switch direction {
            case .up: return LayoutPoint(x: along, y: body.y + inset)
            case .down: return LayoutPoint(x: along, y: body.y + body.height - inset)
            case .left: return LayoutPoint(x: body.x + inset, y: along)
            case .right: return LayoutPoint(x: body.x + body.width - inset, y: along)
            }
        }.filter { !inside($0, polygon) }
    }

    /// The capsule: a 12×6 arrow on the round end of a 160×28 (and 29) bubble, and on the cap of a 16-wide
    /// one: loose before, joined now.
    @Test func theCapsulesRoundEndHoldsItsArrow() {
        for (width, height, direction) in [
            (154.0, 28.0, PopoverArrowDirection.left), (154, 29, .left), (154, 28, .right), (16, 54, .up),
            (16, 54, .down),
        ] {
            let body = LayoutRect(x: 6, y: 6, width: width, height: height)
            let across = direction == .up || direction == .down ? width : height
            let start = (direction == .up || direction == .down ? body.x : body.y) + (across - 12) / 2
            let found = Self.loose(
                body: body, radius: .infinity, direction: direction, start: start, base: 12, height: 6, tipRadius: 0)
            #expect(found.isEmpty, "\(direction) \(width)×\(height): \(found)")
        }
    }

    @Test func everyArrowJoinsItsBubble() async {
        let kinds = Gen.int(in: 0...3)  // sharp, rounded, capsule on a round end, capsule on a straight side
        let bases = Gen.int(in: 4...48).map { Double($0) / 2 }
        let heights = Gen.int(in: 2...30).map { Double($0) / 2 }
        let grow = Gen.double(in: 0...60)
        let tips = Gen.int(in: 0...4).map(Double.init)
        await propertyCheck(
            count: 3000, input: kinds, Gen<PopoverArrowDirection>.case, bases, heights, grow, grow, tips,
            Gen.double(in: 0...1)
        ) { kind, direction, base, height, extra, other, tipRadius, where_ in
            let vertical = direction == .up || direction == .down
            var radius: Double, along: Double, across: Double
            switch kind {
            case 0:
                (radius, along, across) = (0, base + extra, 1 + other)
            case 1:
                radius = (other / 4).rounded()
                (along, across) = (base + 2 * radius + extra, 2 * radius + 1 + other)
            case 2:
                // The arrow's edge is the shorter side, all round end, from the arrow's base up.
                (radius, along, across) = (.infinity, base + extra, base + extra + other)
            default:
                // The arrow on a long side, clear of both round ends.
                (radius, across) = (.infinity, 1 + other)
                along = base + across + extra
            }
            let body =
                vertical
                ? LayoutRect(x: 0, y: 0, width: along, height: across)
                : LayoutRect(x: 0, y: 0, width: across, height: along)
            let r = min(radius, body.width / 2, body.height / 2)
            let straight = along - 2 * r
            // Anywhere on the straight part; centred on a round end.
            let start = straight >= base ? r + (straight - base) * where_ : (along - base) / 2
            let found = Self.loose(
                body: body, radius: radius, direction: direction, start: start, base: base, height: height,
                tipRadius: tipRadius)
            #expect(found.isEmpty, "kind \(kind) \(direction) \(body) base \(base)×\(height) at \(start): \(found)")
        }
    }
}
