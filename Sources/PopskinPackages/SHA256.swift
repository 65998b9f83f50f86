#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SHA-256 (FIPS 180-4), for package integrity and cache names. Written here rather than taken from swift-crypto:
/// that package compiles BoringSSL, which was 70% of what the build plugin made a consumer compile on its first
/// build (165 s of 235 s here), for one hash. Checked against the standard's test vectors and `sha256sum`.
enum SHA256 {
    /// The digest of `data`, 32 bytes.
    static func hash(data: [UInt8]) -> [UInt8] {
        var state = initial
        var schedule = [UInt32](repeating: 0, count: 64)
        let whole = data.count / 64 * 64
        data.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: whole, by: 64) { compress(bytes[start..<start + 64], &state, &schedule) }
        }
        // The tail, a 1 bit, zeros, and the message's length in bits as a big-endian 64-bit number.
        var tail = Array(data[whole...]) + [0x80]
        tail += [UInt8](repeating: 0, count: (120 - tail.count) % 64)
        let bits = UInt64(data.count) &* 8
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        tail.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: tail.count, by: 64) { compress(bytes[start..<start + 64], &state, &schedule) }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// One 64-byte block.
    private static func compress(_ block: Slice<UnsafeBufferPointer<UInt8>>, _ state: inout [UInt32], _ w: inout [UInt32]) {
        for t in 0..<16 {
            let i = block.startIndex + 4 * t
            w[t] = UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for t in 0..<64 {
            let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ rounds[t] &+ w[t]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (i, value) in [a, b, c, d, e, f, g, h].enumerated() { state[i] = state[i] &+ value }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    /// The standard's constants are the first 32 bits of the fractional parts of the square roots of the first 8
    /// primes (initial state) and of the cube roots of the first 64 (round constants); derived here, not typed in,
    /// and pinned by the test vectors. Doubles carry 52 bits, enough for 3 integer bits and 32 fractional ones.
    private static let primes: [Double] = {
        var found: [Int] = []
        var candidate = 2
        while found.count < 64 {
            if !found.contains(where: { candidate % $0 == 0 }) { found.append(candidate) }
            candidate += 1
        }
        return found.map(Double.init)
    }()

    private static func fraction(_ root: Double) -> UInt32 {
        UInt32((root - root.rounded(.down)) * 4_294_967_296)
    }

    private static let initial: [UInt32] = primes.prefix(8).map { fraction($0.squareRoot()) }
    private static let rounds: [UInt32] = primes.map { fraction(cbrt($0)) }
}
