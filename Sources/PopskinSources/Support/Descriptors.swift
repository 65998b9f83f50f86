#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small system chores several writers share.
public enum Descriptors {
    /// Writes all of `bytes` to `file`, retrying when a signal interrupts; false (errno set) when the system refuses.
    public static func writeAll(_ bytes: [UInt8], to file: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(file, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether the process `pid` is gone: what its leftovers (temporary files and folders named after it) wait for
    /// before another process removes them. A process of another user (EPERM) counts as alive.
    public static func isGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// `write(2)`, which `Descriptors.writeAll` hides inside the type.
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(file, buffer, count)
}
