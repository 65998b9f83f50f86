import Foundation
import PopskinCore
import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file a build wrote, verified or read: its size and modification time, taken from the
/// descriptor the build used, never from a later look at the path (by then another process may have changed it,
/// and a stamp recording that would call the other bytes built).
public struct FileVersion: Sendable, Hashable {
    public var size: Int
    /// Nanoseconds since 1970.
    public var time: Int64

    public init(size: Int, time: Int64) {
        (self.size, self.time) = (size, time)
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let time = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let time = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        self.init(size: Int(info.st_size), time: time)
    }

    /// The version of the file open as `descriptor`.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The version at `path` now (following symlinks), nil when there is no such file.
    static func current(_ path: String) -> FileVersion? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileVersion(info)
    }

    /// The bytes of the regular file at `path` and their version, both from one descriptor (`InputFile`: without
    /// blocking on a FIFO). Nil when it cannot be read so, or is not a regular file.
    static func read(_ path: String) -> (bytes: [UInt8], version: FileVersion)? {
        guard case .success(let read) = InputFile.readWithStatus(path, limit: Int.max) else { return nil }
        return (read.bytes, FileVersion(read.status))
    }
}
