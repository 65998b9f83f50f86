import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// Issue 29, item 3: resolvers as the specification and real files write them.
@Suite struct ResolverAsWrittenTests {
    static let light = ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##
    static let dark = ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##

    /// A resolver whose modifier `theme` has `light` and `dark` contexts (with `modifierExtra` after them), named
    /// `name`, read by a project that maps its appearances.
    func run(
        name: String = "design/modes.resolver.json", modifierExtra: String = "", darkFile: String = "dark.tokens.json",
        dark: String = ResolverAsWrittenTests.dark
    )
        throws -> [Diagnostic]
    {
        let resolver = """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
                                                  "dark": [{"$ref": "\(darkFile)"}]}\(modifierExtra)}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        let project = try TestProject([
            "popskin.yaml": """
            popskin: 1
            tokens:
              - {path: \(name), appearances: {modifier: theme, light: light, dark: dark}}
            outputs:
              - generator: swift
            """,
            name: resolver, "design/light.tokens.json": Self.light, "design/dark.tokens.json": dark,
            "themes/t.yaml": DiagnosticExample.minimalTheme + "\n" + #"background: {fill: "{fill}"}"# + "\n",
        ])
        return project.run().diagnostics.sorted()
    }

    @Test func aModifierPopskinChoosesNeedsNoDefault() throws {
        let found = try run()
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aResolverIsKnownByWhatItHolds() throws {
        #expect(try run(name: "design/modes.json").isEmpty)
    }

    @Test func aFailedContextCausesNoFalseDefaultError() throws {
        let found = try run(modifierExtra: #", "default": "dark""#, darkFile: "missing.tokens.json")
        #expect(!found.contains { $0.message.contains("must name one of its contexts") }, "\(found)")
        #expect(found.contains { $0.id == .ioError || $0.message.contains("missing.tokens.json") }, "\(found)")
    }

    @Test func aFragmentWithoutItsSlashGetsADidYouMean() throws {
        let found = try run(darkFile: "dark.tokens.json#fill")
        #expect(found.contains { $0.message.contains(#"did you mean "dark.tokens.json#/fill"?"#) }, "\(found)")
    }

    @Test func anUntypedTokenTakesTheTypeAnotherContextGivesIt() throws {
        let found = try run(dark: ##"{"fill": {"$value": "#000000"}}"##)
        #expect(found.map(\.id) == [.tokenTypeInferred, .tokenLegacyColor], "\(found)")
        #expect(found.first?.message.contains("where the resolver's other documents define it, it is a color") == true)
    }
}
