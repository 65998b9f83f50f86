import CZlib

/// popskin's own PNG writer on zlib. cairo's writer spends most of its time in libpng's exhaustive filter search;
/// this one picks, per row, the cheapest of None, Sub, Up and Paeth by the usual sum-of-absolute-differences rule,
/// and writes images with at most 256 distinct RGBA colours as palette + tRNS, losslessly. Deterministic: no
/// timestamps, palette in first-seen order.
public enum PNGEncoder {
    /// Why an image could not be encoded.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of `image`. `fast` uses zlib level 1 instead of 6: larger files, quicker.
    public static func encode(_ image: RGBAImage, fast: Bool = false) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw Failure(description: "an image needs at least one pixel") }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let scanlines: [UInt8]
        if let (palette, indices) = paletted(image) {
            chunk("IHDR", header(image, colorType: 3), into: &png)
            chunk("PLTE", stride(from: 0, to: palette.count, by: 4).flatMap { palette[$0..<($0 + 3)] }, into: &png)
            let alphas = stride(from: 3, to: palette.count, by: 4).map { palette[$0] }
            if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
                chunk("tRNS", Array(alphas[...lastTranslucent]), into: &png)
            }
            // Palette rows are not filtered: the indices are not magnitudes.
            scanlines = filtered(indices, width: image.width, height: image.height, bytesPerPixel: 1, adaptive: false)
        } else {
            chunk("IHDR", header(image, colorType: 6), into: &png)
            scanlines = filtered(image.pixels, width: image.width, height: image.height, bytesPerPixel: 4, adaptive: true)
        }
        chunk("IDAT", try deflate(scanlines, level: fast ? 1 : 6), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The palette (RGBA entries in first-seen order) and one index per pixel, or nil past 256 colours.
    /// A 1,024-slot open-addressing table keyed by the RGBA word: the check runs on every pixel of every image.
    static func paletted(_ image: RGBAImage) -> (palette: [UInt8], indices: [UInt8])? {
        var keys = [UInt32](repeating: 0, count: 1024), slots = [Int16](repeating: -1, count: 1024)
        var palette: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        var found = 0
        let complete = image.pixels.withUnsafeBytes { bytes -> Bool in
            for pixel in 0..<(image.width * image.height) {
                let key = bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                var probe = Int((key &* 0x9E37_79B1) >> 22)
                while slots[probe] >= 0 && keys[probe] != key { probe = (probe + 1) & 1023 }
                if slots[probe] < 0 {
                    guard found < 256 else { return false }
                    keys[probe] = key
                    slots[probe] = Int16(found)
                    palette += image.pixels[(pixel * 4)..<(pixel * 4 + 4)]
                    found += 1
                }
                indices[pixel] = UInt8(slots[probe])
            }
            return true
        }
        return complete ? (palette, indices) : nil
    }

    private static func header(_ image: RGBAImage, colorType: UInt8) -> [UInt8] {
        be32(UInt32(image.width)) + be32(UInt32(image.height)) + [8, colorType, 0, 0, 0]
    }

    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += be32(UInt32(data.count)) + typeBytes + data
        var crc = crc32(0, typeBytes, 4)
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32(data.count)) }
        png += be32(UInt32(crc))
    }

    /// Each row prefixed with its filter type; with `adaptive`, the filter whose output has the smallest sum of
    /// absolute (signed) values, the heuristic libpng and most encoders use.
    static func filtered(_ bytes: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int, adaptive: Bool) -> [UInt8] {
        let length = width * bpp
        var out = [UInt8](repeating: 0, count: (length + 1) * height)
        let zeros = [UInt8](repeating: 0, count: length)
        var scratch = [UInt8](repeating: 0, count: 4 * length)
        bytes.withUnsafeBufferPointer { source in
            zeros.withUnsafeBufferPointer { zero in
                scratch.withUnsafeMutableBufferPointer { work in
                    out.withUnsafeMutableBufferPointer { target in
                        for y in 0..<height {
                            let raw = source.baseAddress! + y * length
                            let up = y > 0 ? source.baseAddress! + (y - 1) * length : zero.baseAddress!
                            let row = target.baseAddress! + y * (length + 1)
                            guard adaptive else {
                                row[0] = 0
                                (row + 1).update(from: raw, count: length)
                                continue
                            }
                            let candidates = [work.baseAddress!, work.baseAddress! + length,
                                              work.baseAddress! + 2 * length, work.baseAddress! + 3 * length]
                            var scores = [0, 0, 0, 0]
                            for x in 0..<length {
                                let left: UInt8 = x >= bpp ? raw[x - bpp] : 0
                                let upLeft: UInt8 = x >= bpp ? up[x - bpp] : 0
                                let values = (raw[x], raw[x] &- left, raw[x] &- up[x], raw[x] &- paeth(left, up[x], upLeft))
                                candidates[0][x] = values.0
                                candidates[1][x] = values.1
                                candidates[2][x] = values.2
                                candidates[3][x] = values.3
                                scores[0] += Int(Int8(bitPattern: values.0).magnitude)
                                scores[1] += Int(Int8(bitPattern: values.1).magnitude)
                                scores[2] += Int(Int8(bitPattern: values.2).magnitude)
                                scores[3] += Int(Int8(bitPattern: values.3).magnitude)
                            }
                            let best = scores.indices.min { scores[$0] < scores[$1] }!
                            row[0] = [0, 1, 2, 4][best]
                            (row + 1).update(from: candidates[best], count: length)
                        }
                    }
                }
            }
        }
        return out
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    private static func deflate(_ data: [UInt8], level: Int32) throws -> [UInt8] {
        var size = compressBound(UInt(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, UInt(data.count), level)
            }
        }
        guard status == Z_OK else { throw Failure(description: "zlib could not compress (status \(status))") }
        return Array(out.prefix(Int(size)))
    }
}
