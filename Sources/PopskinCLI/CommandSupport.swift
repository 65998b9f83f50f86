import ArgumentParser
import Foundation
import PopskinBuild
import PopskinConsole
import PopskinCore
import PopskinRuntime
import PopskinSources

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
    /// Where the command's problems go.
    let diagnostics = DiagnosticSink()

    /// Runs the front end with the project's fetched dependencies (read from the lock and the store, never the
    /// network). With `strict`, a problem in a token no theme uses is reported as found, not summed up.
    init(_ options: ProjectOptions, validate: Bool, strict: Bool = false) {
        self.options = options
        result = ProjectFrontEnd(projectRoot: options.project).run(
            validate: validate, tokenProblems: strict ? .all : .scopedToUse, shownProject: options.project,
            diagnostics: diagnostics)
        KeptUntilExit.keep(result)
    }

    var registry: ThemeRegistry { result.registry }

    /// The named theme, or an exit: after its file's errors when it failed to load, else after a did-you-mean.
    func theme(named name: String) throws -> ResolvedTheme {
        if let theme = registry[name] { return theme }
        if result.project.unloadedThemes[name] != nil {
            try finish(about: [name])
            throw ExitCode(1)
        }
        throw options.failure(ProjectBuild.noTheme(name, in: registry))
    }

    /// The theme's skin, or an exit after its errors (or, for an abstract theme that leaves required values to its
    /// heirs, after saying so).
    func skin(of theme: ResolvedTheme) throws -> Skin {
        if let skin = theme.skin { return skin }
        if !problems(about: [theme.name]).contains(where: { $0.severity == .error }) {
            diagnostics.error(
                .missingRequired,
                "theme '\(theme.name)' is abstract and does not set everything a skin needs; name one of its heirs",
                at: nil)
        }
        try finish(about: [theme.name])
        throw ExitCode(1)
    }

    /// The problems of a command about `names` (nil: every theme): theirs and those that stop every theme, and
    /// one line (OTHER-THEMES) for the rest (`ThemeScope`, the one rule). With `strict`, warnings are errors.
    func problems(about names: [String]?, strict: Bool = false) -> [Diagnostic] {
        let all = diagnostics.sorted(strict: strict)
        guard let names else { return all }
        let scope = ThemeScope(result, diagnostics: all)
        let (concerned, elsewhere) = scope.split(for: names)
        return concerned + (scope.summary(of: elsewhere, project: options.project).map { [$0] } ?? [])
    }

    /// Before a command about `names` (nil: every theme) writes anything: when one of their problems is an error,
    /// prints them and exits 1.
    func stopOnErrors(about names: [String]?) throws {
        let list = problems(about: names)
        guard list.contains(where: { $0.severity == .error }) else { return }
        try finish(list)
    }

    /// Prints the problems of a command about `names` (nil: every theme); throws exit code 1 when one is an error.
    func finish(about names: [String]?, strict: Bool = false, toStandardOutput: Bool = false) throws {
        try finish(problems(about: names, strict: strict), strict: strict, toStandardOutput: toStandardOutput)
    }

    /// Prints `diagnostics` (all of the run's by default) to standard error, or to standard output when
    /// `toStandardOutput` (for `validate --diagnostics-format json`, whose only output they are).
    /// Throws exit code 1 when any is an error.
    func finish(_ diagnostics: [Diagnostic]? = nil, strict: Bool = false, toStandardOutput: Bool = false) throws {
        try report(
            diagnostics ?? self.diagnostics.sorted(strict: strict), options: options,
            sources: result.project.sources, toStandardOutput: toStandardOutput)
    }
}

/// Prints `list` (already sorted) to standard error, or standard output when `toStandardOutput`; in JSON even when
/// empty. Throws exit code 1 when any is an error.
func report(_ list: [Diagnostic], options: ProjectOptions, sources: [String: [UInt8]], toStandardOutput: Bool = false)
    throws
{
    let clean = Output.diagnostics(
        list, format: options.diagnosticsFormat, sources: sources,
        toStandardOutput: toStandardOutput)
    if !clean { throw ExitCode(1) }
}

extension ProjectOptions {
    /// Prints a problem of the command itself (a name it does not know, a file it cannot write), which belongs to
    /// no source file, in the chosen diagnostics format; returns the exit to throw.
    func failure(_ id: DiagnosticID, _ message: String) -> ExitCode {
        failure(.error(id, message, at: nil))
    }

    /// Prints `diagnostic` the same way; returns the exit to throw.
    func failure(_ diagnostic: Diagnostic) -> ExitCode {
        _ = try? report([diagnostic], options: self, sources: [:])
        return ExitCode(1)
    }

    /// Writes `bytes` to the file `path` names (relative to the current folder), or exits after an IO-ERROR that
    /// says why: most often a folder that does not exist, which is not created.
    func writeFile(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            let shown = (path as NSString).deletingLastPathComponent
            throw failure(
                .ioError,
                "cannot write \(path): the folder \(shown.isEmpty ? "." : shown) does not exist; "
                    + "create it first")
        }
        do throws(ReplacedFile.Failure) {
            try ReplacedFile.write(bytes, to: path)
        } catch {
            throw failure(.ioError, "cannot write \(TerminalText.inline(path)): \(error.reason)")
        }
    }
}

/// `--scale` for commands that draw images (render, preview): one rule, help and error.
struct ScaleOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3, the scales of iOS screens and asset catalogs.") var scale: Int = 2

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }
}

/// `--appearance`: the appearance to draw or print, or all four.
struct AppearanceOptions: ParsableArguments {
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case light, dark
        case lightHighContrast = "light-high-contrast"
        case darkHighContrast = "dark-high-contrast"
        case all
    }

    @Option(
        help:
            "light, dark, light-high-contrast, dark-high-contrast, or all (each a colour resolves to, with its fallbacks)."
    )
    var appearance: Choice?

    /// The one appearance named (nil for none, or all).
    var single: SkinAppearance? { appearance.flatMap { SkinAppearance(rawValue: $0.rawValue) } }

    /// The appearances asked for, in order; nil stands for the colours for any appearance (none named).
    var chosen: [SkinAppearance?] { appearance == .all ? SkinAppearance.allCases : [single] }

    /// What to say when an appearance is named for themes none of whose colours change with it (not a problem, so
    /// a note beside the command's result rather than a diagnostic); nil otherwise.
    func note(_ themes: [(name: String, skin: Skin)]) -> String? {
        guard let appearance, !themes.isEmpty, themes.allSatisfy({ $0.skin.appearances.isEmpty }) else { return nil }
        let who =
            themes.count == 1 ? "'\(themes[0].name)' has one appearance" : "none of these themes varies by appearance"
        let what = appearance == .all ? "the same colours four times" : "the same colours"
        return "\(who): --appearance \(appearance.rawValue) draws \(what)"
    }
}
