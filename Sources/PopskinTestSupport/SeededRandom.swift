/// A xorshift generator: the same seed gives the same sequence on every machine, so a property check's failing
/// seed reproduces.
public struct SeededRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed | 1 }

    /// A whole number in `0..<count`.
    public mutating func next(_ count: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(count))
    }

    public mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }
}
