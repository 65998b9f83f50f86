/// Pixels in straight (not premultiplied) RGBA, 8 bits per channel, rows top to bottom with no padding.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA pixels must be width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Converts cairo's `CAIRO_FORMAT_ARGB32` buffer (native-endian 32-bit words, premultiplied alpha, rows
    /// `stride` bytes apart) to straight RGBA, rounding to nearest as cairo's own PNG writer does.
    public init(premultipliedARGB32 data: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = data.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let alpha = Int(word >> 24)
                let out = (y * width + x) * 4
                pixels[out + 3] = UInt8(alpha)
                guard alpha > 0 else { continue }
                for (index, shift) in [16, 8, 0].enumerated() {
                    let channel = Int((word >> UInt32(shift)) & 0xFF)
                    pixels[out + index] = UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
