import PopskinCore
import PopskinRuntime
import Testing

@testable import PopskinRender

/// Lengths become pixel counts through `PixelSize` alone: what no image can have is a `RenderFailure`, never a trap,
/// and the largest theme the format allows still draws.
@Suite struct PixelSizeTests {
    @Test func countsThatNoImageHasAreFailures() {
        for pixels in [Double.infinity, -.infinity, .nan, 1e19, 9.3e18, -1, 0, 8192.5, 1e308] {
            #expect(throws: RenderFailure.self, "\(pixels)") {
                try PixelSize(pixels: pixels, 10, rounding: .up, what: "image")
            }
        }
        #expect(PixelSize.whole(.infinity, .up) == nil)
        #expect(PixelSize.whole(.nan, .down) == nil)
        #expect(PixelSize.whole(1e19, .toNearestOrAwayFromZero) == nil)
        #expect(PixelSize.whole(2.5, .toNearestOrAwayFromZero) == 3)
        #expect(PixelSize(width: 8193, height: 1) == nil)
        #expect((try? PixelSize(pixels: 8192, 0.2, rounding: .up, what: "image")) == PixelSize(width: 8192, height: 1))
    }

    /// A skin no theme can give (the front end bounds every length) fails to draw instead of trapping.
    @Test func anUnboundedSkinFailsToDraw() throws {
        let skin = try RenderTestKit.skin(
            "arrow: {base: 20, height: 10}\nbackground: {corner-radius: 6}\ncontent: {insets: 8}\n")
        for length in [1e19, 1e308, .infinity, .nan] {
            var wide = skin
            wide.background.cornerRadius = length
            #expect(throws: RenderFailure.self, "\(length)") {
                try DrawnArtRenderer.bodySurface(wide, plane: .coverage, scale: 3)
            }
            wide = skin
            wide.arrow.base = length
            #expect(throws: RenderFailure.self, "\(length)") {
                try DrawnArtRenderer.columnSurface(wide, direction: .left, plane: .coverage, scale: 3)
            }
            #expect(throws: RenderFailure.self, "\(length)") { try ArrowRenderer.draw(wide, scale: 2) }
        }
    }

    /// Every length at the format's maximum: popskin's images at 3x stay within `PixelSize.maximum`, as the bounds
    /// in `ThemeSchema+Popskin.swift` promise.
    @Test func theLargestThemeTheFormatAllowsDraws() throws {
        let skin = try RenderTestKit.skin(
            """
            arrow: {base: 1000, height: 1000}
            background: {corner-radius: 1000}
            border: {width: 100}
            content: {insets: 1000}
            popup: {minimum-size: [3000, 3000]}

            """)
        let body = try DrawnArtRenderer.bodySurface(skin, plane: .coverage, scale: 3)
        #expect(body.size == PixelSize(width: 6003, height: 6003))
        let column = try DrawnArtRenderer.columnSurface(skin, direction: .up, plane: .coverage, scale: 3)
        #expect(column.size == PixelSize(width: 3000, height: 3603))
    }
}
