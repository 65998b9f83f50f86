import PropertyBased
import Testing

@testable import PopskinRuntime

/// The combined-style rule: which art, cut where, stretched how, and that the art's own arrow lands where the
/// layout says the arrow is.
@Suite struct CombinedLayoutTests {
    static func art(_ name: String, _ w: Double, _ h: Double, _ caps: (Double, Double, Double, Double), start: Double)
        -> CombinedArt
    {
        CombinedArt(
            imageName: name, width: w, height: h,
            capInsets: SkinInsets(top: caps.0, left: caps.1, bottom: caps.2, right: caps.3), arrowStart: start)
    }

    /// GIK's own art (GIKPopoverBackgroundView's seven images: sizes and cap insets as its sources set them), arrow
    /// positions by popskin's convention: one point after the stretch tile, and for side-top one point before it.
    static let gik = CombinedArtSet(
        up: art("up", 57, 51, (41, 9, 9, 47), start: 10), upRight: art("up-right", 52, 51, (41, 9, 9, 42), start: 10),
        down: art("down", 57, 51, (23, 9, 27, 47), start: 10),
        downRight: art("down-right", 52, 51, (23, 9, 27, 42), start: 10),
        side: art("side", 37, 72, (24, 9, 47, 27), start: 25),
        sideTop: art("side-top", 37, 67, (43, 9, 23, 27), start: 6),
        sideBottom: art("side-bottom", 37, 67, (23, 9, 43, 27), start: 24))
    static let gikArrow = ArrowMetrics(base: 37, height: 19, cornerClearance: 7, overlap: 0)

    @Test func anArrowAwayFromTheCornersUsesTwoPiecesCutAfterIt() {
        let layout = CombinedLayout(
            width: 320, height: 200, direction: .up, offset: 30, arrow: Self.gikArrow,
            art: Self.gik, scale: 2)
        // §6: centre 190, start 171.5.
        #expect(layout.arrow == LayoutRect(x: 171.5, y: 0, width: 37, height: 19))
        #expect(!layout.clamped && !layout.tooSmall)
        #expect(layout.pieces.map(\.variant) == [.up, .up])
        #expect(layout.pieces[0].crop == LayoutRect(x: 0, y: 0, width: 47, height: 51))
        #expect(layout.pieces[0].capInsets == SkinInsets(top: 41, left: 9, bottom: 9, right: 37))
        #expect(layout.pieces[0].frame == LayoutRect(x: 0, y: 0, width: 208.5, height: 200))
        #expect(layout.pieces[1].crop == LayoutRect(x: 47, y: 0, width: 10, height: 51))
        #expect(layout.pieces[1].capInsets == SkinInsets(top: 41, left: 0, bottom: 9, right: 9))
        #expect(layout.pieces[1].frame == LayoutRect(x: 208.5, y: 0, width: 111.5, height: 200))
    }

    @Test func nearACornerTheCornerArtIsUsedWholeAndMirroredOnTheLeft() {
        // Clamped by §6 to the clearance, 7; the mirrored up-right art has its arrow 52 − 10 − 37 = 5 from the left,
        // the two pieces can go down to 9: a tie, which goes to the two pieces.
        let left = CombinedLayout(
            width: 320, height: 200, direction: .up, offset: -1000, arrow: Self.gikArrow,
            art: Self.gik, scale: 2)
        #expect(left.arrow.x == 9 && left.clamped)
        #expect(left.pieces.map(\.variant) == [.up, .up])
        // With a 5-pt clearance §6 asks for 5: exactly the mirrored corner art.
        let tight = ArrowMetrics(base: 37, height: 19, cornerClearance: 5, overlap: 0)
        let corner = CombinedLayout(
            width: 320, height: 200, direction: .down, offset: -1000, arrow: tight,
            art: Self.gik, scale: 2)
        #expect(corner.arrow == LayoutRect(x: 5, y: 181, width: 37, height: 19))
        #expect(
            corner.pieces == [
                CombinedPiece(
                    variant: .downRight, mirrored: true, crop: LayoutRect(x: 0, y: 0, width: 52, height: 51),
                    capInsets: SkinInsets(top: 23, left: 9, bottom: 27, right: 42),
                    frame: LayoutRect(x: 0, y: 0, width: 320, height: 200))
            ])
        let right = CombinedLayout(
            width: 320, height: 200, direction: .up, offset: 1000, arrow: tight, art: Self.gik,
            scale: 2)
        #expect(right.arrow.x == 320 - 5 - 37 && right.pieces.map(\.variant) == [.upRight] && !right.pieces[0].mirrored)
    }

    @Test func sideArrowsUseSideArtMirroredForTheLeft() {
        let tight = ArrowMetrics(base: 37, height: 19, cornerClearance: 6, overlap: 0)
        let top = CombinedLayout(
            width: 300, height: 400, direction: .left, offset: -1000, arrow: tight, art: Self.gik,
            scale: 1)
        #expect(top.arrow == LayoutRect(x: 0, y: 6, width: 19, height: 37))
        #expect(top.pieces.count == 1 && top.pieces[0].variant == .sideTop && top.pieces[0].mirrored)
        // The art's own caps: the view flips the sliced art, so no cap is swapped here.
        #expect(top.pieces[0].capInsets == SkinInsets(top: 43, left: 9, bottom: 23, right: 27))
        let middle = CombinedLayout(
            width: 300, height: 400, direction: .right, offset: 0, arrow: tight, art: Self.gik,
            scale: 1)
        #expect(middle.pieces.map(\.variant) == [.side, .side] && !middle.pieces[0].mirrored)
        // §6 puts the arrow at 181.5, on the 1x grid 182.
        #expect(middle.pieces[0].frame == LayoutRect(x: 0, y: 0, width: 300, height: 182 + 37))
        #expect(middle.arrow == LayoutRect(x: 281, y: 182, width: 19, height: 37))
    }

    @Test func tooSmallForAnyArtSquashesTheCornerArtOnTheArrowsSide() {
        let layout = CombinedLayout(
            width: 40, height: 200, direction: .up, offset: 0, arrow: Self.gikArrow,
            art: Self.gik, scale: 2)
        #expect(layout.tooSmall && layout.pieces.count == 1)
    }

    /// Where the art's own arrow ends up after the 9-slice stretch of a piece (and the flip of a mirrored one),
    /// along the arrow's edge.
    static func landedArrowStart(_ layout: CombinedLayout, art: CombinedArtSet, base: Double, vertical: Bool) -> Double?
    {
        for piece in layout.pieces {
            let start = art[piece.variant].arrowStart
            let (cropFrom, cropLength) = vertical ? (piece.crop.x, piece.crop.width) : (piece.crop.y, piece.crop.height)
            guard start >= cropFrom, start + base <= cropFrom + cropLength else { continue }
            let (lead, trail) =
                vertical ? (piece.capInsets.left, piece.capInsets.right) : (piece.capInsets.top, piece.capInsets.bottom)
            let (frameFrom, frameLength) =
                vertical ? (piece.frame.x, piece.frame.width) : (piece.frame.y, piece.frame.height)
            let inCrop = start - cropFrom
            // The arrow lies in a cap, never in the stretch tile.
            let stretched: Double
            if inCrop + base <= lead {
                stretched = inCrop
            } else if inCrop >= cropLength - trail {
                stretched = frameLength - (cropLength - inCrop)
            } else {
                return nil
            }
            // Flipping left to right moves an up/down arrow; a side arrow's position along the edge stays.
            return frameFrom + (vertical && piece.mirrored ? frameLength - stretched - base : stretched)
        }
        return nil
    }

    @Test func piecesTileTheViewAndTheArtsArrowLandsWhereTheLayoutSays() async {
        let sizes = Gen.double(in: 0...900).map { ($0 * 2).rounded() / 2 }
        let clearances = Gen.int(in: 0...14).map(Double.init)
        await propertyCheck(
            count: 1500, input: sizes, sizes, Gen<PopoverArrowDirection>.case,
            Gen.double(in: -300...300), clearances, Gen.int(in: 1...3).map(Double.init)
        ) {
            width, height, direction, offset, clearance, scale in
            let metrics = ArrowMetrics(base: 37, height: 19, cornerClearance: clearance, overlap: 0)
            let layout = CombinedLayout(
                width: width, height: height, direction: direction, offset: offset,
                arrow: metrics, art: Self.gik, scale: scale)
            let vertical = direction == .up || direction == .down
            let edge = vertical ? width : height
            let close = { (a: Double, b: Double) in abs(a - b) <= 1e-9 * max(1, abs(b)) }
            // The pieces tile the view along the arrow's edge and cover it across.
            var next = 0.0
            for piece in layout.pieces {
                #expect(close(vertical ? piece.frame.x : piece.frame.y, next))
                next += vertical ? piece.frame.width : piece.frame.height
                #expect((vertical ? piece.frame.height : piece.frame.width) == (vertical ? height : width))
            }
            #expect(close(next, edge))
            guard !layout.tooSmall else { return }
            // No piece is squashed: each frame is at least its caps along the edge.
            for piece in layout.pieces {
                let caps =
                    vertical
                    ? piece.capInsets.left + piece.capInsets.right : piece.capInsets.top + piece.capInsets.bottom
                #expect((vertical ? piece.frame.width : piece.frame.height) >= caps - 1e-9)
            }
            let position = vertical ? layout.arrow.x : layout.arrow.y
            let landed = Self.landedArrowStart(layout, art: Self.gik, base: 37, vertical: vertical)
            #expect(
                landed.map { close($0, position) } == true,
                "art's arrow at \(String(describing: landed)), layout says \(position)")
            // Unmoved unless reported.
            let placed = PopoverLayout(
                width: width, height: height, direction: direction, offset: offset,
                arrow: metrics, scale: scale)
            if !layout.clamped { #expect(position == (vertical ? placed.arrow.x : placed.arrow.y)) }
        }
    }
}
