import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// Issue 29, item 1: a problem in a token no theme uses is one warning per source; a token a theme uses, directly
/// or through its definition's references, stays an error at the use and at the definition.
@Suite struct TokenProblemScopeTests {
    static let tokens = """
        {
          "z": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}},
          "y": {"$type": "dimension", "$value": "{z}"},
          "ok": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
          "fonts": {"$type": "strong", "body": {"$value": 1}},
          "text": {"label": {"$type": "dimension", "$value": {"value": 2, "unit": "pt"}}}
        }
        """

    func project(themes: [String: String]) throws -> TestProject {
        var files = [
            "popskin.yaml": "popskin: 1\ntokens: [design/a.tokens.json]\noutputs:\n  - generator: swift\n",
            "design/a.tokens.json": Self.tokens,
        ]
        for (name, insets) in themes {
            files["themes/\(name).yaml"] = "arrow: {base: 20, height: 10}\ncontent: {insets: \"\(insets)\"}\n"
        }
        return try TestProject(files)
    }

    @Test func problemsInUnusedTokensAreOneWarningPerSource() throws {
        let run = try project(themes: ["good": "{ok}"]).run()
        let found = run.diagnostics.sorted()
        #expect(found.map(\.id) == [.tokenProblemsUnused], "\(found)")
        let summary = try #require(found.first)
        #expect(summary.severity == .warning)
        #expect(summary.location?.file == "popskin.yaml")
        #expect(summary.message.contains("3 errors (TOKEN-FORMAT, TOKEN-VALUE) in tokens of 'design/a.tokens.json'"))
        #expect(summary.message.contains("`popskin tokens check design/a.tokens.json` lists them"))
        #expect(run.registry["good"]?.skin?.content.insets.top == 8)
    }

    @Test func aUsedTokenKeepsItsErrorsThroughItsReferences() throws {
        let run = try project(themes: ["good": "{ok}", "bad": "{y}"]).run()
        let errors = run.diagnostics.sorted().filter { $0.severity == .error }
        // The use, and the definition `y` refers to; the unused ones are still summed up.
        #expect(errors.map(\.id) == [.tokenValue, .tokenUnusable], "\(errors)")
        #expect(errors.first?.location?.line == 2)
        #expect(errors.last?.location?.file == "themes/bad.yaml")
        #expect(errors.last?.notes.last?.message == "'y' is defined here")
        #expect(run.diagnostics.sorted().filter { $0.id == .tokenProblemsUnused }.count == 1)
        // The definition's error is the theme's that uses it, not the other's.
        let scope = ThemeScope(run.result, diagnostics: run.diagnostics.sorted())
        #expect(scope.builds("good"))
        #expect(!scope.builds("bad"))
        #expect(scope.byTheme["bad"]?.contains { $0.id == .tokenValue } == true)
    }

    @Test func aGroupsProblemBelongsToTheThemesThatUseItsTokens() throws {
        let run = try project(themes: ["t": "{fonts.body}"]).run()
        let errors = run.diagnostics.sorted().filter { $0.severity == .error }
        #expect(errors.contains { $0.id == .tokenFormat && $0.message.contains("'strong'") }, "\(errors)")
    }

    @Test func everyProblemIsReportedWhenAskedFor() throws {
        let folder = try project(themes: ["good": "{ok}"])
        let sink = DiagnosticSink()
        _ = FrontEnd().run(root: folder.root.path, tokenProblems: .all, diagnostics: sink)
        #expect(sink.sorted().map(\.id) == [.tokenValue, .tokenFormat, .tokenValue], "\(sink.sorted())")
    }
}
