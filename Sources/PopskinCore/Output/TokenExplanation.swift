import PopskinRuntime
import PopskinSources
import PopskinTokens

/// The story of one token of a project, for `popskin tokens show`: its value (for one appearance or all), where it
/// is defined, the references followed to that value, and for an imported token each resolution that gave it — its
/// appearance, the resolver contexts, the JSON definition and the DTCG aliases and pointers followed there.
public struct TokenExplanation: Sendable {
    public var path: String
    public var definedAt: SourceLocation
    /// The value with every reference followed; a colour that varies is `{any, dark, …}` unless an appearance
    /// was asked for.
    public var value: StructuredValue?
    /// The popskin token references followed from the token's own value, in order.
    public var references: [TokenTable.Use]
    /// Empty for a YAML token.
    public var origins: [TokenTable.Origin]
    /// What each use of the token is told.
    public var problems: [TokenTable.UseProblem]
    /// Problems met while following references (a missing or cyclic token).
    public var diagnostics: [Diagnostic]
    /// The value for every appearance (`{any, dark, …}` where a colour varies), whichever one was asked for.
    private var everyAppearance: StructuredValue?

    /// Explains the token at `path`, or nil when there is none. With `appearance`, the value is the one that
    /// appearance shows and only its resolution is listed.
    public init?(path: String, appearance: SkinAppearance? = nil, tokens: TokenTable) {
        guard let token = tokens.tokens[path] else { return nil }
        self.path = path
        definedAt = token.keyLocation
        problems = token.useProblems
        origins =
            appearance.map { wanted in
                let chosen = Self.closest(wanted, in: token.origins.map(\.appearance))
                return token.origins.filter { $0.appearance == chosen }
            } ?? token.origins
        let sink = DiagnosticSink()
        var followed: [TokenTable.Use] = []
        let root = YAMLNode(.scalar("{\(path)}", isPlain: false), at: token.keyLocation)
        let resolved = Self.resolve(root, chain: [], tokens: tokens, followed: &followed, diagnostics: sink)
        references = Array(followed.dropFirst())
        everyAppearance = resolved.map(ThemeEncoding.encode)
        value = everyAppearance.map { Self.shown($0, for: appearance) }
        // The token's own use problems are `problems`; following it again would repeat them.
        diagnostics = sink.diagnostics.filter { $0.location != token.keyLocation }
    }

    /// The value `appearance` shows (`--appearance all` asks for each in turn); nil when the token has none.
    public func value(for appearance: SkinAppearance) -> StructuredValue? {
        everyAppearance.map { Self.shown($0, for: appearance) }
    }

    /// Every reference in `node` followed, at any depth; `chain` is the references that led here (each branch
    /// has its own, so two leaves naming one token are no cycle), `followed` every reference in order.
    private static func resolve(
        _ node: YAMLNode, chain: [TokenTable.Use], tokens: TokenTable, followed: inout [TokenTable.Use],
        diagnostics: DiagnosticSink
    ) -> YAMLNode? {
        var uses = chain
        guard let whole = tokens.resolve(node, uses: &uses, diagnostics: diagnostics) else { return nil }
        followed += uses.dropFirst(chain.count)
        func inner(_ child: YAMLNode) -> YAMLNode? {
            resolve(child, chain: uses, tokens: tokens, followed: &followed, diagnostics: diagnostics)
        }
        switch whole.content {
        case .scalar: return whole
        case .sequence(let items):
            var resolved: [YAMLNode] = []
            for item in items {
                guard let value = inner(item) else { return nil }
                resolved.append(value)
            }
            return YAMLNode(.sequence(resolved), at: whole.location)
        case .mapping(let pairs):
            var resolved: [YAMLNode.Pair] = []
            for pair in pairs {
                guard let value = inner(pair.value) else { return nil }
                resolved.append(YAMLNode.Pair(key: pair.key, value: value))
            }
            return YAMLNode(.mapping(resolved), at: whole.location)
        }
    }

    /// `value` as `appearance` shows it: each `{any, dark, …}` colour mapping replaced by the colour it falls back to.
    private static func shown(_ value: StructuredValue, for appearance: SkinAppearance?) -> StructuredValue {
        guard let appearance else { return value }
        switch value {
        case .object(let fields):
            let keys = fields.map(\.0)
            let names = Set(SkinAppearance.allCases.map(\.rawValue) + ["any"])
            if !keys.isEmpty, keys.allSatisfy(names.contains) {
                for key in appearance.fallbackChain.map(\.rawValue) + ["any", SkinAppearance.light.rawValue] {
                    if let found = fields.first(where: { $0.0 == key }) { return found.1 }
                }
                return value
            }
            return .object(fields.map { ($0.0, shown($0.1, for: appearance)) })
        case .array(let items): return .array(items.map { shown($0, for: appearance) })
        default: return value
        }
    }

    /// The appearance among `available` that `wanted` shows: itself, else what it falls back to (nil: any).
    private static func closest(_ wanted: SkinAppearance, in available: [SkinAppearance?]) -> SkinAppearance? {
        wanted.fallbackChain.first(where: available.contains)
    }
}
