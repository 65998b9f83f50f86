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
    }

    public init() {}

    /// Builds `names` (every concrete theme when empty) of a front-end result into `base` (the project root, or
    /// `--output`). Nothing is written when the inputs or any generator report an error.
    public func run(_ frontEnd: FrontEnd.Result, names: [String], base: String, diagnostics: inout DiagnosticBag)
        -> [OutputResult]
    {
        var found: [Diagnostic] = []
        let specs = OutputSpec.read(frontEnd.project.manifest, projectRoot: frontEnd.project.root, diagnostics: &found)
        let themes = frontEnd.registry.themes.filter { theme in
            !theme.isAbstract && theme.skin != nil && (names.isEmpty || names.contains(theme.name))
        }
        let templates = TemplateSet(projectRoot: frontEnd.project.root, folder: frontEnd.project.manifest.templatesFolder)
        let input = GeneratorInput(themes: themes, project: frontEnd.project, options: nil, templates: templates)
        var outputs: [(OutputSpec, [GeneratedFile])] = []
        for spec in specs {
            var specific = input
            specific.options = spec.options
            let output = spec.generator.generate(specific)
            found += output.diagnostics
            outputs.append((spec, output.files))
        }
        diagnostics.add(contentsOf: found)
        guard !diagnostics.hasErrors else { return [] }

        var results: [OutputResult] = []
        for (spec, files) in outputs {
            do {
                let report = try OutputWriter(root: base + "/" + spec.path).write(files)
                results.append(OutputResult(generator: spec.generator.name, path: spec.path, report: report))
            } catch {
                diagnostics.add(.error(.ioError, "\(spec.generator.name) → \(spec.path): \(error)", at: spec.location))
                results.append(OutputResult(generator: spec.generator.name, path: spec.path, report: nil))
            }
        }
        return results
    }
}
