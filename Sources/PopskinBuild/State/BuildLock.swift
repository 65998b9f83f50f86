#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock that makes builds into one base folder take turns: `theme build`, each of `theme watch`'s rebuilds,
/// the build plugin's `popskin-build` and `--check` (shared: checks may overlap one another, never a build). Two
/// builds that overlapped once left orphans and stale files that every later no-op called up to date.
///
/// `flock(2)` on `<base>/.popskin/build/lock`: the kernel drops it when its holder dies, however it dies, so a
/// killed build never leaves the folder locked. The holder writes its pid into the file, for the message of
/// whoever waits.
public final class BuildLock: Sendable {
    /// Who holds the lock, as it wrote itself into the file (nil when it wrote nothing readable).
    public struct Holder: Sendable, Hashable {
        public var pid: Int32?
    }

    public enum Mode: Sendable {
        /// A build: alone.
        case exclusive
        /// A `--check`: beside other checks, never beside a build.
        case shared
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock's file name in the state folder.
    static let fileName = "lock"

    /// Takes the lock `file` (in a folder already made safe by `BuildState`). When another build holds it, `waiting`
    /// hears who, once, and this waits for it.
    static func acquire(file: String, mode: Mode, waiting: (Holder) -> Void) throws(BuildState.Failure) -> BuildLock {
        // O_NOFOLLOW: a symlink planted in its place is refused, not followed to some other file.
        let descriptor = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw .lock("cannot open \(file): \(OutputWriter.lastError())") }
        let operation = mode == .exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw failed(descriptor, file) }
            waiting(holder(descriptor))
            while flock(descriptor, operation) != 0 {
                guard errno == EINTR else { throw failed(descriptor, file) }
            }
        }
        if mode == .exclusive {
            let pid = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return BuildLock(descriptor: descriptor)
    }

    private static func failed(_ descriptor: Int32, _ file: String) -> BuildState.Failure {
        let reason = OutputWriter.lastError()
        close(descriptor)
        return .lock("cannot lock \(file): \(reason)")
    }

    /// The pid the holder wrote.
    private static func holder(_ descriptor: Int32) -> Holder {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let text = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        return Holder(pid: Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
