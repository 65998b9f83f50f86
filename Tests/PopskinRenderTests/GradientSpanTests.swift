import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import Testing

@testable import PopskinRender

/// Gradients measured across the bubble or the view, at any angle, over the fill: the composition (the images a
/// build writes, as the UIKit view shows them) and the ideal both follow `SkinGradient.line`.
@Suite struct GradientSpanTests {
    /// The composed popover of theme `t`.
    static func compose(
        _ theme: String, width: Double = 160, height: Double = 100, direction: PopoverArrowDirection, scale: Int = 2
    ) throws -> PopoverPicture {
        let skin = try RenderTestKit.skin(theme)
        return try PopoverComposer.compose(
            PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
            images: AssetImages(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
                scale: scale, inputs: InputSnapshot(projectRoot: "/")), width: width,
            height: height, direction: direction, offset: 0)
    }

    static let gloss = """
        arrow: { base: 24, height: 12 }
        background:
          corner-radius: 10
          gradient: { stops: [{color: "#8080ff", at: 0}, {color: "#8080ff", at: 0.5}, {color: "#20209a", at: 0.5},
            {color: "#20209a", at: 1}], span: bubble }
        content: { insets: 12 }
        """

    /// The first row (or column) along `axis` from the bubble's start where the colour turns dark, in pixels from
    /// the bubble's edge, sampled across the bubble's middle.
    static func hardEdge(_ picture: PopoverPicture, vertical: Bool) -> Int? {
        let s = Double(picture.scale), bubble = picture.layout.placement.background
        let origin = (
            x: Int(((picture.padding + bubble.x) * s).rounded()), y: Int(((picture.padding + bubble.y) * s).rounded())
        )
        let length = Int(((vertical ? bubble.height : bubble.width) * s).rounded())
        // Across the middle of the other axis, a quarter in, clear of the arrow's column.
        let across = vertical ? origin.x + Int(bubble.width * s / 4) : origin.y + Int(bubble.height * s / 4)
        for step in 0..<length {
            let pixel =
                vertical
                ? RenderTestKit.pixel(picture.image, across, origin.y + step)
                : RenderTestKit.pixel(picture.image, origin.x + step, across)
            if pixel[0] < 0x50 { return step }
        }
        return nil
    }

    /// CMPopTipView's gloss: a hard edge at 0.5 across the bubble sits on the same bubble-relative row in every
    /// direction, ±1 px (across the view it moved by the arrow's height).
    @Test func glossLineStaysOnTheBubble() throws {
        var rows: [PopoverArrowDirection: Int] = [:]
        for direction in PopoverArrowDirection.allCases {
            let picture = try Self.compose(Self.gloss, direction: direction)
            let row = try #require(Self.hardEdge(picture, vertical: true), "\(direction)")
            rows[direction] = row
        }
        // Up and down bubbles are 88 pt tall, left and right 100: the edge is at half of each, in pixels.
        #expect(abs(rows[.up]! - 88) <= 1 && abs(rows[.down]! - 88) <= 1, "\(rows)")
        #expect(abs(rows[.left]! - 100) <= 1 && abs(rows[.right]! - 100) <= 1, "\(rows)")
    }

    /// Across the view (the default), the same gloss moves with the arrow: the span is what keeps it still.
    @Test func glossAcrossTheViewMoves() throws {
        let view = Self.gloss.replacingOccurrences(of: ", span: bubble", with: "")
        let up = try #require(Self.hardEdge(try Self.compose(view, direction: .up), vertical: true))
        let down = try #require(Self.hardEdge(try Self.compose(view, direction: .down), vertical: true))
        #expect(abs(up - down) >= 20, "up \(up), down \(down)")
    }

    /// A red fill under a gradient that ends transparent shows through where the gradient fades, in the composition
    /// and in the ideal (evidence 08: it was dropped).
    @Test(arguments: [false, true]) func fillShowsUnderATranslucentGradient(ideal: Bool) throws {
        let theme = """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 8, fill: "#ff0000", gradient: { from: "#0000ff", to: "#0000ff00", angle: 90 } }
            content: { insets: 10 }
            """
        let skin = try RenderTestKit.skin(theme)
        let runtime = PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        let picture =
            ideal
            ? try IdealPopover.draw(runtime, width: 160, height: 100, direction: .up, offset: 0, scale: 2)
            : try Self.compose(theme, direction: .up)
        let y = Int((picture.padding + 55) * 2)
        let right = RenderTestKit.pixel(picture.image, Int((picture.padding + 150) * 2), y)
        let left = RenderTestKit.pixel(picture.image, Int((picture.padding + 10) * 2), y)
        // Near the right end the gradient is nearly clear: the red fill, opaque; near the left, mostly blue.
        #expect(right[0] > 200 && right[2] < 40 && right[3] == 255, "\(right)")
        #expect(left[2] > 180 && left[0] < 60 && left[3] == 255, "\(left)")
    }

    /// angle 90 runs left to right, 180 top to bottom: the colour changes along one axis and not the other.
    @Test func angleTurnsTheGradient() throws {
        for (angle, horizontal) in [(90, true), (180, false)] {
            let theme = """
                arrow: { base: 20, height: 10 }
                background: { corner-radius: 4, gradient: { from: "#000000", to: "#ffffff", angle: \(angle) } }
                content: { insets: 10 }
                """
            let picture = try Self.compose(theme, width: 200, height: 200, direction: .up)
            let p = picture.padding, s = 2.0
            func red(_ x: Double, _ y: Double) -> Int {
                Int(RenderTestKit.pixel(picture.image, Int((p + x) * s), Int((p + y) * s))[0])
            }
            let alongX = red(180, 100) - red(20, 100), alongY = red(100, 190) - red(100, 30)
            #expect(
                horizontal ? alongX > 150 && abs(alongY) < 8 : alongY > 150 && abs(alongX) < 8,
                "\(angle): \(alongX) \(alongY)")
        }
    }

    /// The line is CSS's: through the centre, as long as |w sin a| + |h cos a|.
    @Test func lineIsCSSs() {
        let gradient = SkinGradient(stops: [], angle: 45)
        let line = gradient.line(across: LayoutRect(x: 0, y: 0, width: 100, height: 100))
        let half = 100 * 2.0.squareRoot() / 2
        #expect(abs(line.end.x - line.start.x - half * 2.0.squareRoot()) < 1e-9)
        #expect(abs(line.start.y - line.end.y - half * 2.0.squareRoot()) < 1e-9)
        let down = SkinGradient(stops: [], angle: 180).line(across: LayoutRect(x: 10, y: 20, width: 30, height: 40))
        #expect(down.start == LayoutPoint(x: 25, y: 20) && down.end == LayoutPoint(x: 25, y: 60))
    }
}
