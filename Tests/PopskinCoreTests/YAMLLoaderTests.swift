import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

@Suite struct YAMLLoaderTests {
    func load(_ text: String, limits: YAMLLimits = .default) -> (YAMLNode?, [Diagnostic]) {
        let diagnostics = DiagnosticSink()
        let node = YAMLLoader(limits: limits).load(Array(text.utf8), file: "t.yaml", diagnostics: diagnostics)
        return (node, diagnostics.diagnostics)
    }

    @Test func nodesCarryLineAndColumn() throws {
        let (node, diagnostics) = load("arrow:\n  base: 31\n  shape: \"triangle\"\n")
        #expect(diagnostics.isEmpty)
        let base = try #require(node?["arrow"]?["base"])
        #expect(base.location == SourceLocation(file: "t.yaml", line: 2, column: 9))
        guard case .scalar("31", isPlain: true) = base.content else { Issue.record("31 should be plain"); return }
        guard case .scalar("triangle", isPlain: false)? = node?["arrow"]?["shape"]?.content else {
            Issue.record("quoted scalar should not be plain"); return
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let (node, _) = load("description: \"é😀\"\nx: 1\nnamé: 2\n")
        #expect(node?["namé"]?.location.column == 7)
    }

    @Test func coreSchemaScalars() {
        #expect(YAMLScalarValue.number("31") == 31)
        #expect(YAMLScalarValue.number("-2.5") == -2.5)
        #expect(YAMLScalarValue.number(".inf") == .infinity)
        #expect(YAMLScalarValue.number("1e3") == 1000)
        #expect(YAMLScalarValue.number("0x1F") == 31)
        #expect(YAMLScalarValue.number("nan") == nil)
        #expect(YAMLScalarValue.number("inf") == nil)
        #expect(YAMLScalarValue.number("12px") == nil)
        #expect(YAMLScalarValue.number("1-2") == nil)
        #expect(YAMLScalarValue.number("-") == nil)
        #expect(YAMLScalarValue.number("0x1p3") == nil)
        #expect(YAMLScalarValue.number("0o17") == 15)
        #expect(YAMLScalarValue.number("1e-3") == 0.001)
        #expect(YAMLScalarValue.number("abc") == nil)
        #expect(YAMLScalarValue.bool("true") == true)
        #expect(YAMLScalarValue.bool("yes") == nil)
    }

    @Test func smallAliasesExpand() throws {
        let (node, diagnostics) = load("a: &x [1, 2]\nb: *x\nc: *x\n")
        #expect(diagnostics.isEmpty)
        guard case .sequence(let items)? = node?["c"]?.content else { Issue.record("alias not expanded"); return }
        #expect(items.count == 2)
        #expect(node?["c"]?.location.line == 3)
    }

    @Test func aliasBombIsRejected() {
        // The classic "billion laughs": ten anchors, each nine aliases of the one before: 9^9 nodes from ~400 bytes.
        let names = Array("abcdefghij").map(String.init)
        var text = "a: &a [x,x,x,x,x,x,x,x,x]\n"
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        #expect(text.utf8.count <= 400)
        let (node, diagnostics) = load(text)
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlLimit])
        #expect(diagnostics.first?.message.contains("alias") == true)
    }

    @Test func deepFlowNestingIsRejected() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (node, diagnostics) = load(text)
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlLimit])
        #expect(diagnostics.first?.location?.column == 65)
    }

    @Test func deepBlockNestingIsRejected() {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let (node, diagnostics) = load(text)
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlLimit])
    }

    @Test func nestingAtTheLimitLoads() {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let (node, diagnostics) = load(text)
        #expect(node != nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func fileSizeLimit() {
        let (node, diagnostics) = load(String(repeating: "#", count: 2000), limits: YAMLLimits(maxFileSize: 1000))
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlLimit])
    }

    @Test func duplicateKeysAreReportedWithTheFirstPlace() {
        let (node, diagnostics) = load("arrow:\n  base: 1\n  height: 2\n  base: 3\n")
        #expect(diagnostics.map(\.id) == [.duplicateKey])
        #expect(diagnostics.first?.location?.line == 4)
        #expect(diagnostics.first?.notes.first?.location?.line == 2)
        #expect(node?["arrow"]?["base"]?.scalarText == "1")
    }

    @Test func duplicateKeysInLargeMappings() {
        let keys = (0..<40).map { "k\($0): \($0)" } + ["k7: again"]
        let (_, diagnostics) = load(keys.joined(separator: "\n"))
        #expect(diagnostics.map(\.id) == [.duplicateKey])
        #expect(diagnostics.first?.location?.line == 41)
    }

    @Test func syntaxErrorsPointAtTheProblem() {
        let (node, diagnostics) = load("arrow:\n  base: [1, 2\nheight: 3\n")
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test func secondDocumentIsAnError() {
        let (_, diagnostics) = load("a: 1\n---\nb: 2\n")
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
        #expect(diagnostics.first?.location?.line == 2)
    }

    @Test func unknownAliasIsASyntaxError() {
        let (_, diagnostics) = load("a: *nowhere\n")
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
    }

    @Test func emptyFileIsNull() {
        let (node, diagnostics) = load("")
        #expect(diagnostics.isEmpty)
        #expect(node?.isNull == true)
    }

    @Test func nodesCountOnce() {
        // 150,000 scalars in one list: under the 200,000-node limit, however deep the collections around them.
        let text = "a: [[" + Array(repeating: "1", count: 150_000).joined(separator: ",") + "]]\n"
        let (node, diagnostics) = load(text)
        #expect(diagnostics.isEmpty)
        #expect(node != nil)
        let tooMany = "[" + Array(repeating: "1", count: 200_001).joined(separator: ",") + "]"
        #expect(load(tooMany).1.map(\.id) == [.yamlLimit])
    }

    @Test func aliasesCannotNestPastTheLimit() {
        // An anchored 40-deep list, aliased 40 levels down: 80 levels from a short file.
        let deep = String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40)
        let text = "a: &a \(deep)\nb: " + String(repeating: "[", count: 40) + "*a" + String(repeating: "]", count: 40)
        let (node, diagnostics) = load(text)
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == [.yamlLimit])
        #expect(diagnostics.first?.message.contains("*a") == true)
    }

    @Test func badBytesArePlacedWhereTheyAre() {
        let bytes = Array("a: 1\nb: x".utf8) + [0xFF] + Array("y\n".utf8)
        let diagnostics = DiagnosticSink()
        _ = YAMLLoader().load(bytes, file: "t.yaml", diagnostics: diagnostics)
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
        #expect(diagnostics.first?.location == SourceLocation(file: "t.yaml", line: 2, column: 5))
    }

    @Test func unquotedColorIsNotASilentComment() {
        let (node, diagnostics) = load("background:\n  fill: #7a1015\n  note: # just a comment\n")
        #expect(diagnostics.map(\.id) == [.badColor])
        #expect(diagnostics.first?.location == SourceLocation(file: "t.yaml", line: 2, column: 9))
        #expect(diagnostics.first?.message.contains("fill: \"#7a1015\"") == true)
        #expect(node?["background"]?["fill"]?.isNull == true)
    }
}
