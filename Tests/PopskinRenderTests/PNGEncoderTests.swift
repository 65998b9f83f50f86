import CPNG
import PopskinTestSupport
import Testing

@testable import PopskinRender

@Suite struct PNGEncoderTests {
    /// The PNG colour type from the IHDR chunk: 3 palette, 6 RGBA.
    static func colorType(_ bytes: [UInt8]) -> UInt8 { bytes[25] }

    /// The data of the first chunk of that type, or nil.
    static func chunk(_ bytes: [UInt8], _ type: String) -> [UInt8]? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[(offset + 4)..<(offset + 8)]) == Array(type.utf8) {
                return Array(bytes[(offset + 8)..<(offset + 8 + length)])
            }
            offset += 12 + length
        }
        return nil
    }

    /// A soft-edged disc: many alpha levels, so more than 256 colours.
    static func gradientDisc(size: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) - Double(size) / 2, dy = Double(y) - Double(size) / 2
                let alpha = max(0, min(1, Double(size) / 2 - (dx * dx + dy * dy).squareRoot()))
                pixels += [UInt8(x * 255 / size), UInt8(y * 255 / size), 128, UInt8((alpha * 255).rounded())]
            }
        }
        return RGBAImage(width: size, height: size, pixels: pixels)
    }

    /// Pseudo-random channel values below `levels` (a fixed generator: the same image on every run).
    static func noise(width: Int, height: Int, seed: UInt64, levels: Int = 256) -> RGBAImage {
        var state = seed
        let pixels = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(Int(state >> 56) % levels)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes (default and fast) and decodes with libpng: every pixel must come back.
    static func expectRoundTrip(_ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for fast in [false, true] {
            let bytes = try PNGEncoder.encode(image, fast: fast)
            #expect(
                PNGDecoding.decode(bytes) == image, "\(image.width)×\(image.height), fast \(fast)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func manyColoursRoundTripAsRGBA() throws {
        let image = Self.gradientDisc(size: 64)
        #expect(Self.colorType(try PNGEncoder.encode(image)) == 6)
        try Self.expectRoundTrip(image)
    }

    @Test func oddSizesTinyImagesAndTransparencyRoundTrip() throws {
        // Row lengths below, at and past the 16-byte vectors, with tails; one pixel; one row; one column.
        for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 3), (3, 5), (4, 4), (5, 7), (17, 3), (31, 14), (61, 9)] {
            try Self.expectRoundTrip(Self.noise(width: width, height: height, seed: UInt64(width * 100 + height)))
            // ≤ 16 colours: palette.
            try Self.expectRoundTrip(Self.noise(width: width, height: height, seed: 7, levels: 2))
        }
        try Self.expectRoundTrip(RGBAImage(width: 7, height: 5, pixels: [UInt8](repeating: 0, count: 7 * 5 * 4)))
        try Self.expectRoundTrip(RGBAImage(width: 1, height: 1, pixels: [12, 34, 56, 0]))
        try Self.expectRoundTrip(RGBAImage(width: 1, height: 1, pixels: [12, 34, 56, 255]))
    }

    @Test func imagesTallerThanOneBatchOfRowsRoundTrip() throws {
        // 300 × 4 + 1 bytes a row: zlib gets 27 rows at a time, and each batch filters against the row above it.
        try Self.expectRoundTrip(Self.noise(width: 300, height: 97, seed: 3))
        try Self.expectRoundTrip(Self.gradientDisc(size: 300))
    }

    @Test func fewColoursBecomePaletteWithTranslucentEntriesFirst() throws {
        var pixels: [UInt8] = []
        for index in 0..<(40 * 30) {
            pixels += index % 7 == 0 ? [0, 0, 0, 0] : index % 3 == 0 ? [122, 16, 21, 255] : [43, 5, 7, 128]
        }
        let image = RGBAImage(width: 40, height: 30, pixels: pixels)
        let bytes = try PNGEncoder.encode(image)
        #expect(Self.colorType(bytes) == 3)
        #expect(Self.chunk(bytes, "PLTE") == [0, 0, 0, 43, 5, 7, 122, 16, 21])
        #expect(Self.chunk(bytes, "tRNS") == [0, 128])  // the opaque entry needs none
        #expect(PNGDecoding.decode(bytes) == image)
        #expect(PNGPalette(image)?.translucent == 2)
    }

    @Test func exactly256ColoursStayPalettedAnd257DoNot() throws {
        let colours: [UInt8] = (0..<257).flatMap { index -> [UInt8] in [UInt8(index % 256), UInt8(index / 256), 0, 255]
        }
        let fits = RGBAImage(width: 16, height: 16, pixels: Array(colours.prefix(256 * 4)))
        let over = RGBAImage(width: 257, height: 1, pixels: colours)
        #expect(PNGPalette(fits)?.entries.count == 256 * 4)
        #expect(PNGPalette(over) == nil)
        #expect(Self.colorType(try PNGEncoder.encode(fits)) == 3)
        #expect(Self.colorType(try PNGEncoder.encode(over)) == 6)
        #expect(Self.chunk(try PNGEncoder.encode(fits), "tRNS") == nil)
        try Self.expectRoundTrip(fits)
        try Self.expectRoundTrip(over)
    }

    @Test func greyImagesWithTooManyColoursForAPaletteBecomeGreyWithAlpha() throws {
        var pixels = (0..<(40 * 40)).flatMap { pixel -> [UInt8] in
            let (x, y) = (pixel % 40, pixel / 40), grey = UInt8((x * 8 + y) & 255)
            return [grey, grey, grey, UInt8((x * 5 + y * 3) & 255)]
        }
        let grey = RGBAImage(width: 40, height: 40, pixels: pixels)
        #expect(PNGPalette(grey) == nil)
        #expect(Self.colorType(try PNGEncoder.encode(grey)) == 4)
        try Self.expectRoundTrip(grey)
        pixels[4 * 777 + 2] &+= 1  // one pixel with a tint
        #expect(Self.colorType(try PNGEncoder.encode(RGBAImage(width: 40, height: 40, pixels: pixels))) == 6)
    }

    @Test func outputIsDeterministicAndHasNoTimestamp() throws {
        let image = Self.gradientDisc(size: 48), other = Self.noise(width: 33, height: 20, seed: 9)
        let first = try PNGEncoder.encode(image)
        _ = try PNGEncoder.encode(other)
        #expect(try PNGEncoder.encode(image) == first)
        #expect(Self.chunk(first, "tIME") == nil)
    }

    /// The vector filter against a plain one: same filter types, same residuals, for every row.
    @Test func adaptiveFilteringMatchesAScalarReference() {
        for (width, height, bpp) in [(37, 23, 4), (5, 6, 4), (70, 9, 1), (3, 4, 1)] {
            let image = Self.noise(width: width * bpp / 4 + 1, height: height, seed: UInt64(width), levels: 40)
            let rowBytes = width * bpp, source = Array(image.pixels.prefix(rowBytes * height))
            var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
            source.withUnsafeBufferPointer { source in
                filtered.withUnsafeMutableBufferPointer { target in
                    PNGFilter.apply(
                        source.baseAddress!, rowBytes: rowBytes, rows: 0..<height, bytesPerPixel: bpp,
                        filtering: .adaptive, into: target.baseAddress!)
                }
            }
            #expect(filtered == Self.referenceFilter(source, rowBytes: rowBytes, height: height, bpp: bpp))
        }
    }

    static func referenceFilter(_ bytes: [UInt8], rowBytes: Int, height: Int, bpp: Int) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height {
            let at = { (x: Int, row: Int) -> Int in x < 0 || row < 0 ? 0 : Int(bytes[row * rowBytes + x]) }
            var rows: [[UInt8]] = [[], [], [], []]
            for x in 0..<rowBytes {
                let r = at(x, y), a = at(x - bpp, y), b = at(x, y - 1), c = at(x - bpp, y - 1)
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                for (index, prediction) in [0, a, b, paeth].enumerated() {
                    rows[index].append(UInt8((r - prediction) & 0xFF))
                }
            }
            let scores = rows.map { $0.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) } }
            let best = scores.indices.min { scores[$0] < scores[$1] }!
            out += [[0, 1, 2, 4][best]] + rows[best]
        }
        return out
    }

    @Test func vectorPaethMatchesTheScalarPredictor() {
        for c in [0, 1, 2, 63, 127, 128, 129, 200, 254, 255] as [UInt8] {
            for a in 0...255 {
                let b = PNGFilter.Bytes((0..<16).map { UInt8(truncatingIfNeeded: $0 * 17 + a * 3) })
                let left = PNGFilter.Bytes(repeating: UInt8(a)), upLeft = PNGFilter.Bytes(repeating: c)
                let vector = PNGFilter.predictPaeth(left, b, upLeft)
                #expect((0..<16).allSatisfy { vector[$0] == PNGFilter.paethScalar(UInt8(a), b[$0], c) })
            }
        }
    }

    @Test func premultipliedARGB32IsUnpremultiplied() {
        // Native-endian words: opaque red; half-transparent premultiplied green (0x80 of 0xFF → 0x80);
        // transparent; a quarter-alpha grey.
        let words: [UInt32] = [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0x4020_2020]
        let image = words.withUnsafeBytes { RGBAImage(premultipliedARGB32: $0, width: 2, height: 2, stride: 8) }
        #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(image.pixels[4..<8]) == [0, 255, 0, 128])
        #expect(Array(image.pixels[8..<12]) == [0, 0, 0, 0])
        #expect(Array(image.pixels[12..<16]) == [128, 128, 128, 64])
    }

    /// Every alpha and every premultiplied value cairo can write, against cairo's formula; rows padded as cairo
    /// pads them (the stride's 4 extra bytes must be skipped).
    @Test func unpremultiplyMatchesCairosRoundingEverywhere() {
        let words: [UInt32] = (0..<256).flatMap { alpha in
            (0...alpha).map { value in
                UInt32(alpha) << 24 | UInt32(value) << 16 | UInt32(alpha - value) << 8 | UInt32(value / 2)
            }
                + [UInt32](repeating: 0xDEAD_BEEF, count: 256 - alpha)  // the rest of 256 pixels, and a padding word
        }
        let image = words.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0, width: 256, height: 256, stride: 257 * 4)
        }
        let straight = { (value: Int, alpha: Int) -> UInt8 in
            alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        for alpha in 0..<256 {
            for value in 0...alpha {
                let pixel = Array(image.pixels[((alpha * 256 + value) * 4)..<((alpha * 256 + value) * 4 + 4)])
                #expect(
                    pixel == [
                        straight(value, alpha), straight(alpha - value, alpha), straight(value / 2, alpha),
                        UInt8(alpha),
                    ])
            }
        }
    }

    @Test func emptyImagesAreRefused() {
        #expect(throws: PNGEncoder.Failure.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }
}
