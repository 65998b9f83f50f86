import CZlib
import PopskinCore
import PopskinSources

/// A supplied PNG checked before it is decoded or copied: its chunks are whole and in order with the right
/// checksums, and its image data inflates to exactly what the header declares. The data is inflated into a small
/// scratch buffer and thrown away, and inflating stops as soon as it passes the declared size, so a deflate bomb
/// costs no more than an honest image of its header's size.
enum PNGIntegrity {
    /// What is wrong with a file, in words that name no byte of it.
    struct Problem: Error, Hashable, CustomStringConvertible {
        var description: String
    }

    /// Checks `bytes`, whose header is `header` (already read from them).
    static func check(_ bytes: [UInt8], header: PNGHeader) throws {
        let inflater = try BoundedInflater(limit: header.inflatedSize)
        var offset = 8, sawData = false, dataEnded = false
        while true {
            guard offset + 12 <= bytes.count else { throw Problem(description: "it ends in the middle of a chunk") }
            let length = be32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
                throw Problem(description: "it ends in the middle of a chunk")
            }
            let body = offset + 8, end = body + length
            let stored = UInt(be32(bytes, end))
            let computed = bytes.withUnsafeBufferPointer { buffer in
                UInt(crc32(0, buffer.baseAddress! + offset + 4, UInt32(length + 4)))
            }
            guard stored == computed else {
                throw Problem(description: "the checksum of chunk \(printable(type)) is wrong: the file is damaged")
            }
            if type == "IDAT" {
                guard !dataEnded else { throw Problem(description: "its IDAT chunks are not one after another") }
                sawData = true
                try bytes.withUnsafeBufferPointer { try inflater.feed(UnsafeBufferPointer(rebasing: $0[body..<end])) }
            } else if sawData {
                dataEnded = true
            }
            if type == "IEND" { break }
            offset = end + 4
        }
        guard sawData else { throw Problem(description: "it has no image data (IDAT)") }
        try inflater.finish()
    }

    private static func be32(_ bytes: [UInt8], _ at: Int) -> Int {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A chunk type as shown: its four letters, or `?` for what is not an ASCII letter.
    private static func printable(_ type: String) -> String {
        String(type.unicodeScalars.map { ("A"..."Z").contains($0) || ("a"..."z").contains($0) ? Character($0) : "?" })
    }
}

/// zlib's inflate, counting what comes out against a limit and keeping none of it.
private final class BoundedInflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)  // zlib keeps a pointer to it
    private let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 65_536)
    private let limit: Int
    private var produced = 0
    private var ended = false

    init(limit: Int) throws {
        self.limit = limit
        stream.initialize(to: z_stream())
        let status = inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        // On failure deinit still runs: inflateEnd refuses a stream zlib never set up, and the memory is freed.
        guard status == Z_OK else { throw PNGIntegrity.Problem(description: "zlib could not start (status \(status))") }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        scratch.deallocate()
    }

    /// Inflates `input`; stops with a problem as soon as more than `limit` bytes have come out.
    func feed(_ input: UnsafeBufferPointer<UInt8>) throws {
        guard !ended, input.count > 0 else { return }  // data after the stream's end is ignored, as libpng does
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        repeat {
            // One byte past the limit is room enough to see it passed.
            let room = limit - produced < 65_536 ? limit - produced + 1 : 65_536
            stream.pointee.next_out = scratch
            stream.pointee.avail_out = UInt32(room)
            let status = inflate(stream, Z_NO_FLUSH)
            produced += room - Int(stream.pointee.avail_out)
            guard produced <= limit else {
                throw PNGIntegrity.Problem(
                    description: "its image data inflates to more than the \(limit) bytes its header declares")
            }
            switch status {
            case Z_STREAM_END:
                ended = true
                return
            case Z_OK: continue
            case Z_BUF_ERROR where stream.pointee.avail_in == 0: return
            default:
                throw PNGIntegrity.Problem(description: "its image data is not valid zlib data (status \(status))")
            }
        } while stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0
    }

    /// The stream must have ended with exactly the declared size.
    func finish() throws {
        guard ended, produced == limit else {
            throw PNGIntegrity.Problem(
                description: "its image data ends early (\(produced) of the \(limit) bytes its header declares)")
        }
    }
}
