/// CAP-COVERS-CORNER for written cap insets; CAP-FITS for supplied images lives in ImageRules.
enum CapInsetRules {
    static func check(_ context: inout RuleContext) {
        let background = context.skin.background
        guard background.capInsetsAreExplicit else { return }
        let margins = context.skin.shadow?.margins ?? .zero
        let pt = ValueText.number
        for (side, cap) in background.capInsets.sides {
            let margin = max(0, margins[side])
            let need = background.cornerRadius + context.skin.border.width + margin
            guard cap < need else { continue }
            let shadowPart = margin > 0 ? " + shadow margin \(pt(margin))" : ""
            context.report(.error, .capCoversCorner,
                           "the \(side.rawValue) cap inset \(pt(cap)) is less than corner-radius \(pt(background.cornerRadius))"
                            + " + border \(pt(context.skin.border.width))\(shadowPart) = \(pt(need)); the corner would be stretched",
                           at: ["background.cap-insets"],
                           involving: ["background.corner-radius", "border.width", "shadow.blur", "shadow.offset"])
        }
    }
}
