import Foundation

/// The open event streams of `popskin serve`'s page: each gets every message published after it opened. At most
/// `limit` are open at once (a tab that reloads opens a new one; the old one ends when its connection does).
public final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [Int: AsyncStream<String>.Continuation] = [:]
    private var next = 0
    public let limit: Int

    public init(limit: Int = 16) { self.limit = limit }

    /// A new stream, or nil when `limit` are open.
    func subscribe() -> AsyncStream<String>? {
        lock.withLock {
            guard streams.count < limit else { return nil }
            let id = next
            next += 1
            // A slow reader keeps only the newest messages: each says what to fetch again, the newest suffices.
            let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
            streams[id] = continuation
            return stream
        }
    }

    private func remove(_ id: Int) {
        _ = lock.withLock { streams.removeValue(forKey: id) }
    }

    /// Sends `message` to every open stream.
    public func publish(_ message: String) {
        for continuation in lock.withLock({ Array(streams.values) }) { continuation.yield(message) }
    }

    /// Ends every stream (the server is stopping).
    public func finish() {
        for continuation in lock.withLock({ Array(streams.values) }) { continuation.finish() }
    }

    /// How many streams are open.
    public var count: Int { lock.withLock { streams.count } }
}
