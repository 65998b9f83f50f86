import PopskinSources

/// CAP-COVERS-CORNER for cap insets written for hand-made background art; CAP-FITS for supplied images lives in
/// ImageRules. (popskin's own art chooses its caps.)
enum CapInsetRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin, background = skin.background
        guard background.image != nil, context.theme.origin(of: "background.cap-insets") != nil else { return }
        let pt = ValueText.number
        let radius = background.cornerRadius, border = skin.border.width
        // Hand-made art keeps its outline inside its declared margin, the border inside the arc.
        for (side, cap) in background.capInsets.sides {
            let margin = background.imageMargin[side]
            let need = radius + border + margin
            guard cap < need else { continue }
            let parts =
                "corner-radius \(pt(radius)) + border \(pt(border))"
                + (margin > 0 ? " + image margin \(pt(margin))" : "")
            context.report(
                .error, .capCoversCorner,
                "the \(side.rawValue) cap inset \(pt(cap)) is less than \(parts) = \(pt(need)); the corner "
                    + "would be stretched",
                at: ["background.cap-insets"],
                involving: ["background.corner-radius", "border.width", "background.image-margin"])
        }
    }
}
