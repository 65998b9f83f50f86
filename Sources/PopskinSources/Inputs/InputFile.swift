#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way popskin reads an input file (manifest, themes, tokens, templates, art, lock). The file is opened
/// without blocking and checked on its descriptor before anything is read: a named pipe, a device or a folder
/// would otherwise hang the read (or the open itself) forever. With a root, the file's real path (symbolic links
/// followed) must lie inside the root's, so a link cannot make popskin read, or quote, a file elsewhere.
public enum InputFile {
    /// Why a file was not read. Nothing of its contents is ever part of it.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing is there.
        case missing
        /// Something other than a regular file: `kind` says what (`a named pipe (FIFO)`, `a folder`).
        case notRegular(kind: String)
        /// More bytes than the reader takes.
        case tooLarge(size: Int, limit: Int)
        /// It resolves, through a symbolic link, to somewhere outside the root.
        case outside
        /// The system's reason.
        case unreadable(String)

        /// Whether the file is only too large (a limit's problem, not the file system's).
        public var isTooLarge: Bool {
            if case .tooLarge = self { true } else { false }
        }

        public var description: String {
            switch self {
            case .missing: "it does not exist"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes; the limit is \(limit) bytes"
            case .outside: "it resolves through a symbolic link to somewhere outside the project"
            case .unreadable(let reason): reason
            }
        }
    }

    /// A folder that files must stay inside, its real path resolved once.
    public struct Root: Sendable {
        /// As given.
        public let path: String
        /// Real, with a trailing `/`; nil when the folder itself cannot be resolved (then nothing is inside it).
        let prefix: String?

        public init(_ path: String) {
            self.path = path
            prefix = InputFile.realPath(path).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        }

        /// Whether `path` (a file or folder, which must exist) resolves to the root or somewhere inside it.
        public func contains(_ path: String) -> Bool {
            InputFile.realPath(path).map(holds) ?? false
        }

        /// Whether the real path `real` is the root or inside it.
        func holds(_ real: String) -> Bool {
            guard let prefix else { return false }
            return real + "/" == prefix || real.hasPrefix(prefix)
        }
    }

    /// The whole file at `path`, at most `limit` bytes; inside `root` when one is given.
    public static func read(_ path: String, limit: Int, inside root: Root? = nil) -> Result<[UInt8], Failure> {
        readWithStatus(path, limit: limit, inside: root).map(\.bytes)
    }

    /// `read`, with the file's status from the same descriptor (its size and modification time are those of the
    /// bytes read, whatever happens to the path afterwards).
    public static func readWithStatus(_ path: String, limit: Int, inside root: Root? = nil) -> Result<
        (bytes: [UInt8], status: stat), Failure
    > {
        withOpened(path, inside: root) { descriptor, info in
            let size = Int(info.st_size)
            guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
            return .success((readAll(descriptor, upTo: size), info))
        }
    }

    /// The first `count` bytes (fewer when the file is shorter) and the file's size.
    public static func prefix(_ path: String, count: Int, inside root: Root? = nil) -> Result<
        (bytes: [UInt8], size: Int), Failure
    > {
        withOpened(path, inside: root) { descriptor, info in
            let size = Int(info.st_size)
            return .success((readAll(descriptor, upTo: min(count, size)), size))
        }
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Opens `path` for reading without blocking, checks on the descriptor that it is a regular file, and hands over
    /// the descriptor and its status.
    private static func withOpened<T>(
        _ path: String, inside root: Root?, _ body: (Int32, stat) -> Result<T, Failure>
    ) -> Result<T, Failure> {
        var opened = path
        if let root {
            // The resolved path is opened, so what is read is what was checked.
            guard let real = realPath(path) else { return .failure(failure(errno)) }
            guard root.holds(real) else { return .failure(.outside) }
            opened = real
        }
        let descriptor = open(opened, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(failure(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular(kind: kind(info.st_mode))) }
        return body(descriptor, info)
    }

    /// Up to `count` bytes from the start (a file that shrank since `fstat` gives fewer).
    private static func readAll(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        if filled < count { bytes.removeLast(count - filled) }
        return bytes
    }

    private static func failure(_ code: Int32) -> Failure {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(String(cString: strerror(code)))
    }

    /// What a file that is not a regular one is, for messages.
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }
}

/// `read(2)`, which `InputFile.read` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
