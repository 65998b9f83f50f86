import Foundation

/// Where a skin's gradient and shadow go for one layout: the one model the UIKit view (`CAGradientLayer` points,
/// `layer.shadowPath`) and popskin's renderer both follow.
nonisolated extension PopoverArtLayout {
    /// The rectangle a gradient's positions are measured across: the bubble without its arrow, or the whole view.
    public func gradientArea(_ span: GradientSpan) -> LayoutRect {
        span == .bubble ? placement.background : bounds
    }

    /// The shape that casts `shadow` (`layer.shadowPath`): the outline, or the bubble alone (`covers: bubble`),
    /// grown by `spread` on every side (`outline(grownBy:withArrow:tipRadius:skin:)`).
    public func shadowOutline(_ shadow: SkinShadow, skin: PopoverSkin) -> PopoverOutline {
        if shadow.spread == 0, shadow.covers == .outline { return outline }
        return outline(
            grownBy: shadow.spread, withArrow: shadow.covers == .outline, tipRadius: skin.tipRadius, skin: skin)
    }

    /// The outline grown by `d` on every side (negative: shrunk, a SwiftUI shape's inset). The bubble's corners grow
    /// with it (radius + d, as CSS grows a rounded box's); the arrow's sides move out by `d` too, so its tip moves
    /// out by d / sin(half its angle); the tip is rounded by `tipRadius`. Without `withArrow`, the bubble alone.
    public func outline(grownBy d: Double, withArrow: Bool, tipRadius: Double, skin: PopoverSkin) -> PopoverOutline {
        let b = placement.background
        let body = LayoutRect(
            x: b.x - d, y: b.y - d, width: max(0, b.width + 2 * d), height: max(0, b.height + 2 * d))
        let radius = max(0, skin.cornerRadius + d)
        let base = skin.arrow.base, height = skin.arrow.height
        guard withArrow, base > 0, height > 0 else {
            return PopoverOutline(
                body: body, radius: radius, direction: direction, arrowStart: 0, base: 0, height: 0, tipRadius: 0)
        }
        // The grown triangle is similar to the arrow: its height above the grown edge is h + d / sin θ − d.
        let sine = (base / 2) / ((base / 2) * (base / 2) + height * height).squareRoot()
        let grownHeight = max(0, height + d / sine - d)
        let grownBase = base * grownHeight / height
        let vertical = direction == .up || direction == .down
        let centre = (vertical ? placement.arrow.x : placement.arrow.y) + base / 2
        return PopoverOutline(
            body: body, radius: radius, direction: direction, arrowStart: centre - grownBase / 2, base: grownBase,
            height: grownHeight, tipRadius: tipRadius)
    }

    /// The outline moved in by `d` on every side (negative: out), as a SwiftUI shape's `inset(by:)`: the bubble
    /// inset, its corners concentric (radius less by `d`), the arrow's sides moved in (a similar, smaller arrow) and
    /// its tip's fillet concentric too. Where the arrow leaves the bubble it turns sharply, where an exact offset
    /// would round by `d`; no point of it comes closer than `d` to the outline.
    public func insetOutline(by d: Double, skin: PopoverSkin) -> PopoverOutline {
        if d == 0 { return outline }
        // The tip's fillet as drawn: at most the largest the arrow admits.
        let tip = min(skin.tipRadius, ArrowFillet.largestRadius(base: skin.arrow.base, height: skin.arrow.height))
        return outline(grownBy: -d, withArrow: true, tipRadius: max(0, tip - d), skin: skin)
    }

    /// How far the shadow reaches outside the view's bounds, in points: its blur's tail, offset and spread.
    public static func shadowReach(_ shadow: SkinShadow) -> Double {
        shadow.blur * 1.5 + max(abs(shadow.offsetX), abs(shadow.offsetY)) + max(0, shadow.spread) * 2
    }
}

nonisolated extension SkinColor {
    /// Some appearance shows it: its alpha is above 0 in at least one.
    public var shows: Bool { alpha > 0 || appearances.values.contains { $0.alpha > 0 } }
    /// Opaque in every appearance.
    public var isOpaque: Bool { alpha >= 1 && appearances.values.allSatisfy { $0.alpha >= 1 } }
}

nonisolated extension SkinGradient {
    /// Every stop is opaque in every appearance: nothing under it can show.
    public var isOpaque: Bool { stops.allSatisfy(\.color.isOpaque) }
}

nonisolated extension PopoverSkin {
    /// The fill is composited under the gradient: there is a gradient that is translucent somewhere, and a fill that
    /// shows.
    public var fillsUnderGradient: Bool {
        guard let gradient else { return false }
        return !gradient.isOpaque && fill.shows
    }
}
