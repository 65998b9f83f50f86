/// SplitMix64: the same seed gives the same cases on every machine, so a failing case number reproduces.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Case `index` of the run seeded `seed`: its own stream, so one case replays without the ones before it.
    init(seed: UInt64, case index: Int) {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `options`, which must not be empty.
    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &self)] }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }
}
