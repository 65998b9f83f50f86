import CZlib

/// zlib's deflate, fed in pieces, appending the compressed stream to a byte array. The encoder filters a few rows
/// at a time into a small buffer and hands them over, so that the filtered image never exists whole.
final class ZlibStream {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)  // zlib keeps a pointer to it
    private var output = [UInt8](repeating: 0, count: 16_384)

    /// A stream for `inputSize` bytes in all. `Z_FILTERED` suits filtered rows (more literals, shorter matches).
    /// The window, hash table and symbol buffer shrink to fit small inputs, as libpng does, so that zlib does not
    /// set up 256 KB of tables to compress a 2 KB arrow: memLevel follows the window, so that the symbol buffer
    /// (2^(memLevel + 6) symbols) still holds a small input whole; large inputs get zlib's default of 8.
    ///
    /// `searchDepth` makes the match search follow that many hash-chain links (level 6 follows 128) and take
    /// matches to the 258-byte maximum, as levels 8 and 9 do. In unfiltered palette rows every run of one index
    /// fills its hash chain with its own positions, so the same spot one row up, usually the best match, lies about
    /// a row's length down the chain: reaching it makes flat art 10-20% smaller.
    init(inputSize: Int, level: Int32, strategy: Int32, searchDepth: Int32? = nil) throws(PNGEncoder.Failure) {
        var windowBits: Int32 = 9
        while windowBits < 15 && (1 << windowBits) < inputSize + 262 { windowBits += 1 }  // 262: zlib's lookahead
        stream.initialize(to: z_stream())
        var status = deflateInit2_(
            stream, level, Z_DEFLATED, windowBits, max(1, min(8, windowBits - 6)), strategy,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        if status == Z_OK, let searchDepth {
            status = deflateTune(stream, 32, 128, 258, searchDepth)  // good, lazy, nice as in level 8
        }
        // On failure deinit still runs: deflateEnd refuses a stream zlib never set up, and the pointer is freed.
        guard status == Z_OK else { throw PNGEncoder.Failure(description: "zlib could not start (status \(status))") }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Compresses `input`, or with `finish` compresses it and ends the stream; appends what comes out to `body`.
    func write(_ input: UnsafeBufferPointer<UInt8>, finish: Bool = false, to body: inout [UInt8]) throws(PNGEncoder
        .Failure)
    {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        let flush = finish ? Z_FINISH : Z_NO_FLUSH
        var status = Z_OK
        repeat {
            let written = output.withUnsafeMutableBufferPointer { buffer -> Int in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = UInt32(buffer.count)
                status = deflate(stream, flush)
                return buffer.count - Int(stream.pointee.avail_out)
            }
            // Z_BUF_ERROR only says that a call could make no progress, which is fine while nothing is left.
            guard status == Z_OK || status == Z_STREAM_END || (!finish && status == Z_BUF_ERROR && written == 0) else {
                throw PNGEncoder.Failure(description: "zlib could not compress (status \(status))")
            }
            body.append(contentsOf: output[..<written])
        } while finish ? status != Z_STREAM_END : stream.pointee.avail_out == 0
    }
}
