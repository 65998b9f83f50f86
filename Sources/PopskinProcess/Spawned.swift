import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child started with `posix_spawn`: standard input, output and error on pipes (our ends close on exec, so no
/// other child inherits them), the working directory changed in the child, its own process group (so a time limit
/// or an interruption ends what it started too), signals at their defaults and none blocked.
struct Spawned {
    /// Why a program could not be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    /// Our ends: write to `stdin`, read `stdout` and `stderr`.
    let stdin: Int32, stdout: Int32, stderr: Int32

    init(_ child: ChildProcess) throws {
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var pipes: [Int32] = []
        for _ in 0..<3 {
            guard let ends = Self.makePipe() else {
                let reason = String(cString: strerror(errno))
                for descriptor in pipes { close(descriptor) }
                throw Failure(description: "cannot make a pipe: \(reason)")
            }
            pipes += ends
        }
        // The child reads pipes[0] and writes pipes[3] and pipes[5].
        let (childIn, childOut, childErr) = (pipes[0], pipes[3], pipes[5])
        defer { for descriptor in [childIn, childOut, childErr] { close(descriptor) } }

        var actions = Self.noActions
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 0)
        posix_spawn_file_actions_adddup2(&actions, childOut, 1)
        posix_spawn_file_actions_adddup2(&actions, childErr, 2)
        guard let addChdir = Self.addChdir else {
            throw Failure(description: "this C library cannot change a spawned program's folder")
        }
        guard addChdir(&actions, child.workingDirectory) == 0 else {
            throw Failure(
                description: "cannot change to \(child.workingDirectory): \(String(cString: strerror(errno)))")
        }

        var attributes = Self.noAttributes
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = ProcessInfo.processInfo.environment.merging(child.environment) { _, new in new }
        let argv = ([child.executable] + child.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, child.executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            for descriptor in [pipes[1], pipes[2], pipes[4]] { close(descriptor) }
            throw Failure(description: "cannot start \(child.executable): \(String(cString: strerror(result)))")
        }
        (self.pid, stdin, stdout, stderr) = (pid, pipes[1], pipes[2], pipes[4])
    }

    /// A pipe (read end, write end) whose two ends close on exec (`dup2` in the child clears that on the copies it makes). `pipe2` is
    /// hidden behind `_GNU_SOURCE` too; between `pipe` and `fcntl` only a spawn elsewhere could copy the ends, and
    /// popskin's own spawns take turns (`spawning`).
    private static func makePipe() -> [Int32]? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    /// Held from making the pipes to the spawn, so no other child of ours inherits another's pipe (which would
    /// keep its reader from ever seeing the end of the output).
    private static let spawning = NSLock()

    // Darwin's spawn types are opaque pointers, glibc's and musl's structures.
    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private static var noActions: FileActions { nil }
    private static var noAttributes: posix_spawnattr_t? { nil }
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private static var noActions: FileActions { posix_spawn_file_actions_t() }
    private static var noAttributes: posix_spawnattr_t { posix_spawnattr_t() }
    #endif

    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<FileActions>, UnsafePointer<CChar>) -> Int32

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, musl 1.1.24, macOS 10.15). On Linux it is looked up at
    /// run time: the C library's header declares it only for `_GNU_SOURCE`, which Swift's Glibc module does not.
    private static let addChdir: AddChdir? = {
        #if canImport(Darwin)
        return { posix_spawn_file_actions_addchdir_np($0, $1) }
        #else
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
        #endif
    }()
}
