import Foundation
import PopskinCore
import PopskinGenerators
import PopskinPackages

/// One `theme build` as `build` and `watch` run it: the no-op answer from the last build's stamp, else the front
/// end, the build, its report and a new stamp. Prints; never throws for the build's own problems.
struct BuildRun {
    /// What happened.
    struct Outcome {
        /// An error was reported (or a named theme does not exist).
        var failed = false
        /// Files written or removed.
        var changed = 0
        var errors = 0
        /// The front end's result, nil when the stamp answered.
        var frontEnd: FrontEnd.Result?
    }

    /// The build plugin's fixed outputs instead of the manifest's: the theme files it declared (stems), the
    /// target's module and where its catalog goes (`module` or `main`).
    struct Plugin {
        var themes: [String]
        var module: String
        var bundle: String
    }

    var options: ProjectOptions
    var names: [String]
    var output: String?
    /// Whether the stamp of an unchanged build may answer.
    var answerFromStamp = true
    var plugin: Plugin?

    var root: String { URL(fileURLWithPath: options.project).standardizedFileURL.path }
    var base: String { output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root }

    func run() -> Outcome {
        let key = stampKey()
        if answerFromStamp, let results = NoOpStamp.answer(base: base, projectRoot: root, names: names, key: key) {
            if plugin == nil { Self.print(results) }
            return Outcome()
        }
        let started = NoOpStamp.now()
        let session = Session(options, validate: true)
        var outcome = Outcome(frontEnd: session.result)
        for name in names where (try? session.theme(named: name)) == nil { outcome.failed = true }
        guard !outcome.failed else { return outcome }
        var diagnostics = DiagnosticBag()
        var found: [Diagnostic] = []
        let build = ThemeBuild(outputs: plugin.map {
            PluginOutputs.specs(session.result.project, themes: $0.themes, module: $0.module, bundle: $0.bundle,
                                diagnostics: &found)
        })
        diagnostics.add(contentsOf: found)
        let results = diagnostics.hasErrors
            ? [] : build.run(session.result, names: names, base: base, diagnostics: &diagnostics)
        if plugin == nil { Self.print(results) }
        outcome.changed = results.reduce(0) { $0 + ($1.report?.written.count ?? 0) + $1.removed.count }
        if diagnostics.diagnostics.isEmpty {
            // Bookkeeping only: a stamp that cannot be written costs the next run its shortcut, nothing more.
            try? NoOpStamp.record(session.result, build: build, names: names, base: base, results: results, key: key,
                                  started: started)
        }
        outcome.errors = diagnostics.diagnostics.filter { $0.severity == .error }.count
        outcome.failed = (try? session.finish(diagnostics.sorted())) == nil
        return outcome
    }

    /// `--check`: compares and prints; true when everything is up to date and nothing stopped the check.
    func check() throws -> Bool {
        let session = Session(options, validate: true)
        for name in names { _ = try session.theme(named: name) }
        var diagnostics = DiagnosticBag()
        let results = ThemeBuild().check(session.result, names: names, base: base, fix: fixCommand(),
                                         diagnostics: &diagnostics)
        for result in results {
            Output.write("\(result.generator) → \(result.path): \(result.upToDate) up to date, \(result.stale.count) stale, "
                           + "\(result.missing.count) missing, \(result.extra.count) extra\n")
        }
        return (try? session.finish(diagnostics.sorted())) != nil
    }

    static func print(_ results: [ThemeBuild.OutputResult]) {
        for result in results {
            guard let report = result.report else { continue }
            let removed = result.removed.isEmpty ? "" : ", \(result.removed.count) removed"
            Output.write("\(result.generator) → \(result.path): \(report.written.count) written, "
                           + "\(report.unchanged.count) unchanged\(removed)\n")
        }
    }

    /// What besides the inputs a build's output depends on: this executable (a rebuilt popskin may generate other
    /// bytes) and the package cache it reads dependencies from.
    func stampKey() -> String {
        let settings = plugin.map { ["plugin", $0.module, $0.bundle] + $0.themes } ?? []
        return ([PopskinVersion.current, NoOpStamp.toolIdentity(), PackageCache.standard().root] + settings)
            .joined(separator: "|")
    }

    /// The command that brings the outputs up to date, as the user would type it.
    func fixCommand() -> String {
        var words = ["popskin", "theme", "build"] + names
        if options.project != "." { words += ["--project", options.project] }
        if let output { words += ["--output", output] }
        return words.joined(separator: " ")
    }
}
