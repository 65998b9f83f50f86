import Foundation
import PopskinRender
import PopskinTestSupport
import Testing

/// `theme render --backdrop COLOR|checker|FILE.png --at X,Y`, and a material theme blurred over a screenshot.
@Suite(.tags(.process), .unlessSkipped(.process)) struct BackdropRenderTests {
    static let root = TestPaths.repositoryRoot.path
    static let shot = CLIRunner.fixture("backdrop/shot@2x.png")

    /// Renders with `arguments` into a temporary PNG and decodes it.
    static func render(_ arguments: [String]) throws -> (RGBAImage, String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-bd-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CLIRunner.run(["theme", "render"] + arguments + ["--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output)))))
        return (image, result.stdout)
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    @Test func colourShowsUnderATransparentCorner() throws {
        let (plain, _) = try Self.render(["qmui-default", "--project", Self.root])
        #expect(Self.pixel(plain, 0, 0)[3] == 0)
        let (coloured, _) = try Self.render(["qmui-default", "--backdrop", "#204080", "--project", Self.root])
        #expect(Self.pixel(coloured, 0, 0) == [0x20, 0x40, 0x80, 255])
        // The shadow darkens the backdrop beside the bubble: premultiplied OVER, not a replacement.
        let below = Self.pixel(coloured, coloured.width / 2, coloured.height - 2 * 32 + 4)
        #expect(below[3] == 255 && below[2] < 0x80 && below[2] > 0x60, "\(below)")
    }

    /// The first row (or column) from the tip's side whose pixel is far from the backdrop's.
    static func edge(_ image: RGBAImage, _ backdrop: RGBAImage, along: Int, vertical: Bool) -> Int? {
        let count = vertical ? image.height : image.width
        return (0..<count).first { i in
            let (x, y) = vertical ? (along, i) : (i, along)
            return zip(pixel(image, x, y), pixel(backdrop, x, y)).contains { abs(Int($0) - Int($1)) > 100 }
        }
    }

    @Test(arguments: [("up", 200.0, 120.0), ("left", 120.0, 150.0)])
    func atPutsTheArrowsTipThere(direction: String, x: Double, y: Double) throws {
        let backdrop = try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: Self.shot)))))
        let (image, said) = try Self.render([
            "mb-red", "--backdrop", Self.shot, "--at", "\(Int(x)),\(Int(y))", "--direction", direction,
            "--project", Self.root,
        ])
        #expect(image.width == backdrop.width && image.height == backdrop.height)
        #expect(said.contains("the arrow's tip at (\(Int(x)), \(Int(y)))"), "\(said)")
        let up = direction == "up"
        let found = try #require(
            Self.edge(image, backdrop, along: Int(up ? x : y) * 2, vertical: up))
        #expect(abs(found - Int(up ? y : x) * 2) <= 1, "tip at \(found) px")
    }

    /// Issue 30: UIKit aims the arrow by its frame (`arrowHeight` from the bubble), so AMPopTip's filleted tip
    /// (arrowRadius 2 on an 8×8 arrow) stops short of the point by r·(1/sin(θ/2) − 1), θ the apex angle: 2.472 pt. The
    /// render puts the frame at `--at`, the tip that far off, and says both; `theme layout` carries the gap.
    @Test func aFilletedTipStopsShortAsOnADevice() throws {
        let half = atan(4.0 / 8.0), gap = 2 * (1 / sin(half) - 1)
        let layout = try CLIRunner.run([
            "theme", "layout", "amp-poptip-rounded", "--format", "json", "--project", Self.root,
        ])
        let fields = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let reported = try #require(fields["visibleTipGap"] as? Double)
        #expect(abs(reported - gap) < 0.001, "\(reported) vs \(gap)")
        #expect((fields["anchor"] as? [String: Double]) == ["x": 85, "y": 0])

        let backdrop = try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: Self.shot)))))
        let (image, said) = try Self.render([
            "amp-poptip-rounded", "--backdrop", Self.shot, "--at", "200,120", "--project", Self.root,
        ])
        #expect(said.contains("the arrow's tip at (200, 122.472), aimed at (200, 120)"), "\(said)")
        #expect(said.contains("on a device the tip stops 2.47 pt short of it"), "\(said)")
        // The first red pixel down the arrow's column is the visible tip's: 2.47 pt (4.9 px) below the point.
        let found = try #require(Self.edge(image, backdrop, along: 400, vertical: true))
        #expect(abs(Double(found) - (120 + gap) * 2) <= 1, "tip at \(found) px")
    }

    @Test func clampedRenderSaysSo() throws {
        let (_, said) = try Self.render([
            "mb-red", "--offset", "-1000", "--backdrop", "checker", "--project", Self.root,
        ])
        #expect(
            said.contains(
                "\nclamped: the offset would take the arrow within 6 pt of a corner; it stops at the corner clearance"
            ), "\(said)")
    }

    @Test func badValuesSayWhatIsWrong() throws {
        func stderr(_ arguments: [String]) throws -> (Int32, String) {
            let result = try CLIRunner.run(
                ["theme", "render", "mb-red", "--project", Self.root, "--output", "/tmp/popskin-never.png"]
                    + arguments)
            return (result.status, result.stderr)
        }
        let colour = try stderr(["--backdrop", "#12"])
        #expect(colour.0 == 64)
        #expect(
            colour.1.hasPrefix(
                "Error: The value '#12' is invalid for '--backdrop <backdrop>': '#12' is not a colour: it has 2 hex "
                    + "digits; use 3, 4, 6 or 8\n"))
        #expect(
            try stderr(["--backdrop", "photo.jpg"]).1.hasPrefix(
                "Error: The value 'photo.jpg' is invalid for '--backdrop <backdrop>': --backdrop takes a colour "
                    + "(#f2f2f7), checker or a .png file, not 'photo.jpg'\n"))
        #expect(
            try stderr(["--at", "3,4"]).1.hasPrefix(
                "Error: --at places the arrow's tip on an image backdrop: give --backdrop FILE.png too\n"))
        #expect(
            try stderr(["--backdrop", Self.shot, "--at", "3;4"]).1.hasPrefix(
                "Error: The value '3;4' is invalid for '--at <at>': --at takes X,Y in points, such as 200,120, "
                    + "not '3;4'\n"))
        let missing = try stderr(["--backdrop", "/nonexistent/x.png"])
        #expect(missing.0 == 1)
        #expect(
            missing.1
                == "popskin: error: [IO-ERROR] cannot use the backdrop /nonexistent/x.png: x.png not found (nor its "
                + "@2x or @3x files)\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-bd-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let huge = folder.appendingPathComponent("huge.png").path
        try Data(PNGCrafting.png(width: 9000, height: 10, data: PNGCrafting.deflatedZeros(10))).write(
            to: URL(fileURLWithPath: huge))
        let tooLarge = try stderr(["--backdrop", huge])
        #expect(tooLarge.0 == 1)
        #expect(
            tooLarge.1
                == "popskin: error: [ART-LIMIT] cannot use the backdrop \(huge): huge.png is 9000×10 px; supplied "
                + "art may have at most 8192 px a side\n")
    }

    /// The mean squared difference between each pixel and its right and lower neighbours in a window: lower is
    /// smoother.
    static func roughness(_ image: RGBAImage, x: Int, y: Int, size: Int) -> Double {
        var sum = 0.0
        for yy in y..<(y + size) {
            for xx in x..<(x + size) {
                for c in 0..<3 {
                    let here = Double(pixel(image, xx, yy)[c])
                    let right = Double(pixel(image, xx + 1, yy)[c]) - here
                    let down = Double(pixel(image, xx, yy + 1)[c]) - here
                    sum += right * right + down * down
                }
            }
        }
        return sum / Double(size * size * 6)
    }

    @Test func materialBlursUnderTheOutlineOnly() throws {
        let backdrop = try #require(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: Self.shot)))))
        let (image, said) = try Self.render([
            "frost", "--project", CLIRunner.fixture("material"), "--backdrop", Self.shot, "--at", "200,120",
        ])
        #expect(said.contains("material thin: approximated as the backdrop blurred (σ 10 pt)"), "\(said)")
        // The view is at (115, 120) pt, 170 × 120 pt; its shadow reaches at most 24 × 1.5 + 4 pt beyond it.
        let reach = 40
        for y in 0..<image.height {
            for x in 0..<image.width where x < (115 - reach) * 2 || x >= (285 + reach) * 2 || y >= (240 + reach) * 2 {
                if Self.pixel(image, x, y) != Self.pixel(backdrop, x, y) {
                    Issue.record("pixel (\(x), \(y)) outside the popover changed")
                    return
                }
            }
        }
        // Inside, over the list's black label and its edges: changed, and smoother than the screenshot there.
        let (x, y) = (240 * 2, 165 * 2)
        #expect(Self.pixel(image, x, y) != Self.pixel(backdrop, x, y))
        let inside = Self.roughness(image, x: 250, y: 300, size: 60)
        let before = Self.roughness(backdrop, x: 250, y: 300, size: 60)
        #expect(before > 100 && inside < before / 4, "roughness \(inside) vs \(before)")
    }
}
