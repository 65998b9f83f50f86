#if os(Linux)
import Glibc

extension FileWatcher {
    /// inotify: one watch per folder (not recursive); events are read from one descriptor with `poll`. A watch dies
    /// with its folder (deleted, or moved away: `git checkout`, `git stash`, rsync replace folders whole), so a
    /// folder that goes is watched through its nearest existing parent until it is back, then watched again and
    /// reported as changed, since anything may have been written into it in between.
    final class Backend {
        private let descriptor: Int32
        /// Each live watch's folder, and where it led when the watch was added: a symbolic link retargeted since
        /// (`ln -s` and `mv -T`, as deploy and sync tools switch versions) leaves the watch on the old folder.
        private var watches: [Int32: (folder: String, target: String?)] = [:]
        /// The folders asked for.
        private var wanted: [String] = []
        /// Folders asked for that do not exist, each with the existing parent watched in its place.
        private var standIns: [String: String] = [:]
        private static let mask = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM
                | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        init() throws(WatchError) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw WatchError(description: "inotify: \(String(cString: strerror(errno)))") }
        }

        deinit { close(descriptor) }

        /// Folders watched again outside `read`, handed out by the next `read`.
        private var pending: [Change] = []

        func watch(_ folders: [String]) -> [Unwatched] {
            wanted = folders
            let (regained, unwatched) = arm()
            pending += regained.map { Change(folder: $0, name: "") }
            return unwatched
        }

        /// Watches every wanted folder that has no live watch, or its nearest existing parent; drops watches nothing
        /// needs. Returns the folders watched again after being lost, and those that cannot be watched.
        private func arm() -> (regained: [String], unwatched: [Unwatched]) {
            var regained: [String] = [], unwatched: [Unwatched] = []
            var lost = standIns
            standIns = [:]
            for (watch, watched) in watches where Self.resolved(watched.folder) != watched.target {
                inotify_rm_watch(descriptor, watch)
                watches[watch] = nil
                lost[watched.folder] = watched.folder
            }
            for folder in wanted where !isWatched(folder) {
                if add(folder) {
                    if lost[folder] != nil { regained.append(folder) }
                    continue
                }
                guard Self.isMissing(errno) else {
                    unwatched.append(Unwatched(folder: folder, reason: Self.reason(errno)))
                    continue
                }
                // The nearest parent that exists stands in, unless it cannot be watched either.
                var parent = Self.parent(of: folder)
                var waiting = isWatched(parent) || add(parent)
                while !waiting, Self.isMissing(errno), parent != "/" {
                    parent = Self.parent(of: parent)
                    waiting = isWatched(parent) || add(parent)
                }
                let reason = waiting ? "it does not exist" : "it does not exist, and \(parent): \(Self.reason(errno))"
                if waiting { standIns[folder] = parent }
                unwatched.append(Unwatched(folder: folder, reason: reason, standIn: waiting ? parent : nil))
            }
            let needed = Set(wanted).union(standIns.values)
            for (watch, watched) in watches where !needed.contains(watched.folder) {
                inotify_rm_watch(descriptor, watch)
                watches[watch] = nil
            }
            return (regained, unwatched)
        }

        private func add(_ folder: String) -> Bool {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { return false }
            watches[watch] = (folder, Self.resolved(folder))
            return true
        }

        /// `folder` with its symbolic links followed; nil when it does not resolve.
        private static func resolved(_ folder: String) -> String? {
            guard let real = realpath(folder, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }

        private func isWatched(_ folder: String) -> Bool {
            watches.values.contains { $0.folder == folder }
        }

        private static func isMissing(_ code: Int32) -> Bool {
            code == ENOENT || code == ENOTDIR
        }

        /// Why inotify refused a watch, in words: its own for the usual limit.
        private static func reason(_ code: Int32) -> String {
            code == ENOSPC
                ? "the system's limit on inotify watches is reached (fs.inotify.max_user_watches)"
                : String(cString: strerror(code))
        }

        private static func parent(of folder: String) -> String {
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return "/" }
            return String(folder[..<slash])
        }

        /// The changes that arrive within `timeout` milliseconds (-1: wait for the first).
        func read(timeout: Int32) -> [Change] {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, timeout) > 0 else { return [] }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return [] }
            var changes: [Change] = []
            var rearm = false
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            buffer.withUnsafeBytes { bytes in
                while offset + header <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = bytes[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 }
                    offset += header + Int(event.len)
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // The queue overflowed: something changed, but what is lost (a watch may be dead, too).
                        changes.append(Change(folder: "", name: ""))
                        rearm = true
                        continue
                    }
                    guard let folder = watches[event.wd]?.folder else { continue }
                    if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) != 0 {
                        // The watch is dead (or, moved, follows the folder elsewhere): the path is watched afresh.
                        if event.mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, event.wd) }
                        watches[event.wd] = nil
                        rearm = true
                        changes.append(Change(folder: folder, name: ""))
                        continue
                    }
                    // Something appeared where a missing folder is awaited.
                    if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                        standIns.contains(where: { $0.value == folder && Self.leads(folder, name, to: $0.key) })
                    {
                        rearm = true
                    }
                    changes.append(Change(folder: folder, name: name))
                }
            }
            if rearm {
                changes += arm().regained.map { Change(folder: $0, name: "") }
            }
            return changes
        }

        /// Whether `name` in `folder` is `target` or a folder on the way to it.
        private static func leads(_ folder: String, _ name: String, to target: String) -> Bool {
            let path = (folder == "/" ? "" : folder) + "/" + name
            return target == path || target.hasPrefix(path + "/")
        }
    }
}
#endif
