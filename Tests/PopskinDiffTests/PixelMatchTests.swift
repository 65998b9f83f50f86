import PopskinRender
import Testing

@testable import PopskinDiff

/// The comparator: identical images, a changed block, an anti-aliased edge that moved.
@Suite struct PixelMatchTests {
    /// A `width`×`height` image with every pixel `colour(x, y)` (RGBA).
    static func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += colour(x, y) } }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static let white: [UInt8] = [255, 255, 255, 255]

    @Test func identicalImagesDifferNowhere() throws {
        let picture = Self.image(30, 20) { x, y in [UInt8(x * 8), UInt8(y * 12), 90, UInt8(100 + x)] }
        let compared = PixelMatch().compare(picture, picture)
        let (pixels, drawn) = (compared.pixels, compared.overlay)
        let overlay = try #require(drawn)
        #expect(pixels == 0)
        #expect(overlay.width == 30 && overlay.height == 20)
        // No pixel of the overlay is marked red, green or yellow: every one is grey.
        let bytes: [UInt8] = overlay.pixels
        var grey = true
        for index in stride(from: 0, to: bytes.count, by: 4) where bytes[index] != bytes[index + 1] {
            grey = false
        }
        #expect(grey)
    }

    @Test func aChangedBlockCountsItsPixels() throws {
        let before = Self.image(40, 30) { _, _ in Self.white }
        let after = Self.image(40, 30) { x, y in
            (10..<17).contains(x) && (5..<9).contains(y) ? [200, 30, 30, 255] : Self.white
        }
        let compared = PixelMatch().compare(before, after)
        let (pixels, drawn) = (compared.pixels, compared.overlay)
        let overlay = try #require(drawn)
        #expect(pixels == 7 * 4)
        // The block is marked red (the later image is darker there).
        let marked = (6 * 40 + 12) * 4
        #expect(Array(overlay.pixels[marked..<(marked + 4)]) == [255, 0, 0, 255])
    }

    /// Every pixel that moves a just noticeable difference counts: brick to crimson (ΔE2000 7.5), which
    /// pixelmatch's 0.1 lets through, counts; #990000 → #990100 (ΔE2000 0.3) does not, unless `noticeable` is 0.
    @Test func aJustNoticeableDifferenceDecides() {
        let brick = Self.image(10, 10) { _, _ in [0x99, 0, 0, 255] }
        let crimson = Self.image(10, 10) { _, _ in [0xb0, 0, 0x20, 255] }
        let barely = Self.image(10, 10) { _, _ in [0x99, 1, 0, 255] }
        #expect(PixelMatch().compare(brick, crimson).pixels == 100)
        #expect(PixelMatch(threshold: 0.1).compare(brick, crimson).pixels == 0)
        #expect(PixelMatch().compare(brick, barely).pixels == 0)
        #expect(PixelMatch(noticeable: 0).compare(brick, barely).pixels == 100)
        // An alpha change alone: 1.0 → 0.9 over white is ΔE2000 ≥ 1.
        let faded = Self.image(10, 10) { _, _ in [0x99, 0, 0, 230] }
        #expect(PixelMatch().compare(brick, faded).pixels == 100)
    }

    /// A dark rectangle whose left edge moves by a fraction of a pixel changes only the edge's anti-aliased column:
    /// not counted, but marked yellow; counted when anti-aliasing is included.
    @Test func anAntiAliasedEdgeThatMovesIsNotCounted() throws {
        func edge(at position: Double) -> RGBAImage {
            Self.image(24, 16) { x, _ in
                let coverage = min(1, max(0, Double(x + 1) - position))
                let level = UInt8((255 * (1 - coverage)).rounded())
                return [level, level, level, 255]
            }
        }
        let before = edge(at: 10.7), after = edge(at: 10.3)
        #expect(before.pixels != after.pixels)
        let compared = PixelMatch().compare(before, after)
        let (pixels, drawn) = (compared.pixels, compared.overlay)
        let overlay = try #require(drawn)
        #expect(pixels == 0)
        let column = (5 * 24 + 10) * 4
        #expect(Array(overlay.pixels[column..<(column + 4)]) == [255, 255, 0, 255])
        #expect(PixelMatch(includeAntiAliasing: true).compare(before, after).pixels == 16)
    }

    /// Transparency alone is a difference: a pixel made see-through changes what shows under it.
    /// Without an overlay the count is the same.
    @Test func theCountNeedsNoOverlay() {
        let before = Self.image(16, 16) { _, _ in Self.white }
        let after = Self.image(16, 16) { x, _ in x < 5 ? [0, 0, 0, 255] : Self.white }
        let counted = PixelMatch().compare(before, after, overlay: false)
        #expect(counted.pixels == 5 * 16 && counted.overlay == nil)
        #expect(PixelMatch().compare(before, after).pixels == counted.pixels)
    }

    @Test func aTransparentPixelDiffersFromAnOpaqueOne() {
        let before = Self.image(8, 8) { _, _ in [0, 0, 0, 255] }
        let after = Self.image(8, 8) { x, y in x == 3 && y == 3 ? [0, 0, 0, 0] : [0, 0, 0, 255] }
        #expect(PixelMatch().compare(before, after).pixels == 1)
    }

    /// The largest change is measured inside flat areas only, at the first pixel found.
    @Test func theLargestChangeIsMeasuredInsideFlatAreas() throws {
        let before = Self.image(20, 20) { _, _ in [153, 0, 0, 255] }
        let after = Self.image(20, 20) { x, _ in x < 10 ? [176, 0, 32, 255] : [153, 0, 0, 255] }
        let found = try #require(PixelMatch().largest(before, after))
        #expect(abs(found.value - 7.5) < 0.1 && found.x == 0 && found.y == 0, "\(found)")
        // Only an edge moved (a single column of pixels, each beside both colours): nothing is flat there.
        let edge = Self.image(20, 20) { x, _ in x == 10 ? [0, 0, 0, 255] : [153, 0, 0, 255] }
        let line = Self.image(20, 20) { x, _ in x == 11 ? [0, 0, 0, 255] : [153, 0, 0, 255] }
        #expect(PixelMatch().largest(edge, line) == nil)
    }
}
