import Foundation
import PopskinSources
import Testing

@testable import PopskinCore
@testable import PopskinTokens

/// Budgets on what token documents expand to, not only on their size (the hostile-inputs issue, N2, N3, N17): each
/// reported once, located and named, with what fits kept.
@Suite struct TokenBudgetTests {
    /// N3: K tokens extended by M groups are K × M; a 185 KB file made 10⁷ and aborted every command.
    @Test func extendingGroupsCountAgainstTheTokenBudget() {
        let base = (0..<100).map { #""n\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        let extending = (0..<50).map { #""e\#($0)": {"$extends": "{g0}"}"# }.joined(separator: ", ")
        let text = #"{"g0": {"$type": "number", "# + base + "}, " + extending + "}"
        var limits = JSONLimits()
        limits.maxTokens = 1000
        let document = DTCGDocument(text, limits: limits)
        #expect(document.errors.map(\.id) == [.jsonLimit], "\(document.errors)")
        #expect(document.errors.first?.message.contains("more than 1000 tokens once $extends is followed") == true)
        #expect(document.tokens.tokens.count <= 1000)
        #expect(document["g0.n99"] != nil)
        // Within the budget, every inherited token is there.
        limits.maxTokens = 100 * 51
        let whole = DTCGDocument(text, limits: limits)
        #expect(whole.errors.isEmpty)
        #expect(whole.tokens.tokens.count == 5100)
    }

    /// N17: the budget is the project's: a file after it is spent is not read.
    @Test func theTokenBudgetIsTheProjects() throws {
        let many = { (prefix: String) in
            "{\"\(prefix)\": {\"$type\": \"number\", "
                + (0..<60).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ", ") + "}}"
        }
        let folder = try TestProject([
            "popskin.yaml": "tokens:\n  - design\n",
            "design/a.tokens.json": many("a"), "design/b.tokens.json": many("b"), "design/c.tokens.json": many("c"),
        ])
        let sink = DiagnosticSink()
        var limits = JSONLimits()
        limits.maxTokens = 100
        let project = ProjectLoader(jsonLimits: limits).load(root: folder.root.path, diagnostics: sink)
        let errors = sink.sorted().filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.jsonLimit, .jsonLimit], "\(errors)")
        #expect(errors.map { $0.location?.file } == ["design/b.tokens.json", "design/c.tokens.json"])
        #expect(project.tokens.tokens.count == 100)
        #expect(errors.last?.message.contains("the token sources before this file hold 100 tokens") == true)
    }

    /// The budget holds for every kind of source: a YAML token file, or a Tokens Studio set, read once it is spent
    /// is named and not read.
    @Test func theTokenBudgetCountsYAMLAndTokensStudioToo() throws {
        let yaml = { (prefix: String) in
            "\(prefix):\n" + (0..<60).map { "  t\($0): \($0)\n" }.joined()
        }
        let studioSet = { (prefix: String) in
            "{\"\(prefix)\": {"
                + (0..<60).map { "\"t\($0)\": {\"value\": \"\($0)\", \"type\": \"spacing\"}" }
                .joined(separator: ", ") + "}}"
        }
        let folder = try TestProject([
            "popskin.yaml": "tokens:\n  - a.yaml\n  - b.yaml\n  - studio\n",
            "a.yaml": yaml("a"), "b.yaml": yaml("b"),
            "studio/one.json": studioSet("s"), "studio/$metadata.json": #"{"tokenSetOrder": ["one"]}"#,
        ])
        var limits = JSONLimits()
        limits.maxTokens = 50  // spent by a.yaml
        let sink = DiagnosticSink()
        let project = ProjectLoader(jsonLimits: limits).load(root: folder.root.path, diagnostics: sink)
        let errors = sink.sorted().filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.jsonLimit, .jsonLimit], "\(errors)")
        #expect(errors.map { $0.location?.file } == ["b.yaml", "studio/one.json"])
        #expect(project.tokens.tokens.count == 60)
    }

    /// N2: `t(i) = "{t(i-1)} + {t(i-1)}"` kept every chain whole at each reference, doubling per level (30 levels
    /// of a 2.3 KB file: 1.8 GB); a string naming a token twice doubles per level too.
    @Test func studioChainsAreSharedAndExpandedTextIsBounded() throws {
        let levels = 30
        var math = [#""t0": {"$type": "dimension", "$value": "1"}"#]
        var text = [#""s0": {"$value": "ab"}"#]
        for level in 1...levels {
            math.append(#""t\#(level)": {"$type": "dimension", "$value": "{x.t\#(level - 1)} + {x.t\#(level - 1)}"}"#)
            text.append(#""s\#(level)": {"$value": "{x.s\#(level - 1)}{x.s\#(level - 1)}"}"#)
        }
        let loaded = try TokensStudioTests.Loaded([
            "core.json": #"{"x": {"# + (math + text).joined(separator: ", ") + "}}",
            "$metadata.json": #"{"tokenSetOrder": ["core"]}"#,
        ])
        let top = try #require(loaded.token("x.t30"))
        #expect(TokensStudioTests.text(top.value) == "1073741824")
        // One hop for each token on the way, however many times each is named.
        #expect(top.origins.first?.chain.count == levels)
        let limit = loaded.errors.filter { $0.id == .jsonLimit }
        // Reported where it passes the limit ("ab" doubled 16 times); the tokens above it fail with it, quietly.
        #expect(limit.count == 1, "\(loaded.errors.map(\.message))")
        #expect(limit.first?.message.contains("expands to more than 65536 bytes") == true)
        // Untyped: usable by nothing, but read; the one past the limit is in error.
        #expect(loaded.problems("x.s15").first?.message.contains("has no type") == true)
        #expect(loaded.problems("x.s16").first?.message.contains("is in error (reported there)") == true)
    }
}
