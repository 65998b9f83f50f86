import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore

@Suite struct InheritanceTests {
    let family: [String: String] = [
        "themes/base.yaml": """
        abstract: true
        arrow:
          base: 30
          height: 12
        background:
          corner-radius: 8
          fill: "#111111"
          gradient: { from: "#000000", to: "#ffffff", axis: vertical }
        shadow: { color: "#000000", opacity: 0.5, blur: 4, offset: [0, 1] }
        content:
          insets: [10, 10, 10, 10]
        popup:
          minimum-size: [100, 80]

        """,
        "themes/child.yaml": """
        extends: base
        background:
          style: combined
          gradient: { to: "#888888" }
        shadow: null
        content:
          insets: [20, 12]

        """,
    ]

    @Test func mappingsDeepMergeSequencesReplaceNullRemoves() throws {
        let result = try TestProject(family).run()
        // The fill base gives sits under an opaque gradient: it never shows.
        #expect(result.diagnostics.sorted().map(\.id) == [.fillUnused])
        let skin = try #require(result.registry["child"]?.skin)
        // deep merge: the child's gradient sets only `to`; `from` and `axis` come from base; fill stays.
        #expect(
            skin.background.gradient
                == SkinGradient(
                    stops: [
                        SkinGradientStop(location: 0, color: SkinColor(hex: "#000000")!),
                        SkinGradientStop(location: 1, color: SkinColor(hex: "#888888")!),
                    ],
                    angle: 180))
        #expect(skin.background.fill == SkinColor(hex: "#111111"))
        #expect(skin.background.style == .combined)
        // sequence replaced wholesale.
        #expect(skin.content.insets == SkinInsets(top: 20, left: 12, bottom: 20, right: 12))
        // null removed the inherited shadow.
        #expect(skin.shadow == nil)
        #expect(result.registry["base"]?.skin?.shadow?.blur == 4)
    }

    @Test func provenanceNamesTheWinnerAndWhatItOverrode() throws {
        let registry = try TestProject(family).run().registry
        let child = try #require(registry["child"])
        let insets = try #require(child.tree.node(at: "content.insets"))
        #expect(insets.origin?.theme == "child")
        #expect(insets.origin?.valueLocation == SourceLocation(file: "themes/child.yaml", line: 7, column: 11))
        #expect(insets.overridden.map(\.origin.theme) == ["base"])
        #expect(insets.overridden.first?.origin.valueLocation.line == 11)
        #expect(insets.overridden.first?.summary == "[10, 10, 10, 10]")
        #expect(child.origin(of: "arrow.base")?.theme == "base")
        #expect(child.origin(of: "shadow") == nil)
        #expect(child.chain == ["child", "base"])
    }

    @Test func explanationFollowsTokensAndDefaults() throws {
        let project = try TestProject([
            "tokens/sizes.yaml": "size:\n  arrow: \"{size.base}\"\n  base: 24\n",
            "themes/a.yaml": validTheme.replacingOccurrences(of: "base: 20", with: "base: \"{size.arrow}\""),
        ])
        let result = project.run()
        let theme = try #require(result.registry["a"])
        let explanation = try #require(ThemeExplanation(theme: theme, path: "arrow.base", project: result.project))
        #expect(explanation.resolved == .number(24))
        #expect(explanation.references.map(\.path) == ["size.arrow", "size.base"])
        #expect(explanation.references.last?.location.line == 3)
        let defaulted = try #require(
            ThemeExplanation(theme: theme, path: "arrow.corner-clearance", project: result.project))
        #expect(defaulted.winner == nil)
        #expect(defaulted.resolved == .number(6))
        #expect(ThemeExplanation(theme: theme, path: "arrow.bsae", project: result.project) == nil)
    }

    /// `extends` and `description` describe one file: not inherited, so not in the tree, but set by that file.
    @Test func aFileOnlyKeyIsExplainedAsItsFileWritesIt() throws {
        let project = try TestProject([
            "themes/base.yaml": validTheme, "themes/child.yaml": "extends: base\ndescription: A child\n",
        ])
        let result = project.run()
        let child = try #require(result.registry["child"])
        let extends = try #require(ThemeExplanation(theme: child, path: "extends", project: result.project))
        #expect(extends.winner?.origin?.theme == "child" && extends.winner?.origin?.keyLocation.line == 1)
        #expect(extends.lines.contains { $0.contains("set to base by 'child' at themes/child.yaml:1:10") })
        let described = try #require(ThemeExplanation(theme: child, path: "description", project: result.project))
        #expect(described.winner?.origin?.valueLocation.line == 2)
    }

    @Test func missingParentSuggestsAName() throws {
        let diagnostics = try TestProject([
            "themes/base.yaml": validTheme,
            "themes/kid.yaml": "extends: bsae\n",
        ]).diagnostics()
        #expect(diagnostics.map(\.id) == [.extendsMissing])
        #expect(diagnostics[0].location == SourceLocation(file: "themes/kid.yaml", line: 1, column: 10))
        #expect(diagnostics[0].message.contains("did you mean 'base'?"))
    }

    @Test func cyclePrintsTheWholeChainOnce() throws {
        let diagnostics = try TestProject([
            "themes/a.yaml": "extends: c\n",
            "themes/b.yaml": "extends: a\n",
            "themes/c.yaml": "extends: b\n",
            "themes/d.yaml": "extends: a\n",
        ]).diagnostics()
        #expect(diagnostics.map(\.id) == [.extendsCycle])
        #expect(diagnostics[0].message.contains("a → c → b → a"))
        #expect(diagnostics[0].location?.file == "themes/a.yaml")
        #expect(diagnostics[0].notes.count == 2)
    }

    @Test func selfExtensionIsACycle() throws {
        let diagnostics = try TestProject(["themes/a.yaml": "extends: a\n" + validTheme]).diagnostics()
        #expect(diagnostics.map(\.id) == [.extendsCycle])
        #expect(diagnostics[0].message.contains("a → a"))
    }

    @Test func concreteThemesNeedRequiredValuesAbstractOnesDoNot() throws {
        let diagnostics = try TestProject([
            "themes/base.yaml": "abstract: true\narrow: { base: 10 }\n",
            "themes/kid.yaml": "extends: base\ncontent: { insets: 4 }\n",
        ]).diagnostics()
        #expect(diagnostics.map(\.id) == [.missingRequired])
        #expect(diagnostics[0].location?.file == "themes/kid.yaml")
        #expect(diagnostics[0].message.contains("'arrow.height'"))
        #expect(diagnostics[0].message.contains("kid → base"))
        #expect(diagnostics[0].notes.first?.location?.file == "themes/base.yaml")
    }

    @Test func parentProblemsAreReportedOnceNotPerHeir() throws {
        var files = ["themes/base.yaml": validTheme + "popup: { dimmming: \"#000\" }\n"]
        for index in 0..<5 { files["themes/kid\(index).yaml"] = "extends: base\n" }
        let diagnostics = try TestProject(files).diagnostics()
        #expect(diagnostics.map(\.id) == [.unknownKey])
    }
}

@Suite struct OnePassTests {
    @Test func missingValuesAreReportedBesideOtherErrors() throws {
        let diagnostics = try TestProject([
            "themes/t.yaml": "arrow: { base: 20 }\nbackground: { fill: \"#12\" }\ncontent: { insets: 4 }\n"
        ])
        .diagnostics()
        #expect(diagnostics.map(\.id) == [.missingRequired, .badColor])
        #expect(diagnostics[0].message.contains("'arrow.height'"))
    }
}
