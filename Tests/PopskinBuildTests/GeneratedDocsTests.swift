import Foundation
import PopskinCore
import PopskinGenerators
import PopskinTestSupport
import Testing

/// The generated parts of docs/ are what the declarations say now (as swift-format checks its generated files):
/// the JSON Schemas, the format references and the diagnostics reference. And an independent validator (Debian's
/// python3-jsonschema) accepts the project's themes with the schemas and rejects the mistakes they are for.
@Suite struct GeneratedDocsTests {
    static let docs = TestPaths.repositoryRoot.appendingPathComponent("docs")
    static let generators = GeneratorRegistry.builtIn.map { ($0.name, $0.description.options) }

    static let expected: [(path: String, text: String)] = [
        ("schema/theme.schema.json", JSONWriter.render(ThemeJSONSchema.document()) + "\n"),
        ("schema/manifest.schema.json", JSONWriter.render(ManifestJSONSchema.document(generators: generators)) + "\n"),
        ("reference/theme-format.md", FormatReference.theme()),
        ("reference/manifest.md", FormatReference.manifest(generators: generators)),
        ("reference/diagnostics.md", DiagnosticReference.markdown()),
    ]

    @Test(arguments: expected.map(\.path)) func isCurrent(path: String) throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent(path), encoding: .utf8)
        let generated = Self.expected.first { $0.path == path }!.text
        #expect(committed == generated, "docs/\(path) is stale: run Scripts/generate-docs.sh")
    }

    @Test(.tags(.process), .unlessSkipped(.process)) func anIndependentValidatorAgrees() throws {
        let result = try TestProcess.run(
            "/usr/bin/python3", [TestPaths.repositoryRoot.appendingPathComponent("Scripts/check-schemas.py").path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("schemas: 32 theme files and 2 manifests validate"))
    }
}
