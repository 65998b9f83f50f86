import Foundation
import PopskinBuild
import PopskinCore
import PopskinGenerators
import PopskinSources
import PopskinTestSupport
import Testing

/// External generators over protocol 1, run for real: a working example, and ones that lie, fail or hang.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ExternalGeneratorTests {
    static let scripts = TestPaths.repositoryRoot.appendingPathComponent(
        "Tests/PopskinGeneratorsTests/Fixtures/external")

    /// A project whose only output runs `script`; returns the build's diagnostics and the project folder (removed
    /// when released).
    static func build(_ script: String, extra: String = "") throws -> (
        diagnostics: [Diagnostic], root: TemporaryFolder
    ) {
        let root = try TemporaryFolder(prefix: "popskin-external")
        let manifest =
            "popskin: 1\noutputs:\n  - exec: \(scripts.appendingPathComponent(script).path)\n    path: out\(extra)\n"
        try root.write([
            "themes/orange.yaml": "arrow: { base: 31, height: 70 }\ncontent: { insets: 10 }\n",
            "themes/small.yaml": "arrow: { base: 20, height: 10 }\ncontent: { insets: [4, 6] }\n",
            "popskin.yaml": manifest,
        ])
        let frontEnd = FrontEnd().run(root: root.path)
        let diagnostics = DiagnosticSink()
        _ = ThemeBuild().run(
            frontEnd.result, found: frontEnd.diagnostics.diagnostics, names: [], base: root.path,
            diagnostics: diagnostics)
        return (diagnostics.sorted(), root)
    }

    /// `timeout:` is for external generators; on a built-in one it would be silently ignored, so it is a warning.
    @Test func timeoutOnABuiltInGeneratorIsAWarning() throws {
        let diagnostics = DiagnosticSink()
        let text = "outputs:\n  - generator: swift\n    timeout: 5\n  - exec: /bin/true\n    timeout: 5\n"
        let node = try #require(YAMLLoader().load(Array(text.utf8), file: "popskin.yaml", diagnostics: diagnostics))
        var manifest = Manifest()
        manifest.outputs = node["outputs"]
        let specs = OutputSpec.read(manifest, projectRoot: "/", diagnostics: diagnostics)
        #expect(diagnostics.map(\.id) == [.unknownKey] && diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location?.line == 3)
        #expect((specs.last?.generator as? ExternalGenerator)?.timeout == 5)
    }

    @Test func exampleGeneratorRuns() throws {
        let (diagnostics, root) = try Self.build("example.py")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.contains("orange: tall arrow") == true)
        #expect(diagnostics.first?.location?.file == "themes/orange.yaml")
        let xml = try String(contentsOf: root.url.appendingPathComponent("out/values/small.xml"), encoding: .utf8)
        #expect(xml.contains("<dimen name=\"small_arrow_base\">20dp</dimen>"))
        #expect(
            try String(contentsOf: root.url.appendingPathComponent("out/options.json"), encoding: .utf8)
                == "{\"ok\": true}"
        )
    }

    @Test func escapingPathsAreRefusedAndNothingIsWritten() throws {
        let (parent, root) = try Self.build("escape-parent.sh")
        #expect(parent.contains { $0.message.contains("escape-parent.sh") && $0.message.contains("..") }, "\(parent)")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("escaped.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("out/ok.txt").path))
        let (absolute, _) = try Self.build("escape-absolute.sh")
        #expect(absolute.contains { $0.message.contains("escape-absolute.sh") }, "\(absolute)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/popskin-absolute-escape.txt"))
    }

    @Test func failingGeneratorIsNamedWithItsMessage() throws {
        let (diagnostics, _) = try Self.build("fails.sh")
        #expect(diagnostics.map(\.id) == [.generator])
        #expect(diagnostics.first?.message.contains("fails.sh' exited with status 3: no theme for you") == true)
        #expect(diagnostics.first?.location?.file == "popskin.yaml")
    }

    @Test func garbageIsNotAResponse() throws {
        let (diagnostics, _) = try Self.build("garbage.sh")
        #expect(diagnostics.map(\.id) == [.generator])
        #expect(diagnostics.first?.message.contains("did not answer with a protocol 1 JSON response") == true)
        #expect(diagnostics.first?.message.contains("hello, I am not JSON") == true)
    }

    @Test func hangingGeneratorIsKilledAfterItsTimeout() throws {
        let start = Date()
        let (diagnostics, _) = try Self.build("hangs.sh", extra: "\n    timeout: 1")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(diagnostics.map(\.id) == [.generator])
        #expect(diagnostics.first?.message.contains("did not finish within 1 s and was killed") == true)
    }
}
