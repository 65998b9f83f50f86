import Foundation
import PopskinTestSupport
import Testing

/// `tokens import` on exports made to cost or to mislead (the hostile-inputs issue, N10): linear in tokens, no name
/// written that popskin would then refuse, nothing left behind by a kill.
@Suite(.tags(.process), .unlessSkipped(.process)) struct TokensImportLimitsTests {
    static let hasStrace = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: $0 + "/strace")
    }

    /// 40,000 tokens in one group took 21.8 s (each placed by a search of its group, which was copied).
    @Test func manyTokensInOneGroupImportAtOnce() throws {
        let folder = try TemporaryFolder()
        let tokens = (0..<40_000).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ",")
        try folder.write(["big.tokens.json": "{\"n\": {\"$type\": \"number\", " + tokens + "}}"])
        let run = try CLIRunner.run(
            ["tokens", "import", "big.tokens.json", "--output", "out"], in: folder.path, timeout: 10)
        #expect(run.status == 0, "\(run.stderr)")
        let yaml = try String(contentsOfFile: folder.path + "/out/big.yaml", encoding: .utf8)
        #expect(yaml.contains("  t39999: 39999\n"))
    }

    /// A name with a space was written as it is (exit 0), and `theme validate` then refused the file; a Tokens Studio
    /// name 10,000 levels deep wrote 100 MB of YAML that popskin refuses. Both are now errors at the token, left out.
    @Test func namesAYAMLTokenFileCannotHoldAreRefusedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        let deep = Array(repeating: "a", count: 10_000).joined(separator: "/")
        try folder.write([
            "spaced.tokens.json":
                ##"{"color": {"$type": "color", "Primary Blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "ok": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}"##,
            "studio/core.json":
                "{\"\(deep)\": {\"type\": \"color\", \"value\": \"#ff0000\"}, \"ok\": {\"type\": \"color\", \"value\": \"#00ff00\"}}",
            "studio/$metadata.json": #"{"tokenSetOrder": ["core"]}"#,
            "popskin.yaml": "popskin: 1\ntokens: out\n",
            "themes/t.yaml":
                "arrow: { base: 20, height: 10 }\nbackground: { fill: \"{color.ok}\" }\ncontent: { insets: 8 }\n",
        ])
        for source in ["spaced.tokens.json", "studio"] {
            let run = try CLIRunner.run(["tokens", "import", source, "--output", "out"], in: folder.path, timeout: 10)
            #expect(run.status == 1, "\(source): \(run.stderr)")
            #expect(run.stderr.contains("error: [BAD-NAME]"), "\(run.stderr.prefix(3000))")
        }
        let written = try FileManager.default.attributesOfItem(atPath: folder.path + "/out/studio.yaml")[.size] as? Int
        #expect((written ?? .max) < 1000)
        try FileManager.default.removeItem(atPath: folder.path + "/out/studio.yaml")
        // What was written is what popskin reads.
        let validate = try CLIRunner.limited(["theme", "validate", "--project", folder.path])
        let spaced = try String(contentsOfFile: folder.path + "/out/spaced.yaml", encoding: .utf8)
        #expect(validate.status == 0, "\(validate.stderr)\n\(spaced)")
    }

    /// Killed at its rename, an import left a hidden temporary file in the output folder for good; the next write
    /// beside it removes it.
    @Test(.enabled(if: hasStrace, "strace is not installed (.ci/run installs it)"))
    func aKilledImportLeavesNothingForLong() throws {
        let folder = try TemporaryFolder()
        try folder.write(["a.tokens.json": #"{"n": {"$type": "number", "one": {"$value": 1}}}"#])
        let popskin = TestPaths.productsDirectory.appendingPathComponent("popskin").path
        let killed = try TestProcess.run(
            "strace",
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2", "-e",
                "inject=rename,renameat,renameat2:signal=SIGKILL:when=1", popskin, "tokens", "import", "a.tokens.json",
                "--output", "out",
            ], in: folder.path, timeout: 60)
        #expect(killed.status != 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
        #expect(left.contains { $0.hasPrefix(".a.yaml.popskin-") }, "\(left)")
        let again = try CLIRunner.run(
            ["tokens", "import", "a.tokens.json", "--output", "out"], in: folder.path, timeout: 10)
        #expect(again.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["a.yaml"])
    }
}
