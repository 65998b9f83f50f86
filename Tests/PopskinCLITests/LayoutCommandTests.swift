import Foundation
import PopskinTestSupport
import Testing

@Suite struct LayoutCommandTests {
    /// The README's worked example of the layout, b=36 h=18 e=10 ov=0, through the command.
    @Test func designExampleAsJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("arrow: { base: 36, height: 18, corner-clearance: 10 }\ncontent: { insets: 8 }\n".utf8)
            .write(to: folder.appendingPathComponent("themes/d.yaml"))
        let result = try CLIRunner.run(["theme", "layout", "d", "--direction", "up", "--size", "320x200", "--offset", "150",
                                        "--scale", "2", "--format", "json", "--project", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let arrow = try #require(json["arrow"] as? [String: Double])
        #expect(arrow == ["x": 274, "y": 0, "width": 36, "height": 18])
        #expect((json["background"] as? [String: Double])?["y"] == 18)
        #expect(json["clamped"] as? Bool == true)
        #expect(json["tooSmall"] as? Bool == false)
        #expect(json["rotation"] as? Double == 0)
    }

    @Test func textFormAndBadSize() throws {
        let root = TestPaths.repositoryRoot.path
        let small = try CLIRunner.run(["theme", "layout", "mb-red", "--direction", "down", "--size", "50x80",
                                       "--project", root])
        #expect(small.status == 0)
        #expect(small.stdout.contains("too small: the edge is under 64 pt"))
        let bad = try CLIRunner.run(["theme", "layout", "mb-red", "--direction", "up", "--size", "wide", "--project", root])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--size takes WxH"))
    }

    /// A combined-style theme also gets the art the view shows: two pieces of `up` cut right after the arrow.
    @Test func combinedThemesShowTheirPieces() throws {
        let root = TestPaths.repositoryRoot.path
        let result = try CLIRunner.run(["theme", "layout", "gik-default", "--direction", "up", "--size", "300x200",
                                        "--format", "json", "--project", root])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let combined = try #require(json["combined"] as? [String: Any])
        let pieces = try #require(combined["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["variant"] as? String } == ["up", "up"])
        let first = try #require(pieces.first?["frame"] as? [String: Double])
        #expect(first["width"] == 131.5 + 37)
        #expect((combined["arrow"] as? [String: Double])?["x"] == 131.5)
        let text = try CLIRunner.run(["theme", "layout", "gik-classic", "--direction", "left", "--size", "300x200",
                                      "--offset=-80", "--project", root])
        #expect(text.stdout.contains("side-top mirrored: crop x 0  y 0  width 37  height 53, caps [43, 9, 9, 27]"), "\(text.stdout)")
    }
}
