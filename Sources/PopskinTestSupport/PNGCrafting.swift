import CZlib

/// Test support: PNG files made chunk by chunk, to be as wrong as a test needs (a header that lies about the data,
/// a bad checksum), with zlib for the data.
public enum PNGCrafting {
    /// A PNG of `width` × `height` px (colour type `colorType`, `bitDepth` bits) whose IDAT holds `data` as given.
    public static func png(width: Int, height: Int, colorType: UInt8 = 6, bitDepth: UInt8 = 8, data: [UInt8])
        -> [UInt8]
    {
        let header = be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data)
            + chunk("IEND", [])
    }

    /// `count` zero bytes deflated by zlib at `level`, fed a megabyte at a time (the zeros never exist whole). With
    /// `thenBroken`, the stream does not end: a block of a type deflate does not have follows the zeros, so an
    /// inflater that reads past them says the data is not zlib's.
    public static func deflatedZeros(_ count: Int, level: Int32 = 9, thenBroken: Bool = false) -> [UInt8] {
        var stream = z_stream()
        precondition(deflateInit_(&stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { deflateEnd(&stream) }
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var compressed: [UInt8] = []
        var left = count
        zeros.withUnsafeBufferPointer { input in
            repeat {
                let piece = min(left, input.count)
                left -= piece
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(piece)
                // A full flush ends on a byte boundary, where the broken block's header starts.
                let flush = left > 0 ? Z_NO_FLUSH : thenBroken ? Z_FULL_FLUSH : Z_FINISH
                var status: Int32
                repeat {
                    status = output.withUnsafeMutableBufferPointer { buffer in
                        stream.next_out = buffer.baseAddress
                        stream.avail_out = UInt32(buffer.count)
                        return deflate(&stream, flush)
                    }
                    compressed += output[..<(output.count - Int(stream.avail_out))]
                } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            } while left > 0
        }
        // 0xFF: the last block (bit 0), of type 3 (bits 1-2), which deflate reserves.
        return thenBroken ? compressed + [0xFF] : compressed
    }

    /// `bytes` (a PNG) with the checksum of its first chunk of `type` changed.
    public static func breakingChecksum(of type: String, in bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes, offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[(offset + 4)..<(offset + 8)]) == Array(type.utf8) {
                bytes[offset + 8 + length] ^= 0xFF
                return bytes
            }
            offset += 12 + length
        }
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        return be32(data.count) + body + be32(Int(crc))
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
