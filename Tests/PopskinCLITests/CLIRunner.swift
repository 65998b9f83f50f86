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
}
