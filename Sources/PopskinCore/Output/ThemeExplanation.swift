import PopskinSources
import PopskinTokens

/// The story of one value of a theme, for `popskin theme explain`: its resolved value, the theme and place that
/// set it, the token references it went through, and what it overrode along the chain.
public struct ThemeExplanation: Sendable {
    public var theme: String
    public var path: String
    public var chain: [String]
    /// The value after tokens and defaults; nil when the theme did not decode.
    public var resolved: StructuredValue?
    /// The winning node; nil when no theme of the chain set it (a default applies).
    public var winner: ThemeTree?
    /// Token references followed from the winning value, in order.
    public var references: [(path: String, location: SourceLocation)]
    /// How a default or adjusted value was reached (the key's derivation in the schema), when it was.
    public var derivation: String?
    /// For a colour that varies by appearance: each appearance's value and the key that gives it.
    public var appearances: [AppearanceSource] = []

    /// Explains `path` of `theme`, or returns nil when the path names nothing the theme has. Token references are
    /// followed in the tokens of the file that wrote the value.
    public init?(theme: ResolvedTheme, path: String, project: Project, schema: ThemeSchema = .popskin) {
        let encoded = ThemeEncoding.encode(theme, schema: schema)
        // A key's value straight from the skin, whether or not `theme show` prints it; else what show prints there.
        let stored = theme.skin.flatMap { skin in schema[path]?.field?.get(skin) ?? skin.extras[path] }
        let resolved = stored.map(ThemeEncoding.encode) ?? Self.lookup(encoded, path)
        // A key that describes one file (`extends`, `description`) is not inherited, so not in the tree: its file's.
        let node =
            theme.tree.node(at: path)
            ?? (schema[path]?.inherits == false ? Self.fileValue(path, of: theme, in: project) : nil)
        guard resolved != nil || node != nil else { return nil }
        self.theme = theme.name
        self.path = path
        self.chain = theme.chain
        self.resolved = resolved
        self.winner = node
        self.references = []
        var setByTheme = false
        if let node, case .removed = node.content {} else { setByTheme = node != nil }
        self.derivation = theme.skin.flatMap { skin in schema[path]?.derivation?(skin, setByTheme) }
        // The value the winning node stands for, through its token references (once, for both uses below).
        var value: YAMLNode?
        if case .value(let yaml)? = node?.content {
            let tokens = project.tokens(forFile: yaml.location.file)
            var uses: [TokenTable.Use] = []
            value = tokens.resolve(yaml, uses: &uses, diagnostics: DiagnosticSink())
            references = uses.map { ($0.path, tokens.tokens[$0.path]?.keyLocation ?? $0.location) }
        }
        self.appearances = Self.appearanceSources(
            theme: theme, path: path, winner: node, value: value, schema: schema)
    }

    /// The value the theme's own file writes for a top-level key, as a tree node with its origin.
    public static func fileValue(_ path: String, of theme: ResolvedTheme, in project: Project) -> ThemeTree? {
        guard case .mapping(let pairs)? = project.documents.first(where: { $0.file == theme.file })?.root.content,
            let pair = pairs.first(where: { $0.key.scalarText == path })
        else { return nil }
        let origin = ValueOrigin(theme: theme.name, keyLocation: pair.key.location, valueLocation: pair.value.location)
        return ThemeTree(content: .value(pair.value), origin: origin, overridden: [])
    }

    /// Every path `theme explain` answers, for did-you-mean on unknown ones.
    public static func knownPaths(schema: ThemeSchema = .popskin) -> [String] {
        schema.explainablePaths
    }

    static func lookup(_ value: StructuredValue, _ path: String) -> StructuredValue? {
        var current = value
        for key in path.split(separator: ".") {
            guard case .object(let fields) = current, let next = fields.first(where: { $0.0 == key })?.1 else {
                return nil
            }
            current = next
        }
        return current
    }
}
