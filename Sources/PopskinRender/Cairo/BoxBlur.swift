/// A Gaussian blur of an 8-bit alpha plane approximated by three box blurs, sized as SVG's feGaussianBlur
/// specifies: d = ⌊σ·3·√(2π)/4 + 0.5⌋; three boxes of d when d is odd, else two of d (shifted) and one of d + 1.
enum BoxBlur {
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        // σ is shadow.blur / 2 at the scale, which the theme format bounds (`NumberRange.length`): a box beyond
        // `Int` cannot come from a theme, and a σ that is not a number blurs nothing.
        guard sigma > 0, width > 0, height > 0,
            let d = PixelSize.whole(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, .down), d > 1
        else { return }
        let boxes: [Box] =
            d % 2 == 1
            ? [Box(size: d, lead: d / 2), Box(size: d, lead: d / 2), Box(size: d, lead: d / 2)]
            : [Box(size: d, lead: d / 2), Box(size: d, lead: d / 2 - 1), Box(size: d + 1, lead: d / 2)]
        var scratch = [UInt8](repeating: 0, count: plane.count)
        plane.withUnsafeMutableBufferPointer { plane in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for box in boxes {
                    horizontal(plane.baseAddress!, into: scratch.baseAddress!, width: width, height: height, box: box)
                    vertical(scratch.baseAddress!, into: plane.baseAddress!, width: width, height: height, box: box)
                }
            }
        }
    }

    /// A box of `size` samples, `lead` of them before the one it averages into. Samples past the edges count as
    /// transparent, so the blur spreads into the margin the image keeps for it. The average is a fixed-point
    /// multiply, rounding to nearest like `(sum + size/2) / size`.
    struct Box {
        var size: Int
        var lead: Int
        var trail: Int { size - 1 - lead }
        var reciprocal: UInt64 { UInt64((1 << 24) / size + 1) }

        @inline(__always) func average(_ sum: UInt32, _ reciprocal: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum &+ UInt32(size / 2)) &* reciprocal) >> 24)
        }
    }

    /// Along each row: a running sum over a copy of the row padded with the box's reach of zeros on both sides,
    /// so that the loop has no edge tests.
    private static func horizontal(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        box: Box
    ) {
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: width + box.size)
        defer { padded.deallocate() }
        padded.initialize(repeating: 0, count: width + box.size)
        let reciprocal = box.reciprocal
        for y in 0..<height {
            let row = target + y * width
            (padded + box.lead).update(from: source + y * width, count: width)
            var sum: UInt32 = 0
            for x in 0..<box.size { sum &+= UInt32(padded[x]) }
            for x in 0..<width {
                row[x] = box.average(sum, reciprocal)
                sum = sum &+ UInt32(padded[x + box.size]) &- UInt32(padded[x])
            }
        }
    }

    /// Down the columns, a row at a time: one running sum per column, so that every inner loop walks a row in
    /// memory order and vectorises, instead of striding down each column.
    private static func vertical(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        box: Box
    ) {
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: width)
        for y in 0...min(box.trail, height - 1) {
            let row = source + y * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        let reciprocal = box.reciprocal
        for y in 0..<height {
            let out = target + y * width
            for x in 0..<width { out[x] = box.average(sums[x], reciprocal) }
            if y - box.lead >= 0 {
                let leaving = source + (y - box.lead) * width
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
            if y + box.trail + 1 < height {
                let entering = source + (y + box.trail + 1) * width
                for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
            }
        }
    }
}
