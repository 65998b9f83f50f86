import Foundation
import PopskinTestSupport
import Testing

@Suite(.tags(.process), .unlessSkipped(.process)) struct ValidateCommandTests {
    @Test func bundledThemesValidateClean() throws {
        let result = try CLIRunner.run(["theme", "validate", "--project", TestPaths.repositoryRoot.path, "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 errors, 0 warnings"))
    }

    @Test func tenDefectsInOnePass() throws {
        let result = try CLIRunner.run(["theme", "validate", "--project", CLIRunner.fixture("ten-defects")])
        #expect(result.status == 1)
        let expected: [(String, String)] = [
            ("themes/bare.yaml:1:1: error: [MISSING-REQUIRED]", "'arrow.base', 'arrow.height'"),
            ("themes/broken.yaml:4:1: error: [YAML-SYNTAX]", "flow sequence"),
            ("themes/colour.yaml:3:9: error: [BAD-COLOR]", "'g'"),
            ("themes/loop-a.yaml:1:10: error: [EXTENDS-CYCLE]", "loop-a → loop-b → loop-a"),
            ("themes/narrow.yaml:3:17: error: [ARROW-FITS-CORNERS]", "= 46 pt"),
            (
                "themes/orphan.yaml:1:10: error: [EXTENDS-MISSING]",
                "'baes', which does not exist (did you mean 'base'?)"
            ),
            ("themes/thin.yaml:4:11: error: [CONTENT-GE-BORDER]", "left content inset 1"),
            ("themes/token.yaml:3:9: error: [REF-MISSING]", "did you mean 'brand.red'?"),
            ("themes/twice.yaml:4:3: error: [DUPLICATE-KEY]", "'base'"),
            ("themes/typo.yaml:2:1: error: [UNKNOWN-KEY]", "did you mean 'shadow'?"),
        ]
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: [") }
        #expect(errors.count == expected.count, "\(result.stderr)")
        for (prefix, detail) in expected {
            let line = errors.first { $0.hasPrefix(prefix) }
            #expect(line?.contains(detail) == true, "missing \(prefix) … \(detail)\n\(result.stderr)")
        }
        #expect(result.stderr.contains("10 errors"))
    }

    @Test func textDiagnosticsQuoteTheLineWithACaret() throws {
        let result = try CLIRunner.run(["theme", "validate", "--project", CLIRunner.fixture("ten-defects"), "colour"])
        #expect(
            result.stderr.contains(
                """
                themes/colour.yaml:3:9: error: [BAD-COLOR] 'background.fill': '#12345g' is not a colour: 'g' at offset 6 is not a hex digit
                      fill: "#12345g"
                            ^

                """))
        // Naming a theme keeps only its chain's problems.
        #expect(!result.stderr.contains("typo.yaml"))
    }

    @Test func jsonDiagnostics() throws {
        let result = try CLIRunner.run([
            "theme", "validate", "--project", CLIRunner.fixture("ten-defects"),
            "--diagnostics-format", "json",
        ])
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 10)
        let cycle = try #require(array.first { $0["id"] as? String == "EXTENDS-CYCLE" })
        #expect(cycle["severity"] as? String == "error")
        #expect(cycle["file"] as? String == "themes/loop-a.yaml")
        #expect(cycle["line"] as? Int == 1)
        #expect(cycle["column"] as? Int == 10)
        let notes = try #require(cycle["notes"] as? [[String: Any]])
        #expect(notes.first?["file"] as? String == "themes/loop-b.yaml")
    }

    @Test func limitsEndInYAMLLimitQuickly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        let names = Array("abcdefghij").map(String.init)
        var bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n"
        for (previous, name) in zip(names, names.dropFirst()) {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        try Data(bomb.utf8).write(to: folder.appendingPathComponent("themes/bomb.yaml"))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try Data(deep.utf8).write(to: folder.appendingPathComponent("themes/deep.yaml"))
        let result = try CLIRunner.run(["theme", "validate", "--project", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("themes/bomb.yaml:5:8: error: [YAML-LIMIT] aliases expand"))
        #expect(result.stderr.contains("themes/deep.yaml:1:65: error: [YAML-LIMIT]"))
        #expect(result.stderr.components(separatedBy: "[YAML-LIMIT]").count == 3)
    }
}
