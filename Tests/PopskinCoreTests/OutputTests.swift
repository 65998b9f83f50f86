import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

@Suite struct OutputTests {
    /// Strings that have broken YAML or JSON writers elsewhere, and the fuzzer's finds.
    static let hostile = [
        "plain", "", " padded ", "a: b", "#hash", "- dash", "x-y", "true", "null", "~", "12", ".inf", "{a.b}", "[1]",
        "quote\"s", "back\\slash", "line\nbreak", "tab\there", "nel\u{85}x", "ls\u{2028}ps\u{2029}", "c1\u{80}\u{9F}",
        "bom\u{FEFF}", "nonchar\u{FFFE}", "emoji 😀", "combining e\u{301}", "*/ \"\"\" #",
        "esc\u{1B}]0;title\u{07}", "rlo\u{202E}lre\u{202A}fsi\u{2068}",
    ]

    @Test(arguments: hostile) func yamlWriterRoundTrips(text: String) throws {
        let value = StructuredValue.object([("key \(text)", .string(text)), ("list", .array([.string(text)]))])
        let yaml = YAMLWriter.render(value)
        let diagnostics = DiagnosticSink()
        let node = try #require(YAMLLoader().load(Array(yaml.utf8), file: "o.yaml", diagnostics: diagnostics))
        #expect(diagnostics.isEmpty, "\(yaml)")
        #expect(ThemeEncoding.encode(node) == value, "\(yaml)")
    }

    @Test(arguments: hostile) func jsonWriterRoundTrips(text: String) throws {
        let json = JSONWriter.render(.object([(text, .array([.string(text), .number(1.5), .null, .bool(true)]))]))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [Any]])
        #expect(parsed[text]?.first as? String == text)
    }

    /// Both writers escape control characters (bidirectional overrides too), so their output is safe on a terminal
    /// and still reads back exactly.
    @Test func writersEscapeControlCharacters() {
        let value = StructuredValue.string("a\u{1B}[2J\u{9B}\u{202E}b")
        #expect(JSONWriter.render(value) == #""a\u001b[2J\u009b\u202eb""#)
        #expect(YAMLWriter.render(value) == #""a\u001b[2J\u009b\u202eb""# + "\n")
    }

    @Test func progressCounterReportsInOrder() {
        let seen = Seen()
        let counter = ProgressCounter(total: 4, handler: { seen.append($0, $1) })
        counter.advance()
        counter.advance(to: 3)
        counter.advance(to: 2)
        counter.advance(by: 5)
        #expect(seen.values == [[1, 4], [3, 4], [4, 4]])
    }

    @Test func showIgnoresKeysThatShadowMetadata() throws {
        let result = try TestProject(["themes/t.yaml": "abstract: true\nname: other\nfile: x\narrow.base: 1\n"]).run()
        let theme = try #require(result.registry["t"])
        guard case .object(let fields) = ThemeEncoding.encode(theme) else { Issue.record("not an object"); return }
        #expect(fields.filter { $0.0 == "name" }.count == 1)
        let paths = ThemeEncoding.provenance(theme).map(\.path)
        #expect(paths == ["name", "file"])
        #expect(result.diagnostics.sorted().map(\.id) == [.unknownKey, .unknownKey, .unknownKey])
    }
}

/// What a progress handler was told.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [[Int]] = []
    func append(_ finished: Int, _ total: Int) { lock.withLock { list.append([finished, total]) } }
    var values: [[Int]] { lock.withLock { list } }
}
