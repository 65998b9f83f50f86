import Foundation
import PopskinCore
import PopskinGenerators
import PopskinInstalledPackages

/// One `theme build` as `popskin theme build`, `popskin theme watch` and the build plugin's `popskin-build` run it:
/// the no-op answer from the last build's stamp, else the front end, the build, its report and a new stamp.
/// Prints; never throws for the build's own problems.
public struct BuildRun {
    /// What happened.
    public struct Outcome {
        /// An error was reported (or a named theme does not exist).
        public var failed = false
        /// Files written or removed.
        public var changed = 0
        public var errors = 0
        /// The front end's result, nil when the stamp answered.
        public var frontEnd: FrontEnd.Result?
    }

    /// The build plugin's fixed outputs instead of the manifest's: the theme files it declared (stems), the
    /// target's module and where its catalog goes (`module` or `main`).
    public struct Plugin {
        public var themes: [String]
        public var module: String
        public var bundle: String

        public init(themes: [String], module: String, bundle: String) {
            self.themes = themes
            self.module = module
            self.bundle = bundle
        }
    }

    /// The project folder, as given.
    public var project: String
    /// The themes to build; all when empty.
    public var names: [String]
    /// `--output`: the folder the outputs' paths are under instead of the project's.
    public var output: String?
    /// How diagnostics are printed.
    public var format: DiagnosticPrinter.Format
    /// Whether the stamp of an unchanged build may answer.
    public var answerFromStamp = true
    /// Set for the build plugin's run.
    public var plugin: Plugin?

    /// A build of `names` (all when empty) of the project in `project`.
    public init(project: String, names: [String] = [], output: String? = nil, format: DiagnosticPrinter.Format = .text)
    {
        self.project = project
        self.names = names
        self.output = output
        self.format = format
    }

    /// The project folder, absolute.
    public var root: String { URL(fileURLWithPath: project).standardizedFileURL.path }
    var base: String { output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root }

    /// Builds, printing the outputs' summary (not for the plugin) and the diagnostics.
    public func run() -> Outcome {
        let key = stampKey()
        if answerFromStamp, let results = NoOpStamp.answer(base: base, projectRoot: root, names: names, key: key) {
            if plugin == nil { Self.print(results) }
            return Outcome()
        }
        let started = NoOpStamp.now()
        let frontEnd = PackageManager(projectRoot: project).frontEnd()
        KeptUntilExit.keep(frontEnd)
        var outcome = Outcome(frontEnd: frontEnd)
        guard reportUnknownNames(in: frontEnd) else {
            outcome.failed = true
            return outcome
        }
        var diagnostics = DiagnosticBag()
        var found: [Diagnostic] = []
        let build = ThemeBuild(
            outputs: plugin.map {
                PluginOutputs.specs(
                    frontEnd.project, themes: $0.themes, module: $0.module, bundle: $0.bundle, diagnostics: &found)
            })
        diagnostics.add(contentsOf: found)
        // The plugin's tool runs under the build system, which shows no progress line.
        let progress = ProgressLine("build", enabled: plugin == nil && Output.standardErrorIsTerminal)
        let results =
            diagnostics.hasErrors
            ? [] : build.run(frontEnd, names: names, base: base, diagnostics: &diagnostics, progress: progress.handler)
        progress.finish()
        if plugin == nil { Self.print(results) }
        outcome.changed = results.reduce(0) { $0 + ($1.report?.written.count ?? 0) + $1.removed.count }
        if diagnostics.diagnostics.isEmpty {
            // Bookkeeping only: a stamp that cannot be written costs the next run its shortcut, nothing more.
            try? NoOpStamp.record(
                frontEnd, build: build, names: names, base: base, results: results, key: key,
                started: started)
        }
        outcome.errors = diagnostics.diagnostics.filter { $0.severity == .error }.count
        outcome.failed = !Output.diagnostics(diagnostics.sorted(), format: format, sources: frontEnd.project.sources)
        return outcome
    }

    /// `--check`: compares and prints; true when everything is up to date and nothing stopped the check.
    public func check() -> Bool {
        let frontEnd = PackageManager(projectRoot: project).frontEnd()
        guard reportUnknownNames(in: frontEnd) else { return false }
        var diagnostics = DiagnosticBag()
        let results = ThemeBuild().check(
            frontEnd, names: names, base: base, fix: fixCommand(), diagnostics: &diagnostics)
        for result in results {
            Output.write(
                "\(result.generator) → \(result.path): \(result.upToDate) up to date, \(result.stale.count) stale, "
                    + "\(result.missing.count) missing, \(result.extra.count) extra\n")
        }
        return Output.diagnostics(diagnostics.sorted(), format: format, sources: frontEnd.project.sources)
    }

    static func print(_ results: [ThemeBuild.OutputResult]) {
        for result in results {
            guard let report = result.report else { continue }
            let removed = result.removed.isEmpty ? "" : ", \(result.removed.count) removed"
            Output.write(
                "\(result.generator) → \(result.path): \(report.written.count) written, "
                    + "\(report.unchanged.count) unchanged\(removed)\n")
        }
    }

    /// The error for a theme name the registry lacks, with a did-you-mean. It belongs to no source file.
    public static func noTheme(_ name: String, in registry: ThemeRegistry) -> Diagnostic {
        .error(
            .unknownName, "no theme named '\(name)'\(Suggestion.hint(for: name, in: registry.themes.map(\.name)))",
            at: nil)
    }

    /// Prints every name in `names` that no theme file has, all at once; true when there are none. A theme whose
    /// file failed to load is known: the build reports its file's errors and builds the other named themes.
    private func reportUnknownNames(in frontEnd: FrontEnd.Result) -> Bool {
        let unknown = names.filter { frontEnd.registry[$0] == nil && frontEnd.project.unloadedThemes[$0] == nil }
            .map { Self.noTheme($0, in: frontEnd.registry) }
        return unknown.isEmpty || Output.diagnostics(unknown, format: format, sources: [:])
    }

    /// What besides the inputs a build's output depends on: this executable (a rebuilt popskin may generate other
    /// bytes), the package cache it reads dependencies from, and the plugin's settings.
    func stampKey() -> String {
        let settings = plugin.map { ["plugin", $0.module, $0.bundle] + $0.themes } ?? []
        return ([PopskinVersion.current, NoOpStamp.toolIdentity(), PackageCache.standard().root] + settings)
            .joined(separator: "|")
    }

    /// The command that brings the outputs up to date, as the user would type it.
    func fixCommand() -> String {
        var words = ["popskin", "theme", "build"] + names
        if project != "." { words += ["--project", project] }
        if let output { words += ["--output", output] }
        return words.joined(separator: " ")
    }
}
