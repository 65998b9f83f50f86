import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore
@testable import PopskinTokens

/// Issue 29, items 2–6: what a project reads of published exports that `tokens check` holds to the specification —
/// each departure a warning at its place, the specification's error in `tokens check`.
@Suite struct PublishedTokenRulesTests {
    /// A project reading `json` as `design/a.tokens.json`, with one theme filled from `{fill}` (or `theme` lines).
    func run(_ json: String, theme: String = #"background: {fill: "{fill}"}"#) throws -> (FrontEndRun, [Diagnostic]) {
        let project = try TestProject([
            "popskin.yaml": "popskin: 1\ntokens: [design/a.tokens.json]\noutputs:\n  - generator: swift\n",
            "design/a.tokens.json": json,
            "themes/t.yaml": DiagnosticExample.minimalTheme + "\n" + theme + "\n",
        ])
        let run = project.run()
        return (run, run.diagnostics.sorted())
    }

    /// What `tokens check` says of the same text.
    func check(_ json: String) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        try folder.write(["a.tokens.json": json])
        let sink = DiagnosticSink()
        _ = DesignTokenFiles.check([folder.path + "/a.tokens.json"], diagnostics: sink)
        return sink.sorted()
    }

    @Test func aThreeDigitHexIsAWarningInAProjectAndAnErrorInCheck() throws {
        let json =
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}}"##
        let (run, found) = try run(json)
        #expect(found.map(\.id) == [.tokenHexFallback], "\(found)")
        #expect(found.first?.message.contains("is read as #ffffff") == true)
        #expect(run.registry["t"]?.skin?.background.fill.red == 1)
        #expect(try check(json).map(\.id) == [.tokenValue])
    }

    @Test func aHexThatDisagreesIsAWarningAndTheComponentsAreDrawn() throws {
        let json =
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ff0000"}}}"##
        let (run, found) = try run(json)
        #expect(found.map(\.id) == [.tokenHexFallback], "\(found)")
        #expect(found.first?.message.contains("components give (#000000)") == true)
        #expect(run.registry["t"]?.skin?.background.fill.red == 0)
        #expect(try check(json).isEmpty)
        // A hex with alpha stays an error.
        let alpha =
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00000080"}}}"##
        #expect(try self.run(alpha).1.contains { $0.id == .tokenValue && $0.severity == .error })
    }

    @Test func stringColoursWarnOncePerFile() throws {
        let json =
            ##"{"fill": {"$type": "color", "$value": "#0969da"}, "line": {"$type": "color", "$value": "#0969da80"}}"##
        let (run, found) = try run(
            json, theme: #"background: {fill: "{fill}"}"# + "\n" + #"border: {width: 1, color: "{line}"}"#)
        #expect(found.map(\.id) == [.tokenLegacyColor], "\(found)")
        let fill = try #require(run.registry["t"]?.skin?.background.fill)
        #expect(SkinColor(red: fill.red, green: fill.green, blue: fill.blue).hex == "#0969da")
        #expect(try check(json).map(\.id) == [.tokenValue, .tokenValue])
    }

    @Test func anUntypedValueWhoseShapeIsCertainIsReadWithAWarning() throws {
        let json =
            #"{"fill": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "r": {"$value": {"value": 6, "unit": "px"}}, "n": {"$value": 4}}"#
        let (run, found) = try run(json, theme: #"background: {fill: "{fill}", corner-radius: "{r}"}"#)
        #expect(found.filter { $0.id == .tokenTypeInferred }.count == 2, "\(found)")
        // A bare number could be many things: still the specification's error, about a token no theme uses.
        #expect(found.contains { $0.id == .tokenProblemsUnused })
        #expect(run.registry["t"]?.skin?.background.cornerRadius == 6)
        #expect(try check(json).map(\.id) == [.tokenFormat, .tokenFormat, .tokenFormat])
    }

    @Test func extraTypesAreReadAndNeverDrawn() throws {
        let json = ##"""
            {"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
             "label": {"$type": "string", "$value": "Done"}, "on": {"$type": "boolean", "$value": true},
             "docs": {"$type": "link", "$value": "https://example.com"}}
            """##
        #expect(try self.run(json).1.isEmpty)
        let used = try self.run(json, theme: #"background: {fill: "{label}"}"#).1
        #expect(used.map(\.id) == [.tokenUnusable], "\(used)")
        #expect(used.first?.message.contains("is a string token, which nothing in a popover skin takes") == true)
        #expect(try check(json).filter { $0.id == .tokenFormat }.count == 3)
    }

    @Test func aReferenceToABrokenTokenSaysItIsBroken() throws {
        let json = #"{"a": {"$type": "number", "$value": 1, "alpha": 2}, "b": {"$type": "number", "$value": "{a}"}}"#
        let found = try check(json)
        #expect(found.map(\.id) == [.tokenFormat, .tokenReference], "\(found)")
        #expect(found.last?.message.contains("names a token whose definition is in error") == true)
        #expect(found.last?.notes.last?.message == "'a' is defined here")
    }

    static let modes = ##"""
        {"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
                  "$extensions": {"mode": {"light": {"colorSpace": "srgb", "components": [1, 1, 1]},
                                           "dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}
        """##

    @Test func terrazzoModesAreNeverSilentlyIgnored() throws {
        let (run, found) = try run(Self.modes)
        #expect(found.map(\.id) == [.tokenModesIgnored], "\(found)")
        #expect(found.first?.location == .start(of: "design/a.tokens.json"))
        #expect(found.first?.notes.first?.location?.line == 2)
        #expect(run.registry["t"]?.skin?.background.fill.isDynamic == false)
    }

    @Test func mappedTerrazzoModesAreAppearances() throws {
        let project = try TestProject([
            "popskin.yaml": """
            popskin: 1
            tokens:
              - {path: design/a.tokens.json, appearances: {extension: mode, light: light, dark: dark}}
            outputs:
              - generator: swift
            """,
            "design/a.tokens.json": Self.modes,
            "themes/t.yaml": DiagnosticExample.minimalTheme + "\n" + #"background: {fill: "{fill}"}"# + "\n",
        ])
        let run = project.run()
        #expect(run.diagnostics.sorted().isEmpty, "\(run.diagnostics.sorted())")
        let fill = try #require(run.registry["t"]?.skin?.background.fill)
        #expect(fill.resolved(for: SkinAppearance.light).red == 1)
        #expect(fill.resolved(for: SkinAppearance.dark).red == 0)
    }

    @Test func aDisplayP3ColourOutsideSRGBNamesItsImageColour() throws {
        let json = #"{"fill": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"#
        let found = try run(json).1
        #expect(found.map(\.id) == [.colorP3Images], "\(found)")
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("show #ff") == true)
    }

    @Test func importLeavesTypesNoPopoverDrawsOutWithANote() throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "a.tokens.json":
                #"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "#
                + #""fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}, "#
                + #""bad": {"$type": "dimension", "$value": {"value": 1, "unit": "pt"}}}"#
        ])
        let sink = DiagnosticSink()
        let read = ProjectLoader().tokens(
            of: TokenSource(path: "a.tokens.json"), root: folder.path, shownAs: "", diagnostics: sink)
        _ = TokenImport.yaml(read.tokens, diagnostics: sink)
        let found = sink.sorted()
        #expect(found.filter { $0.severity == .note }.map(\.id) == [.tokenUnusable], "\(found)")
        #expect(found.filter { $0.severity == .error }.map(\.id).contains(.tokenValue))
    }

    @Test func aGroupWithARootTokenIsPointedToIt() throws {
        let json =
            ##"{"bg": {"$type": "color", "$root": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##
        let found = try run(json, theme: #"background: {fill: "{bg}"}"#).1
        #expect(found.map(\.id) == [.refMissing], "\(found)")
        #expect(found.first?.message.contains("did you mean '{bg.$root}'") == true)
    }
}
