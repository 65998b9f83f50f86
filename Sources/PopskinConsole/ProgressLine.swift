import Foundation
import PopskinCore

/// Progress of long work on one line of standard error, `label done/total`, redrawn in place at most ten times a
/// second and erased by `finish()`. Nothing at all is written unless standard error is a terminal, so pipes, logs
/// and tests see only the results. For any command: preview, build, package fetch.
public final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let enabled: Bool
    private let lock = NSLock()
    private var lastDraw: UInt64 = 0
    private var drawn = false

    /// A line labelled `label`, drawn only when `enabled`.
    public init(_ label: String, enabled: Bool = Output.standardErrorIsTerminal) {
        self.label = label
        self.enabled = enabled
    }

    /// Hands engine counts to the line.
    public var handler: ProgressCounter.Handler? {
        guard enabled else { return nil }
        return { [self] finished, total in update(finished, of: total) }
    }

    /// Shows `finished` of `total`, and what is being done now when `doing` says (shown even when the count is not
    /// due to be redrawn, so a long step is named as it starts).
    public func update(_ finished: Int, of total: Int, doing: String? = nil) {
        guard enabled else { return }
        lock.withLock {
            let now = DispatchTime.now().uptimeNanoseconds
            guard doing != nil || finished >= total || now - lastDraw >= 100_000_000 else { return }
            lastDraw = now
            drawn = true
            let step = doing.map { ": " + TerminalText.escaped($0) } ?? ""
            Output.exact("\r\u{1B}[K\(label) \(finished)/\(total)\(step)", toStandardError: true)
        }
    }

    /// Erases the line, so what follows starts on a clean one.
    public func finish() {
        lock.withLock {
            if drawn { Output.exact("\r\u{1B}[K", toStandardError: true) }
            drawn = false
        }
    }
}
