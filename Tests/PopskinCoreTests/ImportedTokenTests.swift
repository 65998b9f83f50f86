import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTokens
import Testing

/// DTCG files and resolvers as a project's tokens: themes use them exactly as YAML tokens, every problem is located
/// in the JSON (or at the theme's use, for what popskin cannot draw), and appearances change colours only.
@Suite struct ImportedTokenTests {
    static let manifest = "tokens:\n  - design/brand.tokens.json\n"

    static func theme(fill: String = "#336699", extra: String = "") -> String {
        validTheme.replacingOccurrences(of: "fill: \"#336699\"", with: "fill: \"\(fill)\"") + extra
    }

    @Test func aDanglingAliasIsReportedAtItsLineWithTheChainThatLedThere() throws {
        let project = try TestProject([
            "popskin.yaml": Self.manifest,
            "design/brand.tokens.json": """
            {
              "color": {
                "$type": "color",
                "accent": {
                  "$description": "The accent every popover uses.",
                  "$value": "{color.brand}"
                },
                "paper": {
                  "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}
                },
                "brand": {
                  "$description": "Moved to the palette in 2.0.",
                  "$deprecated": false,
                  "$value": "{color.brnad.primary}"
                }
              }
            }
            """,
            "themes/card.yaml": Self.theme(fill: "{color.accent}"),
        ])
        let found = project.diagnostics()
        let missing = try #require(found.first { $0.id == .refMissing })
        #expect(missing.location == SourceLocation(file: "design/brand.tokens.json", line: 14, column: 17))
        #expect(missing.message == "no token named 'color.brnad.primary'")
        #expect(
            missing.notes.map(\.location) == [SourceLocation(file: "design/brand.tokens.json", line: 6, column: 17)])
        #expect(missing.notes.first?.message == "through 'color.accent' here")
        // The theme hears that the token it uses is in error, not that it does not exist.
        let use = try #require(found.first { $0.location?.file == "themes/card.yaml" })
        #expect(use.id == .tokenUnusable)
        #expect(use.notes.last?.location == SourceLocation(file: "design/brand.tokens.json", line: 4, column: 5))
        #expect(found.count == 2, "\(found)")
    }

    @Test func importedTokensWorkAsYAMLTokensDo() throws {
        let project = try TestProject([
            "popskin.yaml": "tokens:\n  - tokens\n  - design/brand.tokens.json\n",
            "tokens/local.yaml": "local:\n  accent: \"{color.brand}\"\n",
            "design/brand.tokens.json": """
            {
              "color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}},
              "size": {"$type": "dimension", "arrow": {"$value": {"value": 24, "unit": "px"}}}
            }
            """,
            "themes/base.yaml": Self.theme(fill: "{local.accent}").replacingOccurrences(
                of: "base: 20", with: "base: \"{size.arrow}\""),
            "themes/kid.yaml": "extends: base\nborder: { color: \"{color.brand}\" }\n",
        ])
        let result = project.run()
        #expect(result.diagnostics.sorted().isEmpty, "\(result.diagnostics.sorted())")
        let kid = try #require(result.registry["kid"]?.skin)
        #expect(kid.arrow.base == 24)
        #expect(kid.background.fill.hex == "#336699")
        #expect(kid.border.color.hex == "#336699")
        let theme = try #require(result.registry["kid"])
        let explanation = try #require(ThemeExplanation(theme: theme, path: "arrow.base", project: result.project))
        #expect(explanation.references.map(\.path) == ["size.arrow"])
        #expect(explanation.references.first?.location.file == "design/brand.tokens.json")
        let fill = try #require(ThemeExplanation(theme: theme, path: "background.fill", project: result.project))
        #expect(fill.references.map(\.path) == ["local.accent", "color.brand"])
        #expect(fill.references.map(\.location.file) == ["tokens/local.yaml", "design/brand.tokens.json"])
    }

    @Test func whatPopskinCannotDrawIsSaidWhereATokenIsUsed() throws {
        let shadow =
            #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3}, "#
            + #""offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "#
            + #""blur": {"value": 8, "unit": "px"}, "spread": {"value": 1, "unit": "px"}}"#
        let project = try TestProject([
            "popskin.yaml": Self.manifest,
            "design/brand.tokens.json": """
            {
              "fx": {"$type": "shadow", "card": {"$value": \(shadow)}},
              "gap": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}},
              "wide": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.7, 0.35, 30]}},
              "font": {"$type": "fontFamily", "$value": "Inter"}
            }
            """,
            "themes/card.yaml": Self.theme(fill: "{wide}", extra: "shadow: \"{fx.card}\"\n").replacingOccurrences(
                of: "insets: 8", with: "insets: \"{gap}\""),
            "themes/named.yaml": Self.theme(fill: "{font}"),
        ])
        let found = project.diagnostics()
        func at(_ file: String, _ id: DiagnosticID) -> Diagnostic? {
            found.first { $0.location?.file == file && $0.id == id }
        }
        let lossy = try #require(at("themes/card.yaml", .tokenLossy))
        #expect(lossy.severity == .warning && lossy.message.contains("spread of 1 px"), "\(lossy.message)")
        #expect(lossy.notes.last?.location?.file == "design/brand.tokens.json")
        let rem = try #require(at("themes/card.yaml", .tokenUnusable))
        #expect(rem.message.contains("0.5 rem") && rem.message.contains("rem: 16"), "\(rem.message)")
        let gamut = try #require(at("themes/card.yaml", .colorGamut))
        #expect(gamut.severity == .warning && gamut.message.contains("oklch 0.7 0.35 30"), "\(gamut.message)")
        #expect(at("themes/named.yaml", .tokenUnusable)?.message.contains("font family") == true)

        // With a rem base the same file draws: 0.5 rem is 8 points.
        try project.write("popskin.yaml", bytes: Array("tokens:\n  - {path: design/brand.tokens.json, rem: 16}\n".utf8))
        try project.write("themes/named.yaml", bytes: Array(validTheme.utf8))
        let again = project.run()
        #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.sorted())")
        #expect(again.registry["card"]?.skin?.content.insets.top == 8)
    }

    @Test func aResolverModeThatChangesGeometryIsRefusedWhereItIsUsed() throws {
        let project = try TestProject([
            "popskin.yaml": "tokens:\n  - design/t.resolver.json\n",
            "design/t.resolver.json": """
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [{
                "size": {"$type": "dimension", "radius": {"$value": {"value": 8, "unit": "px"}}},
                "palette": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}
              }]}},
              "modifiers": {"theme": {"default": "light", "contexts": {
                "light": [],
                "dark": [{
                  "size": {"radius": {"$value": {"value": 12, "unit": "px"}}},
                  "palette": {"ink": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}
                }]
              }}},
              "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
            }
            """,
            "themes/card.yaml": Self.theme(fill: "{palette.ink}").replacingOccurrences(
                of: "corner-radius: 6", with: "corner-radius: \"{size.radius}\""),
        ])
        let found = project.diagnostics()
        #expect(found.map(\.id) == [.appearanceGeometry], "\(found)")
        #expect(found.first?.location == SourceLocation(file: "themes/card.yaml", line: 5, column: 18))
        #expect(found.first?.message.contains("only colours may vary by appearance") == true)
        // Without the geometry, the colour varies: the theme's fill is dark-aware.
        let fixed = try TestProject([
            "popskin.yaml": "tokens:\n  - design/t.resolver.json\n",
            "design/t.resolver.json": try String(
                contentsOf: project.root.appendingPathComponent("design/t.resolver.json"), encoding: .utf8
            ).replacingOccurrences(of: #""size": {"radius": {"$value": {"value": 12, "unit": "px"}}},"#, with: ""),
            "themes/card.yaml": Self.theme(fill: "{palette.ink}").replacingOccurrences(
                of: "\"#000000\"", with: "\"{palette.ink}\""),
        ])
        let result = fixed.run()
        #expect(result.diagnostics.sorted().isEmpty, "\(result.diagnostics.sorted())")
        let fill = try #require(result.registry["card"]?.skin?.background.fill)
        #expect(fill.resolved(for: nil).hex == "#000000" && fill.resolved(for: .dark).hex == "#ffffff")
    }
}
