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

extension RGBAImage {
    /// The image turned clockwise by `quarterTurns` × 90°, exactly (pixels move, nothing is resampled): how the
    /// up-pointing arrow art becomes right (1), down (2) and left (3).
    public func rotated(quarterTurns: Int) -> RGBAImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let newWidth = turns == 2 ? width : height, newHeight = turns == 2 ? height : width
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                let (nx, ny): (Int, Int)
                switch turns {
                case 1: (nx, ny) = (height - 1 - y, x)
                case 2: (nx, ny) = (width - 1 - x, height - 1 - y)
                default: (nx, ny) = (y, width - 1 - x)
                }
                let from = (y * width + x) * 4, to = (ny * newWidth + nx) * 4
                out[to..<(to + 4)] = pixels[from..<(from + 4)]
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: out)
    }
}
