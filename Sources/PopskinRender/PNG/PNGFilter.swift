/// PNG row filtering (PNG §7.3, §9): each row becomes its filter-type byte and the row's bytes minus a prediction.
/// The adaptive choice is the usual one: per row, whichever of None, Sub, Up and Paeth gives the smallest sum of
/// absolute (signed) residuals, ties to the earlier. Average is left out: on popskin's art it made files larger,
/// not smaller. The residuals of all four are computed 16 bytes at a time.
enum PNGFilter {
    typealias Bytes = SIMD16<UInt8>

    /// How the rows of an image are filtered.
    enum Choice {
        /// Per row, the filter with the smallest sum of absolute residuals.
        case adaptive
        /// `adaptive` or `none` for the whole image, whichever leaves fewer changes between neighbouring bytes.
        /// For palette indices, which are labels rather than magnitudes, runs predict deflate's output better than
        /// residual sizes do: flat art compresses best unfiltered, gradients filtered.
        case fewestChanges
    }

    /// Filters `rows` of an image whose rows of `rowBytes` bytes lie contiguously at `source` into `target`, which
    /// holds `(rowBytes + 1) × rows.count` bytes. A range that starts below the top still sees the row above it.
    static func apply(
        _ source: UnsafePointer<UInt8>, rowBytes: Int, rows: Range<Int>, bytesPerPixel bpp: Int, filtering: Choice,
        into target: UnsafeMutablePointer<UInt8>
    ) {
        let first = source + rows.lowerBound * rowBytes, height = rows.count
        adaptive(
            first, rowBytes: rowBytes, height: height, aboveFirst: rows.lowerBound > 0 ? first - rowBytes : nil,
            bytesPerPixel: bpp, into: target)
        if filtering == .fewestChanges
            && changes(first, rowBytes: rowBytes, height: height, stride: rowBytes)
                <= changes(target + 1, rowBytes: rowBytes, height: height, stride: rowBytes + 1)
        {
            for y in 0..<height {
                target[y * (rowBytes + 1)] = 0
                (target + y * (rowBytes + 1) + 1).update(from: first + y * rowBytes, count: rowBytes)
            }
        }
    }

    /// How many bytes differ from their left neighbour, over all rows.
    private static func changes(_ rows: UnsafePointer<UInt8>, rowBytes: Int, height: Int, stride: Int) -> Int {
        var count = 0
        for y in 0..<height {
            let row = rows + y * stride
            for x in 1..<max(rowBytes, 1) where row[x] != row[x - 1] { count += 1 }
        }
        return count
    }

    /// `aboveFirst` is the row above the first, nil for the image's top row (which sees zeros above).
    private static func adaptive(
        _ source: UnsafePointer<UInt8>, rowBytes: Int, height: Int, aboveFirst: UnsafePointer<UInt8>?,
        bytesPerPixel bpp: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        // Sub, Up and Paeth residuals of the current row, then a row of zeros for above the top row.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * rowBytes)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 4 * rowBytes)
        for y in 0..<height {
            let raw = source + y * rowBytes
            let up = y > 0 ? raw - rowBytes : aboveFirst ?? UnsafePointer(scratch + 3 * rowBytes)
            let scores = residuals(
                raw, up, count: rowBytes, bpp: bpp, into: scratch, scratch + rowBytes,
                scratch + 2 * rowBytes)
            var best = 0
            for filter in 1..<4 where scores[filter] < scores[best] { best = filter }
            let row = target + y * (rowBytes + 1)
            row[0] = UInt8(best == 3 ? 4 : best)  // filter types: None 0, Sub 1, Up 2, Paeth 4
            (row + 1).update(from: best == 0 ? raw : UnsafePointer(scratch + (best - 1) * rowBytes), count: rowBytes)
        }
    }

    /// Writes the Sub, Up and Paeth residuals of one row and returns the scores of None, Sub, Up and Paeth.
    private static func residuals(
        _ raw: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>, count: Int, bpp: Int,
        into sub: UnsafeMutablePointer<UInt8>, _ upOut: UnsafeMutablePointer<UInt8>,
        _ paeth: UnsafeMutablePointer<UInt8>
    ) -> SIMD4<Int> {
        var scores = SIMD4<Int>.zero
        // The first pixel has nothing to its left: left and upper-left count as 0.
        let head = min(bpp, count)
        for x in 0..<head {
            let r = raw[x], b = up[x]
            sub[x] = r
            upOut[x] = r &- b
            paeth[x] = r &- b  // Paeth(0, b, 0) is b
            scores &+= SIMD4(magnitude(r), magnitude(r), magnitude(r &- b), magnitude(r &- b))
        }
        var x = head
        // Lane sums gain at most 256 per vector; flushing every 128 vectors keeps them in 16 bits.
        while x + 16 <= count {
            var sums = (none: Sums.zero, sub: Sums.zero, up: Sums.zero, paeth: Sums.zero)
            let end = min(count - 15, x + 128 * 16)
            while x < end {
                let r = load(raw + x), a = load(raw + x - bpp), b = load(up + x), c = load(up + x - bpp)
                let s = r &- a, u = r &- b, p = r &- predictPaeth(a, b, c)
                store(s, sub + x)
                store(u, upOut + x)
                store(p, paeth + x)
                sums.none &+= magnitudes(r)
                sums.sub &+= magnitudes(s)
                sums.up &+= magnitudes(u)
                sums.paeth &+= magnitudes(p)
                x += 16
            }
            scores &+= SIMD4(total(sums.none), total(sums.sub), total(sums.up), total(sums.paeth))
        }
        while x < count {
            let r = raw[x], a = raw[x - bpp], b = up[x], c = up[x - bpp]
            let s = r &- a, u = r &- b, p = r &- paethScalar(a, b, c)
            sub[x] = s
            upOut[x] = u
            paeth[x] = p
            scores &+= SIMD4(magnitude(r), magnitude(s), magnitude(u), magnitude(p))
            x += 1
        }
        return scores
    }

    /// The Paeth predictor of 16 bytes at once: of left (a), up (b) and upper-left (c), the one nearest to
    /// a + b − c, ties to a, then b. Worked in 16 bits, even and odd bytes apart.
    @inline(__always)
    static func predictPaeth(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
        let even = paeth(low(a), low(b), low(c)), odd = paeth(high(a), high(b), high(c))
        return unsafeBitCast(
            unsafeBitCast(even, to: Sums.self) | unsafeBitCast(odd, to: Sums.self) &<< 8, to: Bytes.self)
    }

    /// |p − a| = |b − c|, |p − b| = |a − c|, |p − c| = |a + b − 2c|.
    @inline(__always)
    private static func paeth(_ a: Wide, _ b: Wide, _ c: Wide) -> Wide {
        let pa = absolute(b &- c), pb = absolute(a &- c), pc = absolute(a &+ b &- c &- c)
        let bOrC = select(pb .<= pc, b, c)
        return select((pa .<= pb) .& (pa .<= pc), a, bOrC)
    }

    @inline(__always)
    static func paethScalar(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let pa = abs(Int(b) - Int(c)), pb = abs(Int(a) - Int(c)), pc = abs(Int(a) + Int(b) - 2 * Int(c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    // Everything below sticks to vector-with-vector operators and shifts, which compile to single SSE2
    // instructions; pointwiseMin/Max, widening initialisers and comparisons with a scalar are calls or lane loops.
    typealias Sums = SIMD8<UInt16>
    typealias Wide = SIMD8<Int16>

    @inline(__always) private static func low(_ v: Bytes) -> Wide {
        unsafeBitCast(unsafeBitCast(v, to: Sums.self) & Sums(repeating: 0xFF), to: Wide.self)
    }

    @inline(__always) private static func high(_ v: Bytes) -> Wide {
        unsafeBitCast(unsafeBitCast(v, to: Sums.self) &>> 8, to: Wide.self)
    }

    /// `x` where the mask is set, else `y`: a mask's lanes are all ones or all zeros.
    @inline(__always) private static func select(_ mask: SIMDMask<Wide>, _ x: Wide, _ y: Wide) -> Wide {
        y ^ ((x ^ y) & unsafeBitCast(mask, to: Wide.self))
    }

    @inline(__always) private static func absolute(_ v: Wide) -> Wide {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    /// |v| of each byte read as a signed residual (−128…127), even and odd bytes added pairwise.
    @inline(__always) private static func magnitudes(_ v: Bytes) -> Sums {
        let signed = unsafeBitCast(v, to: SIMD16<Int8>.self), sign = signed &>> 7
        let pairs = unsafeBitCast((signed ^ sign) &- sign, to: Sums.self)  // |−128| comes out as 128
        return (pairs & Sums(repeating: 0xFF)) &+ (pairs &>> 8)
    }

    @inline(__always) private static func total(_ v: Sums) -> Int {
        let pairs = unsafeBitCast(v, to: SIMD4<UInt32>.self)
        return Int(((pairs & SIMD4(repeating: 0xFFFF)) &+ (pairs &>> 16)).wrappedSum())
    }

    @inline(__always) private static func magnitude(_ v: UInt8) -> Int { Int(min(v, 0 &- v)) }

    @inline(__always) private static func load(_ p: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(p).loadUnaligned(as: Bytes.self)
    }

    @inline(__always) private static func store(_ v: Bytes, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Bytes.self)
    }
}
