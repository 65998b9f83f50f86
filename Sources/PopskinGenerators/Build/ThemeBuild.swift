import Foundation
import PopskinCore

/// `popskin theme build` as one call: run each output's generator on the concrete themes and write its files
/// through the confined, atomic `OutputWriter`.
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

    public init() {}

    /// Builds `names` (every concrete theme when empty) of a front-end result into `base` (the project root, or
    /// `--output`). Nothing is written when the inputs or any generator report an error. `progress` hears of each
    /// theme each output's generator finishes.
    public func run(
        _ frontEnd: FrontEnd.Result, names: [String], base: String, diagnostics: inout DiagnosticBag,
        progress: ProgressCounter.Handler? = nil
    ) -> [OutputResult] {
        var found: [Diagnostic] = []
        let specs = OutputSpec.read(frontEnd.project.manifest, projectRoot: frontEnd.project.root, diagnostics: &found)
        let themes = frontEnd.registry.themes.filter { theme in
            // A dependency's themes are inherited from, not generated: the project builds its own.
            !theme.isAbstract && theme.skin != nil && theme.package == nil && (names.isEmpty || names.contains(theme.name))
        }
        let templates = TemplateSet(projectRoot: frontEnd.project.root, folder: frontEnd.project.manifest.templatesFolder)
        let input = GeneratorInput(themes: themes, project: frontEnd.project, options: nil, templates: templates)
        let inputs = Self.inputsFingerprint(frontEnd.project, templates: templates, names: names, themes: themes)
        var outputs: [(spec: OutputSpec, files: [GeneratedFile], stamp: BuildStamp?, previous: BuildStamp?)] = []
        var skipped: [OutputResult] = []
        let counter = ProgressCounter(total: specs.count * themes.count, handler: progress)
        for (index, spec) in specs.enumerated() {
            defer { counter.advance(to: (index + 1) * themes.count) }
            // A built-in generator whose inputs and files are as the stamp recorded has nothing to do.
            let fingerprint = spec.generator is ExternalGenerator ? nil : Self.fingerprint(spec, inputs: inputs)
            let folder = base + "/" + spec.path
            let previous = fingerprint == nil ? nil : BuildStamp.read(base: base, outputPath: spec.path)
            if let fingerprint, let stamp = previous, stamp.fingerprint == fingerprint, stamp.filesAreIntact(in: folder) {
                skipped.append(OutputResult(generator: spec.generator.name, path: spec.path,
                                            report: OutputWriter.Report(written: [], unchanged: stamp.files.keys.sorted())))
                continue
            }
            var specific = input
            specific.options = spec.options
            specific.progress = counter
            let output = spec.generator.generate(specific)
            found += output.diagnostics
            outputs.append((spec, output.files, fingerprint.map { BuildStamp(fingerprint: $0, files: output.files) }, previous))
        }
        diagnostics.add(contentsOf: found)
        guard !diagnostics.hasErrors else { return [] }

        var results = skipped
        for (spec, files, stamp, previous) in outputs {
            do {
                let writer = OutputWriter(root: base + "/" + spec.path)
                let report = try writer.write(files)
                if let stamp {
                    _ = try OutputWriter(root: base + "/" + BuildStamp.folder).write([stamp.file(forOutput: spec.path)])
                }
                let stale = previous?.untouchedFiles(in: base + "/" + spec.path, notIn: Set(files.map(\.path))) ?? []
                let removed = try writer.remove(stale)
                results.append(OutputResult(generator: spec.generator.name, path: spec.path, report: report,
                                            removed: removed))
            } catch {
                diagnostics.add(.error(.ioError, "\(spec.generator.name) → \(spec.path): \(error)", at: spec.location))
                results.append(OutputResult(generator: spec.generator.name, path: spec.path, report: nil))
            }
        }
        let order = specs.map(\.path)
        results.sort { (order.firstIndex(of: $0.path) ?? 0) < (order.firstIndex(of: $1.path) ?? 0) }
        return results
    }

    /// Everything every built-in generator's output depends on, besides its own settings: each input file's path
    /// and bytes (themes, tokens, manifest), every file of every image `themes` name (all scales present), the
    /// templates and the themes asked for. (A generator that reads more must add it here.)
    static func inputsFingerprint(_ project: Project, templates: TemplateSet, names: [String], themes: [ResolvedTheme])
        -> UInt64
    {
        var state = BuildStamp.offsetBasis
        for (path, bytes) in project.sources.sorted(by: { $0.key < $1.key }) {
            BuildStamp.hash(path.utf8 + [0], into: &state)
            BuildStamp.hash(bytes, into: &state)
        }
        for (path, absolute) in imageFiles(of: themes, projectRoot: project.root) {
            // An unreadable file hashes as empty; the generator will report it.
            let bytes = FileManager.default.contents(atPath: absolute).map { [UInt8]($0) } ?? []
            BuildStamp.hash(path.utf8 + [0], into: &state)
            BuildStamp.hash(bytes, into: &state)
        }
        for name in templates.names { BuildStamp.hash(name.utf8 + [0] + templates.texts[name]!.text.utf8, into: &state) }
        BuildStamp.hash(names.joined(separator: "\0").utf8, into: &state)
        return state
    }

    /// The files, at every scale present, of every image the themes' skins name (as shown, and on disk); sorted,
    /// each once.
    static func imageFiles(of themes: [ResolvedTheme], projectRoot: String) -> [(path: String, absolute: String)] {
        var images: [ImageReference] = []
        for skin in themes.compactMap(\.skin) {
            images += [skin.arrow.image, skin.background.image].compactMap { $0 }
            images += skin.background.variants.values.map(\.image)
        }
        let files = images.flatMap { ScaledImageFiles($0, projectRoot: projectRoot).files.map { ($0.path, $0.absolute) } }
        return Dictionary(files, uniquingKeysWith: { first, _ in first }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func fingerprint(_ spec: OutputSpec, inputs: UInt64) -> String {
        var state = inputs
        let options = spec.options.map { JSONWriter.render(ThemeEncoding.encode($0)) } ?? ""
        BuildStamp.hash((PopskinGeneratorsVersion.current + "\0" + spec.generator.name + "\0" + options).utf8, into: &state)
        return BuildStamp.hex(state)
    }
}
