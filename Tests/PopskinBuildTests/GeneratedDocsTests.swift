import Foundation
import PopskinCore
import PopskinGenerators
import PopskinTestSupport
import Testing

/// The generated parts of docs/ are what the declarations say now (as swift-format checks its generated files):
/// the JSON Schemas (2020-12 and draft-07), the format references and the diagnostics reference. And an independent
/// validator (Debian's python3-jsonschema) accepts the project's themes with the schemas and rejects the mistakes
/// they are for.
@Suite struct GeneratedDocsTests {
    static let docs = TestPaths.repositoryRoot.appendingPathComponent("docs")
    static let generators = GeneratorRegistry.builtIn.map { ($0.name, $0.description.options) }

    static let expected: [(path: String, text: String)] =
        JSONSchemaDraft.allCases.flatMap { draft in
            [
                (draft.path(of: "theme"), JSONWriter.render(ThemeJSONSchema.document(draft: draft)) + "\n"),
                (
                    draft.path(of: "manifest"),
                    JSONWriter.render(ManifestJSONSchema.document(generators: generators, draft: draft)) + "\n"
                ),
            ]
        } + [
            ("reference/theme-format.md", FormatReference.theme()),
            ("reference/manifest.md", FormatReference.manifest(generators: generators)),
            ("reference/diagnostics.md", DiagnosticReference.markdown()),
        ]

    /// Debian's python3 with python3-jsonschema and python3-yaml, which the validator's script needs.
    static let hasValidator =
        (try? TestProcess.run("/usr/bin/python3", ["-c", "import jsonschema, yaml"]).status == 0) ?? false

    @Test(arguments: expected.map(\.path)) func isCurrent(path: String) throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent(path), encoding: .utf8)
        let generated = Self.expected.first { $0.path == path }!.text
        #expect(committed == generated, "docs/\(path) is stale: run Scripts/generate-docs.sh")
    }

    @Test(
        .tags(.process), .unlessSkipped(.process),
        .enabled(if: hasValidator, "python3 with jsonschema and yaml (python3-jsonschema, python3-yaml) is missing"))
    func anIndependentValidatorAgrees() throws {
        let result = try TestProcess.run(
            "/usr/bin/python3", [TestPaths.repositoryRoot.appendingPathComponent("Scripts/check-schemas.py").path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("schemas: 32 theme files and 2 manifests validate"))
    }
}
