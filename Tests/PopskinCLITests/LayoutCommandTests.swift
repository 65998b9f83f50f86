import Foundation
import PopskinTestSupport
import Testing

@Suite(.tags(.process), .unlessSkipped(.process)) struct LayoutCommandTests {
    /// docs/drawing.md's worked example of the layout, b=36 h=18 e=10 ov=0, through the command.
    @Test func designExampleAsJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("arrow: { base: 36, height: 18, corner-clearance: 10 }\ncontent: { insets: 8 }\n".utf8)
            .write(to: folder.appendingPathComponent("themes/d.yaml"))
        let result = try CLIRunner.run([
            "theme", "layout", "d", "--direction", "up", "--size", "320x200", "--offset", "150",
            "--scale", "2", "--format", "json", "--project", folder.path,
        ])
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
        let small = try CLIRunner.run([
            "theme", "layout", "mb-red", "--direction", "down", "--size", "50x80",
            "--project", root,
        ])
        #expect(small.status == 0)
        // base 44 + 2 × clearance 6 (mb-red's corner radius).
        #expect(small.stdout.contains("too small: the edge is under 56 pt"), "\(small.stdout)")
        let bad = try CLIRunner.run([
            "theme", "layout", "mb-red", "--direction", "up", "--size", "wide", "--project", root,
        ])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--size takes WxH"))
    }

    /// The art the view shows, the visible arrow and the content's frame: popskin's art is the body twice, clipped
    /// either side of the arrow column; hand-made combined art is pieces of its variants.
    @Test func imagesAndContentAsTheViewShowsThem() throws {
        let root = TestPaths.repositoryRoot.path
        let result = try CLIRunner.run([
            "theme", "layout", "gik-default", "--direction", "up", "--size", "300x200",
            "--format", "json", "--project", root,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        // Under a gradient with a border: coverage images (the gradient's mask), then the border's.
        #expect(
            images.map { $0["name"] as? String } == [
                "gik-default-body", "gik-default-body", "gik-default-arrow-up",
                "gik-default-border-body", "gik-default-border-body", "gik-default-border-arrow-up",
            ])
        #expect((images[0]["clip"] as? [String: Double]) == ["x": 0, "y": 19, "width": 131.5, "height": 181])
        #expect((images[2]["frame"] as? [String: Double]) == ["x": 131.5, "y": 0, "width": 37, "height": 200])
        #expect((json["visibleArrow"] as? [String: Double]) == ["x": 131.5, "y": 0, "width": 37, "height": 19])
        // contentViewInsets 8 from the outline; UIKit adds the arrow's height on its side.
        #expect((json["content"] as? [String: Double]) == ["x": 8, "y": 27, "width": 284, "height": 165])
        let text = try CLIRunner.run([
            "theme", "layout", "gik-classic", "--direction", "left", "--size", "300x200",
            "--offset=-80", "--project", root,
        ])
        #expect(
            text.stdout.contains(
                "gik-classic-side-top mirrored: caps [43, 9, 9, 27] → x 0  y 0  width 300  height 200, "
                    + "cropped from x 0  y 0  width 37  height 53"), "\(text.stdout)")
    }
}
