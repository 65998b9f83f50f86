import Foundation

/// Values a command keeps until the process ends instead of freeing them: tearing down a thousand themes' trees at
/// exit cost about 2 ms of a 60 ms `theme validate`, and the system takes the memory back anyway (as compilers
/// do with `-disable-free`).
public enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []
    private static let lock = NSLock()

    /// Keeps `value` (and everything it holds) alive until the process exits.
    public static func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }
}
