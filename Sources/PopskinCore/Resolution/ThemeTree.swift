import PopskinSources
import PopskinTokens

/// Where a value in a theme came from.
public struct ValueOrigin: Hashable, Sendable {
    /// The theme whose file set it.
    public var theme: String
    /// The key's position.
    public var keyLocation: SourceLocation
    /// The value's position.
    public var valueLocation: SourceLocation
}

/// One theme's values after inheritance: DTCG `$extends` merge of its chain, with provenance on every node.
///
/// Mappings deep-merge (child over parent); scalars and sequences replace wholesale; an explicit `null` leaves a
/// `removed` marker so `explain` can still say what it removed.
public struct ThemeTree: Sendable {
    public enum Content: Sendable {
        /// A scalar or a sequence, as written (sequences are replaced, never merged).
        case value(YAMLNode)
        /// Child keys in first-written order.
        case mapping([Entry])
        /// Removed by an explicit `null`.
        case removed
    }

    public struct Entry: Sendable {
        public var key: String
        public var tree: ThemeTree
    }

    /// An earlier definition along the chain that this node replaced.
    public struct Overridden: Sendable {
        public var origin: ValueOrigin
        /// The replaced value as it was.
        var content: Content

        /// The replaced value's text for display.
        public var summary: String { ThemeTree(content: content, origin: origin, overridden: []).summary }
    }

    public var content: Content
    /// Where the node came from and what it replaced, in one reference: decoding copies trees often, and each copy
    /// then retains one object rather than every string of a provenance.
    private let provenance: Provenance?

    /// Nil only for the root of a theme.
    public var origin: ValueOrigin? { provenance?.origin }
    /// What this node replaced, nearest ancestor first.
    public var overridden: [Overridden] { provenance?.overridden ?? [] }

    private final class Provenance: Sendable {
        let origin: ValueOrigin?
        let overridden: [Overridden]

        init(origin: ValueOrigin?, overridden: [Overridden]) {
            (self.origin, self.overridden) = (origin, overridden)
        }
    }

    public init(content: Content, origin: ValueOrigin?, overridden: [Overridden]) {
        self.content = content
        provenance = origin == nil && overridden.isEmpty ? nil : Provenance(origin: origin, overridden: overridden)
    }

    public static let empty = ThemeTree(content: .mapping([]), origin: nil, overridden: [])

    /// The child at `key`, including removed markers.
    public subscript(key: String) -> ThemeTree? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key == key }?.tree
    }

    /// The node at a dotted path such as `arrow.base`.
    public func node(at path: String) -> ThemeTree? {
        var current = self
        for key in path.split(separator: ".") {
            guard let next = current[String(key)] else { return nil }
            current = next
        }
        return current
    }

    /// The value's text for display: scalars as written, sequences in flow form, mappings as `{…}`.
    public var summary: String {
        switch content {
        case .value(let node): return Self.summary(of: node)
        case .mapping(let entries):
            return "{" + entries.map { "\($0.key): \($0.tree.summary)" }.joined(separator: ", ") + "}"
        case .removed: return "null"
        }
    }

    /// A YAML value's text for display, as `summary` gives a tree's.
    public static func summary(of node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let text, let plain): return plain ? text : "\"\(text)\""
        case .sequence(let items): return "[" + items.map(summary(of:)).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { "\(summary(of: $0.key)): \(summary(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

/// Applies one theme file's mapping over its parent's tree.
struct ThemeMerger {
    let theme: String
    /// Keys of a theme file that describe the file itself and are not inherited (the schema's).
    let fileOnlyKeys: Set<String>
    /// For token references that stand for a mapping (`project.tokens(forFile:)`).
    var project: Project?
    /// The paths whose value is a mapping (sections, gradients, insets, variant art): where a reference to a
    /// token holding a mapping, or to a YAML token group, stands for that mapping.
    var mappingPaths: Set<String> = []
    /// How many keys a merge scans before it indexes them.
    static let indexedFrom = 16

    /// The tree of a theme whose file root is `root`, over the parent's tree `base` (or nothing).
    func merge(_ root: YAMLNode, over base: ThemeTree?, diagnostics: DiagnosticSink) -> ThemeTree {
        var tree = base ?? .empty
        guard case .mapping(let pairs) = root.content else { return tree }
        let own = pairs.filter { $0.key.scalarText.map { !fileOnlyKeys.contains($0) } ?? true }
        mergeEntries(of: own, into: &tree, path: "", diagnostics: diagnostics)
        return tree
    }

    private func merge(
        _ node: YAMLNode, keyLocation: SourceLocation, over base: ThemeTree?, path: String,
        diagnostics: DiagnosticSink
    ) -> ThemeTree {
        let origin = ValueOrigin(theme: theme, keyLocation: keyLocation, valueLocation: node.location)
        var history: [ThemeTree.Overridden] = []
        if let base, let baseOrigin = base.origin {
            if case .removed = base.content {
            } else {
                history.append(ThemeTree.Overridden(origin: baseOrigin, content: base.content))
            }
            history += base.overridden
        }
        if node.isNull { return ThemeTree(content: .removed, origin: origin, overridden: history) }
        let node = mappingPaths.contains(path) ? expandedToken(node, diagnostics: diagnostics) ?? node : node
        guard case .mapping(let pairs) = node.content else {
            return ThemeTree(content: .value(node), origin: origin, overridden: history)
        }
        // A mapping over a mapping deep-merges and replaces nothing itself; over anything else it starts afresh.
        var tree: ThemeTree
        if let base, case .mapping = base.content {
            tree = ThemeTree(content: base.content, origin: origin, overridden: base.overridden)
        } else {
            tree = ThemeTree(content: .mapping([]), origin: origin, overridden: history)
        }
        mergeEntries(of: pairs, into: &tree, path: path, diagnostics: diagnostics)
        return tree
    }

    /// Merges each pair over the same key of `tree`'s mapping, keeping first-written order. A theme's mappings
    /// are small and scanned; past `indexedFrom` keys they are indexed by a dictionary, so a mapping with many keys
    /// still merges in linear time.
    private func mergeEntries(
        of pairs: [YAMLNode.Pair], into tree: inout ThemeTree, path: String, diagnostics: DiagnosticSink
    ) {
        guard case .mapping(var entries) = tree.content else { return }
        tree.content = .removed  // drop the second reference so `entries` is mutated in place
        var index: [String: Int]?
        if entries.count + pairs.count > Self.indexedFrom {
            index = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for pair in pairs {
            guard let key = keyText(pair.key, diagnostics: diagnostics) else { continue }
            let position = index.map { $0[key] } ?? entries.firstIndex { $0.key == key }
            let merged = merge(
                pair.value, keyLocation: pair.key.location, over: position.map { entries[$0].tree },
                path: path.isEmpty ? key : path + "." + key, diagnostics: diagnostics)
            if let position {
                entries[position].tree = merged
            } else {
                index?[key] = entries.count
                entries.append(ThemeTree.Entry(key: key, tree: merged))
            }
        }
        tree.content = .mapping(entries)
    }

    /// The mapping a token reference stands for (a shadow, a border, a gradient kept as one token, or a YAML token
    /// group), merged as if
    /// written here so an heir can change one of its values; nil for any other value, and for a reference to a
    /// colour per appearance or to a plain value, which is read where it is used (with its chain in `explain`).
    private func expandedToken(_ node: YAMLNode, diagnostics: DiagnosticSink) -> YAMLNode? {
        guard let project, case .scalar(let text, _) = node.content, text.utf8.first == UInt8(ascii: "{"),
            let path = TokenTable.referencePath(text)
        else { return nil }
        let table = project.tokens(forFile: node.location.file)
        // A YAML token group used whole: its members as they are written.
        if let group = table.group(at: path) { return group }
        var uses: [TokenTable.Use] = []
        // A reference that fails is reported where the value is read, once.
        let attempt = DiagnosticSink()
        guard let value = table.resolve(node, uses: &uses, diagnostics: attempt),
            case .mapping(let pairs) = value.content, !TokenTable.isAppearanceValue(pairs)
        else { return nil }
        diagnostics.report(contentsOf: attempt.diagnostics)
        return value
    }

    private func keyText(_ key: YAMLNode, diagnostics: DiagnosticSink) -> String? {
        if let text = key.scalarText { return text }
        diagnostics.report(
            .error(.typeMismatch, "keys must be plain names, not \(key.kindDescription)", at: key.location))
        return nil
    }
}
