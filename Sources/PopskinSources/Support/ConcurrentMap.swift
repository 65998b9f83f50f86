import Dispatch

extension Array where Element: Sendable {
    /// `map` on all cores, results in order: for independent, comparable pieces of work (a theme's images, a
    /// template per theme, a clone to fetch). `transform` runs concurrently, so it must be `@Sendable`.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values()
    }
}

/// One slot per iteration, each written by its own iteration only: the one unchecked piece, since no two
/// iterations touch the same slot and the values are read after every iteration has finished.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func set(_ index: Int, _ value: T) { buffer[index] = value }
    func values() -> [T] { buffer.map { $0! } }
}
