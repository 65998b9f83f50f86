import CPNG
import Testing
@testable import PopskinRender

@Suite struct PNGEncoderTests {
    /// The PNG colour type from the IHDR chunk: 3 palette, 6 RGBA.
    static func colorType(_ bytes: [UInt8]) -> UInt8 { bytes[25] }

    static func contains(_ bytes: [UInt8], chunk: String) -> Bool {
        let name = Array(chunk.utf8)
        return bytes.indices.dropLast(3).contains { Array(bytes[$0..<($0 + 4)]) == name }
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

    @Test func manyColoursRoundTripAsRGBA() throws {
        let image = Self.gradientDisc(size: 64)
        let bytes = try PNGEncoder.encode(image)
        #expect(Self.colorType(bytes) == 6)
        #expect(PNGDecoding.decode(bytes) == image)
    }

    @Test func fewColoursBecomePaletteWithTransparency() throws {
        var pixels: [UInt8] = []
        for index in 0..<(40 * 30) {
            pixels += index % 7 == 0 ? [0, 0, 0, 0] : index % 3 == 0 ? [122, 16, 21, 255] : [43, 5, 7, 128]
        }
        let image = RGBAImage(width: 40, height: 30, pixels: pixels)
        let bytes = try PNGEncoder.encode(image)
        #expect(Self.colorType(bytes) == 3)
        #expect(Self.contains(bytes, chunk: "tRNS"))
        #expect(PNGDecoding.decode(bytes) == image)
        #expect(PNGEncoder.paletted(image)?.palette.count == 3 * 4)
    }

    @Test func exactly256ColoursStayPalettedAnd257DoNot() throws {
        let colours: [UInt8] = (0..<257).flatMap { index -> [UInt8] in [UInt8(index % 256), UInt8(index / 256), 0, 255] }
        #expect(PNGEncoder.paletted(RGBAImage(width: 256, height: 1, pixels: Array(colours.prefix(256 * 4)))) != nil)
        #expect(PNGEncoder.paletted(RGBAImage(width: 257, height: 1, pixels: colours)) == nil)
    }

    @Test func outputIsDeterministicAndHasNoTimestamp() throws {
        let image = Self.gradientDisc(size: 48)
        let first = try PNGEncoder.encode(image), second = try PNGEncoder.encode(image)
        #expect(first == second)
        #expect(!Self.contains(first, chunk: "tIME"))
        #expect(try PNGEncoder.encode(image, fast: false).count <= first.count)
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

    @Test func emptyImagesAreRefused() {
        #expect(throws: PNGEncoder.Failure.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }
}
