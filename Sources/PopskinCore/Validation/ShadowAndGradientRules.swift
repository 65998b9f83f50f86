/// SHADOW-FITS and GRADIENT-SIDE-SEAM.
enum ShadowAndGradientRules {
    static func check(_ context: inout RuleContext) {
        let skin = context.skin, pt = ValueText.number
        if let shadow = skin.shadow {
            let margins = shadow.margins
            // The background image keeps a transparent margin for the shadow; content over it would sit outside
            // the bubble. Sides already short of the border are CONTENT-GE-BORDER's.
            for (side, margin) in margins.sides where margin > 0 {
                let inset = skin.content.insets[side]
                let need = margin + skin.border.width
                guard inset >= skin.border.width, inset < need else { continue }
                context.report(.error, .shadowFits,
                               "the \(side.rawValue) content inset \(pt(inset)) does not clear the shadow margin "
                                + "\(pt(margin)) + border \(pt(skin.border.width)) = \(pt(need)) pt; content would sit "
                                + "on the shadow, outside the bubble",
                               at: ["content.insets"], involving: ["shadow.blur", "shadow.offset", "border.width"])
            }
            // In separate style the arrow image must reach across the margin to the outline.
            if skin.background.style == .separate, skin.background.image == nil,
               let widest = margins.sides.max(by: { $0.value < $1.value }), skin.arrow.overlap < widest.value {
                context.report(.error, .shadowFits,
                               "arrow.overlap \(pt(skin.arrow.overlap)) is less than the \(widest.side.rawValue) shadow "
                                + "margin \(pt(widest.value)); the arrow would stop short of the bubble's outline",
                               at: ["arrow.overlap", "shadow.blur"], involving: ["shadow.blur", "shadow.offset"])
            }
        }
        if let gradient = skin.background.gradient, skin.background.style == .separate {
            let arrows = gradient.axis == .vertical ? "left and right" : "up and down"
            context.report(.warning, .gradientSideSeam,
                           "a \(gradient.axis.rawValue) gradient with style: separate cannot match the \(arrows) arrows "
                            + "at every offset, so a seam shows where they join; use background.style: combined",
                           at: ["background.gradient", "background.style"])
        }
    }
}
