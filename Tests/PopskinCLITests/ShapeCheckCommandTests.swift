import Foundation
import PopskinTestSupport
import Testing

/// Issue 30: `theme check` fails a theme whose arrow floats off its bubble, naming the cell and the gap in pixels.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ShapeCheckCommandTests {
    @Test func aDetachedArrowFailsTheCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write(bytes: try GapArtFixture.files())
        let run = try CLIRunner.run(
            ["theme", "check", "t", "--scale", "3", "--size", "170x120", "--project", folder.path])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("t: FAILED shape: the arrow comes loose in 20 of 20 cases"), "\(run.stdout)")
        // Each named with its cell and the gap: three points of empty art rows, 9 px at @3x.
        #expect(
            lines.contains {
                $0.hasPrefix("  up 170×120 offset 0 @3x: the arrow is detached from the bubble, 9 px of background")
            }, "\(run.stdout)")
    }
}
