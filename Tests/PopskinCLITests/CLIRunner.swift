import Foundation
import PopskinTestSupport

/// Runs the built `popskin` executable, as a user would.
enum CLIRunner {
    static func fixture(_ name: String) -> String {
        TestPaths.repositoryRoot.appendingPathComponent("Tests/PopskinCLITests/Fixtures/\(name)").path
    }

    /// Runs `popskin ARGUMENTS` (without colour); `environment` adds to (or replaces) the inherited variables.
    static func run(
        _ arguments: [String], in directory: String? = nil, environment extra: [String: String] = [:],
        timeout: Double = 600
    ) throws -> TestProcess.Outcome {
        try TestProcess.run(
            TestPaths.productsDirectory.appendingPathComponent("popskin").path, arguments, in: directory,
            environment: ["NO_COLOR": "1"].merging(extra) { _, given in given }, timeout: timeout)
    }

    /// `run`, failing the test after 10 s instead of hanging it: a limit for what must not block or decode, not a
    /// measurement (a loaded machine takes seconds over what an idle one does in a tenth of one).
    static func limited(_ arguments: [String]) throws -> TestProcess.Outcome {
        try run(arguments, timeout: 10)
    }

    /// `limited`, with the address space capped at 512 MiB (`ulimit -v`): an input that would exhaust memory makes
    /// the run fail (the allocation aborts) instead of the machine swap.
    static func bounded(_ arguments: [String], in directory: String? = nil) throws -> TestProcess.Outcome {
        let popskin = TestPaths.productsDirectory.appendingPathComponent("popskin").path
        return try TestProcess.run(
            "/bin/sh", ["-c", "ulimit -v 524288 && exec \"$0\" \"$@\"", popskin] + arguments, in: directory,
            environment: ["NO_COLOR": "1"], timeout: 10)
    }
}
