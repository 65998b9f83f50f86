import Foundation
import PopskinSources
import Testing

@testable import PopskinCore

@Suite struct JSONLoaderTests {
    func load(_ text: String, limits: JSONLimits = .default) -> (YAMLNode?, [Diagnostic]) {
        let diagnostics = DiagnosticSink()
        let node = JSONLoader(limits: limits).load(Array(text.utf8), file: "t.json", diagnostics: diagnostics)
        return (node, diagnostics.diagnostics)
    }

    /// The first diagnostic's id, line, column and message.
    func failure(_ text: String, limits: JSONLimits = .default) -> (String, Int, Int, String)? {
        let (node, diagnostics) = load(text, limits: limits)
        guard let first = diagnostics.first, let location = first.location else { return nil }
        #expect(node == nil || first.id == .duplicateKey)
        return (first.id.rawValue, location.line, location.column, first.message)
    }

    @Test func valuesBecomeLocatedNodes() throws {
        let text = """
            {
              "color": {"$type": "color", "$value": {"components": [1, 0.5, -2e-3], "alpha": 1}},
              "flags": [true, false, null],
              "name": "caf\\u00e9 \\ud83d\\ude00 \\"q\\" \\/ \\t"
            }
            """
        let (node, diagnostics) = load(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(node)
        let components = try #require(root["color"]?["$value"]?["components"])
        guard case .sequence(let items) = components.content else { Issue.record("not a sequence"); return }
        #expect(items.map(\.scalarText) == ["1", "0.5", "-2e-3"])
        guard case .scalar(_, isPlain: true) = items[2].content else { Issue.record("numbers are plain"); return }
        #expect(items[1].location == SourceLocation(file: "t.json", line: 2, column: 60))
        guard case .scalar("color", isPlain: false)? = root["color"]?["$type"]?.content else {
            Issue.record("strings are quoted scalars"); return
        }
        #expect(
            root["flags"].map { node -> [Bool] in
                guard case .sequence(let items) = node.content else { return [] }
                return items.map { if case .scalar(_, isPlain: true) = $0.content { true } else { false } }
            } == [true, true, true])
        #expect(
            root["flags"].map { if case .sequence(let items) = $0.content { items[2].isNull } else { false } } == true)
        #expect(root["name"]?.scalarText == "café 😀 \"q\" / \t")
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.key.location.line) == [2, 3, 4])
        #expect(pairs[1].key.location.column == 3)
    }

    @Test func columnsCountCharactersOnLongLines() {
        let (node, _) = load("{\"é😀\": 1, \"b\": [2, 3]}")
        #expect(node?["b"]?.location.column == 16)
        let minified = "[" + Array(repeating: "1", count: 20_000).joined(separator: ",") + ",\"x\"]"
        let (list, _) = load(minified)
        guard case .sequence(let items)? = list?.content else { Issue.record("not a sequence"); return }
        #expect(items.last?.location.column == 40_002)
    }

    @Test func strictSyntaxIsLocated() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"a\": 1,}", 1, 9, "a comma may not come before '}'"),
            ("[1, 2,]", 1, 7, "a comma may not come before ']'"),
            ("{a: 1}", 1, 2, "expected a name in double quotes, found 'a'"),
            ("// c\n{}", 1, 1, "expected a JSON value, found '/'"),
            ("{\"a\": 01}", 1, 7, "a number may not start with 0"),
            ("{\"a\": 1.}", 1, 9, "expected digits after the decimal point"),
            ("{\"a\": .5}", 1, 7, "expected a JSON value, found '.'"),
            ("{\"a\": \"x\ny\"}", 1, 9, "a control character (U+000A) must be escaped"),
            ("{\"a\": \"\\x\"}", 1, 8, "'\\x' is not a JSON escape"),
            ("{\"a\": \"\\ud800\"}", 1, 8, "begins a surrogate pair that does not continue"),
            ("{\"a\": \"\\udc00\"}", 1, 8, "is a lone low surrogate"),
            ("{\"a\": tru}", 1, 7, "expected a JSON value, found 't'"),
            ("{\"a\": 1} {}", 1, 10, "after the JSON value; a file holds one value"),
            ("{\"a\": [1, 2}", 1, 12, "expected ',' or ']' in the array, found '}'"),
            ("{\"a\": \"open", 1, 7, "the string is not closed"),
            ("", 1, 1, "the file holds no JSON value"),
            ("{\"a\":\n  1\n  \"b\": 2}", 3, 3, "expected ',' or '}' in the object, found '\"'"),
            ("{\"a\": NaN}", 1, 7, "expected a JSON value, found 'N'"),
        ]
        for (text, line, column, message) in cases {
            let found = failure(text)
            #expect(found?.0 == "JSON-SYNTAX", "\(text)")
            #expect(found?.1 == line && found?.2 == column, "\(text): \(String(describing: found))")
            #expect(found?.3.contains(message) == true, "\(text): \(String(describing: found?.3))")
        }
    }

    @Test func invalidUTF8IsAnError() {
        let diagnostics = DiagnosticSink()
        let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(JSONLoader().load(bytes, file: "t.json", diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.first?.message == "the string is not valid UTF-8")
    }

    @Test func duplicateNamesKeepTheFirst() throws {
        let (node, diagnostics) = load("{\"a\": 1,\n \"a\": 2}")
        #expect(node?["a"]?.scalarText == "1")
        let first = try #require(diagnostics.first)
        #expect(first.id == .duplicateKey && first.location?.line == 2 && first.notes.first?.location?.line == 1)
    }

    @Test func limitsAreNamedErrors() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(deep)?.0 == "JSON-LIMIT")
        #expect(failure(deep)?.3 == "arrays and objects nest deeper than 64 levels")
        let wide = "[" + Array(repeating: "0", count: 11).joined(separator: ",") + "]"
        #expect(failure(wide, limits: JSONLimits(maxNodes: 10))?.0 == "JSON-LIMIT")
        let big = failure("[1, 2, 3]", limits: JSONLimits(maxFileSize: 4))
        #expect(big?.0 == "JSON-LIMIT" && big?.3 == "file is 9 bytes; the limit is 4 bytes")
    }

    @Test func byteOrderMarkIsSkipped() {
        let diagnostics = DiagnosticSink()
        let node = JSONLoader().load([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "t.json", diagnostics: diagnostics)
        #expect(node != nil && diagnostics.diagnostics.isEmpty)
    }
}
