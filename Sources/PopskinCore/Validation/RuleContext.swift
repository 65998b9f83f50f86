import PopskinSources

/// What one rule family sees of a theme, and how it reports: each diagnostic is placed at the value most
/// responsible, with notes for the other values involved and for where they were inherited from.
struct RuleContext {
    let theme: ResolvedTheme
    let skin: Skin
    /// What the project read: art is measured from it.
    let inputs: InputSnapshot
    let diagnostics: DiagnosticSink

    /// The first of `paths` that a theme of the chain set, with its origin.
    func origin(_ paths: [String]) -> (path: String, origin: ValueOrigin)? {
        for path in paths { if let origin = theme.origin(of: path) { return (path, origin) } }
        return nil
    }

    /// Reports at the first of `at` that was set (else the theme file), with notes for `involving`.
    func report(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at paths: [String], involving: [String] = []
    ) {
        var notes: [DiagnosticNote] = []
        let primary = origin(paths)
        if let primary, primary.origin.theme != theme.name {
            notes.append(
                DiagnosticNote(
                    "theme '\(theme.name)' inherits '\(primary.path)' from '\(primary.origin.theme)'",
                    at: theme.extendsLocation ?? .start(of: theme.file)))
        }
        for path in involving where path != primary?.path {
            guard let origin = theme.origin(of: path) else { continue }
            let value = theme.tree.node(at: path)?.summary ?? "?"
            let how = origin.theme == theme.name ? "is set here" : "is inherited from '\(origin.theme)' here"
            notes.append(DiagnosticNote("\(path) = \(value) \(how)", at: origin.valueLocation))
        }
        let location = primary?.origin.valueLocation ?? theme.extendsLocation ?? .start(of: theme.file)
        diagnostics.report(Diagnostic(severity, id, "theme '\(theme.name)': " + message, at: location, notes: notes))
    }

}

/// Checks the geometry invariants (docs/reference/diagnostics.md) on every concrete theme whose skin decoded. Abstract themes are
/// never generated, so what they set is checked in each heir, at the place it was written.
public struct Validator: Sendable {
    public init() {}

    public func validate(_ registry: ThemeRegistry, project: Project, diagnostics: DiagnosticSink) {
        for theme in registry.themes { validate(theme, project: project, diagnostics: diagnostics) }
    }

    /// Checks one theme (nothing for an abstract one, or one whose skin did not decode).
    public func validate(_ theme: ResolvedTheme, project: Project, diagnostics: DiagnosticSink) {
        guard !theme.isAbstract, let skin = theme.skin else { return }
        let context = RuleContext(theme: theme, skin: skin, inputs: project.inputs, diagnostics: diagnostics)
        ArrowRules.check(context)
        CapInsetRules.check(context)
        ContentRules.check(context)
        GradientRules.check(context)
        ImageRules.check(context)
        MaterialRules.check(context)
        AppearanceRules.check(context)
    }
}
