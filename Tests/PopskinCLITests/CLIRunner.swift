import Foundation
import PopskinTestSupport

/// Runs the built `popskin` executable, as a user would.
enum CLIRunner {
    static func fixture(_ name: String) -> String {
        TestPaths.repositoryRoot.appendingPathComponent("Tests/PopskinCLITests/Fixtures/\(name)").path
    }

    /// Runs `popskin ARGUMENTS` (without colour); `environment` adds to (or replaces) the inherited variables.
    static func run(_ arguments: [String], in directory: String? = nil, environment extra: [String: String] = [:])
        throws
        -> TestProcess.Outcome
    {
        try TestProcess.run(
            TestPaths.productsDirectory.appendingPathComponent("popskin").path, arguments, in: directory,
            environment: ["NO_COLOR": "1"].merging(extra) { _, given in given })
    }
}
