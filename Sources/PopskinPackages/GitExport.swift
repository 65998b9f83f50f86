import Foundation
import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A commit of the git repository that holds a project, written out as plain files: how `theme diff --from REV` and
/// `package diff` read an earlier version of it. Only the project's subtree is looked at, and of it only the files
/// the caller keeps (what the project reads); a link or submodule among those is refused, elsewhere it is skipped,
/// so a repository's `node_modules/.bin`, CocoaPods or assets change nothing. Blobs are read in batches of at most
/// `batchBytes`, so no size of repository makes one git output too large.
public struct GitExport {
    /// The commit the revision names.
    public let commit: String
    /// Where the project is in its repository ("" for the root, else `path/`).
    public let prefix: String
    private let repository: GitRepository
    private let git: Git

    /// The most bytes of blobs one `git cat-file --batch` hands back.
    static let batchBytes = 16 << 20
    /// The largest file written out: more than any input popskin reads.
    public static let maxFileBytes = 256 << 20

    /// The revision `revision` of the repository holding `folder` (the project's folder).
    public init(_ revision: String, ofRepositoryAt folder: String) throws {
        guard let git = Git.find() else { throw Git.Failure(description: "git is not installed") }
        self.git = git
        repository = GitRepository(git: git, url: "", folder: folder)
        do { commit = try repository.commit(revision) } catch {
            throw Git.Failure(description: "'\(revision)' names no commit of the repository at \(folder)")
        }
        prefix = try git.text(["rev-parse", "--show-prefix"], in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The bytes of the project's file `path` at the commit, or nil when it has none.
    public func file(_ path: String) -> [UInt8]? {
        repository.file(prefix + path, at: commit)
    }

    /// Writes the project's files that `keeps` (given a path relative to the project) into `destination`, which
    /// must exist; returns how many were written. Everything is made relative to the folder as opened: should the
    /// folder be removed meanwhile (an interrupted diff removes its copy), writing fails rather than make it again.
    @discardableResult
    public func export(into destination: String, keeping keeps: (String) -> Bool) throws -> Int {
        var arguments = ["ls-tree", "-r", "-l", "-z", "--full-tree", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let listing = try git.run(arguments, in: repository.folder)
        var writer = try FolderWriter(destination)
        defer { writer.finish() }
        var batch: [(file: GitRepository.File, size: Int)] = [], batchSize = 0
        func flush() throws {
            for (path, bytes) in try repository.contents(of: batch.map(\.file)) { try writer.put(bytes, at: path) }
            (batch, batchSize) = ([], 0)
        }
        for entry in listing.split(separator: 0) {
            // "<mode> <type> <object> <size>\t<path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(
                separator: " ", omittingEmptySubsequences: true)
            let full = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 4, full.hasPrefix(prefix) else { continue }
            let path = String(full.dropFirst(prefix.count))
            guard keeps(path) else { continue }
            guard GitRepository.isSafe(path) else {
                throw GitRepository.Unsafe(description: "the path '\(path)' could leave the project")
            }
            switch fields[0] {
            case "120000":
                throw GitRepository.Unsafe(
                    description: "'\(path)' is a symbolic link; popskin reads no links from a revision")
            case "160000":
                throw GitRepository.Unsafe(description: "'\(path)' is a submodule; popskin reads none from a revision")
            default: break
            }
            guard let size = Int(fields[3]), size <= Self.maxFileBytes else {
                throw Git.Failure(description: "'\(path)' is \(fields[3]) bytes, more than popskin reads")
            }
            if batchSize + size > Self.batchBytes && !batch.isEmpty { try flush() }
            batch.append((GitRepository.File(path: path, blob: String(fields[2])), size))
            batchSize += size
        }
        if !batch.isEmpty { try flush() }
        return writer.written
    }
}

/// Files written beneath one opened folder (`mkdirat`, `openat`): never outside it, never through a link, and never
/// into a folder made again after it was removed.
private struct FolderWriter {
    private var folder: Int32
    private var made: Set<String> = []
    private(set) var written = 0

    init(_ path: String) throws {
        folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw Git.Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
    }

    mutating func put(_ bytes: [UInt8], at path: String) throws {
        let parts = path.split(separator: "/").map(String.init)
        var current = ""
        for part in parts.dropLast() {
            current += (current.isEmpty ? "" : "/") + part
            guard !made.contains(current) else { continue }
            guard mkdirat(folder, current, 0o700) == 0 || errno == EEXIST else { throw failure(current) }
            made.insert(current)
        }
        let file = openat(folder, path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw failure(path) }
        defer { close(file) }
        guard Descriptors.writeAll(bytes, to: file) else { throw failure(path) }
        written += 1
    }

    mutating func finish() {
        if folder >= 0 { close(folder) }
        folder = -1
    }

    private func failure(_ path: String) -> Git.Failure {
        Git.Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
