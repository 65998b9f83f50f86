import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// A key declared once shows up everywhere the format is read or described: decoding (with its default, its range
/// and did-you-mean), `theme show` and its provenance, `theme explain`, the JSON Schema and the format reference.
@Suite struct SchemaDeclarationTests {
    static let key = ThemeKey(
        "popup.corner-smoothing", .number(.fraction), unit: .fraction, fallback: .constant(.number(0.6)),
        doc: "How far the corners follow a continuous curve rather than a circle.", since: "9.9.0")
    static let schema = ThemeSchema.popskin.adding(key)

    static func run(_ popup: String, schema: ThemeSchema = schema) throws -> FrontEndRun {
        let project = try TestProject(["themes/t.yaml": validTheme + popup])
        return FrontEnd(schema: schema).run(root: project.root.path)
    }

    @Test func decodingReadsItsValueDefaultRangeAndSpelling() throws {
        let set = try Self.run("popup: { corner-smoothing: 0.8 }\n")
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.diagnostics)")
        #expect(set.registry["t"]?.skin?.extras["popup.corner-smoothing"] == .number(0.8))
        #expect(try Self.run("").registry["t"]?.skin?.extras["popup.corner-smoothing"] == .number(0.6))

        let range = try Self.run("popup: { corner-smoothing: 1.5 }\n").diagnostics.diagnostics
        #expect(range.map(\.id) == [.typeMismatch])
        #expect(range.first?.message == "'popup.corner-smoothing' must be a number from 0 to 1, not 1.5")
        let typo = try Self.run("popup: { corner-smothing: 0.8 }\n").diagnostics.diagnostics
        #expect(typo.map(\.id) == [.unknownKey])
        #expect(typo.first?.message.hasSuffix("(did you mean 'corner-smoothing'?)") == true)
        // popskin's own format does not know it.
        let unknown = try Self.run("popup: { corner-smoothing: 0.8 }\n", schema: .popskin).diagnostics.diagnostics
        #expect(unknown.map(\.id) == [.unknownKey])
    }

    @Test func showAndExplainPrintIt() throws {
        let run = try Self.run("popup: { corner-smoothing: 0.8 }\n")
        let theme = try #require(run.registry["t"])
        let shown = JSONWriter.render(ThemeEncoding.encode(theme, provenance: true, schema: Self.schema))
        #expect(shown.contains("\"corner-smoothing\": 0.8"))
        #expect(shown.contains("\"popup.corner-smoothing\": {\n      \"theme\": \"t\""))
        let defaulted = try #require(try Self.run("").registry["t"])
        let provenance = JSONWriter.render(ThemeEncoding.encode(defaulted, provenance: true, schema: Self.schema))
        #expect(provenance.contains("\"popup.corner-smoothing\": {\n      \"default\": true"))

        let explanation = try #require(
            ThemeExplanation(theme: theme, path: "popup.corner-smoothing", project: run.project, schema: Self.schema))
        #expect(explanation.resolved == .number(0.8))
        #expect(explanation.winner?.origin?.valueLocation.description == "themes/t.yaml:10:28")
        #expect(ThemeExplanation.knownPaths(schema: Self.schema).contains("popup.corner-smoothing"))
    }

    @Test func jsonSchemaAndReferenceDescribeIt() throws {
        let json = JSONWriter.render(ThemeJSONSchema.document(Self.schema))
        #expect(json.contains("\"corner-smoothing\": {\n          \"description\": \"How far the corners follow"))
        #expect(json.contains("\"maximum\": 1"))
        #expect(!JSONWriter.render(ThemeJSONSchema.document()).contains("corner-smoothing"))
        let reference = FormatReference.theme(Self.schema)
        #expect(
            reference.contains(
                "| `popup.corner-smoothing` | a number from 0 to 1 | `0.6` | no |  | 9.9.0 | How far the corners follow"
            ))
    }
}
