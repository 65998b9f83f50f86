import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test hook: with `POPSKIN_TEST_KILL_AT_RENAME=N` in the environment, the process kills itself (SIGKILL, as a
/// user's `kill -9` or a crash would) just before the N-th rename of a written file, counting from 1 across the
/// process. Tests and `popskin-stress` use it to stop a build at a chosen point; nothing else sets it.
enum RenameHook {
    static let environmentKey = "POPSKIN_TEST_KILL_AT_RENAME"

    private static let target: Int? = ProcessInfo.processInfo.environment[environmentKey].flatMap { Int($0) }
    private static let renames = Atomic<Int>(0)

    static func willRename() {
        guard let target else { return }
        if renames.add(1, ordering: .relaxed).newValue == target { kill(getpid(), SIGKILL) }
    }
}
