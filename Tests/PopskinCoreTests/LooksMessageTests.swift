import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// The messages of gradients over a fill, capsules' round ends and shadow keys, by their exact words.
@Suite struct LooksMessageTests {
    func lines(_ theme: String) throws -> [String] {
        try TestProject(["themes/t.yaml": theme]).diagnostics()
            .map { "\($0.location.map { "\($0)" } ?? "-"): [\($0.id.rawValue)] \($0.message)" }
    }

    static let opaqueGloss = """
        arrow: { base: 20, height: 10 }
        background:
          fill: "#ff0000"
          gradient: { from: "#ffffff", to: "#000000" }
        content: { insets: 10 }
        """

    /// A fill under a gradient opaque everywhere never shows: a warning at the fill, and `explain` says so.
    @Test func fillUnderAnOpaqueGradientIsUnused() throws {
        #expect(
            try lines(Self.opaqueGloss) == [
                "themes/t.yaml:3:9: [FILL-UNUSED] theme 't': background.fill never shows: it is drawn under the gradient, and every "
                    + "stop of the gradient is opaque (give a stop some transparency, or remove the fill)"
            ])
        let result = try TestProject(["themes/t.yaml": Self.opaqueGloss]).run()
        let theme = try #require(result.registry["t"])
        let fill = try #require(ThemeExplanation(theme: theme, path: "background.fill", project: result.project))
        #expect(
            fill.derivation == "unused: every stop of background.gradient is opaque, so the fill under it never shows")
        // A stop with transparency lets it show: no warning, and no fill unless one is written (clear by default).
        let translucent = Self.opaqueGloss.replacingOccurrences(of: "\"#000000\"", with: "\"#00000000\"")
        #expect(try lines(translucent) == [])
        let unwritten = Self.opaqueGloss.replacingOccurrences(of: "  fill: \"#ff0000\"\n", with: "")
        let skin = try #require(try TestProject(["themes/t.yaml": unwritten]).run().registry["t"]?.skin)
        #expect(skin.background.fill.alpha == 0)
    }

    /// angle and span read into the gradient; axis is the older way to write the angle; the angle is bounded.
    @Test func angleAndSpanRead() throws {
        let theme = Self.opaqueGloss.replacingOccurrences(of: "  fill: \"#ff0000\"\n", with: "")
            .replacingOccurrences(of: "to: \"#000000\" }", with: "to: \"#000000\", angle: 135, span: bubble }")
        let skin = try #require(try TestProject(["themes/t.yaml": theme]).run().registry["t"]?.skin)
        #expect(skin.background.gradient?.angle == 135 && skin.background.gradient?.span == .bubble)
        let horizontal = theme.replacingOccurrences(of: "angle: 135", with: "axis: horizontal")
        let flat = try #require(try TestProject(["themes/t.yaml": horizontal]).run().registry["t"]?.skin)
        #expect(flat.background.gradient?.angle == 90)
        let bad = theme.replacingOccurrences(of: "angle: 135", with: "angle: 400")
        #expect(try TestProject(["themes/t.yaml": bad]).ids() == [.typeMismatch])
    }

    /// A capsule's content must clear its round ends: at 44 pt, insets of 6 poke 0.63 pt out and 7 at the sides
    /// clears them.
    @Test func capsuleContentNamesTheInsetThatClears() throws {
        let theme = """
            arrow: { base: 8, height: 8 }
            background: { corner-radius: capsule, fill: "#ff0000" }
            content: { insets: 6, wants-default-appearance: false }
            """
        #expect(
            try lines(theme) == [
                "themes/t.yaml:3:20: [CONTENT-INSIDE-CORNER] theme 't': at a bubble height of 44 pt (Apple's minimum tappable "
                    + "height; popup.minimum-size sets another) the capsule's round ends have a radius of 22 pt and "
                    + "the content's corners lie up to 0.63 pt outside them; left and right insets of 7 pt clear them "
                    + "(taller bubbles need more), or set content.clips: true if the content clips itself"
            ])
        let cleared = theme.replacingOccurrences(of: "insets: 6,", with: "insets: [6, 7],")
        #expect(try lines(cleared) == [])
    }

    /// A capsule's clearance follows its size: `show` and `explain` say what it is, not 0.
    @Test func capsuleClearanceIsExplained() throws {
        let theme = """
            arrow: { base: 8, height: 8 }
            background: { corner-radius: capsule }
            content: { insets: [6, 7], wants-default-appearance: false }
            """
        let result = try TestProject(["themes/t.yaml": theme]).run()
        let resolved = try #require(result.registry["t"])
        let clearance = try #require(
            ThemeExplanation(theme: resolved, path: "metrics.corner-clearance", project: result.project))
        #expect(clearance.resolved == .string("half the bubble's shorter side"))
        #expect(
            clearance.derivation
                == "half the bubble's shorter side at each size (22 for a bubble 44 pt tall), or corner-clearance 0 "
                + "(default: background.corner-radius 0) when that is larger: a capsule's round ends take half its "
                + "shorter side, and the arrow is centred on an edge that is all round end")
    }
}
