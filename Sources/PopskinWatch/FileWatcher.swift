#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for changes in a set of folders, event-driven (inotify on Linux, FSEvents on macOS; never polling), and
/// hands back the names that changed once the folders have been quiet for a moment, so a burst of writes (an
/// editor saving through a temporary file, a half-typed theme saved twice) is one change.
public final class FileWatcher {
    /// A file or folder that changed: the watched folder it is in, and its name there ("" for the folder itself:
    /// gone, moved, or back after it was).
    public struct Change: Hashable, Sendable {
        public var folder: String
        public var name: String
    }

    private let backend: Backend
    /// The folders being watched.
    public private(set) var folders: [String] = []

    /// Fails when the platform's facility cannot be opened (out of inotify instances, say).
    public init() throws(WatchError) {
        backend = try Backend()
    }

    /// A folder that cannot be watched, and why; a missing one is awaited through the nearest existing parent
    /// (`standIn`) where the platform needs that, and watched once it appears.
    public struct Unwatched: Hashable, Sendable {
        public var folder: String
        public var reason: String
        public var standIn: String?

        public init(folder: String, reason: String, standIn: String? = nil) {
            (self.folder, self.reason, self.standIn) = (folder, reason, standIn)
        }
    }

    /// Watches exactly `folders` (absolute) from now on; returns those that cannot be watched now. A folder that is
    /// deleted or moved away later is awaited the same way, and reported as changed (name "") when it is back.
    @discardableResult
    public func watch(_ folders: [String]) -> [Unwatched] {
        self.folders = folders
        return backend.watch(folders)
    }

    /// Blocks until something changes, then until `quiet` milliseconds pass without a change; returns what
    /// changed, each once. `relevant` filters out changes that should neither wake nor delay the wait.
    public func next(quiet: Int = 150, relevant: (Change) -> Bool = { _ in true }) -> Set<Change> {
        var changes: Set<Change> = []
        while changes.isEmpty { changes.formUnion(backend.read(timeout: -1).filter(relevant)) }
        while true {
            let more = backend.read(timeout: Int32(clamping: quiet)).filter(relevant)
            if more.isEmpty { return changes }
            changes.formUnion(more)
        }
    }
}

/// Why watching could not start.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    /// The system's reason.
    public var description: String
}
