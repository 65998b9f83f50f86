import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinPackages

/// Printing lives in PopskinConsole, which the lean `popskin-build` tool shares.
typealias Output = PopskinConsole.Output

/// Options every project command takes.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (holding popskin.yaml or themes/).")
    var project: String = "."

    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text or json.")
    var diagnosticsFormat: DiagnosticPrinter.Format = .text
}

extension DiagnosticPrinter.Format: ExpressibleByArgument {}

/// Runs the front end for a command and prints what it found.
struct Session {
    let options: ProjectOptions
    let result: FrontEnd.Result

    /// Runs the front end with the project's fetched dependencies (read from the lock and the store, never the
    /// network).
    init(_ options: ProjectOptions, validate: Bool) {
        self.options = options
        result = PackageManager(projectRoot: options.project).frontEnd(validate: validate)
        KeptUntilExit.keep(result)
    }

    var registry: ThemeRegistry { result.registry }

    /// The named theme, or an exit after a did-you-mean.
    func theme(named name: String) throws -> ResolvedTheme {
        if let theme = registry[name] { return theme }
        Output.error(BuildRun.noTheme(name, in: registry))
        throw ExitCode(1)
    }

    /// Prints `diagnostics` (all of the run's by default) to standard error, or to standard output when
    /// `toStandardOutput` (for `validate --diagnostics-format json`, whose only output they are).
    /// Throws exit code 1 when any is an error.
    func finish(_ diagnostics: [Diagnostic]? = nil, strict: Bool = false, toStandardOutput: Bool = false) throws {
        try report(diagnostics ?? result.diagnostics.sorted(strict: strict), options: options,
                   sources: result.project.sources, toStandardOutput: toStandardOutput)
    }
}

/// Prints `list` (already sorted) to standard error, or standard output when `toStandardOutput`; in JSON even when
/// empty. Throws exit code 1 when any is an error.
func report(_ list: [Diagnostic], options: ProjectOptions, sources: [String: [UInt8]], toStandardOutput: Bool = false)
    throws
{
    let clean = Output.diagnostics(list, format: options.diagnosticsFormat, sources: sources,
                                   toStandardOutput: toStandardOutput)
    if !clean { throw ExitCode(1) }
}
