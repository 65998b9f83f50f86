import Foundation

/// A rounded arrow tip as a fillet of the `base × height` triangle: a circular arc tangent to both sides, which keep
/// their slope, so a larger radius brings the apex in rather than bending the sides (AMPopTip's `arrowRadius`, a
/// design tool's rounded corner). With θ the tip's angle, tan(θ/2) = (b/2)/h and sin(θ/2) = b/√(4h² + b²):
/// - the arc's centre lies r/sin(θ/2) from the sharp tip and its apex r less, so the arrow shows
///   `h − r·(1/sin(θ/2) − 1)` from the bubble (`visibleHeight`);
/// - its tangent points lie r/tan(θ/2) from the tip along each side; they reach the base's ends, the side's length
///   √(h² + b²/4), at the largest fillet the triangle admits, r = √(h² + b²/4)·tan(θ/2) = b·√(4h² + b²)/(4h)
///   (`largestRadius`).
public nonisolated enum ArrowFillet {
    /// The largest tip radius a `base × height` arrow admits: b·√(4h² + b²)/(4h); 0 without an arrow.
    public static func largestRadius(base b: Double, height h: Double) -> Double {
        guard b > 0, h > 0 else { return 0 }
        return b * (4 * h * h + b * b).squareRoot() / (4 * h)
    }

    /// How far the filleted tip reaches from the bubble: h − r·(1/sin(θ/2) − 1), r taken up to `largestRadius`.
    public static func visibleHeight(base b: Double, height h: Double, tipRadius: Double) -> Double {
        guard b > 0, h > 0, tipRadius > 0 else { return h }
        let r = min(tipRadius, largestRadius(base: b, height: h))
        return h - r * ((4 * h * h + b * b).squareRoot() / b - 1)
    }

    /// The up-pointing arrow's sides from the base's left end `(0, h)` over the tip `(b/2, 0)` to its right end
    /// `(b, h)`, the tip filleted by `tipRadius` (up to `largestRadius`): the path `PopoverOutline` draws at its tip,
    /// for art that draws an arrow alone.
    public static func sides(base b: Double, height h: Double, tipRadius: Double) -> [PathElement] {
        var path = PathBuilder()
        let (left, right) = (LayoutPoint(x: 0, y: h), LayoutPoint(x: b, y: h))
        path.line(left)
        path.tip(
            from: left, LayoutPoint(x: b / 2, y: 0), to: right,
            radius: min(tipRadius, largestRadius(base: b, height: h)))
        path.line(right)
        return path.elements
    }
}
