/// The front end as one call: load → resolve → (optionally) validate. The one API the CLI and tools use.
public struct FrontEnd: Sendable {
    /// The outcome of a run: what was read, the resolved themes, and every problem found on the way.
    public struct Result: Sendable {
        public var project: Project
        public var registry: ThemeRegistry
        public var diagnostics: DiagnosticBag
        /// The geometry problems found in each concrete theme, by name (empty when not validated).
        public var validation: [String: [Diagnostic]] = [:]
    }

    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Runs the front end on the project at `root`, with the themes of `packages` (its fetched dependencies) as
    /// `package/theme`. With `validate`, geometry invariants are checked too.
    public func run(root: String, packages: [PackageSource] = [], validate: Bool = true) -> Result {
        var diagnostics = DiagnosticBag()
        let project = ProjectLoader(limits: limits).load(root: root, packages: packages, diagnostics: &diagnostics)
        let registry = ThemeResolver().resolve(project, diagnostics: &diagnostics)
        var result = Result(project: project, registry: registry, diagnostics: diagnostics)
        if validate {
            // One theme at a time, so a build of named themes knows which problems are whose; all at once.
            let checked = registry.themes.filter { !$0.isAbstract && $0.skin != nil }
            let found = checked.concurrentMap { theme in
                var own = DiagnosticBag()
                Validator().validate(ThemeRegistry(themes: [theme]), project: project, diagnostics: &own)
                return own.diagnostics
            }
            for (theme, own) in zip(checked, found) {
                result.validation[theme.name] = own
                result.diagnostics.add(contentsOf: own)
            }
        }
        return result
    }
}
