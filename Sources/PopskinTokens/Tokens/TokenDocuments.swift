import PopskinSources

/// The JSON documents one token source was read from (a DTCG file, a resolver's files, a Tokens Studio export's
/// sets), kept to answer two questions about its problems: which token or group a place belongs to, and which
/// tokens a token's definition refers to. Both walk the documents as written, so they hold for a token whose value
/// failed as much as for one that resolved — what lets a problem be scoped to the themes that use it.
public struct TokenDocuments: Sendable {
    private var documents: [YAMLNode] = []

    public init() {}

    /// The documents, each its root as parsed.
    public var roots: [YAMLNode] { documents }

    /// Adds a document (its root as parsed).
    public mutating func add(_ root: YAMLNode) {
        documents.append(root)
    }

    /// The path of the innermost token or group at `location` (a group's own properties, such as a `$type`,
    /// belong to the group); nil at a document's root or in no document of the source.
    public func subject(at location: SourceLocation) -> String? {
        guard let root = documents.first(where: { $0.location.file == location.file }) else { return nil }
        var node = root
        var path: [String] = []
        while case .mapping(let pairs) = node.content, !Self.isToken(pairs) {
            // Members are in document order: the one that holds `location` is the last to start at or before it.
            guard let member = pairs.last(where: { $0.key.location <= location }),
                let name = member.key.scalarText
            else { break }
            if name.hasPrefix("$") && name != "$root" { break }
            path.append(name)
            node = member.value
        }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// The token paths `path`'s definitions refer to, in any document: curly references anywhere in a string
    /// (`{a.b}`, also inside `rgba({a.b}, 0.5)` or `{a} * 2` as Tokens Studio writes them) and `$ref` pointers.
    public func references(of path: String) -> Set<String> {
        var found: Set<String> = []
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for root in documents {
            var node: YAMLNode? = root
            for segment in segments { node = node?[segment] }
            if let node { Self.collectReferences(in: node, into: &found) }
        }
        return found
    }

    /// Every token reachable from `paths` through references, `paths` included.
    public func closure(of paths: some Sequence<String>) -> Set<String> {
        var reached = Set(paths)
        var pending = Array(reached)
        while let next = pending.popLast() {
            for reference in references(of: next) where reached.insert(reference).inserted {
                pending.append(reference)
            }
        }
        return reached
    }

    /// A mapping is a token when it has a value: `$value` or `$ref` (DTCG), `value` (Tokens Studio's legacy form,
    /// where `value` is never a group's name in practice).
    private static func isToken(_ pairs: [YAMLNode.Pair]) -> Bool {
        pairs.contains { ["$value", "$ref", "value"].contains($0.key.scalarText) }
    }

    private static func collectReferences(in node: YAMLNode, into found: inout Set<String>) {
        switch node.content {
        case .scalar(let text, _):
            // Whole (DTCG, Tokens Studio) or inside a string (Tokens Studio): the one scanner of both. A malformed
            // string refers to nothing here; its problem is reported where it is read.
            if case .success(let references) = StudioAlias.all(in: text) {
                for reference in references { found.insert(reference.path) }
            }
        case .sequence(let items):
            for item in items { collectReferences(in: item, into: &found) }
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key.scalarText == "$ref", let pointer = pair.value.scalarText {
                    if let path = pointedToken(pointer) { found.insert(path) }
                } else {
                    collectReferences(in: pair.value, into: &found)
                }
            }
        }
    }

    /// The token a `$ref` pointer (`#/a/b/$value/…`) reaches: its names up to the first property.
    private static func pointedToken(_ pointer: String) -> String? {
        guard case .success(let names) = DTCGReference.pointer(pointer) else { return nil }
        let tokenNames = names.prefix { !$0.hasPrefix("$") || $0 == "$root" }
        return tokenNames.isEmpty ? nil : tokenNames.joined(separator: ".")
    }
}
