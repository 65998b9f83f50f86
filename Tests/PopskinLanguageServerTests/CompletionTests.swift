import Testing

@testable import PopskinLanguageServer

/// Which mapping a key being typed belongs to, read up the file by indentation.
@Suite struct CompletionTests {
    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func theParentIsTheMappingAboveWithLessIndentation() {
        let text = "arrow:\n  base: 20\n  # a comment: here\n\nbackground:\n  gradient:\n    fr\n  fi\nco"
        let lines = Self.lines(text)
        #expect(Completion.parent(of: lines, line: 6, indent: 4) == "background.gradient")
        #expect(Completion.parent(of: lines, line: 7, indent: 2) == "background")
        #expect(Completion.parent(of: lines, line: 8, indent: 0) == "")
        #expect(Completion.parent(of: lines, line: 1, indent: 2) == "arrow")
    }

    @Test func keysUnderAMappingComeWithTheirDocumentation() throws {
        let items = try #require(
            Completion(result: nil).items(lines: Self.lines("background:\n  co"), line: 1, character: 4, file: "t.yaml")
        )
        let radius = try #require(items.first { $0.label == "corner-radius" })
        #expect(radius.detail == "background.corner-radius" && radius.documentation?.isEmpty == false)
        #expect(items.allSatisfy { $0.kind == 10 } && !items.contains { $0.label == "arrow" })
        // Not a key: a value being typed.
        #expect(
            Completion(result: nil).items(lines: Self.lines("arrow: { base: 2"), line: 0, character: 16, file: "t.yaml")
                == nil)
    }

    @Test func aFlowMappingsKeysAreThoseOfItsPath() throws {
        let items = try #require(
            Completion(result: nil).items(
                lines: Self.lines("arrow:\n  base: 2\nbackground: { gradient: { ax"), line: 2, character: 28,
                file: "t.yaml"))
        #expect(items.map(\.label).contains("axis") && !items.contains { $0.label == "fill" })
        let nested = CompletionContext("background: { fill: \"#fff\", corner-r")
        #expect(nested.flowKey == "corner-r" && nested.flowPath(under: "") == "background")
    }

    /// A token reference is a quoted scalar's `{…}`: a plain `{` opens a flow mapping.
    @Test func aReferenceIsTypedInsideQuotes() {
        let typing = CompletionContext("  fill: \"{palette.mb")
        #expect(typing.reference == "palette.mb" && typing.valuePath(under: "background") == "background.fill")
        let flow = CompletionContext("background: { fill: \"{pal")
        #expect(flow.reference == "pal" && flow.valuePath(under: "") == "background.fill")
        #expect(CompletionContext("arrow: { base: 2").reference == nil)
        #expect(CompletionContext("fill: \"{a.b}\"").reference == nil)
    }
}
