import Foundation
import PopskinTestSupport
import Testing

/// `tokens show` and `tokens import` on a project whose tokens come from a DTCG resolver with light and dark
/// contexts.
@Suite(.tags(.process), .unlessSkipped(.process)) struct TokensCommandTests {
    static let files = [
        "popskin.yaml": "tokens:\n  - design/brand.resolver.json\n",
        "design/brand.resolver.json": """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
          "modifiers": {"theme": {"default": "light", "contexts": {
            "light": [], "dark": [{"$ref": "dark.tokens.json"}]
          }}},
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
        }
        """,
        "design/base.tokens.json": """
        {
          "color": {
            "$type": "color",
            "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}},
            "accent": {"$value": "{color.brand}"}
          },
          "size": {"radius": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}}},
          "font": {"$type": "fontFamily", "$value": "Inter"}
        }
        """,
        "design/dark.tokens.json": """
        {"color": {"brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.6, 1]}}}}
        """,
        "themes/card.yaml": """
        arrow: { base: 20, height: 10 }
        background: { corner-radius: "{size.radius}", fill: "{color.accent}" }
        border: { width: 1, color: "{color.brand}" }
        content: { insets: 10 }

        """,
    ]

    @Test func showPrintsTheValueAndEveryResolutionThatGaveIt() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.files)
        let text = try CLIRunner.run(["tokens", "show", "color.accent"], in: folder.path)
        #expect(text.status == 0, "\(text.output)")
        #expect(
            text.stdout == """
                color.accent = {"any": "#0066ff", "dark": "#3399ff"}
                  defined at design/base.tokens.json:5:5
                  any appearance (theme: light): color defined at design/base.tokens.json:5:5
                    {color.brand} at design/base.tokens.json:5:26 → color.brand
                  dark (theme: dark): color defined at design/base.tokens.json:5:5
                    {color.brand} at design/base.tokens.json:5:26 → color.brand

                """)
        let dark = try CLIRunner.run(
            ["tokens", "show", "color.accent", "--appearance", "dark", "--format", "json"], in: folder.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dark.stdout.utf8)) as? [String: Any])
        #expect(json["value"] as? String == "#3399ff")
        let resolutions = try #require(json["resolutions"] as? [[String: Any]])
        #expect(resolutions.map { $0["appearance"] as? String } == ["dark"])
        #expect(resolutions.first?["contexts"] as? [String: String] == ["theme": "dark"])

        let unknown = try CLIRunner.run(["tokens", "show", "color.acent"], in: folder.path)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("the project has no token named 'color.acent' (did you mean 'color.accent'?)"))
        // A token popskin cannot use says why.
        let font = try CLIRunner.run(["tokens", "show", "font"], in: folder.path)
        #expect(font.status == 1 && font.stdout.contains("[TOKEN-UNUSABLE]"), "\(font.output)")
    }

    /// `--appearance all`: the value as without it, then what each appearance shows in turn (its fallbacks taken),
    /// in text and in JSON.
    @Test func showAllPrintsEachAppearancesValueInTurn() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.files)
        let text = try CLIRunner.run(["tokens", "show", "color.accent", "--appearance", "all"], in: folder.path)
        #expect(text.status == 0, "\(text.output)")
        #expect(
            text.stdout == """
                color.accent = {"any": "#0066ff", "dark": "#3399ff"}
                  light: "#0066ff"
                  dark: "#3399ff"
                  light-high-contrast: "#0066ff"
                  dark-high-contrast: "#3399ff"
                  defined at design/base.tokens.json:5:5
                  any appearance (theme: light): color defined at design/base.tokens.json:5:5
                    {color.brand} at design/base.tokens.json:5:26 → color.brand
                  dark (theme: dark): color defined at design/base.tokens.json:5:5
                    {color.brand} at design/base.tokens.json:5:26 → color.brand

                """)
        let json = try CLIRunner.run(
            ["tokens", "show", "size.radius", "--appearance", "all", "--format", "json"], in: folder.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let appearances = try #require(object["appearances"] as? [[String: Any]])
        #expect(
            appearances.map { $0["appearance"] as? String }
                == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(appearances.map { $0["value"] as? Double } == [10, 10, 10, 10])
        #expect((object["resolutions"] as? [Any])?.count == 2)
        // One appearance named: no list.
        let dark = try CLIRunner.run(
            ["tokens", "show", "color.accent", "--appearance", "dark", "--format", "json"], in: folder.path)
        #expect(!dark.stdout.contains("\"appearances\""))
    }

    @Test func importWritesYAMLTokensThatGiveTheSameTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.files)
        let imported = try CLIRunner.run(
            ["tokens", "import", "design/brand.resolver.json", "--output", "tokens"], in: folder.path)
        // The font family cannot come over: a note at its definition (a valid token of a type no popover draws fails
        // nothing), and the rest is written.
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.stderr.contains("design/base.tokens.json:8:3: note: [TOKEN-UNUSABLE] 'font' is"))
        let yaml = try String(contentsOfFile: folder.path + "/tokens/brand.yaml", encoding: .utf8)
        #expect(yaml.contains("accent:\n    any: \"#0066ff\"\n    dark: \"#3399ff\"\n"), "\(yaml)")

        let before = try CLIRunner.run(["theme", "show", "card", "--format", "json"], in: folder.path)
        try folder.write(["popskin.yaml": "tokens: tokens\n"])
        let validate = try CLIRunner.run(["theme", "validate"], in: folder.path)
        #expect(validate.status == 0 && !validate.stderr.contains("warning:"), "\(validate.output)")
        let after = try CLIRunner.run(["theme", "show", "card", "--format", "json"], in: folder.path)
        #expect(before.stdout == after.stdout && !before.stdout.isEmpty)
    }
}
