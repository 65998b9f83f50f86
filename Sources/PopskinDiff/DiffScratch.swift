import Foundation
import PopskinProcess
import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders revisions are written into: `popskin-diff-PID-…` in the system's temporary folder, readable by their
/// owner only (0700), removed when their version is discarded, by the command on SIGINT, SIGTERM or SIGHUP
/// (`removeAll`), and otherwise — a SIGKILL leaves one — by the next diff, once the process that made it is gone.
public enum DiffScratch {
    static let prefix = "popskin-diff-"
    private static let live = Locked(Live())

    private struct Live {
        var folders: Set<String> = []
        /// Set by `removeAll`: no folder is made after it.
        var stopping = false
    }

    /// A new folder of this process's.
    public static func make() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            prefix + "\(getpid())-" + UUID().uuidString
        ).path
        // Made under the lock: `removeAll` either sees it made or stops it being made.
        let made = live.withLock { state -> Int32 in
            guard !state.stopping else { return EINTR }
            guard mkdir(folder, 0o700) == 0 else { return errno }
            state.folders.insert(folder)
            return 0
        }
        guard made == 0 else {
            throw ProjectVersion.Failure(description: "cannot make \(folder): \(String(cString: strerror(made)))")
        }
        return folder
    }

    /// Removes `folder`, made by `make`.
    public static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
        live.withLock { _ = $0.folders.remove(folder) }
    }

    /// Removes every folder this process has and makes no more: what a signal's handler calls before the process
    /// ends. Another thread may still be writing into one; what it leaves is removed by a `/bin/sh` started here
    /// that waits for this process to end first (it ignores the signal, which Ctrl-C sends the whole group).
    public static func removeAll() {
        let folders = live.withLock { state in
            state.stopping = true
            return state.folders
        }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        let left = folders.filter { FileManager.default.fileExists(atPath: $0) }
        guard !left.isEmpty else { return }
        let script = "trap '' INT TERM HUP; while kill -0 \"$0\" 2>/dev/null; do sleep 0.05; done; rm -rf -- \"$@\""
        try? ChildProcess(
            executable: "/bin/sh", arguments: ["-c", script, String(getpid())] + left, workingDirectory: "/", timeout: 0
        ).launch()
    }

    /// Removes the folders of processes that are gone (killed before they could), owned by this user.
    public static func sweep() {
        let temporary = FileManager.default.temporaryDirectory.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            guard Descriptors.isGone(pid) else { continue }
            var info = stat()
            let path = temporary + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
