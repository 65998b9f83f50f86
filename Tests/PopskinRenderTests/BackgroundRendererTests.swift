import Foundation
import PopskinCore
import Testing
@testable import PopskinRender

@Suite struct BackgroundRendererTests {
    static func skin(_ theme: String) throws -> Skin {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data(theme.utf8).write(to: root.appendingPathComponent("themes/t.yaml"))
        let result = FrontEnd().run(root: root.path)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        return try #require(result.registry["t"]?.skin)
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<(offset + 4)])
    }

    static let bordered = """
        arrow: { base: 20, height: 10 }
        background: { corner-radius: 6, fill: "#336699" }
        border: { width: 1, color: "#ff0000" }
        content: { insets: 8 }

        """

    @Test func nineSliceSourceIsCapsPlusOnePoint() throws {
        let skin = try Self.skin(Self.bordered)
        // Caps 7 (radius 6 + border 1) on each side, plus one stretch point: 15 pt.
        for scale in 1...3 {
            let image = try BackgroundRenderer.render(skin, scale: scale)
            #expect(image.width == 15 * scale && image.height == 15 * scale)
        }
    }

    @Test func fillBorderAndCorners() throws {
        let image = try BackgroundRenderer.render(try Self.skin(Self.bordered), scale: 2, size: Size(width: 40, height: 30))
        #expect(Self.pixel(image, 40, 30) == [0x33, 0x66, 0x99, 255])      // the middle is the fill
        #expect(Self.pixel(image, 40, 0) == [255, 0, 0, 255])              // the top edge's first pixel row is border
        #expect(Self.pixel(image, 40, 1) == [255, 0, 0, 255])              // 1 pt = 2 px at 2x
        #expect(Self.pixel(image, 40, 2) == [0x33, 0x66, 0x99, 255])
        #expect(Self.pixel(image, 0, 0)[3] == 0)                            // outside the rounded corner
    }

    @Test func shadowFillsTheMarginSoftly() throws {
        let skin = try Self.skin("""
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: "#ffffff" }
            shadow: { color: "#000000", opacity: 0.5, blur: 8, offset: [0, 2] }
            content: { insets: 16 }

            """)
        let image = try BackgroundRenderer.render(skin, scale: 1, size: Size(width: 80, height: 60))
        // Margins: top 6, sides 8, bottom 10. Below the outline's bottom edge there is shadow, fading out.
        let justBelow = Self.pixel(image, 40, 60 - 10 + 1)[3], farBelow = Self.pixel(image, 40, 59)[3]
        #expect(justBelow > 0 && justBelow < 128)
        #expect(farBelow < justBelow)
        #expect(Self.pixel(image, 40, 30) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 40, 6)[3] == 255)                         // the outline starts at the top margin
    }

    @Test func gradientRunsTopToBottom() throws {
        let skin = try Self.skin("""
            arrow: { base: 20, height: 10 }
            background: { style: combined, gradient: { from: "#000000", to: "#ffffff" } }
            content: { insets: 8 }

            """)
        let image = try BackgroundRenderer.render(skin, scale: 1, size: Size(width: 10, height: 101))
        #expect(Self.pixel(image, 5, 0)[0] < 5)
        #expect(Self.pixel(image, 5, 50)[0] > 120 && Self.pixel(image, 5, 50)[0] < 136)
        #expect(Self.pixel(image, 5, 100)[0] > 250)
    }

    @Test func renderingIsDeterministic() throws {
        let skin = try Self.skin(Self.bordered + "shadow: { blur: 3 }\n")
        let first = try PNGEncoder.encode(BackgroundRenderer.render(skin, scale: 3))
        #expect(try PNGEncoder.encode(BackgroundRenderer.render(skin, scale: 3)) == first)
    }
}

@Suite struct RotationTests {
    @Test func quarterTurnsMovePixelsExactly() {
        // 3×2: a marked top-left pixel.
        var pixels = [UInt8](repeating: 0, count: 3 * 2 * 4)
        pixels[0..<4] = [255, 0, 0, 255]
        let image = RGBAImage(width: 3, height: 2, pixels: pixels)
        let right = image.rotated(quarterTurns: 1)
        #expect(right.width == 2 && right.height == 3)
        #expect(Array(right.pixels[4..<8]) == [255, 0, 0, 255])   // top-left → top-right
        let down = image.rotated(quarterTurns: 2)
        #expect(Array(down.pixels[(5 * 4)..<(5 * 4 + 4)]) == [255, 0, 0, 255])  // → bottom-right
        #expect(image.rotated(quarterTurns: 4) == image)
        #expect(image.rotated(quarterTurns: 1).rotated(quarterTurns: 3) == image)
    }
}
