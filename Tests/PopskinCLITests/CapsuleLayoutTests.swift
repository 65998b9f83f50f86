import Foundation
import PopskinTestSupport
import Testing

/// A capsule's left and right arrows sit on a round end: `theme layout` says why the arrow is centred.
@Suite(.tags(.process), .unlessSkipped(.process)) struct CapsuleLayoutTests {
    @Test func roundEndIsExplained() throws {
        let root = TestPaths.repositoryRoot.path
        for offset in ["0", "-30"] {
            let result = try CLIRunner.run([
                "theme", "layout", "amp-poptip-rounded", "--direction", "left", "--size", "200x120",
                "--offset", offset, "--project", root,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.contains(
                    "  round end: the left edge of a capsule is a half circle with no straight part; the arrow is "
                        + "centred on it whatever the offset"), "\(result.stdout)")
            #expect(!result.stdout.contains("too small") && !result.stdout.contains("clamped"), "\(result.stdout)")
            // Centred on the 120-pt edge: the 8-pt arrow from 56 to 64.
            #expect(result.stdout.contains("arrow         x 0  y 56  width 8  height 8"), "\(result.stdout)")
        }
        // Up on the long side: the straight part holds it, so the offset moves it.
        let up = try CLIRunner.run([
            "theme", "layout", "amp-poptip-rounded", "--direction", "up", "--size", "200x120", "--offset", "-30",
            "--project", root,
        ])
        #expect(!up.stdout.contains("round end"), "\(up.stdout)")
    }
}
