import Foundation

/// Counts finished pieces of long work (themes rendered, packages fetched) and tells a handler, from any thread, so
/// the CLI can show progress; engines never print it themselves.
public final class ProgressCounter: @unchecked Sendable {
    /// Gets (finished, total) after each step, serialised.
    public typealias Handler = @Sendable (_ finished: Int, _ total: Int) -> Void

    /// Steps the whole work takes.
    public let total: Int
    private let handler: Handler?
    private let lock = NSLock()
    private var finished = 0

    /// Counts `total` steps for `handler`; with no handler, counting costs nothing.
    public init(total: Int, handler: Handler?) {
        self.total = total
        self.handler = handler
    }

    /// Counts `steps` more as finished.
    public func advance(by steps: Int = 1) {
        guard let handler else { return }
        lock.withLock {
            finished = min(total, finished + steps)
            handler(finished, total)
        }
    }

    /// Moves on to `mark` when not there yet: for the end of a stage whose steps were not all counted.
    public func advance(to mark: Int) {
        guard let handler else { return }
        lock.withLock {
            guard mark > finished else { return }
            finished = min(total, mark)
            handler(finished, total)
        }
    }
}
