import Dispatch
import Foundation

/// Runs a program with bytes on its standard input, collecting its output, under a time limit.
///
/// Foundation's `Process` is enough here; all three pipes are serviced on their own threads so a child that fills
/// one pipe while we wait on another cannot hang us, and a child that outlives the limit is killed.
public struct ChildProcess: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: [UInt8]
        public var timedOut: Bool
        /// Standard output was longer than the cap and was cut.
        public var truncated: Bool
        /// The signal that ended the program (a crash: SIGILL for a Swift trap, SIGSEGV, SIGABRT…); nil when it
        /// exited, or ran past the limit. `status` then holds the signal's number, as Foundation reports it.
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

    /// The children running now, by process id (each leads a process group of its own, as Foundation starts it).
    private static let running = RunningSet()

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

    /// Runs the program to its end or the time limit, feeding it `input`.
    public func run(input: [UInt8] = []) throws -> Outcome {
        signal(SIGPIPE, SIG_IGN)  // a child that exits without reading must not kill us
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let pid = process.processIdentifier
        Self.running.withLock { _ = $0.insert(pid) }
        defer { Self.running.withLock { _ = $0.remove(pid) } }

        let group = DispatchGroup()
        let collected = Collected()
        Self.start(in: group) {
            Self.writeAll(input, to: stdin.fileHandleForWriting.fileDescriptor)
            try? stdin.fileHandleForWriting.close()
        }
        Self.start(in: group) {
            let (bytes, cut) = Self.readAll(stdout.fileHandleForReading.fileDescriptor, cap: outputCap)
            collected.set(stdout: bytes, truncated: cut)
        }
        Self.start(in: group) {
            collected.set(stderr: Self.readAll(stderr.fileHandleForReading.fileDescriptor, cap: 1 << 20).0)
        }

        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                // Foundation reports the exit only once every holder of the pipes is gone, and a grandchild may
                // hold them: do not wait for it.
                _ = exited.wait(timeout: .now() + 1)
            }
        }
        if group.wait(timeout: .now() + (timedOut ? 0.1 : 2)) == .success {
            // Foundation does not close our ends of the pipes (two descriptors a run, until a process runs out). A
            // reader still blocked (a grandchild holds the pipe) keeps its descriptor, so its number is not reused.
            try? stdout.fileHandleForReading.close()
            try? stderr.fileHandleForReading.close()
        }
        let result = collected.get()
        // `terminationStatus` may only be read once the process is known to have ended.
        let status = timedOut ? -1 : process.terminationStatus
        let signaled = !timedOut && process.terminationReason == .uncaughtSignal
        return Outcome(
            status: status, stdout: result.stdout, stderr: result.stderr, timedOut: timedOut,
            truncated: result.truncated, signal: signaled ? status : nil)
    }

    /// Runs `work` on a thread of its own. Not the shared dispatch pool: when its threads are all busy (a test run
    /// waiting on many children at once) a reader queued there may not start before the child's exit is seen, and
    /// the output would be read as empty.
    private static func start(in group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            work()
            group.leave()
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

/// What the reading threads hand back.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stdout: [UInt8] = [], stderr: [UInt8] = [], truncated = false

    func set(stdout bytes: [UInt8], truncated cut: Bool) {
        lock.withLock {
            stdout = bytes; truncated = cut
        }
    }

    func set(stderr bytes: [UInt8]) {
        lock.withLock { stderr = bytes }
    }

    func get() -> (stdout: [UInt8], stderr: [UInt8], truncated: Bool) {
        lock.withLock { (stdout, stderr, truncated) }
    }
}

/// The set of running children's ids, behind a lock.
private final class RunningSet: @unchecked Sendable {
    private var ids: Set<Int32> = []
    private let lock = NSLock()

    func withLock<T>(_ body: (inout Set<Int32>) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&ids)
    }
}
