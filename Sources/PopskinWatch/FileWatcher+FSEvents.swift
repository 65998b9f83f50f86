#if canImport(CoreServices)
import CoreServices
import Dispatch
import Foundation

extension FileWatcher {
    /// FSEvents: one stream over every folder, delivered on a private queue and handed over through a
    /// semaphore. File-level events, so a change names its file; subfolders are reported too and filtered out.
    /// (Written against Apple's documentation; the project's CI runs on Linux, where inotify is used.)
    final class Backend {
        private let queue = DispatchQueue(label: "popskin.watch")
        private let signal = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var pending: [Change] = []
        private var stream: FSEventStreamRef?
        /// Each watched folder by its real path (FSEvents reports real paths: /private/tmp for /tmp).
        private var folders: [String: String] = [:]

        init() throws(WatchError) {}

        deinit { stop() }

        /// FSEvents follows paths, not folders: one deleted and created again is reported without re-arming.
        func watch(_ wanted: [String]) -> [Unwatched] {
            stop()
            folders = Dictionary(
                wanted.map { (URL(fileURLWithPath: $0).resolvingSymlinksInPath().path, $0) },
                uniquingKeysWith: { first, _ in first })
            let missing = wanted.filter { !FileManager.default.fileExists(atPath: $0) }
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil,
                release: nil, copyDescription: nil)
            let callback: FSEventStreamCallback = { _, info, count, paths, _, _ in
                guard let info else { return }
                let backend = Unmanaged<Backend>.fromOpaque(info).takeUnretainedValue()
                // With UseCFTypes, `paths` is a CFArray of CFStrings.
                let list = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as? [String] ?? []
                backend.received(Array(list.prefix(count)))
            }
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents
                    | kFSEventStreamCreateFlagNoDefer)
            stream = FSEventStreamCreate(
                nil, callback, &context, Array(folders.keys) as CFArray,
                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.05, flags)
            if let stream {
                FSEventStreamSetDispatchQueue(stream, queue)
                FSEventStreamStart(stream)
            }
            return missing.map { Unwatched(folder: $0, reason: "it does not exist") }
        }

        private func stop() {
            guard let stream else { return }
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
        }

        /// Keeps the paths directly inside a watched folder, as changes.
        private func received(_ paths: [String]) {
            let changes = paths.compactMap { path -> Change? in
                let url = URL(fileURLWithPath: path)
                guard let folder = folders[url.deletingLastPathComponent().path] else { return nil }
                return Change(folder: folder, name: url.lastPathComponent)
            }
            guard !changes.isEmpty else { return }
            lock.lock()
            pending += changes
            lock.unlock()
            signal.signal()
        }

        func read(timeout: Int32) -> [Change] {
            let deadline: DispatchTime = timeout < 0 ? .distantFuture : .now() + .milliseconds(Int(timeout))
            guard signal.wait(timeout: deadline) == .success else { return [] }
            lock.lock()
            defer { lock.unlock() }
            let changes = pending
            pending = []
            return changes
        }
    }
}
#endif
