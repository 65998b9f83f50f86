import Foundation
import PopskinRender
import PopskinTestSupport
import Testing

/// `theme preview --size WxH --backdrop COLOR|checker|FILE.png --at X,Y` and `theme check --size WxH`.
@Suite(.tags(.process), .unlessSkipped(.process)) struct PreviewContextTests {
    static let root = TestPaths.repositoryRoot.path
    static let shot = CLIRunner.fixture("backdrop/shot@2x.png")

    /// Writes the contact sheet of `arguments` into a temporary PNG and decodes it.
    static func preview(_ arguments: [String]) throws -> RGBAImage {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-pv-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CLIRunner.run(["theme", "preview"] + arguments + ["--project", root, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output)))))
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    @Test func sizeChangesTheCells() throws {
        let plain = try Self.preview(["mb-red", "--scale", "1"])
        #expect(plain.width == 5 * 210 && plain.height == 28 + 4 * 160)
        // Each cell is the popover and 20 pt either side wide, 40 pt more than it high.
        let large = try Self.preview(["mb-red", "--scale", "1", "--size", "300x200"])
        #expect(large.width == 5 * 340 && large.height == 28 + 4 * 240)
        // "up, offset 0": the view from (20, 36), its body filled from side to side at its middle.
        let fill = Self.pixel(large, 20 + 150, 36 + 100)
        #expect(fill[3] == 255 && fill[0] > 0x80 && fill[1] < 0x40, "\(fill)")
        #expect(Self.pixel(large, 20 + 290, 36 + 100) == fill)
        #expect(Self.pixel(large, 20 + 310, 36 + 100) != fill)
    }

    @Test func colourShowsUnderATransparentCorner() throws {
        // "down, offset 0": the view at (20, 196) pt; its rounded top-left corner (radius 6) leaves (1, 1) pt bare.
        let (x, y) = ((20 + 1) * 2, (196 + 1) * 2)
        let plain = try Self.preview(["mb-red"])
        let coloured = try Self.preview(["mb-red", "--backdrop", "#204080"])
        #expect(Self.pixel(coloured, x, y) == [0x20, 0x40, 0x80, 255])
        // Without a backdrop, the sheet's light grey (0.88, 0.88, 0.9).
        #expect(Self.pixel(plain, x, y) == [225, 225, 230, 255])
        #expect(Self.pixel(coloured, 0, 0) == [0x20, 0x40, 0x80, 255])
        // A dark appearance keeps its near-black ground (0.05, 0.05, 0.06) unless a backdrop is given.
        let dark = try Self.preview(["qmui-adaptive", "--appearance", "dark", "--scale", "1"])
        #expect(Self.pixel(dark, 1, 1) == [12, 12, 15, 255])
        let light = try Self.preview(["qmui-adaptive", "--appearance", "dark", "--scale", "1", "--backdrop", "#ffffff"])
        #expect(Self.pixel(light, 1, 1) == [255, 255, 255, 255])
    }

    /// Over a screenshot each cell is a window onto it, moved so that the anchor (`--at`, else the middle) is
    /// under the arrow's tip: "up, offset 0" has its view at (40, 56) pt and the tip at (125, 56).
    @Test(arguments: [(["--at", "200,120"], 200, 120), ([], 195, 150)])
    func imageIsUnderTheTipAtTheAnchor(at: [String], x: Int, y: Int) throws {
        let shot = try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: Self.shot)))))
        let sheet = try Self.preview(["mb-red", "--backdrop", Self.shot] + at)
        #expect(sheet.width == 5 * 250 * 2 && sheet.height == (28 + 4 * 200) * 2)
        let shift = (x: (x - 125) * 2, y: (y - 56) * 2)
        // Above the popover and left of it, inside the window (4 pt in from the cell, 2 pt down).
        var checked = 0
        for (px, py) in (8..<490).map({ ($0, 80) }) + (60..<340).map({ (20, $0) }) {
            #expect(Self.pixel(sheet, px, py) == Self.pixel(shot, px + shift.x, py + shift.y), "(\(px), \(py))")
            checked += 1
        }
        #expect(checked == 762)
        // The window's gutter and the caption's line are the sheet's.
        #expect(Self.pixel(sheet, 2, 80) == [225, 225, 230, 255])
    }

    /// Issue 30, item 5: `--appearance all` draws an appearance only where it differs from the one it falls back to,
    /// and says which it left out.
    @Test func appearancesThatRepeatAreLeftOutAndNamed() throws {
        let folder = try TemporaryFolder()
        let run = try CLIRunner.run([
            "theme", "preview", "mb-blue", "--appearance", "all", "--scale", "1", "--output", folder.path + "/s.png",
            "--project", Self.root,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("'mb-blue' (dark, light-high-contrast, dark-high-contrast)"), "\(run.stdout)")
        let sheet = try #require(
            PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/s.png")))))
        #expect(sheet.height == ContactSheet.size(of: 1, scale: 1).height)
    }

    /// Issue 30, item 5: `--at` off the screenshot is an error naming its size, and a negative X reads as a value.
    @Test func anAnchorOffTheBackdropIsAnError() throws {
        for at in ["5000,40", "-10,40"] {
            let run = try CLIRunner.run([
                "theme", "render", "mb-red", "--backdrop", Self.shot, "--at", at, "--output", "/dev/null/x.png",
                "--project", Self.root,
            ])
            #expect(run.status == 1)
            #expect(run.stderr.contains("--at \(at) is outside it: it is "), "\(run.stderr)")
            #expect(!run.stderr.contains("Unknown option"))
        }
    }

    @Test func checkRunsAtTheSize() throws {
        let small = try CLIRunner.run([
            "theme", "check", "mb-red", "--size", "20x20", "--scale", "1", "--project", Self.root,
        ])
        #expect(small.status == 0)
        #expect(
            small.stdout
                == "mb-red: no case fits the theme's arrow; 20 cases too small for the arrow and its corner "
                + "clearances left out\n")
        let wide = try CLIRunner.run([
            "theme", "check", "mb-red", "--size", "200x90", "--scale", "1", "--project", Self.root,
        ])
        #expect(wide.status == 0)
        #expect(wide.stdout.hasPrefix("mb-red: ok, 20 cells; worst: "), "\(wide.stdout)")
        #expect(wide.stdout.contains(" 200×90 offset "), "\(wide.stdout)")
    }

    /// The first line `theme COMMAND mb-red ARGUMENTS` prints on stderr, and its exit status.
    static func error(_ command: String, _ arguments: [String]) throws -> (Int32, String) {
        let output = command == "check" ? [] : ["--output", "/tmp/popskin-never.png"]
        let result = try CLIRunner.run(["theme", command, "mb-red", "--project", root] + output + arguments)
        return (result.status, String(result.stderr.prefix { $0 != "\n" }))
    }

    @Test func badValuesSayWhatRenderSays() throws {
        #expect(
            try Self.error("preview", ["--size", "big"])
                == (
                    64,
                    "Error: The value 'big' is invalid for '--size <size>': --size takes WxH in points, such as "
                        + "320x200, not 'big'"
                ))
        for value in ["big", "3", "-5x20", "0x0", "nanx3", "1x2x3"] {
            let render = try Self.error("render", ["--size", value])
            #expect(try Self.error("preview", ["--size", value]) == render, "\(value)")
            #expect(try Self.error("check", ["--size", value]) == render, "\(value)")
        }
        for arguments in [
            ["--backdrop", "#12"], ["--backdrop", "photo.jpg"], ["--at", "3,4"],
            ["--backdrop", Self.shot, "--at", "3;4"],
        ] {
            let render = try Self.error("render", arguments)
            #expect(render.0 == 64)
            #expect(try Self.error("preview", arguments) == render, "\(arguments)")
        }
        let missing = try Self.error("preview", ["--backdrop", "/nonexistent/x.png"])
        #expect(
            missing
                == (
                    1,
                    "popskin: error: [IO-ERROR] cannot use the backdrop /nonexistent/x.png: x.png not found (nor "
                        + "its @2x or @3x files)"
                ))
    }
}
