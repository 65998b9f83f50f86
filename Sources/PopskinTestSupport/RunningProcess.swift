import Foundation

/// A program left running while a test acts on it (`theme watch`): its output is collected as it comes, and the
/// test stops it. Programs that finish on their own run through `TestProcess`.
public final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = "", err = ""

    /// Starts `executable` with `arguments`; `environment` adds to or replaces the inherited variables.
    public init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: false)
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: true)
        }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.withLock {
            if error {
                err += String(decoding: data, as: UTF8.self)
            } else {
                out += String(decoding: data, as: UTF8.self)
            }
        }
    }

    /// Standard output so far.
    public var stdout: String { lock.withLock { out } }
    /// Standard error so far.
    public var stderr: String { lock.withLock { err } }

    /// Waits until standard output (or, with `inStandardError`, standard error) holds `count` lines starting with
    /// `prefix`; false when `seconds` pass first.
    public func waitFor(_ prefix: String, count: Int, seconds: Double = 60, inStandardError: Bool = false) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = inStandardError ? stderr : stdout
            if text.split(separator: "\n").filter({ $0.hasPrefix(prefix) }).count >= count { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Waits for the program to end on its own; its exit status.
    public func finish() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Stops the program (SIGTERM) and waits for it.
    public func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { stop() }
    }
}
