import Foundation
import PopskinCore
import PopskinGenerators
import PopskinInstalledPackages
import PopskinSources

/// One `theme build` as `popskin theme build`, `theme watch` and the build plugin's `popskin-build` run it: the
/// no-op answer from the last build's stamp, else the front end, the build and a new stamp. The one API every
/// caller builds through. Prints nothing; what happened is its `Outcome`.
public struct ProjectBuild: Sendable {
    /// What happened.
    public struct Outcome: Sendable {
        /// Each output's result, in the manifest's order.
        public var results: [ThemeBuild.OutputResult] = []
        /// Every problem reported (`failed` says whether one stops the build).
        public var diagnostics = DiagnosticSink()
        /// The files the problems quote.
        public var sources: [String: [UInt8]] = [:]
        /// The front end's result, nil when the stamp answered.
        public var frontEnd: FrontEnd.Result?
        /// An external generator ran: its output may depend on anything, so no stamp can answer for the build.
        var external = false

        /// An error was reported (a named theme that does not exist among them).
        public var failed: Bool { diagnostics.hasErrors }
        /// Files written or removed.
        public var changed: Int { results.reduce(0) { $0 + ($1.report?.written.count ?? 0) + $1.removed.count } }
    }

    /// The build plugin's fixed outputs instead of the manifest's: the theme files it declared (stems), the
    /// target's module and where its catalog goes (`module` or `main`).
    public struct Plugin: Sendable {
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
    /// Whether the stamp of an unchanged build may answer.
    public var answerFromStamp = true
    /// Set for the build plugin's run.
    public var plugin: Plugin?

    /// A build of `names` (all when empty) of the project in `project`.
    public init(project: String, names: [String] = [], output: String? = nil) {
        self.project = project
        self.names = names
        self.output = output
    }

    /// The project folder, absolute.
    public var root: String { URL(fileURLWithPath: project).standardizedFileURL.path }
    var base: String { output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root }

    /// Builds; `progress` hears of each theme each output finishes. Builds into one base take turns (`BuildLock`):
    /// when another holds it, `waiting` hears who, and this waits. An unchanged build is answered from the last
    /// one's stamp, its problems reported again.
    public func run(progress: ProgressCounter.Handler? = nil, waiting: (BuildLock.Holder) -> Void = { _ in })
        -> Outcome
    {
        var outcome = Outcome()
        let state = BuildState(base: base)
        // Taken before anything is read once something was built here; a first build takes it once it knows it will
        // write, and plans again if another build wrote meanwhile.
        var lock: BuildLock?
        do {
            lock = try state.lockIfBuilt(waiting: waiting)
        } catch {
            outcome.diagnostics.error(.ioError, "\(error)", at: nil)
            return outcome
        }
        defer { withExtendedLifetime(lock) {} }
        let key = stampKey()
        if answerFromStamp, let replay = NoOpStamp.answer(state: state, projectRoot: root, names: names, key: key) {
            outcome.results = replay.results
            outcome.diagnostics.report(contentsOf: replay.diagnostics)
            outcome.sources = replay.sources
            return outcome
        }
        while true {
            let planned = state.generation()
            let attempt = build(progress: progress) { () throws(BuildState.Failure) -> Bool in
                guard lock == nil else { return true }
                lock = try state.lock(waiting: waiting)
                return state.generation() == planned
            }
            if let attempt { return record(attempt, state: state, key: key) }
        }
    }

    /// One reading of the project and its build; nil when `prepare` found the plan stale.
    private func build(progress: ProgressCounter.Handler?, prepare: () throws(BuildState.Failure) -> Bool)
        -> Outcome?
    {
        var outcome = Outcome()
        let found = DiagnosticSink()
        let frontEnd = ProjectFrontEnd(projectRoot: project).run(diagnostics: found)
        outcome.frontEnd = frontEnd
        outcome.sources = frontEnd.project.sources
        guard reportUnknownNames(in: frontEnd, into: outcome.diagnostics) else { return outcome }
        // The outputs read once, their options typed; their problems go with the front end's.
        let specs =
            plugin.map {
                PluginOutputs.specs(
                    frontEnd.project, themes: $0.themes, module: $0.module, bundle: $0.bundle, diagnostics: found)
            }
            ?? OutputSpec.read(frontEnd.project.manifest, projectRoot: frontEnd.project.root, diagnostics: found)
        let build = ThemeBuild(outputs: specs)
        outcome.external = specs.contains { $0.generator is ExternalGenerator }
        guard
            let results = build.run(
                frontEnd, found: found.diagnostics, names: names, base: base, diagnostics: outcome.diagnostics,
                progress: progress, prepare: prepare)
        else { return nil }
        outcome.results = results
        return outcome
    }

    /// Records a finished build for the next identical run to answer from (with the problems it reported), when it
    /// wrote every output and stopped at no error. Bookkeeping only: a stamp that cannot be written costs the next
    /// run its shortcut, nothing more.
    private func record(_ outcome: Outcome, state: BuildState, key: String) -> Outcome {
        guard let frontEnd = outcome.frontEnd, !outcome.diagnostics.hasErrors, !outcome.results.isEmpty else {
            return outcome
        }
        let stamp = NoOpStamp(
            key: key, inputs: frontEnd.project.inputs, external: outcome.external,
            base: base, results: outcome.results, diagnostics: outcome.diagnostics.sorted(),
            sources: outcome.sources)
        if let stamp { try? state.write(stamp, projectRoot: root, names: names) }
        return outcome
    }

    /// `--check`: compares what the build would write with what is there; writes nothing. `fix` is the command
    /// that brings the outputs up to date, for the messages.
    public func check(fix: String, waiting: (BuildLock.Holder) -> Void = { _ in }) -> (
        results: [ThemeBuild.CheckResult], outcome: Outcome
    ) {
        var outcome = Outcome()
        // Not beside a build: it would compare half-written outputs. A folder that cannot hold the lock (read-only)
        // is still checked: nothing here writes.
        let lock = try? BuildState(base: base).lockIfBuilt(mode: .shared, waiting: waiting)
        defer { withExtendedLifetime(lock) {} }
        let found = DiagnosticSink()
        let frontEnd = ProjectFrontEnd(projectRoot: project).run(diagnostics: found)
        outcome.frontEnd = frontEnd
        outcome.sources = frontEnd.project.sources
        guard reportUnknownNames(in: frontEnd, into: outcome.diagnostics) else { return ([], outcome) }
        let results = ThemeBuild().check(
            frontEnd, found: found.diagnostics, names: names, base: base, fix: fix, diagnostics: outcome.diagnostics)
        return (results, outcome)
    }

    /// The error for a theme name the registry lacks, with a did-you-mean. It belongs to no source file.
    public static func noTheme(_ name: String, in registry: ThemeRegistry) -> Diagnostic {
        .error(
            .unknownName, "no theme named '\(name)'\(Suggestion.hint(for: name, in: registry.themes.map(\.name)))",
            at: nil)
    }

    /// Reports every name in `names` that no theme file has, all at once; true when there are none. A theme whose
    /// file failed to load is known: the build reports its file's errors and builds the other named themes.
    private func reportUnknownNames(in frontEnd: FrontEnd.Result, into diagnostics: DiagnosticSink) -> Bool {
        let unknown = names.filter { frontEnd.registry[$0] == nil && frontEnd.project.unloadedThemes[$0] == nil }
        diagnostics.report(contentsOf: unknown.map { Self.noTheme($0, in: frontEnd.registry) })
        return unknown.isEmpty
    }

    /// What besides the inputs a build's output depends on: this executable (a rebuilt popskin may generate other
    /// bytes), the package cache it reads dependencies from, and the plugin's settings.
    func stampKey() -> String {
        let settings = plugin.map { ["plugin", $0.module, $0.bundle] + $0.themes } ?? []
        return ([PopskinVersion.current, ThemeBuild.toolIdentity, PackageCache.standard().root] + settings)
            .joined(separator: "|")
    }

    /// The command that brings the outputs up to date, as the user would type it.
    public func fixCommand() -> String {
        var words = ["popskin", "theme", "build"] + names
        if project != "." { words += ["--project", project] }
        if let output { words += ["--output", output] }
        return words.joined(separator: " ")
    }
}
