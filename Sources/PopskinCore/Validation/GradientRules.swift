import PopskinRuntime
import PopskinSources

/// FILL-UNUSED: the fill is drawn under the gradient and shows only where the gradient is translucent.
enum GradientRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin
        guard let gradient = skin.background.gradient, skin.artKind == .drawn || skin.artKind == .vector,
            gradient.isOpaque, skin.background.fill.shows
        else { return }
        context.report(
            .warning, .fillUnused,
            "background.fill never shows: it is drawn under the gradient, and every stop of the gradient is opaque "
                + "(give a stop some transparency, or remove the fill)",
            at: ["background.fill"], involving: ["background.gradient"])
    }

    /// What `theme explain` adds to the fill when it never shows.
    static func unusedFill(_ skin: Skin) -> String? {
        guard let gradient = skin.background.gradient, gradient.isOpaque, skin.background.fill.shows else { return nil }
        return "unused: every stop of background.gradient is opaque, so the fill under it never shows"
    }
}
