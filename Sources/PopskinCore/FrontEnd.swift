import PopskinSources

/// The front end as one call: load → resolve → (optionally) validate.
public struct FrontEnd: Sendable {
    /// The outcome of a run: what was read and the resolved themes. Its problems went to the run's sink.
    public struct Result: Sendable {
        public var project: Project
        public var registry: ThemeRegistry
        /// The geometry problems found in each concrete theme, by name (empty when not validated): what a build of
        /// named themes needs to know whose problems are whose.
        public var validation: [String: [Diagnostic]] = [:]
        /// The themes that use the token each problem of a token definition is in (`TokenProblemScope`).
        public var tokenProblemUsers: [Diagnostic: Set<String>] = [:]
    }

    public var limits: YAMLLimits
    public var schema: ThemeSchema
    /// What earlier runs on the same project parsed and decoded, reused where their inputs are the same.
    public var cache: FrontEndCache?

    public init(limits: YAMLLimits = .default, schema: ThemeSchema = .popskin, cache: FrontEndCache? = nil) {
        self.limits = limits
        self.schema = schema
        self.cache = cache
    }

    /// Runs the front end on the project at `root`, with the themes of `packages` (its fetched dependencies) as
    /// `package/theme`, reporting every problem into `diagnostics`. With `validate`, geometry invariants are
    /// checked too. Everything is read through `inputs` (a new snapshot when nil). Problems in tokens no theme uses
    /// are reported as `tokenProblems` says (`TokenProblemScope`); `shownProject` is the project folder as the user
    /// named it, for the command their summary names.
    public func run(
        root: String, packages: [PackageSource] = [], inputs: InputSnapshot? = nil, validate: Bool = true,
        tokenProblems: TokenProblemScope.Policy = .scopedToUse, shownProject: String = ".",
        diagnostics: DiagnosticSink
    ) -> Result {
        let loading = DiagnosticSink()
        let project = ProjectLoader(limits: limits, parses: cache?.parses).load(
            root: root, packages: packages, inputs: inputs, diagnostics: loading)
        let registry = ThemeResolver(schema: schema, reuse: cache?.resolutions).resolve(
            project, diagnostics: diagnostics)
        var result = Result(project: project, registry: registry)
        let scope = TokenProblemScope(project: project, registry: registry)
        let unused = Set(scope.unused.flatMap(\.diagnostics))
        diagnostics.report(contentsOf: loading.diagnostics.filter { !unused.contains($0) })
        diagnostics.report(contentsOf: scope.reported(under: tokenProblems, project: shownProject))
        result.tokenProblemUsers = scope.users
        guard validate else { return result }
        // One theme at a time, so a build of named themes knows which problems are whose; all at once.
        let checked = registry.themes.filter { !$0.isAbstract && $0.skin != nil }
        let found = checked.concurrentMap { theme in
            let own = DiagnosticSink()
            Validator().validate(theme, project: project, diagnostics: own)
            return own.diagnostics
        }
        for (theme, own) in zip(checked, found) {
            result.validation[theme.name] = own
            diagnostics.report(contentsOf: own)
        }
        return result
    }
}

extension FrontEnd {
    /// One theme file decoded on its own, with no parent and `project`'s tokens: how what `theme show` prints of a
    /// theme's keys (`ThemeEncoding.flattened`) reads back, for round trips and tools that hold one theme.
    public func decodeStandalone(_ bytes: [UInt8], file: String, in project: Project, diagnostics: DiagnosticSink)
        -> Skin?
    {
        guard let root = YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: diagnostics) else {
            return nil
        }
        let fileOnly = Set(schema.children(of: "").filter { !$0.inherits }.map(\.name))
        let tree = ThemeMerger(theme: ProjectLoader.stem(of: file), fileOnlyKeys: fileOnly)
            .merge(root, over: nil, diagnostics: diagnostics)
        let reader = ValueReader(project: project, themeFile: file, diagnostics: diagnostics)
        var decoder = SkinDecoder(schema: schema, reader: reader)
        return decoder.decode(tree)
    }
}
