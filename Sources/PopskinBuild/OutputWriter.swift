import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files inside one output folder, atomically, and only when their bytes change (so Xcode and
/// SwiftPM rebuild nothing that did not change).
///
/// - The root is created if missing and resolved with `realpath` once; a root that is itself a symlink is
///   accepted (the user chose it) and everything lands inside its real path.
/// - Every path is checked before anything is written: relative, `/`-separated, no `.`/`..`/empty
///   components, no NUL, backslash, control or invisible format characters, no component longer than 255 bytes,
///   no duplicates (also none differing only in case, which overwrite each other on macOS), no path that is both
///   a file and a folder. Existing entries on the way must be real folders and the target a regular file:
///   a symlink anywhere inside the root is refused, whether it points out or not.
/// - Writing walks the tree with `openat(O_NOFOLLOW)` from the root's descriptor, so a symlink swapped in after
///   the check is refused too. Each file goes to `.popskin-tmp-<pid>-<random>` in its own folder (`O_CREAT |
///   O_EXCL | O_NOFOLLOW`) and is renamed over the target: a reader or a `kill -9` sees the old or the new bytes.
/// - No `fsync` (like Foundation's `.atomic`): outputs can be regenerated and the rename already protects against
///   killed runs. After a power cut, ext4 (`auto_da_alloc`), XFS and btrfs keep the old or the new bytes of a file
///   renamed over an existing one; a brand-new file may come back empty, and the next run rewrites it.
/// - The target is never opened for writing, so a hard link to a file elsewhere is replaced, not written through.
/// - Stale temps of earlier runs (a dead or unparsable pid, or our own) are removed from every folder written
///   into; a live process's temps are left alone.
public struct OutputWriter: Sendable {
    /// What one `write` did, each list in the order written (sorted by the paths' UTF-8 bytes).
    public struct Report: Sendable, Hashable {
        /// Files created or replaced.
        public var written: [String]
        /// Files whose bytes were already right, left untouched (their modification time is unchanged).
        public var unchanged: [String]
        /// Each file's version as written or verified, from the descriptor used (for stamps).
        public var versions: [String: FileVersion]

        public init(written: [String] = [], unchanged: [String] = [], versions: [String: FileVersion] = [:]) {
            self.written = written
            self.unchanged = unchanged
            self.versions = versions
        }
    }

    public enum Failure: Error, CustomStringConvertible, Hashable {
        /// The path would leave the folder, could not be represented safely, or meets a symlink or a non-folder.
        case unsafePath(String, reason: String)
        /// The file system refused (permissions, disk full, ...).
        case io(String, reason: String)
        /// Files that exist with other bytes, that no earlier build recorded and that are not popskin's outputs.
        case unowned([String])

        public var description: String {
            switch self {
            case let .unsafePath(path, reason): "refusing to write \(SwiftLiteral.string(path)): \(reason)"
            case let .io(path, reason): "cannot write \(SwiftLiteral.string(path)): \(reason)"
            case let .unowned(paths):
                "refusing to replace \(paths.map(SwiftLiteral.string).joined(separator: ", ")): popskin did not write them"
            }
        }
    }

    /// Prefix of temporary files; a name no generator may produce, so sweeping never deletes an output.
    static let tempPrefix = ".popskin-tmp-"

    /// The output folder as given.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Checks every path, then writes the files whose bytes changed, in sorted order. A file already there with
    /// other bytes is replaced only when `owned` claims its path (an earlier build recorded it) or it is
    /// recognisably an earlier output (`isEarlierOutput`); otherwise nothing is written and the error names each.
    public func write(_ files: [GeneratedFile], owned: (String) -> Bool = { _ in true }) throws -> Report {
        let sorted = files.sorted { ByteOrder.precedes($0.path, $1.path) }
        var checked: [(file: GeneratedFile, components: [String])] = []
        for file in sorted { checked.append((file, try Self.components(of: file.path))) }
        try Self.checkConflicts(sorted.map(\.path))

        let realRoot = try resolvedRoot()
        for entry in checked { try Self.preflight(entry.file.path, entry.components, in: realRoot) }
        let unowned = Self.unowned(checked, in: realRoot, owned: owned)
        guard unowned.isEmpty else { throw Failure.unowned(unowned) }

        var report = Report()
        var swept: Set<[String]> = []
        for entry in checked {
            let folder = Array(entry.components.dropLast())
            let directory = try Self.openFolder(folder, in: realRoot, path: entry.file.path)
            defer { close(directory) }
            if swept.insert(folder).inserted {
                Self.sweepTemps(directory, at: ([realRoot] + folder).joined(separator: "/"))
            }
            let name = entry.components.last!
            if let version = try Self.hasContents(entry.file.contents, name, in: directory, path: entry.file.path) {
                report.unchanged.append(entry.file.path)
                report.versions[entry.file.path] = version
            } else {
                let version = try Self.replace(name, in: directory, with: entry.file.contents, path: entry.file.path)
                report.written.append(entry.file.path)
                report.versions[entry.file.path] = version
            }
        }
        return report
    }

    // MARK: - Writing

    /// Opens (creating as needed, unless `create` is false) `folder` below the root without following any symlink.
    static func openFolder(_ folder: [String], in root: String, path: String, create: Bool = true) throws -> Int32 {
        var directory = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { throw Failure.io(path, reason: "cannot open the output folder: \(lastError())") }
        for (index, component) in folder.enumerated() {
            var next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(directory, component, 0o755) != 0 && errno != EEXIST {
                    let reason = "cannot create folder '\(folder[...index].joined(separator: "/"))': \(lastError())"
                    close(directory)
                    throw Failure.io(path, reason: reason)
                }
                next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let shown = folder[...index].joined(separator: "/")
                let failure = classify(component, in: directory, shown: shown, path: path)
                close(directory)
                throw failure
            }
            close(directory)
            directory = next
        }
        return directory
    }

    /// Explains why `openat` refused: a symlink or a non-folder is unsafe, anything else is an I/O error.
    private static func classify(_ name: String, in directory: Int32, shown: String, path: String) -> Failure {
        let reason = lastError()
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .io(path, reason: "cannot open '\(shown)': \(reason)")
        }
        switch kind(info) {
        case isSymlink:
            return .unsafePath(path, reason: "'\(shown)' is a symbolic link; popskin never writes through one")
        case isDirectory: return .io(path, reason: "cannot open '\(shown)': \(reason)")
        default: return .unsafePath(path, reason: "'\(shown)' is not a folder")
        }
    }

    /// The file's version if `name` is a regular file holding exactly `contents`, else nil.
    private static func hasContents(_ contents: [UInt8], _ name: String, in directory: Int32, path: String) throws
        -> FileVersion?
    {
        var info = stat()
        if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if errno == ENOENT { return nil }
            throw Failure.io(path, reason: lastError())
        }
        switch kind(info) {
        case isRegular: break
        case isSymlink:
            throw Failure.unsafePath(path, reason: "it is a symbolic link; popskin never writes through one")
        default: throw Failure.unsafePath(path, reason: "it exists and is not a regular file")
        }
        guard Int(info.st_size) == contents.count else { return nil }
        // O_NONBLOCK: should a FIFO be swapped in after the check, the read fails instead of hanging.
        let file = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw Failure.io(path, reason: lastError()) }
        defer { close(file) }
        guard let version = FileVersion(descriptor: file), version.size == contents.count else { return nil }
        guard let existing = readAll(file, expecting: contents.count) else {
            throw Failure.io(path, reason: lastError())
        }
        return existing.elementsEqual(contents) ? version : nil
    }

    /// Everything `file` holds from its current offset, read expecting `expected` bytes (one more is asked for, so
    /// growth is noticed). Nil on a read error.
    static func readAll(_ file: Int32, expecting expected: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(4096, bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// Writes a temp file next to `name` and renames it over `name`; the version written, from the descriptor.
    private static func replace(_ name: String, in directory: Int32, with contents: [UInt8], path: String) throws
        -> FileVersion
    {
        var temp = "", file: Int32 = -1
        for _ in 0..<16 where file < 0 {
            temp = tempPrefix + "\(getpid())-" + String(UInt64.random(in: .min ... .max), radix: 16)
            file = openat(directory, temp, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file < 0 && errno != EEXIST { break }
        }
        guard file >= 0 else { throw Failure.io(path, reason: "cannot create a temporary file: \(lastError())") }

        var failure: String?
        if !Descriptors.writeAll(contents, to: file) { failure = lastError() }
        let version = failure == nil ? FileVersion(descriptor: file) : nil
        if version == nil && failure == nil { failure = lastError() }
        if close(file) != 0 && failure == nil { failure = lastError() }
        if failure == nil {
            RenameHook.willRename()
            if renameat(directory, temp, directory, name) != 0 { failure = lastError() }
        }
        if let failure {
            unlinkat(directory, temp, 0)
            throw Failure.io(path, reason: failure)
        }
        return version!
    }

    /// Removes temps left by killed runs: ours, or those whose pid is gone or unreadable.
    static func sweepTemps(_ directory: Int32, at folderPath: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else { return }
        for name in names where isTempName(name) {
            let rest = name.utf8.dropFirst(tempPrefix.utf8.count)
            let pidText = rest.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).first ?? []
            if let pid = pid_t(String(decoding: pidText, as: UTF8.self)), pid > 0, pid != getpid(),
                !Descriptors.isGone(pid)
            {
                continue  // a live run's temp
            }
            // unlinkat removes a symlink itself, never its target; a folder of that name is left alone.
            unlinkat(directory, name, 0)
        }
    }

    static func kind(_ info: stat) -> mode_t { info.st_mode & mode_t(S_IFMT) }
    static let isDirectory = mode_t(S_IFDIR), isRegular = mode_t(S_IFREG), isSymlink = mode_t(S_IFLNK)

    static func lastError() -> String { String(cString: strerror(errno)) }
}
