import Dispatch

extension Array {
    /// `map` on all cores, results in order: for independent, comparable pieces of work (a theme's images, a
    /// template per theme, a clone to fetch). `transform` must be safe to run concurrently.
    public func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<T>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let run = UncheckedSendable((elements: self, transform: transform))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.set(index, run.value.transform(run.value.elements[index]))
            }
        }
        return slots.values()
    }
}

/// One slot per iteration, each written by its own iteration only.
private final class Slots<T>: @unchecked Sendable {
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

/// A value handed to concurrent iterations whose safety the caller vouches for.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
