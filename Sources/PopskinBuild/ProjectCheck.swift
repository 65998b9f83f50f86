import PopskinCore
import PopskinGenerators
import PopskinSources

/// What `theme validate` checks beyond the themes, so that it says what `theme build` would: the manifest's outputs
/// (each generator, its options, its path, the themes it names), the project's templates, and what each generator
/// reports about the themes it takes (Swift names that clash, what QMUI cannot show). Generates nothing.
public enum ProjectCheck {
    /// Reports into `diagnostics`; `outputs` replaces the manifest's (the build plugin's fixed ones).
    public static func check(_ frontEnd: FrontEnd.Result, outputs: [OutputSpec]? = nil, diagnostics: DiagnosticSink) {
        let project = frontEnd.project
        let specs = outputs ?? OutputSpec.read(project.manifest, projectRoot: project.root, diagnostics: diagnostics)
        let templates = TemplateSet(inputs: project.inputs, folder: project.manifest.templatesFolder)
        checkGenerators(frontEnd, specs: specs, templates: templates, diagnostics: diagnostics)
    }

    /// The templates' problems, the themes each output names, and each generator's own check of the themes it
    /// takes: what a build stopped by the front end's errors still says, so that it says what validate says.
    static func checkGenerators(
        _ frontEnd: FrontEnd.Result, specs: [OutputSpec], templates: TemplateSet, diagnostics: DiagnosticSink
    ) {
        let project = frontEnd.project
        diagnostics.report(contentsOf: templates.problems.map(\.diagnostic))
        let concrete = frontEnd.registry.themes.filter { !$0.isAbstract && $0.package == nil && $0.skin != nil }
        for spec in specs {
            spec.themes.check(against: frontEnd.registry, diagnostics: diagnostics)
            let input = GeneratorInput(
                themes: spec.themes.filter(concrete), project: project, options: spec.options,
                templates: templates, diagnostics: diagnostics)
            spec.generator.check(input)
        }
    }
}

extension ThemeFilter {
    /// Reports each name that is no concrete theme of the project: unknown (with a did-you-mean), abstract, or a
    /// dependency's (a build generates the project's own themes only).
    func check(against registry: ThemeRegistry, diagnostics: DiagnosticSink) {
        for (name, location) in listed {
            guard let theme = registry[name] else {
                let offer = Suggestion.offer(for: name, in: registry.themes.map(\.name), at: location)
                diagnostics.error(.unknownName, "no theme named '\(name)'" + offer.hint, at: location, fix: offer.fix)
                continue
            }
            if theme.isAbstract {
                diagnostics.error(
                    .unknownName, "'\(name)' is abstract: outputs take concrete themes, which are generated",
                    at: location)
            } else if theme.package != nil {
                diagnostics.error(
                    .unknownName,
                    "'\(name)' is a dependency's theme; a build generates the project's own themes (extend it in "
                        + "a one-line theme to ship it)", at: location)
            }
        }
    }
}
