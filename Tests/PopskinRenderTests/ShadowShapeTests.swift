import Foundation
import PopskinCore
import PopskinRuntime
import Testing

@testable import PopskinRender

/// `shadow.covers` and `shadow.spread`: the layer's shadowPath (`PopoverArtLayout.shadowOutline`), as composed.
@Suite struct ShadowShapeTests {
    static func theme(covers: String = "outline", spread: Double = 0) -> String {
        """
        arrow: { base: 35, height: 19 }
        background: { corner-radius: 8, fill: "#000000" }
        shadow: { opacity: 1, blur: 4, covers: \(covers), spread: \(spread) }
        content: { insets: 9 }
        """
    }

    /// The shadow's alpha at `point` (view points) beside the composed popover.
    static func alpha(_ picture: PopoverPicture, _ x: Double, _ y: Double) -> Int {
        let s = Double(picture.scale)
        return Int(
            RenderTestKit.pixel(picture.image, Int((picture.padding + x) * s), Int((picture.padding + y) * s))[3])
    }

    static func compose(_ theme: String) throws -> PopoverPicture {
        try GradientSpanTests.compose(theme, width: 200, height: 100, direction: .up)
    }

    /// DD's shadow: beside the arrow's tip (19 pt above the bubble, 4 pt blur) the bubble casts nothing; the outline
    /// casts its arrow's shadow there.
    @Test func bubbleOnlyShadowLeavesTheArrowBare() throws {
        let outline = try Self.compose(Self.theme())
        let bubble = try Self.compose(Self.theme(covers: "bubble"))
        // Just above the tip (x 100 is the arrow's middle; its tip is at y 0), outside the view.
        #expect(Self.alpha(outline, 100, -1.5) > 5, "outline: \(Self.alpha(outline, 100, -1.5))")
        #expect(Self.alpha(bubble, 100, -1.5) == 0, "bubble: \(Self.alpha(bubble, 100, -1.5))")
        // Below the bubble both cast the same shadow.
        #expect(abs(Self.alpha(outline, 100, 101) - Self.alpha(bubble, 100, 101)) <= 1)
    }

    /// The rows below the bubble with any shadow: a spread of 4 pt widens them by 4 × scale px, ±1.
    @Test func spreadWidensTheShadow() throws {
        func extent(_ picture: PopoverPicture) -> Int {
            let s = picture.scale, x = Int((picture.padding + 100) * Double(s))
            let bottom = Int(((picture.padding + 100) * Double(s)).rounded())
            var rows = 0
            while bottom + rows < picture.image.height, RenderTestKit.pixel(picture.image, x, bottom + rows)[3] > 8 {
                rows += 1
            }
            return rows
        }
        let plain = extent(try Self.compose(Self.theme()))
        let spread = extent(try Self.compose(Self.theme(spread: 4)))
        #expect(abs(spread - plain - 8) <= 1, "spread 0: \(plain) px, spread 4: \(spread) px")
    }
}
