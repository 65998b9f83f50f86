import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore

@Suite struct TokenTests {
    @Test func referencesResolveThroughChains() throws {
        let result = try TestProject([
            "tokens/a.yaml": "brand:\n  red: \"#cc0000\"\n  primary: \"{brand.red}\"\n",
            "tokens/b.yaml": "space:\n  inset: [6, 8]\n",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"{brand.primary}\"")
                .replacingOccurrences(of: "insets: 8", with: "insets: \"{space.inset}\""),
        ]).run()
        #expect(result.diagnostics.sorted().isEmpty)
        let skin = try #require(result.registry["t"]?.skin)
        #expect(skin.background.fill == SkinColor(red8: 0xCC, green8: 0, blue8: 0))
        #expect(skin.content.insets == SkinInsets(top: 6, left: 8, bottom: 6, right: 8))
    }

    @Test func missingTokenSuggestsOne() throws {
        let found = try TestProject([
            "tokens/a.yaml": "brand:\n  red: \"#cc0000\"\n",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"{brand.rde}\""),
        ]).diagnostics()
        #expect(found.map(\.id) == [.refMissing])
        #expect(found[0].message.contains("did you mean 'brand.red'?"))
        #expect(found[0].location == SourceLocation(file: "themes/t.yaml", line: 6, column: 9))
    }

    @Test func referenceToAGroupIsMissing() throws {
        let found = try TestProject([
            "tokens/a.yaml": "brand:\n  red: \"#cc0000\"\n",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"{brand}\""),
        ]).diagnostics()
        #expect(found.map(\.id) == [.refMissing])
        #expect(found[0].message.contains("group"))
    }

    @Test func cyclesPrintTheChain() throws {
        let found = try TestProject([
            "tokens/a.yaml": "c:\n  a: \"{c.b}\"\n  b: \"{c.c}\"\n  c: \"{c.a}\"\n",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"{c.a}\""),
        ]).diagnostics()
        #expect(found.map(\.id) == [.refCycle])
        #expect(found[0].message.contains("c.a → c.b → c.c → c.a"))
    }

    @Test func badTokenValueIsReportedWhereItIsDefined() throws {
        let found = try TestProject([
            "tokens/a.yaml": "brand:\n  red: \"#cc00zz\"\n",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"{brand.red}\""),
        ]).diagnostics()
        #expect(found.map(\.id) == [.badColor])
        #expect(found[0].location == SourceLocation(file: "tokens/a.yaml", line: 2, column: 8))
        #expect(found[0].notes.first?.location?.file == "themes/t.yaml")
    }

    @Test func duplicateTokensShowBothPlaces() throws {
        let found = try TestProject([
            "tokens/a.yaml": "brand:\n  red: \"#cc0000\"\n",
            "tokens/b.yaml": "brand:\n  red: \"#dd0000\"\n",
            "themes/t.yaml": validTheme,
        ]).diagnostics()
        #expect(found.map(\.id) == [.duplicateToken])
        #expect(found[0].location?.file == "tokens/b.yaml")
        #expect(found[0].notes.first?.location?.file == "tokens/a.yaml")
    }
}
