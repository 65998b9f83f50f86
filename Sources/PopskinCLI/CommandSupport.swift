import ArgumentParser
import Foundation
import PopskinCore
import PopskinPackages

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
        let installed = PackageManager(projectRoot: options.project).installedPackages()
        var result = FrontEnd().run(root: options.project, packages: installed.packages, validate: validate)
        result.diagnostics.add(contentsOf: installed.diagnostics)
        for (file, bytes) in installed.sources where result.project.sources[file] == nil { result.project.sources[file] = bytes }
        self.result = result
    }

    var registry: ThemeRegistry { result.registry }

    /// The named theme, or an exit after a did-you-mean.
    func theme(named name: String) throws -> ResolvedTheme {
        if let theme = registry[name] { return theme }
        let hint = Suggestion.hint(for: name, in: registry.themes.map(\.name))
        Output.error("popskin: error: no theme named '\(name)'\(hint)\n")
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
    let printer = DiagnosticPrinter(format: options.diagnosticsFormat,
                                    colored: !toStandardOutput && Output.standardErrorIsColorTerminal, sources: sources)
    if options.diagnosticsFormat == .json || !list.isEmpty {
        let text = printer.render(list)
        if toStandardOutput { Output.write(text) } else { Output.error(text) }
    }
    if list.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
}

/// Standard output and error.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var standardErrorIsColorTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(2) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
