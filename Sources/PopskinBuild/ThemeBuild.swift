import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources

/// `popskin theme build` on a front-end result: run each output's generator on the concrete themes it takes and
/// write its files through the confined, atomic `OutputWriter`.
public struct ThemeBuild: Sendable {
    /// What one output did.
    public struct OutputResult: Sendable {
        public var generator: String
        /// The folder written, relative to the base.
        public var path: String
        public var report: OutputWriter.Report?
        /// Files an earlier build wrote that this one no longer does, removed because nobody had changed them.
        public var removed: [String] = []
    }

    /// One output's generated files, before anything is written.
    struct Planned {
        var spec: OutputSpec
        /// The files this build owns (all, or the named themes' and the shared ones).
        var files: [GeneratedFile]
        var stamp: BuildStamp?
        /// The output's stamp as the last build left it (an external generator's records only its files).
        var recorded: BuildStamp?
        var external: Bool

        /// The last build's stamp where it may be reused and its files removed: a built-in generator's.
        var previous: BuildStamp? { external ? nil : recorded }
    }

    /// The outputs to build instead of the manifest's (the build plugin's fixed ones); nil for the manifest's.
    public var outputs: [OutputSpec]?

    public init(outputs: [OutputSpec]? = nil) {
        self.outputs = outputs
    }

    /// The outputs this build makes of `project`.
    public func specs(_ project: Project, diagnostics: DiagnosticSink) -> [OutputSpec] {
        outputs ?? OutputSpec.read(project.manifest, projectRoot: project.root, diagnostics: diagnostics)
    }

    /// Builds `names` (every concrete theme when empty) of a front-end result into `base` (the project root, or
    /// `--output`), reporting into `diagnostics` the problems that concern them (`found`: what the front end
    /// reported). Nothing is written when an error stops the build: any error for a build of all; for named themes,
    /// a global one (the manifest, tokens), while each named theme with errors of its own is left out. `progress`
    /// hears of each theme each output's generator finishes. `prepare` runs once the build knows it will write
    /// (a first build takes the lock there); when it says the plan is stale (another build wrote meanwhile), nothing
    /// is written and the result is nil: plan again.
    public func run(
        _ frontEnd: FrontEnd.Result, found: [Diagnostic], names: [String], base: String,
        diagnostics: DiagnosticSink, progress: ProgressCounter.Handler? = nil,
        prepare: () throws(BuildState.Failure) -> Bool = { true }
    ) -> [OutputResult]? {
        let state = BuildState(base: base)
        var selection = BuildSelection(frontEnd, found: found, names: names)
        // A build that an interruption left unfinished is redone whole, and its stray files found from its journal.
        let interrupted = state.journal()
        let plan = plan(frontEnd, &selection, state: state, reuseStamps: interrupted == nil, progress: progress)
        // A generator's error stops every build: its output for the other themes cannot be trusted either.
        let stopped =
            names.isEmpty
            ? diagnostics.hasErrors || selection.reported.contains { $0.severity == .error }
            : selection.blocked || plan.generatorFailed
        guard !stopped else {
            diagnostics.report(contentsOf: selection.reported)
            return []
        }
        do {
            guard try prepare() else { return nil }
        } catch {
            diagnostics.report(contentsOf: selection.reported)
            diagnostics.error(.ioError, "\(error)", at: nil)
            return []
        }
        diagnostics.report(contentsOf: selection.reported)
        var journal = interrupted ?? BuildJournal()
        journal.add(plan.planned)
        if !plan.planned.isEmpty {
            do {
                try state.begin(journal)
            } catch {
                diagnostics.error(.ioError, "cannot record the build's intent: \(error)", at: nil)
                return []
            }
        }
        var results = plan.skipped
        for output in plan.planned {
            results.append(
                write(
                    output, state: state, selection: selection, journal: journal, interrupted: interrupted,
                    diagnostics: diagnostics))
        }
        if results.allSatisfy({ $0.report != nil }) {
            do {
                try state.finish()
            } catch {
                diagnostics.error(.ioError, "cannot remove the build's journal: \(error)", at: nil)
            }
        }
        results.sort { (plan.order.firstIndex(of: $0.path) ?? 0) < (plan.order.firstIndex(of: $1.path) ?? 0) }
        return results
    }

    /// Writes one planned output and its stamp, then removes the files an earlier build (or an interrupted one,
    /// by `journal`) made that this one no longer makes and nobody has changed since.
    private func write(
        _ output: Planned, state: BuildState, selection: BuildSelection, journal: BuildJournal,
        interrupted: BuildJournal?,
        diagnostics: DiagnosticSink
    ) -> OutputResult {
        let spec = output.spec
        let folder = state.base + "/" + spec.path
        do {
            let writer = OutputWriter(root: folder)
            // Existing files it may replace: those the last build recorded, or an interrupted one was writing.
            var known = Set(interrupted?.files(of: spec.path) ?? [])
            if let recorded = output.recorded { known.formUnion(recorded.files.keys) }
            let report = try writer.write(output.files, owned: known.contains)
            if let stamp = output.stamp { try state.write(stamp, for: spec.path) }
            let produced = Set(output.files.map(\.path))
            let owns = { (theme: String?) in selection.owns(theme: theme, external: output.external) }
            let stale =
                (output.previous?.untouchedFiles(in: folder, notIn: produced).filter {
                    owns(output.previous?.themes[$0])
                } ?? []) + journal.leftovers(of: spec.path, in: folder, notIn: produced, owns: owns)
            let removed = try writer.remove(
                Array(Set(stale)), sweeping: interrupted != nil ? journal.folders(of: spec.path) : [])
            return OutputResult(generator: spec.generator.name, path: spec.path, report: report, removed: removed)
        } catch OutputWriter.Failure.unowned(let paths) {
            diagnostics.error(.outputUnowned, Self.unownedMessage(paths, of: spec), at: spec.location)
            return OutputResult(generator: spec.generator.name, path: spec.path, report: nil)
        } catch {
            diagnostics.error(.ioError, "\(spec.generator.name) → \(spec.path): \(error)", at: spec.location)
            return OutputResult(generator: spec.generator.name, path: spec.path, report: nil)
        }
    }

    /// The error for files a generator would replace that popskin did not write.
    static func unownedMessage(_ paths: [String], of spec: OutputSpec) -> String {
        let shown = paths.prefix(5).map { "`\(spec.path)/\($0)`" }.joined(separator: ", ")
        let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
        return """
            \(spec.generator.name) would replace \(shown)\(more), which popskin did not write (no build recorded \
            \(paths.count == 1 ? "it" : "them") and \(paths.count == 1 ? "it is" : "they are") not popskin's \
            output); nothing was written to `\(spec.path)`. Move or delete \
            \(paths.count == 1 ? "it" : "them"), or give this output a folder of its own
            """
    }

    /// Every output generated in memory: the planned writes, the outputs left as they were, the outputs' order
    /// in the manifest, and whether a generator reported an error.
    struct Plan {
        var planned: [Planned] = []
        var skipped: [OutputResult] = []
        var order: [String] = []
        var generatorFailed = false
    }

    /// Generates every output in memory. With `reuseStamps`, a built-in output whose inputs and files are as its
    /// stamp recorded is not generated again, and comes back as an unchanged result instead, reporting what its
    /// generator reported then.
    func plan(
        _ frontEnd: FrontEnd.Result, _ selection: inout BuildSelection, state: BuildState, reuseStamps: Bool,
        progress: ProgressCounter.Handler? = nil
    ) -> Plan {
        let found = DiagnosticSink()
        let specs = specs(frontEnd.project, diagnostics: found)
        let project = frontEnd.project
        let templates = TemplateSet(inputs: project.inputs, folder: project.manifest.templatesFolder)
        var plan = Plan(order: specs.map(\.path))
        let themes = selection.everyone.count
        let counter = ProgressCounter(total: specs.count * themes, handler: progress)
        // Generators never see themes the front end found in error: a theme that does not validate could crash one.
        // The build then says what validate would, generating nothing.
        guard !selection.blocked else {
            ProjectCheck.checkGenerators(frontEnd, specs: specs, templates: templates, diagnostics: found)
            selection.report(found.diagnostics)
            return plan
        }
        for spec in specs { spec.themes.check(against: frontEnd.registry, diagnostics: found) }
        let inputs = Self.inputsFingerprint(
            project, names: selection.names.map { $0.sorted() } ?? [], themes: selection.everyone)
        for (index, spec) in specs.enumerated() {
            defer { counter.advance(to: (index + 1) * themes) }
            let external = spec.generator is ExternalGenerator
            // A built-in generator whose inputs and files are as the stamp recorded has nothing to do.
            let fingerprint = external ? nil : Self.fingerprint(spec, inputs: inputs)
            let folder = state.base + "/" + spec.path
            let recorded = state.outputStamp(for: spec.path)
            if reuseStamps, let fingerprint, let stamp = recorded, stamp.fingerprint == fingerprint,
                let versions = stamp.intactVersions(in: folder)
            {
                found.report(contentsOf: stamp.diagnostics)
                plan.skipped.append(
                    OutputResult(
                        generator: spec.generator.name, path: spec.path,
                        report: OutputWriter.Report(unchanged: stamp.files.keys.sorted(), versions: versions)))
                continue
            }
            // An external generator is given the named themes only; a built-in one every theme, for shared files.
            // Each takes the themes its output names.
            let own = DiagnosticSink()
            let input = GeneratorInput(
                themes: spec.themes.filter(external ? selection.selected : selection.everyone),
                project: project, options: spec.options, templates: templates, diagnostics: own,
                selected: selection.names == nil ? nil : selection.selectedNames, progress: counter)
            let files = spec.generator.generate(input).filter { selection.owns(theme: $0.theme, external: external) }
            found.report(contentsOf: own.diagnostics)
            // A named build that leaves shared files as they were made files another build must not reuse; an
            // external generator's stamp is never reused, it records which files are popskin's.
            var stamp = BuildStamp(
                fingerprint: selection.sharesUpdate ? fingerprint ?? "" : "", files: files,
                diagnostics: own.diagnostics)
            if selection.names != nil, let recorded {
                // Other themes' files stay as the last build recorded them.
                stamp.keep(recorded, where: { !selection.owns(theme: $0, external: external) })
            }
            plan.planned.append(
                Planned(spec: spec, files: files, stamp: stamp, recorded: recorded, external: external))
        }
        plan.generatorFailed = found.hasErrors
        selection.report(found.diagnostics)
        return plan
    }

    /// Everything every built-in generator's output depends on, besides its own settings: every input the
    /// project's snapshot holds (themes, tokens, manifest, lock, templates, and every file of every image the
    /// themes name, read here if validation did not) and the themes asked for. A generator reads nothing else.
    static func inputsFingerprint(_ project: Project, names: [String], themes: [ResolvedTheme]) -> UInt64 {
        for skin in themes.compactMap(\.skin) { _ = skin.artFiles(in: project.inputs) }
        var state = project.inputs.digest
        ContentHash.add(names.joined(separator: "\0").utf8, into: &state)
        return state
    }

    static func fingerprint(_ spec: OutputSpec, inputs: UInt64) -> String {
        var state = inputs
        let options = spec.options.fingerprint
        let themes = (spec.themes.only.map { ["only"] + $0.map(\.name) } ?? []) + spec.themes.excluded.map(\.name)
        // The tool's identity as well as its version: a rebuilt popskin of the same version (a branch, a local
        // change) may generate other bytes, and must not keep outputs the old one made.
        ContentHash.add(
            (PopskinVersion.current + "\0" + Self.toolIdentity + "\0" + spec.generator.name + "\0"
                + options + "\0" + themes.joined(separator: "\0")).utf8, into: &state)
        return ContentHash.hex(state)
    }

    /// The running executable's path, size and time: a rebuilt tool may generate other bytes.
    static let toolIdentity: String = {
        let tool = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let version = FileVersion.current(tool)
        return "\(tool) \(version?.size ?? 0) \(version?.time ?? 0)"
    }()
}
