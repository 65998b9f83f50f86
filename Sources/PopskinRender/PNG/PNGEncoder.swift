import CZlib

/// popskin's own PNG writer on zlib. cairo's writer spends most of its time in libpng's filter search; this one
/// picks, per row, the cheapest of None, Sub, Up and Paeth by the usual sum-of-absolute-differences rule, computed
/// 16 bytes at a time. Losslessly smaller forms first: images with at most 256 distinct RGBA colours as palette +
/// tRNS, grey images (red = green = blue everywhere) as grey + alpha, the rest as RGBA.
/// Deterministic: no timestamps, the palette in a fixed order, the same bytes for the same pixels on every run.
public enum PNGEncoder {
    /// Why an image could not be encoded.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of `image`. `fast` uses zlib level 1 instead of 6: larger files, quicker.
    public static func encode(_ image: RGBAImage, fast: Bool = false) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw Failure(description: "an image needs at least one pixel") }
        guard image.width < 1 << 31, image.height < 1 << 31 else {
            throw Failure(description: "an image this large has no PNG")
        }
        let level: Int32 = fast ? 1 : 6
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if let palette = PNGPalette(image) {
            appendChunk("IHDR", to: &png) { header(image, colorType: 3, to: &$0) }
            appendChunk("PLTE", to: &png) { body in
                for entry in Swift.stride(from: 0, to: palette.entries.count, by: 4) {
                    body += palette.entries[entry..<(entry + 3)]
                }
            }
            if palette.translucent > 0 {
                appendChunk("tRNS", to: &png) { body in
                    for entry in 0..<palette.translucent { body.append(palette.entries[entry * 4 + 3]) }
                }
            }
            // A search deep enough to reach the row above through runs of one index (see ZlibStream).
            png += try imageData(
                palette.indices, image, bytesPerPixel: 1, filtering: .fewestChanges, level: level,
                searchDepth: fast ? nil : Int32(min(4096, image.width + 64)))
        } else if let gray = grayAlpha(image) {
            appendChunk("IHDR", to: &png) { header(image, colorType: 4, to: &$0) }
            png += try imageData(gray, image, bytesPerPixel: 2, filtering: .adaptive, level: level)
        } else {
            appendChunk("IHDR", to: &png) { header(image, colorType: 6, to: &$0) }
            png += try imageData(image.pixels, image, bytesPerPixel: 4, filtering: .adaptive, level: level)
        }
        appendChunk("IEND", to: &png) { _ in }
        return png
    }

    /// The IDAT chunk of `samples` (`bytesPerPixel` per pixel of `image`), filtered and deflated.
    static func imageData(
        _ samples: [UInt8], _ image: RGBAImage, bytesPerPixel: Int, filtering: PNGFilter.Choice, level: Int32,
        searchDepth: Int32? = nil
    ) throws -> [UInt8] {
        let rowBytes = image.width * bytesPerPixel, lineBytes = rowBytes + 1
        // Rows go to zlib a batch of about 32 KB at a time, which stays in the cache; a choice made for the whole
        // image needs all of them at once.
        let batch = filtering == .fewestChanges ? image.height : max(1, 32_768 / lineBytes)
        let zlib = try ZlibStream(
            inputSize: lineBytes * image.height, level: level, strategy: Z_FILTERED,
            searchDepth: searchDepth)
        var lines = [UInt8](repeating: 0, count: lineBytes * min(batch, image.height))
        var chunk: [UInt8] = []
        try appendChunk("IDAT", to: &chunk) { body in
            try samples.withUnsafeBufferPointer { source in
                for start in Swift.stride(from: 0, to: image.height, by: batch) {
                    let rows = start..<min(start + batch, image.height)
                    try lines.withUnsafeMutableBufferPointer { buffer in
                        PNGFilter.apply(
                            source.baseAddress!, rowBytes: rowBytes, rows: rows, bytesPerPixel: bytesPerPixel,
                            filtering: filtering, into: buffer.baseAddress!)
                        try zlib.write(
                            UnsafeBufferPointer(rebasing: buffer[..<(rows.count * lineBytes)]),
                            finish: rows.upperBound == image.height, to: &body)
                    }
                }
            }
        }
        return chunk
    }

    /// Grey + alpha samples, 2 bytes a pixel, when every pixel has red = green = blue (a white bubble with a black
    /// shadow): half the bytes of RGBA for zlib to compress. Nil at the first coloured pixel.
    static func grayAlpha(_ image: RGBAImage) -> [UInt8]? {
        let count = image.width * image.height
        return image.pixels.withUnsafeBufferPointer { rgba -> [UInt8]? in
            for pixel in 0..<count
            where rgba[4 * pixel] != rgba[4 * pixel + 1] || rgba[4 * pixel] != rgba[4 * pixel + 2] {
                return nil
            }
            return [UInt8](unsafeUninitializedCapacity: 2 * count) { gray, initialized in
                for pixel in 0..<count {
                    gray[2 * pixel] = rgba[4 * pixel]
                    gray[2 * pixel + 1] = rgba[4 * pixel + 3]
                }
                initialized = 2 * count
            }
        }
    }

    private static func header(_ image: RGBAImage, colorType: UInt8, to body: inout [UInt8]) {
        appendBigEndian(UInt32(image.width), to: &body)
        appendBigEndian(UInt32(image.height), to: &body)
        body += [8, colorType, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filtering, no interlace
    }

    /// Appends a chunk: length, type, the data `body` appends, and the CRC of type and data.
    private static func appendChunk<E: Error>(
        _ type: String, to png: inout [UInt8], _ body: (inout [UInt8]) throws(E) -> Void
    ) throws(E) {
        let start = png.count
        appendBigEndian(0, to: &png)
        png += type.utf8
        try body(&png)
        let length = png.count - start - 8
        png.withUnsafeMutableBufferPointer { bytes in
            for index in 0..<4 { bytes[start + index] = UInt8(truncatingIfNeeded: length >> (24 - 8 * index)) }
        }
        let crc = png.withUnsafeBufferPointer { bytes in crc32(0, bytes.baseAddress! + start + 4, UInt32(length + 4)) }
        appendBigEndian(UInt32(crc), to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
