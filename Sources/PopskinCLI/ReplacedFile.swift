import Foundation
import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes whole (`--output`, `tokens import`): its bytes go to `.NAME.popskin-PID.tmp` beside it,
/// which is then renamed over it, so a reader sees the old bytes or the new, never part of them. A temporary file a
/// killed command left (its process gone) is removed by the next write beside it. Only a regular file (or a link,
/// which the rename replaces) is replaced: a device, a pipe or a folder under the name would become a file (as root,
/// `--output /dev/null` would leave /dev/null a regular file).
enum ReplacedFile {
    /// Why the file was not written: the system's words.
    struct Failure: Error {
        var reason: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFLNK {
            throw Failure(
                reason: "it is \(InputFile.kind(info.st_mode)), which popskin never replaces; name a regular file")
        }
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let inFolder = { (file: String) in folder.isEmpty ? file : folder + "/" + file }
        sweep(folder.isEmpty ? "." : folder, of: name)
        let temporary = inFolder(temporaryName(of: name, pid: getpid()))
        let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        guard Descriptors.writeAll(bytes, to: file) else {
            let reason = String(cString: strerror(errno))
            close(file)
            unlink(temporary)
            throw Failure(reason: reason)
        }
        close(file)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: reason)
        }
    }

    private static func temporaryName(of name: String, pid: Int32) -> String {
        "." + name + ".popskin-\(pid).tmp"
    }

    /// Removes `name`'s temporary files in `folder` whose process is gone.
    private static func sweep(_ folder: String, of name: String) {
        let start = "." + name + ".popskin-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in names where entry.hasPrefix(start) && entry.hasSuffix(".tmp") {
            guard let pid = Int32(entry.dropFirst(start.count).dropLast(".tmp".count)), Descriptors.isGone(pid)
            else { continue }
            unlink(folder + "/" + entry)
        }
    }
}
