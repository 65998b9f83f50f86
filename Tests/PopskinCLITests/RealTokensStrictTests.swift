import Foundation
import PopskinTestSupport
import Testing

private let figma = TestPaths.sharedIfPresent("testdata/real-tokens/dtcg-examples")

/// Issue 29: a project drawing from Figma's published export validates with one warning for what the export breaks
/// in tokens no theme uses, and `--strict` exits 1 listing each of them.
@Suite(
    .tags(.process), .unlessSkipped(.process), .enabled(if: figma != nil, "../shared/testdata/real-tokens is missing"))
struct RealTokensStrictTests {
    @Test func strictFailsOnWhatThePublishedExportBreaks() throws {
        let examples = try #require(figma)
        let folder = try TemporaryFolder()
        try folder.write([
            "popskin.yaml": "popskin: 1\ntokens:\n  - {path: design/figma-sds.resolver.json, rem: 16}\n",
            "themes/t.yaml": """
            arrow: {base: 16, height: 8}
            background: {fill: "{color.background.default.$root}", corner-radius: "{size.radius.200}"}
            content: {insets: "{size.space.200}"}
            """,
        ])
        try FileManager.default.createDirectory(atPath: folder.path + "/design", withIntermediateDirectories: true)
        for item in ["figma-sds", "figma-sds.resolver.json"] {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(item), to: folder.url.appendingPathComponent("design/" + item))
        }
        let plain = try CLIRunner.run(["theme", "validate"], in: folder.path)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("[TOKEN-PROBLEMS-UNUSED] 19 errors (TOKEN-VALUE)"), "\(plain.stderr)")
        let strict = try CLIRunner.run(["theme", "validate", "--strict"], in: folder.path)
        #expect(strict.status == 1)
        #expect(strict.stderr.components(separatedBy: "error: [TOKEN-VALUE]").count - 1 == 19, "\(strict.stderr)")
    }
}
