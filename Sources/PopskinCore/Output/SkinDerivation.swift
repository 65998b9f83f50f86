/// How each value a theme does not set, or that popskin adjusts, is reached: what `popskin theme explain` prints
/// under "derived", so no number appears from nowhere.
public enum SkinDerivation {
    /// The derivation of `path` in `skin`, or nil when the value is simply what the theme says.
    public static func explain(_ path: String, of skin: Skin, setByTheme: Bool) -> String? {
        let n = ValueText.number
        let radius = skin.background.cornerRadius, border = skin.border.width
        switch path {
        case "arrow.corner-clearance", "metrics.corner-clearance":
            let written =
                setByTheme && path == "arrow.corner-clearance"
                ? "corner-clearance \(n(skin.arrow.cornerClearance)) as written"
                : "corner-clearance \(n(skin.arrow.cornerClearance)) (default: background.corner-radius \(n(radius)))"
            guard skin.artKind == .drawn else { return "\(n(skin.cornerClearance)) = \(written)" }
            return "\(n(skin.cornerClearance)) in effect = the largest of \(written), corner-radius \(n(radius)) and "
                + "border.width \(n(border)): popskin's art keeps the arrow's base out of the corners and off the side borders"
        case "metrics.minimum-popover-side":
            return "\(n(skin.minimumPopoverSide)) = arrow.base \(n(skin.arrow.base)) + 2 × corner clearance "
                + "\(n(skin.cornerClearance))"
        case "background.cap-insets":
            guard skin.artKind == .drawn || skin.background.image == nil else {
                return setByTheme
                    ? nil
                    : "\(n(skin.background.capInsets.top)) = the larger of corner-radius \(n(radius)) "
                        + "and border.width \(n(border)), rounded up to whole points"
            }
            let cap = skin.bodyCapInsets.top
            return "popskin's art uses \(n(cap)) on every side = the larger of corner-radius \(n(radius)) and "
                + "border.width \(n(border)), rounded up to whole points (the smallest that keep corners and border "
                + "unstretched)" + (setByTheme ? "; the written caps are for hand-made art" : "")
        case "arrow.overlap":
            guard skin.artKind == .separate else {
                return "unused: popskin's art draws the arrow and the bubble as one outline"
            }
            return setByTheme
                ? nil
                : skin.arrow.shape == .image
                    ? "0: hand-made arrow art is shown at its own size"
                    : "\(n(skin.arrow.overlap)) = border.width, so the arrow covers the background's border where they join"
        case "arrow.tip-radius" where skin.arrow.shape == .rounded:
            return "the arc is tangent to both sides of a taller triangle, so its apex is arrow.height "
                + "\(n(skin.arrow.height)) from the bubble"
        default:
            return nil
        }
    }
}
