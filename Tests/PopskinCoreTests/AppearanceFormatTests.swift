import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore

/// Colours per appearance in themes, tokens and gradients; the fallbacks; and the two rules: geometry never varies
/// (APPEARANCE-GEOMETRY, an error at its line) and a theme changing some colours in dark mode changes all it shows
/// (APPEARANCE-INCOMPLETE, a warning naming each colour left out).
@Suite struct AppearanceFormatTests {
    static let four = """
        arrow: { base: 20, height: 10 }
        background:
          corner-radius: 6
          fill: { light: "#ffffff", dark: "#1c1c1e", light-high-contrast: "#eeeeee", dark-high-contrast: "#000000" }
        border: { width: 1, color: { any: "#c6c6c6", dark: "#38383a" } }
        content: { insets: 8 }

        """

    @Test func everyAppearanceResolvesThroughItsFallbacks() throws {
        let result = try TestProject(["themes/t.yaml": Self.four]).run()
        #expect(result.diagnostics.sorted().isEmpty, "\(result.diagnostics.sorted())")
        let skin = try #require(result.registry["t"]?.skin)
        let fill = skin.background.fill, border = skin.border.color
        #expect(fill.resolved(for: nil).hex == "#ffffff")
        #expect(fill.resolved(for: .dark).hex == "#1c1c1e")
        #expect(fill.resolved(for: .lightHighContrast).hex == "#eeeeee")
        #expect(fill.resolved(for: .darkHighContrast).hex == "#000000")
        // dark-high-contrast → dark, light-high-contrast → light → any.
        #expect(border.resolved(for: .darkHighContrast).hex == "#38383a")
        #expect(border.resolved(for: .lightHighContrast).hex == "#c6c6c6")
        // `light` says what `any` says (any defaults to it): no change of its own.
        #expect(skin.appearances == [.dark, .lightHighContrast, .darkHighContrast])
        // The resolved skin has plain colours only.
        #expect(!skin.resolved(for: .dark).background.fill.isDynamic)
    }

    @Test func tokensAndGradientStopsVaryToo() throws {
        let result = try TestProject([
            "tokens/c.yaml": """
            surface: { light: "#ffffff", dark: "{ink.night}" }
            ink: { night: "#101010" }

            """,
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background:
              corner-radius: 6
              gradient: { stops: ["{surface}", { color: { any: "#888888", dark: "#222222" }, at: 1 }] }
            border: { width: 1, color: { any: "#000000", dark: "#000000" } }
            content: { insets: 8 }

            """,
        ]).run()
        #expect(result.diagnostics.sorted().isEmpty, "\(result.diagnostics.sorted())")
        let stops = try #require(result.registry["t"]?.skin?.background.gradient?.stops)
        #expect(stops.map { $0.color.resolved(for: .dark).hex } == ["#101010", "#222222"])
        #expect(stops.map { $0.color.resolved(for: .light).hex } == ["#ffffff", "#888888"])
    }

    @Test func geometryPerAppearanceIsAnErrorAtItsLine() throws {
        let found = try TestProject([
            "tokens/s.yaml": "size:\n  border: { light: 1, dark: 2 }\n",
            "themes/t.yaml": """
            arrow: { base: { light: 20, dark: 22 }, height: 10 }
            background: { corner-radius: 6, fill: "#ffffff" }
            border: { width: "{size.border}", color: "#000000" }
            shadow: { color: "#000000", opacity: 0.2, blur: { any: 8, dark: 12 }, offset: [0, 2] }
            content:
              insets: { light: 8, dark: 10 }

            """,
        ]).diagnostics()
        let geometry = found.filter { $0.id == .appearanceGeometry }
        #expect(geometry.count == 4, "\(found)")
        let places = geometry.map { "\($0.location!.file):\($0.location!.line):\($0.location!.column)" }
        #expect(
            Set(places) == [
                "themes/t.yaml:1:16", "themes/t.yaml:4:49", "themes/t.yaml:6:11", "tokens/s.yaml:2:11",
            ])
        #expect(geometry.allSatisfy { $0.severity == .error && $0.message.contains("only colours may vary") })
        // The token's error says where it was referenced.
        let token = try #require(geometry.first { $0.location?.file == "tokens/s.yaml" })
        #expect(token.message.contains("'border.width'"))
        #expect(token.notes.contains { $0.location?.line == 3 && $0.location?.file == "themes/t.yaml" })
    }

    @Test func aMissingDarkColourIsTheWarning() throws {
        let found = try TestProject([
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: { light: "#ffffff", dark: "#1c1c1e" } }
            border: { width: 1, color: "#c6c6c6" }
            shadow: { color: { any: "#000000", dark: "#000000" }, opacity: 0.2, blur: 8, offset: [0, 2] }
            content: { insets: 8 }

            """
        ]).diagnostics()
        #expect(found.map(\.id) == [.appearanceIncomplete], "\(found)")
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "themes/t.yaml", line: 3, column: 28))
        #expect(warning.message.contains("'border.color' has no dark value while 'background.fill'"))
        #expect(warning.message.contains("#c6c6c6"))
        // Colours the popover does not show (no border) are not asked for.
        let borderless = try TestProject([
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: { light: "#ffffff", dark: "#1c1c1e" } }
            content: { insets: 8 }

            """
        ]).diagnostics()
        #expect(borderless.isEmpty, "\(borderless)")
    }

    /// A shadow that stays black in dark mode is the usual design: no dark value is asked of it.
    @Test func aBlackShadowNeedsNoDarkValue() throws {
        let found = try TestProject([
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: { light: "#ffffff", dark: "#1c1c1e" } }
            border: { width: 1, color: { light: "#c6c6c6", dark: "#48484a" } }
            shadow: { color: "#000000", opacity: 0.2, blur: 8, offset: [0, 2] }
            content: { insets: 8 }

            """
        ]).diagnostics()
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aColourNeedsALightOrAnyValueAndKnownAppearances() throws {
        let found = try TestProject([
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: { dark: "#000000" } }
            border: { width: 1, color: { any: "#000000", drak: "#ffffff" } }
            content: { insets: 8 }

            """
        ]).diagnostics()
        #expect(found.map(\.id) == [.badColor, .unknownKey], "\(found)")
        #expect(found[0].message.contains("no colour for 'any' or 'light'"))
        #expect(found[1].message.contains("did you mean 'dark'?"))
        #expect(found[1].location == SourceLocation(file: "themes/t.yaml", line: 3, column: 46))
    }
}
