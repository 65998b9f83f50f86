/// A Gaussian blur of an 8-bit alpha plane approximated by three box blurs, sized as SVG's feGaussianBlur
/// specifies: d = ⌊σ·3·√(2π)/4 + 0.5⌋; three boxes of d when d is odd, else two of d (shifted) and one of d + 1.
enum BoxBlur {
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return }
        let boxes: [(size: Int, lead: Int)] = d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        var scratch = [UInt8](repeating: 0, count: plane.count)
        for box in boxes {
            pass(plane, into: &scratch, count: height, length: width, step: 1, line: width, box: box)
            pass(scratch, into: &plane, count: width, length: height, step: width, line: 1, box: box)
        }
    }

    /// One box pass along `count` lines of `length` samples, `step` apart, lines `line` apart. Samples past the
    /// edges count as transparent, so the blur spreads into the margin the image keeps for it. The average is a
    /// fixed-point multiply, rounding to nearest like `(sum + size/2) / size`.
    private static func pass(
        _ source: [UInt8], into target: inout [UInt8], count: Int, length: Int, step: Int, line: Int,
        box: (size: Int, lead: Int)
    ) {
        let trail = box.size - 1 - box.lead
        let reciprocal = (1 << 24) / box.size + 1, half = box.size / 2
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for index in 0..<count {
                    let base = index * line
                    var sum = 0
                    for offset in 0...min(trail, length - 1) {
                        sum += Int(src[base + offset * step])
                    }
                    for position in 0..<length {
                        dst[base + position * step] = UInt8(truncatingIfNeeded: ((sum + half) * reciprocal) >> 24)
                        let leaving = position - box.lead, entering = position + trail + 1
                        if leaving >= 0 { sum -= Int(src[base + leaving * step]) }
                        if entering < length { sum += Int(src[base + entering * step]) }
                    }
                }
            }
        }
    }
}
