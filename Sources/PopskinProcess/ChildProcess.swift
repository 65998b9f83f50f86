import Dispatch
import Foundation

/// Runs a program with bytes on its standard input, collecting its output, under a time limit.
///
/// Started with `posix_spawn` (`Spawned`) in a process group of its own; all three pipes are serviced on their own
/// threads so a child that fills one pipe while we wait on another cannot hang us, and a child that outlives the
/// limit is killed with its group. Synchronous on purpose: its callers are (git, external generators), and
/// swift-subprocess is async only — waiting on it from a thread of the cooperative pool can starve the pool.
public struct ChildProcess: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: [UInt8]
        public var timedOut: Bool
        /// Standard output was longer than the cap and was cut.
        public var truncated: Bool
        /// The signal that ended the program (a crash: SIGILL for a Swift trap, SIGSEGV, SIGABRT…); nil when it
        /// exited, or ran past the limit. `status` then holds the signal's number.
        public var signal: Int32?
    }

    public var executable: String
    public var arguments: [String]
    public var workingDirectory: String
    public var timeout: Double
    /// Variables added to (or replacing) the inherited environment.
    public var environment: [String: String]
    /// Most bytes kept of standard output.
    public var outputCap = 64 << 20

    public init(
        executable: String, arguments: [String] = [], workingDirectory: String, timeout: Double,
        environment: [String: String] = [:]
    ) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.timeout = timeout
        self.environment = environment
    }

    /// The children running now, by process id (each leads a process group of its own).
    private static let running = Guarded(Set<Int32>())

    /// Ends every child still running, and whatever each started (its process group): what a command that is
    /// interrupted does before it ends, since a terminal's Ctrl-C reaches only its own process group.
    public static func terminateAll() {
        for pid in running.withLock({ $0 }) {
            kill(-pid, SIGTERM)
            kill(pid, SIGTERM)
        }
    }

    /// The first executable `name` in the folders of PATH.
    public static func find(executableNamed name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Starts the program and leaves it running, with nothing to read or write (its standard input at its end, its
    /// output going nowhere): a helper that must outlive us. No time limit applies and it is never waited for.
    public func launch() throws {
        let spawned = try Spawned(self)
        for descriptor in [spawned.stdin, spawned.stdout, spawned.stderr] { close(descriptor) }
    }

    /// Runs the program to its end or the time limit, feeding it `input`.
    public func run(input: [UInt8] = []) throws -> Outcome {
        signal(SIGPIPE, SIG_IGN)  // a child that exits without reading must not kill us
        let spawned = try Spawned(self)
        let pid = spawned.pid
        Self.running.withLock { _ = $0.insert(pid) }
        defer { Self.running.withLock { _ = $0.remove(pid) } }

        // Each pipe is serviced, and closed when done, by a thread of its own.
        let group = DispatchGroup()
        let collected = Guarded((stdout: [UInt8](), stderr: [UInt8](), truncated: false))
        let (stdin, stdout, stderr) = (spawned.stdin, spawned.stdout, spawned.stderr)
        Self.start(in: group) {
            Self.writeAll(input, to: stdin)
            close(stdin)
        }
        Self.start(in: group) {
            let (bytes, cut) = Self.readAll(stdout, cap: outputCap)
            close(stdout)
            collected.withLock { ($0.stdout, $0.truncated) = (bytes, cut) }
        }
        Self.start(in: group) {
            let bytes = Self.readAll(stderr, cap: 1 << 20).0
            close(stderr)
            collected.withLock { $0.stderr = bytes }
        }
        // The exit is waited for on a thread of our own: Foundation's `Process` heard of it through a run loop
        // socket, and where none can be made (a network namespace without loopback) every run took its whole limit.
        let exited = DispatchSemaphore(value: 0)
        let ended = Guarded((code: Int32(-1), signal: Int32?.none))
        Self.start {
            let status = Self.waitForExit(pid)
            ended.withLock { $0 = status }
            exited.signal()
        }

        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(-pid, SIGTERM)
            kill(pid, SIGTERM)
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                exited.wait()
            }
        }
        // A grandchild may still hold the pipes: their readers are not waited for past a moment (one still blocked
        // keeps its descriptor open until it ends, so the number is not reused under it).
        _ = group.wait(timeout: .now() + (timedOut ? 0.1 : 2))
        let result = collected.withLock { $0 }
        let status = ended.withLock { $0 }
        return Outcome(
            status: timedOut ? -1 : status.code, stdout: result.stdout, stderr: result.stderr, timedOut: timedOut,
            truncated: result.truncated, signal: timedOut ? nil : status.signal)
    }

    /// The child's exit status, or the signal that ended it.
    private static func waitForExit(_ pid: pid_t) -> (code: Int32, signal: Int32?) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return (-1, nil) }
        }
        let signal = status & 0x7F
        return signal == 0 ? ((status >> 8) & 0xFF, nil) : (signal, signal)
    }

    /// Runs `work` on a thread of its own. Not the shared dispatch pool: when its threads are all busy (a test run
    /// waiting on many children at once) a reader queued there may not start before the child's exit is seen, and
    /// the output would be read as empty.
    private static func start(in group: DispatchGroup? = nil, _ work: @escaping @Sendable () -> Void) {
        group?.enter()
        let thread = Thread {
            work()
            group?.leave()
        }
        thread.start()
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }  // the child closed its input: it has what it wanted
            offset += written
        }
    }

    /// Reads to end of file, keeping at most `cap` bytes (and draining the rest so the child is not blocked).
    private static func readAll(_ descriptor: Int32, cap: Int) -> ([UInt8], Bool) {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var truncated = false
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            if result.count + count <= cap { result += chunk[0..<count] } else { truncated = true }
        }
        return (result, truncated)
    }
}

/// A value shared between threads, behind a lock.
private final class Guarded<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
