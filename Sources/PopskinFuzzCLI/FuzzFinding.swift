/// What one case showed that `popskin` must never do.
public enum FuzzFinding: Sendable, Equatable {
    /// Killed by a signal: a trap, a segfault, an abort.
    case crash(command: String, signal: Int32)
    /// Still running at the time limit.
    case hang(command: String)
    /// An exit status the commands do not document (0: clean, 1: an error was reported).
    case undocumentedExit(command: String, status: Int32)
    /// `theme validate` and `theme build` disagree: one exits 0 and the other 1, so validate did not say what the
    /// build would (or the build failed on what validate reported).
    case mismatch(validate: Int32, build: Int32)
    /// The command printed what only the canary beside the project holds: it read a file outside the project.
    case leak(command: String)

    /// The exit statuses `theme validate` and `theme build` document (docs/commands.md, "Exit status").
    public static let documentedStatuses: Set<Int32> = [0, 1]

    /// A short name, as the summary counts it.
    public var kind: String {
        switch self {
        case .crash: "crash"
        case .hang: "hang"
        case .undocumentedExit: "undocumented exit code"
        case .mismatch: "mismatch"
        case .leak: "read outside"
        }
    }

    public var description: String {
        switch self {
        case .crash(let command, let signal): "\(command) was killed by signal \(signal)"
        case .hang(let command): "\(command) ran past its time limit"
        case .undocumentedExit(let command, let status): "\(command) exited \(status)"
        case .mismatch(let validate, let build): "theme validate exited \(validate) but theme build \(build)"
        case .leak(let command): "\(command) printed the canary outside the project: it read a file there"
        }
    }
}
