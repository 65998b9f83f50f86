import PopskinSources

/// DTCG 2025.10 token sources read as one set of tokens: the structure checked, groups' `$extends` followed, and
/// every token's value checked against its type with each reference in it followed (Format §5–§9). A token that
/// fails is left out after its diagnostic; everything found is reported in one pass.
public struct DTCGTokenSet: Sendable {
    /// A token whose value is known. A class: one is made per token and shared by every table and reference
    /// that holds it, so a large file's tokens are not copied field by field.
    public final class Token: Sendable {
        public let path: String
        public let type: DTCGType
        public let value: DTCGValue
        public let definition: DTCGTokenDefinition
        /// Its own `$deprecated`, else its closest group's, when it says deprecated.
        public let deprecation: DTCGDeprecation?
        /// The references followed from the token's value to the value that gave it, in order.
        public let chain: [Hop]

        init(
            path: String, type: DTCGType, value: DTCGValue, definition: DTCGTokenDefinition,
            deprecation: DTCGDeprecation?, chain: [Hop]
        ) {
            (self.path, self.type, self.value, self.definition) = (path, type, value, definition)
            (self.deprecation, self.chain) = (deprecation, chain)
        }
    }

    /// One reference followed: what was written where, and the token it led to (nil for a pointer into a value).
    public struct Hop: Sendable, Hashable {
        public var reference: String
        public var location: SourceLocation
        public var token: String?
    }

    public private(set) var tokens: [String: Token] = [:]
    /// Token paths in document order (the ones that failed included).
    public private(set) var order: [String] = []
    /// Paths of the groups.
    public private(set) var groups: Set<String> = []
    /// Where each token whose value has an error is defined (the error is reported there).
    public private(set) var failed: [String: SourceLocation] = [:]

    public init() {}

    /// Reads one document (its JSON tree) under `rules`: the set holds its tokens.
    public init(
        document root: YAMLNode, limits: JSONLimits = .default, rules: DTCGRules = .specification,
        diagnostics: DiagnosticSink
    ) {
        guard let structure = DTCGStructure(diagnostics: diagnostics, rules: rules).document(root) else {
            self.init()
            return
        }
        self.init(structure: structure, root: root, limits: limits, rules: rules, diagnostics: diagnostics)
    }

    /// Tokens whose values were resolved elsewhere (a Tokens Studio export), in the order given.
    init(resolved: [Token], groups: Set<String> = []) {
        order = resolved.map(\.path)
        tokens = Dictionary(resolved.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        self.groups = groups
    }

    /// Checks `structure` (read from `root`, the tree JSON Pointers walk) under `rules`; `suggestions` may be
    /// shared with other sets of much the same tokens.
    init(
        structure: DTCGGroup, root: YAMLNode, limits: JSONLimits, rules: DTCGRules, diagnostics: DiagnosticSink,
        suggestions: SuggestionCache = SuggestionCache(), typesElsewhere: DTCGTypeHints = DTCGTypeHints()
    ) {
        let namespace = DTCGNamespace(root: structure, limits: limits, diagnostics: diagnostics)
        let checker = DTCGChecker(
            namespace: namespace, document: root, maxDepth: limits.maxReferenceDepth, rules: rules,
            diagnostics: diagnostics, suggestions: suggestions, typesElsewhere: typesElsewhere)
        tokens.reserveCapacity(namespace.entries.count)
        for (slot, entry) in namespace.entries.enumerated() {
            if let token = checker.token(slot) {
                tokens[entry.path] = token
            } else {
                failed[entry.path] = entry.definition.keyLocation
            }
        }
        order = namespace.order
        groups = namespace.groups
    }
}
