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
        precondition(
            width >= 0 && height >= 0 && (height == 0 || data.count >= (height - 1) * stride + width * 4),
            "the ARGB32 buffer is smaller than its rows")
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            count = width * height * 4
            guard let start = buffer.baseAddress, count > 0, let source = data.baseAddress else { return }
            Self.unpremultiplyTable.withUnsafeBufferPointer { table in
                for y in 0..<height {
                    let row = source + y * stride, target = UnsafeMutableRawPointer(start + y * width * 4)
                    for x in 0..<width {
                        let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let alpha = word >> 24
                        let rgba: UInt32
                        if alpha == 255 {
                            // Opaque, the common case: only the byte order changes.
                            rgba = (word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
                        } else if alpha == 0 {
                            rgba = 0
                        } else {
                            let base = Int(alpha) << 8
                            rgba =
                                UInt32(table[base | Int((word >> 16) & 0xFF)])
                                | UInt32(table[base | Int((word >> 8) & 0xFF)]) << 8
                                | UInt32(table[base | Int(word & 0xFF)]) << 16 | alpha << 24
                        }
                        target.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// `table[alpha << 8 | channel]` is `min(255, (channel × 255 + alpha / 2) / alpha)`, cairo's rounding; a
    /// lookup instead of three divisions per translucent pixel (the shadow is a quarter of a background).
    private static let unpremultiplyTable: [UInt8] = (0..<(256 * 256)).map { key in
        let alpha = key >> 8, channel = key & 0xFF
        return alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
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

extension RGBAImage {
    /// The image flipped top to bottom (`vertically`) or left to right, exactly.
    public func flipped(vertically: Bool) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                let (nx, ny) = vertically ? (x, height - 1 - y) : (width - 1 - x, y)
                let from = (y * width + x) * 4, to = (ny * width + nx) * 4
                out[to..<(to + 4)] = pixels[from..<(from + 4)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}

extension RGBAImage {
    /// `images` side by side, top-aligned, on a transparent canvas as tall as the tallest.
    public static func row(_ images: [RGBAImage]) -> RGBAImage {
        let width = images.reduce(0) { $0 + $1.width }, height = images.map(\.height).max() ?? 0
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for image in images {
            for y in 0..<image.height {
                let from = y * image.width * 4, to = (y * width + left) * 4
                pixels.replaceSubrange(to..<(to + image.width * 4), with: image.pixels[from..<(from + image.width * 4)])
            }
            left += image.width
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
