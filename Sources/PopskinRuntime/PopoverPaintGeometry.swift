import Foundation

/// Where a skin's gradient and shadow go for one layout: the one model the UIKit view (`CAGradientLayer` points,
/// `layer.shadowPath`) and popskin's renderer both follow.
extension PopoverArtLayout {
    /// The rectangle a gradient's positions are measured across: the bubble without its arrow, or the whole view.
    public func gradientArea(_ span: GradientSpan) -> LayoutRect {
        span == .bubble ? placement.background : bounds
    }

    /// The shape that casts `shadow` (`layer.shadowPath`): the outline, or the bubble alone (`covers: bubble`),
    /// grown by `spread` on every side. The bubble's corners grow with it (radius + spread, as CSS grows a rounded
    /// box's); the arrow's sides move out by `spread` too, so its tip moves out by spread / sin(half its angle).
    public func shadowOutline(_ shadow: SkinShadow, skin: PopoverSkin) -> PopoverOutline {
        let d = shadow.spread
        if d == 0, shadow.covers == .outline { return outline }
        let b = placement.background
        let body = LayoutRect(
            x: b.x - d, y: b.y - d, width: max(0, b.width + 2 * d), height: max(0, b.height + 2 * d))
        let radius = max(0, skin.cornerRadius + d)
        let base = skin.arrow.base, height = skin.arrow.height
        guard shadow.covers == .outline, base > 0, height > 0 else {
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
            height: grownHeight, tipRadius: skin.tipRadius)
    }

    /// How far the shadow reaches outside the view's bounds, in points: its blur's tail, offset and spread.
    public static func shadowReach(_ shadow: SkinShadow) -> Double {
        shadow.blur * 1.5 + max(abs(shadow.offsetX), abs(shadow.offsetY)) + max(0, shadow.spread) * 2
    }
}

extension SkinColor {
    /// Some appearance shows it: its alpha is above 0 in at least one.
    public var shows: Bool { alpha > 0 || appearances.values.contains { $0.alpha > 0 } }
    /// Opaque in every appearance.
    public var isOpaque: Bool { alpha >= 1 && appearances.values.allSatisfy { $0.alpha >= 1 } }
}

extension SkinGradient {
    /// Every stop is opaque in every appearance: nothing under it can show.
    public var isOpaque: Bool { stops.allSatisfy(\.color.isOpaque) }
}

extension PopoverSkin {
    /// The fill is composited under the gradient: there is a gradient that is translucent somewhere, and a fill that
    /// shows.
    public var fillsUnderGradient: Bool {
        guard let gradient else { return false }
        return !gradient.isOpaque && fill.shows
    }
}
