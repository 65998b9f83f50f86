import PropertyBased
import Testing

@testable import PopskinRuntime

@Suite struct PopoverLayoutTests {
    let design = ArrowMetrics(base: 36, height: 18, cornerClearance: 10, overlap: 0)

    @Test func designWorkedExamples() {
        let centred = PopoverLayout(width: 320, height: 200, direction: .up, offset: 0, arrow: design, scale: 2)
        #expect(centred.background == LayoutRect(x: 0, y: 18, width: 320, height: 182))
        #expect(centred.arrow == LayoutRect(x: 142, y: 0, width: 36, height: 18))
        #expect(!centred.clamped && !centred.tooSmall)

        let pushed = PopoverLayout(width: 320, height: 200, direction: .up, offset: 150, arrow: design, scale: 2)
        #expect(pushed.arrow == LayoutRect(x: 274, y: 0, width: 36, height: 18))
        #expect(pushed.clamped)

        let small = PopoverLayout(width: 50, height: 80, direction: .up, offset: -20, arrow: design, scale: 2)
        #expect(small.arrow == LayoutRect(x: 7, y: 0, width: 36, height: 18))
        #expect(small.tooSmall && !small.clamped)
    }

    @Test func eachDirectionPlacesAndTurnsTheArrow() {
        let metrics = ArrowMetrics(base: 36, height: 18, cornerClearance: 10, overlap: 2)
        let down = PopoverLayout(width: 320, height: 200, direction: .down, offset: 0, arrow: metrics, scale: 2)
        #expect(down.background == LayoutRect(x: 0, y: 0, width: 320, height: 182))
        #expect(down.arrow == LayoutRect(x: 142, y: 180, width: 36, height: 20))
        #expect(down.rotation == .pi)
        let left = PopoverLayout(width: 300, height: 200, direction: .left, offset: -30, arrow: metrics, scale: 2)
        #expect(left.background == LayoutRect(x: 18, y: 0, width: 282, height: 200))
        #expect(left.arrow == LayoutRect(x: 0, y: 52, width: 20, height: 36))
        #expect(left.rotation == -.pi / 2)
        let right = PopoverLayout(width: 300, height: 200, direction: .right, offset: 0, arrow: metrics, scale: 2)
        #expect(right.arrow == LayoutRect(x: 280, y: 82, width: 20, height: 36))
        #expect(right.arrowCenter == LayoutPoint(x: 290, y: 100))
        #expect(right.rotation == .pi / 2)
    }

    @Test func snapsHalvesUpOnTheDeviceGrid() {
        // c − b/2 = 160.25 + 0.3 − 18: at 2x the nearest half point is 142.5; at 3x 142.666….
        let two = PopoverLayout(width: 320.5, height: 200, direction: .up, offset: 0.3, arrow: design, scale: 2)
        #expect(two.arrow.x == 142.5)
        let three = PopoverLayout(width: 320.5, height: 200, direction: .up, offset: 0.3, arrow: design, scale: 3)
        #expect(three.arrow.x == 428.0 / 3)
    }

    @Test func nonFiniteInputsAreTamed() {
        for offset in [Double.nan, .infinity, -.infinity] {
            let layout = PopoverLayout(width: 320, height: 200, direction: .up, offset: offset, arrow: design, scale: 2)
            #expect(layout.arrow.x == 142)
        }
        let zero = PopoverLayout(width: .nan, height: -5, direction: .left, offset: 0, arrow: design, scale: .nan)
        #expect(zero.background == LayoutRect(x: 18, y: 0, width: 0, height: 0))
        #expect(zero.tooSmall)
    }

    /// The drawn arrow's column is its base in whole pixels, and at least one for any arrow (fuzzing found a base
    /// of 4.9e-324 made a column of none, which no image can be); no arrow, no column.
    @Test func anArrowColumnHasAtLeastOnePixel() {
        #expect(DrawnArt.columnBreadth(base: 44, scale: 3) == 44)
        #expect(DrawnArt.columnBreadth(base: 10.1, scale: 2) == 10.5)
        #expect(DrawnArt.columnBreadth(base: .leastNonzeroMagnitude, scale: 3) == 1.0 / 3)
        #expect(DrawnArt.columnBreadth(base: 1e-12, scale: 1) == 1)
        #expect(DrawnArt.columnBreadth(base: 0, scale: 2) == 0)
    }

    /// Offsets that matter: ordinary ones, huge ones and the non-finite values UIKit can hand over.
    static let offsets = Gen.frequency(
        (weight: 6, gen: Gen.double(in: -400...400)),
        (weight: 1, gen: Gen.double(in: -1e9...1e9)),
        (weight: 1, gen: Gen.always(Double.nan)),
        (weight: 1, gen: Gen.always(Double.infinity)),
        (weight: 1, gen: Gen.always(-Double.infinity)))

    @Test func arrowStaysOnItsEdgeClearOfTheCornersAndOnTheGrid() async {
        let sizes = Gen.double(in: 0...1200)
        let scales = Gen.int(in: 1...3).map(Double.init)
        let metrics = Gen.int(in: 2...120).map { doubledBase in
            // Half-point bases and whole-point clearances, as themes write them.
            ArrowMetrics(
                base: Double(doubledBase) / 2, height: Double(doubledBase % 23 + 4),
                cornerClearance:
                    Double(doubledBase % 17), overlap: Double(doubledBase % 3))
        }
        await propertyCheck(
            count: 2000, input: sizes, sizes, Gen<PopoverArrowDirection>.case, Self.offsets, scales, metrics
        ) {
            width, height, direction, offset, scale, metrics in
            let layout = PopoverLayout(
                width: width, height: height, direction: direction, offset: offset,
                arrow: metrics, scale: scale)
            let arrow = layout.arrow
            let vertical = direction == .up || direction == .down
            let edge = vertical ? width : height
            let start = vertical ? arrow.x : arrow.y

            // On its edge, reaching height + overlap in (far edges to within rounding of `size − reach + reach`).
            let close = { (a: Double, b: Double) in abs(a - b) <= 1e-9 * max(1, abs(b)) }
            switch direction {
            case .up: #expect(arrow.y == 0)
            case .down: #expect(close(arrow.y + arrow.height, height))
            case .left: #expect(arrow.x == 0)
            case .right: #expect(close(arrow.x + arrow.width, width))
            }
            #expect((vertical ? arrow.height : arrow.width) == metrics.height + metrics.overlap)
            // Out of the corner clearance whenever the edge is long enough.
            #expect(layout.tooSmall == (edge < metrics.base + 2 * metrics.cornerClearance))
            if !layout.tooSmall {
                #expect(start >= metrics.cornerClearance)
                #expect(start + metrics.base <= edge - metrics.cornerClearance)
            }
            // On the device pixel grid.
            #expect((start * scale).rounded() == start * scale)
            // Where the offset asked, to within half a pixel, unless held back: by the clamp, or by the last pixel
            // inside the clearance when the nearest pixel would cross it (the layout decides `clamped` before
            // snapping, so then the arrow may sit up to one pixel from the wish).
            if !layout.clamped && !layout.tooSmall {
                let wanted = edge / 2 + (offset.isFinite ? offset : 0)
                let tolerance = 1e-9 * max(1, abs(wanted))
                let lastInside =
                    (metrics.cornerClearance * scale).rounded(.up) / scale == start
                    || ((edge - metrics.cornerClearance - metrics.base) * scale).rounded(.down) / scale == start
                let error = abs(start + metrics.base / 2 - wanted)
                #expect(error <= (lastInside ? 1 : 0.5) / scale + tolerance)
            }
            #expect(layout.arrowCenter.x.isFinite && layout.arrowCenter.y.isFinite)
        }
    }
}
