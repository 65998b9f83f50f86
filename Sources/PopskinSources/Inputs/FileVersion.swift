#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file was read, written or verified: its size, modification time, status-change time and
/// inode, taken from the descriptor that did it, never from a later look at the path (by then another process may
/// have changed it, and a record of that later look would call the other bytes read or built). The modification
/// time alone can be set back (tar, `rsync -a`, zips dated 1980); the status-change time and the inode cannot be,
/// and a file replaced whole has a new inode (git keys its index on them too).
public struct FileVersion: Sendable, Hashable {
    public var size: Int
    /// Nanoseconds since 1970.
    public var time: Int64
    /// When the file's status last changed (any write, `touch`, rename), in nanoseconds since 1970; 0 when unknown.
    public var change: Int64
    /// The file's inode number; 0 when unknown.
    public var inode: UInt64

    public init(size: Int, time: Int64, change: Int64 = 0, inode: UInt64 = 0) {
        (self.size, self.time, self.change, self.inode) = (size, time, change, inode)
    }

    /// Whether `other` has this size and modification time: what an output's record keeps (renaming a file into
    /// place changes its status time, so an output is known by these two).
    public func sameSizeAndTime(as other: FileVersion) -> Bool {
        size == other.size && time == other.time
    }

    public init(_ info: stat) {
        #if canImport(Darwin)
        let time = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        let change = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        let time = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let change = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        self.init(size: Int(info.st_size), time: time, change: change, inode: UInt64(info.st_ino))
    }

    /// The version of the file open as `descriptor`.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The version at `path` now (following symlinks), nil when there is no such file.
    public static func current(_ path: String) -> FileVersion? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileVersion(info)
    }

    /// The bytes of the regular file at `path` and their version, both from one descriptor (`InputFile`: without
    /// blocking on a FIFO). Nil when it cannot be read so, or is not a regular file.
    public static func read(_ path: String) -> (bytes: [UInt8], version: FileVersion)? {
        guard case .success(let read) = InputFile.readWithStatus(path, limit: Int.max) else { return nil }
        return (read.bytes, FileVersion(read.status))
    }

    /// Now, in nanoseconds since 1970, as file times count.
    public static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// How close to the moment a file was read its time may be and still hide a later edit: file times come from a
    /// coarse clock (a few milliseconds), so a second is ample. Such a file is "racily clean" (git's term): only its
    /// bytes can say it has not changed.
    public static let racyWindow: Int64 = 1_000_000_000
}

/// The one hash popskin keeps of inputs and outputs to notice change: 64-bit FNV-1a. It detects change; it does not
/// defend against an attacker (the files are the user's own).
public enum ContentHash {
    /// FNV-1a's starting state.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Folds `bytes` into `state`.
    public static func add(_ bytes: some Sequence<UInt8>, into state: inout UInt64) {
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
    }

    /// The hash of `bytes`.
    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var state = offsetBasis
        add(bytes, into: &state)
        return state
    }

    /// 16 lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
