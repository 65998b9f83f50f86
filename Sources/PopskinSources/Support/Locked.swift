import Foundation

/// A value behind a lock, for the few objects threads share (a sink, a progress count): the one place popskin vouches
/// for thread safety by hand.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, no other thread touching it meanwhile.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
