import Foundation
import Testing

@testable import PopskinRuntime

/// `PopoverArtLayout.insetOutline(by:skin:)`, what a SwiftUI shape's `inset(by:)` (and so `strokeBorder`) draws:
/// inside the outline, never closer to it than the inset, and but for the arrow's joins exactly that far (its edges,
/// corners and tip are the outline's moved in), for rounded, sharp, filleted and capsule skins in every direction, at a size with
/// room and one whose arrow runs into the corners.
@Suite struct InsetOutlineTests {
    static func skin(radius: Double, tip: Double) -> PopoverSkin {
        PopoverSkin(
            name: "inset", arrow: ArrowMetrics(base: 16, height: 10, cornerClearance: 6, overlap: 0), tipRadius: tip,
            contentInsets: .zero, wantsDefaultContentAppearance: false, cornerRadius: radius,
            fill: SkinColor(red: 1, green: 1, blue: 1), gradient: nil, borderWidth: 0,
            borderColor: SkinColor(red: 0, green: 0, blue: 0), shadow: nil, art: .vector)
    }

    static let skins = [
        skin(radius: 8, tip: 0), skin(radius: 8, tip: 3), skin(radius: .infinity, tip: 2), skin(radius: 0, tip: 0),
    ]

    /// The distance from `point` to `outline`, its lines and arcs as they are (an arc begins with a line from the
    /// point before).
    static func distance(_ point: LayoutPoint, to outline: PopoverOutline) -> Double {
        func segment(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
            let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
            let t = length > 0 ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length)) : 0
            let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
            return (x * x + y * y).squareRoot()
        }
        var nearest = Double.infinity, current: LayoutPoint?, first: LayoutPoint?
        for element in outline.elements {
            switch element {
            case .move(let p):
                (current, first) = (p, p)
            case .line(let p):
                if let current { nearest = min(nearest, segment(current, p)) }
                current = p
            case .arc(let center, let radius, let start, let sweep):
                let from = LayoutPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                let to = LayoutPoint(
                    x: center.x + radius * cos(start + sweep), y: center.y + radius * sin(start + sweep))
                if let current { nearest = min(nearest, segment(current, from)) }
                if first == nil { first = from }
                var angle = atan2(point.y - center.y, point.x - center.x)
                while angle < start { angle += 2 * .pi }
                while angle >= start + 2 * .pi { angle -= 2 * .pi }
                let dx = point.x - center.x, dy = point.y - center.y
                nearest = min(
                    nearest,
                    angle - start <= sweep
                        ? abs((dx * dx + dy * dy).squareRoot() - radius) : min(segment(from, from), segment(to, to)))
                current = to
            case .close:
                if let current, let first { nearest = min(nearest, segment(current, first)) }
            }
        }
        return nearest
    }

    /// The polygon's edges sampled at most a quarter point apart, so a long straight edge counts by its length.
    static func dense(_ polygon: [LayoutPoint]) -> [LayoutPoint] {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).flatMap { a, b -> [LayoutPoint] in
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let steps = max(1, Int((length / 0.25).rounded(.up)))
            return (0..<steps).map {
                let t = Double($0) / Double(steps)
                return LayoutPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
        }
    }

    @Test(arguments: [0.5, 1.5, 3.0])
    func theInsetLiesInsideAtTheInsetsDistance(inset: Double) {
        for skin in Self.skins {
            for direction in PopoverArrowDirection.allCases {
                for (width, height) in [(170.0, 120.0), (60.0, 34.0)] {
                    for offset in [0.0, 1000] {
                        let layout = skin.artLayout(
                            width: width, height: height, direction: direction, offset: offset, scale: 2)
                        let outline = OutlineShapeTests.polygon(layout.outline)
                        let inner = OutlineShapeTests.polygon(layout.insetOutline(by: inset, skin: skin))
                        let label =
                            "r \(skin.cornerRadius) tip \(skin.tipRadius) \(direction) \(width)x\(height) \(offset)"
                        let distances = Self.dense(inner).map { Self.distance($0, to: layout.outline) }
                        #expect(inner.allSatisfy { OutlineShapeTests.inside($0, outline) }, "\(label)")
                        // Arcs are polygons in hundredth-radian steps: their chords stray by r(1 − cos 0.005).
                        #expect(distances.min()! >= inset - 1e-3, "\(label): \(distances.min()!)")
                        // Only the sharp turns where the arrow leaves the bubble lie farther (a concentric corner or
                        // fillet that is not — the shadow's rule keeps the tip's radius — falls below 95 %).
                        let exact = distances.filter { abs($0 - inset) < 1e-3 }.count
                        #expect(
                            Double(exact) >= 0.95 * Double(distances.count), "\(label): \(exact)/\(distances.count)")
                    }
                }
            }
        }
    }

    /// Inset by 0 is the outline itself; by a negative amount, the outline grows as the shadow's spread grows it.
    @Test func noInsetIsTheOutlineAndANegativeOneGrowsIt() {
        let skin = Self.skin(radius: 8, tip: 3)
        let layout = skin.artLayout(width: 170, height: 120, direction: .left, offset: 9, scale: 3)
        #expect(layout.insetOutline(by: 0, skin: skin) == layout.outline)
        let grown = OutlineShapeTests.polygon(layout.insetOutline(by: -2, skin: skin))
        let outline = OutlineShapeTests.polygon(layout.outline)
        #expect(outline.allSatisfy { OutlineShapeTests.inside($0, grown) })
    }
}
