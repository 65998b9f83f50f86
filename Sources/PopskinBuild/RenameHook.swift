import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Test hooks on the renames a build makes, counted from 1 across the process. With `POPSKIN_TEST_KILL_AT_RENAME=N`
/// in the environment the process kills itself (SIGKILL, as a user's `kill -9` or a crash would) just before the
/// N-th rename; with `POPSKIN_TEST_PAUSE_AT_RENAME=N:MS` it sleeps MS milliseconds before it (a slow disk, another
/// build overlapping this one). Tests and `popskin-stress` use them to stop or hold a build at a chosen point;
/// nothing else sets them.
enum RenameHook {
    static let environmentKey = "POPSKIN_TEST_KILL_AT_RENAME"
    static let pauseKey = "POPSKIN_TEST_PAUSE_AT_RENAME"

    private static let target: Int? = ProcessInfo.processInfo.environment[environmentKey].flatMap { Int($0) }
    private static let pause: (rename: Int, milliseconds: UInt32)? = {
        let parts = ProcessInfo.processInfo.environment[pauseKey]?.split(separator: ":") ?? []
        guard parts.count == 2, let rename = Int(parts[0]), let milliseconds = UInt32(parts[1]) else { return nil }
        return (rename, milliseconds)
    }()
    private static let renames = Atomic<Int>(0)

    static func willRename() {
        guard target != nil || pause != nil else { return }
        let count = renames.add(1, ordering: .relaxed).newValue
        if count == target { kill(getpid(), SIGKILL) }
        if let pause, count == pause.rename { usleep(pause.milliseconds * 1000) }
    }
}
