import PopskinRuntime
import PopskinSources

/// ARROW-FITS-CORNERS, TIP-RADIUS-LIMIT, CLEARANCE-COVERS-CORNER, OVERLAP-LT-CAP.
enum ArrowRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin, arrow = skin.arrow
        guard skin.hasArrow else { return }
        let pt = ValueText.number
        let need = skin.minimumPopoverSide
        let formula = "arrow.base \(pt(arrow.base)) + 2 × corner-clearance \(pt(skin.cornerClearance)) = \(pt(need)) pt"

        // The arrow runs along the width (up/down) or the height (left/right): both must have room.
        let minimum = skin.popup.minimumSize, maximum = skin.popup.maximumSize
        let smallest = [minimum.width, minimum.height].filter { $0 > 0 }.min()
        if let smallest, smallest < need {
            context.report(
                .error, .arrowFitsCorners,
                "\(formula) does not fit the smallest popover side, \(pt(smallest)) pt (popup.minimum-size); "
                    + "popovers need sides of at least \(pt(need)) pt or the arrow runs into a corner",
                at: ["popup.minimum-size", "arrow.base"],
                involving: ["arrow.base", "arrow.corner-clearance", "background.corner-radius"])
        }
        let largest = min(maximum.width, maximum.height)
        if largest < need {
            context.report(
                .error, .arrowFitsCorners,
                "\(formula) does not fit popup.maximum-size, whose smaller side is \(pt(largest)) pt; "
                    + "the arrow can never clear the corners",
                at: ["popup.maximum-size", "arrow.base"], involving: ["arrow.base", "arrow.corner-clearance"])
        }

        if arrow.shape == .rounded, let limit = tipRadiusLimit(arrow) {
            context.report(
                .error, .tipRadiusLimit,
                "arrow.tip-radius \(pt(arrow.tipRadius)) is larger than the largest fillet a \(pt(arrow.base)) × "
                    + "\(pt(arrow.height)) arrow admits, \(pt(limit)) pt (b·√(4h² + b²)/(4h), where the arc's tangent "
                    + "points reach the base's ends)",
                at: ["arrow.tip-radius"], involving: ["arrow.base", "arrow.height"])
        }

        // A default clearance is the radius; popskin's art raises it past a border silently (explain shows it). A
        // written one that asks for less than the art can do is worth a word.
        let radius = skin.background.cornerRadius, least = skin.artKind == .drawn ? skin.drawnCornerClearance : radius
        // A capsule's clearance follows its size: the runtime keeps the arrow off its round ends.
        if skin.artKind != .vector, arrow.cornerClearance < least,
            least == radius || context.theme.origin(of: "arrow.corner-clearance") != nil
        {
            let what =
                skin.artKind == .drawn
                ? "popskin's art keeps the arrow's base out of the rounded corners and off the side borders (an arrow "
                    + "there cannot be stretched from images at every offset), so the arrow stops \(pt(least)) pt from "
                    + "each end; hand-made art (background.variants) can put it into the corner"
                : "near a corner the arrow's base enters the rounded arc"
            let limit = least == radius ? "background.corner-radius \(pt(radius))" : "border.width \(pt(least))"
            context.report(
                .warning, .clearanceCoversCorner,
                "arrow.corner-clearance \(pt(arrow.cornerClearance)) is less than \(limit): \(what)",
                at: ["arrow.corner-clearance"], involving: ["background.corner-radius", "border.width"])
        }

        // Overlap is how far an arrow image reaches over a background image: hand-made art only.
        guard skin.artKind == .separate else { return }
        let caps = skin.background.capInsets
        if arrow.overlap < 0 {
            context.report(
                .error, .overlapLTCap,
                "arrow.overlap is \(pt(arrow.overlap)); it must be ≥ 0 or a gap opens between arrow and background",
                at: ["arrow.overlap"])
        } else if arrow.overlap > 0, let side = caps.sides.min(by: { $0.value < $1.value }), arrow.overlap >= side.value
        {
            context.report(
                .error, .overlapLTCap,
                "arrow.overlap \(pt(arrow.overlap)) reaches past the \(side.side.rawValue) cap inset "
                    + "\(pt(side.value)) into the stretched part of the background; keep overlap < every cap inset",
                at: ["arrow.overlap", "background.cap-insets"],
                involving: ["background.cap-insets", "background.corner-radius", "border.width"])
        }
    }

    /// The largest tip radius `arrow` admits, to 1/1000 pt (rounded down, so it is itself admitted), when its radius
    /// is larger; nil when the radius fits.
    static func tipRadiusLimit(_ arrow: Arrow) -> Double? {
        let limit = ArrowFillet.largestRadius(base: arrow.base, height: arrow.height)
        guard arrow.tipRadius > limit + 1e-9 else { return nil }
        return (limit * 1000 + 1e-9).rounded(.down) / 1000
    }
}
