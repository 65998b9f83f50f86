#if os(Linux)
import Glibc

extension FileWatcher {
    /// inotify: one watch per folder (not recursive); events are read from one descriptor with `poll`.
    final class Backend {
        private let descriptor: Int32
        private var folders: [Int32: String] = [:]
        private static let mask = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM
                | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        init() throws(WatchError) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw WatchError(description: "inotify: \(String(cString: strerror(errno)))") }
        }

        deinit { close(descriptor) }

        func watch(_ wanted: [String]) -> [String] {
            for (watch, folder) in folders where !wanted.contains(folder) {
                inotify_rm_watch(descriptor, watch)
                folders[watch] = nil
            }
            var missing: [String] = []
            for folder in wanted where !folders.values.contains(folder) {
                let watch = inotify_add_watch(descriptor, folder, Self.mask)
                if watch >= 0 { folders[watch] = folder } else { missing.append(folder) }
            }
            return missing
        }

        /// The changes that arrive within `timeout` milliseconds (-1: wait for the first).
        func read(timeout: Int32) -> [Change] {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, timeout) > 0 else { return [] }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return [] }
            var changes: [Change] = []
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            buffer.withUnsafeBytes { bytes in
                while offset + header <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = bytes[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 }
                    let folder = folders[event.wd] ?? ""
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // The queue overflowed: something changed, but what is lost.
                        changes.append(Change(folder: "", name: ""))
                    } else if event.mask & UInt32(IN_IGNORED) == 0 {
                        changes.append(Change(folder: folder, name: String(decoding: nameBytes, as: UTF8.self)))
                    }
                    offset += header + Int(event.len)
                }
            }
            return changes
        }
    }
}
#endif
