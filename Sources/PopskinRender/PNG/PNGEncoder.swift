import CPNG

/// Writes PNGs through libpng's simplified API (errors come back as values, never as `longjmp`, which Swift
/// cannot survive). Images with at most 256 distinct RGBA colours are written as palette + tRNS, losslessly and
/// smaller; the rest as 8-bit RGBA. Output is deterministic: no timestamps, palette in first-seen order.
public enum PNGEncoder {
    /// Why an image could not be encoded.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    // libpng's format flags (png.h), spelled out because the combined macros do not import into Swift.
    private static let formatRGBA: UInt32 = 0x03
    private static let formatRGBAColormap: UInt32 = 0x0B

    /// The PNG bytes of `image`. `fast` trades a little size for speed (libpng's `PNG_IMAGE_FLAG_FAST`).
    public static func encode(_ image: RGBAImage, fast: Bool = true) throws -> [UInt8] {
        if let (palette, indices) = paletted(image) {
            return try write(image, format: formatRGBAColormap, pixels: indices, rowStride: image.width,
                             colormap: palette, entries: palette.count / 4, fast: fast)
        }
        return try write(image, format: formatRGBA, pixels: image.pixels, rowStride: image.width * 4, colormap: nil,
                         entries: 0, fast: fast)
    }

    /// The palette (RGBA entries in first-seen order) and one index per pixel, or nil past 256 colours.
    static func paletted(_ image: RGBAImage) -> (palette: [UInt8], indices: [UInt8])? {
        var slots: [UInt32: UInt8] = [:]
        var palette: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        for pixel in 0..<(image.width * image.height) {
            let offset = pixel * 4
            let key = image.pixels[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if let slot = slots[key] {
                indices[pixel] = slot
                continue
            }
            guard slots.count < 256 else { return nil }
            let slot = UInt8(slots.count)
            slots[key] = slot
            palette += image.pixels[offset..<(offset + 4)]
            indices[pixel] = slot
        }
        return (palette, indices)
    }

    private static func write(
        _ image: RGBAImage, format: UInt32, pixels: [UInt8], rowStride: Int, colormap: [UInt8]?, entries: Int, fast: Bool
    ) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw Failure(description: "an image needs at least one pixel") }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = format
        png.flags = fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        png.colormap_entries = UInt32(entries)
        var size: Int = 0
        // First call measures, second writes.
        let measured = pixels.withUnsafeBytes { bytes in
            withColormap(colormap) { map in
                png_image_write_to_memory(&png, nil, &size, 0, bytes.baseAddress, Int32(rowStride), map)
            }
        }
        guard measured != 0, size > 0 else { throw Failure(description: message(png)) }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { bytes in
                withColormap(colormap) { map in
                    png_image_write_to_memory(&png, out.baseAddress, &size, 0, bytes.baseAddress, Int32(rowStride), map)
                }
            }
        }
        png_image_free(&png)
        guard written != 0 else { throw Failure(description: message(png)) }
        return Array(output.prefix(size))
    }

    private static func withColormap<T>(_ colormap: [UInt8]?, _ body: (UnsafeRawPointer?) -> T) -> T {
        guard let colormap else { return body(nil) }
        return colormap.withUnsafeBytes { body($0.baseAddress) }
    }

    private static func message(_ png: png_image) -> String {
        var text = png.message
        return withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
