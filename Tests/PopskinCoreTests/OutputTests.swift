import Foundation
import Testing
@testable import PopskinCore

@Suite struct OutputTests {
    /// Strings that have broken YAML or JSON writers elsewhere, and the fuzzer's finds.
    static let hostile = [
        "plain", "", " padded ", "a: b", "#hash", "- dash", "x-y", "true", "null", "~", "12", ".inf", "{a.b}", "[1]",
        "quote\"s", "back\\slash", "line\nbreak", "tab\there", "nel\u{85}x", "ls\u{2028}ps\u{2029}", "c1\u{80}\u{9F}",
        "bom\u{FEFF}", "nonchar\u{FFFE}", "emoji 😀", "combining e\u{301}", "*/ \"\"\" #",
    ]

    @Test(arguments: hostile) func yamlWriterRoundTrips(text: String) throws {
        let value = StructuredValue.object([("key \(text)", .string(text)), ("list", .array([.string(text)]))])
        let yaml = YAMLWriter.render(value)
        var diagnostics: [Diagnostic] = []
        let node = try #require(YAMLLoader().load(Array(yaml.utf8), file: "o.yaml", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(yaml)")
        #expect(ThemeEncoding.encode(node) == value, "\(yaml)")
    }

    @Test(arguments: hostile) func jsonWriterRoundTrips(text: String) throws {
        let json = JSONWriter.render(.object([(text, .array([.string(text), .number(1.5), .null, .bool(true)]))]))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [Any]])
        #expect(parsed[text]?.first as? String == text)
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
