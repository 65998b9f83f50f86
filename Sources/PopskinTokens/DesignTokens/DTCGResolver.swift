import PopskinSources

/// A DTCG resolver document (Resolver module 2025.10) read and checked: the sets and modifiers its
/// `resolutionOrder` walks, each source loaded. `tokens(for:)` resolves one combination of contexts.
public struct DTCGResolver: Sendable {
    /// One token document a set or a context takes: inline in the resolver, or a file it names.
    public struct Source: Sendable {
        public var root: YAMLNode
    }

    public struct Modifier: Sendable {
        public var name: String
        /// Context names in the order written, each with its sources.
        public var contexts: [(name: String, sources: [Source])]
        public var defaultContext: String?
        /// Where the modifier was written or referred to from `resolutionOrder`.
        public var location: SourceLocation

        public var contextNames: [String] { contexts.map(\.name) }
    }

    public enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    public var file: String
    public var name: String?
    public var steps: [Step]
    /// The rules its documents were read under, and are resolved under.
    public var rules: DTCGRules = .specification
    /// The types its documents give their tokens: an untyped token of one context may take its type from another
    /// (under `DTCGRules.published`).
    public var typesElsewhere = DTCGTypeHints()
    /// The did-you-mean hints for missing tokens, shared by every combination resolved: each is searched for once.
    let suggestions = SuggestionCache()

    /// The modifiers `resolutionOrder` uses, in order: the inputs a resolution takes.
    public var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// The tokens of one combination: `inputs` maps each modifier to a context (a modifier left out takes its
    /// default). Sources merge in order, a later token replacing an earlier one; references are then followed over
    /// the merged tokens (Resolver §6).
    public func tokens(
        for inputs: [String: String], limits: JSONLimits = .default, diagnostics: DiagnosticSink
    ) -> DTCGTokenSet {
        var merged: YAMLNode?
        for step in steps {
            let sources: [Source]
            switch step {
            case .set(_, let list): sources = list
            case .modifier(let modifier):
                let chosen = inputs[modifier.name] ?? modifier.defaultContext ?? modifier.contextNames[0]
                sources = modifier.contexts.first { $0.name == chosen }?.sources ?? []
            }
            for source in sources {
                merged = merged.map { DTCGMerge.merge($0, source.root) } ?? source.root
            }
        }
        guard let merged else { return DTCGTokenSet() }
        // Each source's structure was checked when the resolver was read; the merge adds no new problem.
        guard let structure = DTCGStructure(diagnostics: DiagnosticSink(), rules: rules).document(merged) else {
            return DTCGTokenSet()
        }
        return DTCGTokenSet(
            structure: structure, root: merged, limits: limits, rules: rules, diagnostics: diagnostics,
            suggestions: suggestions, typesElsewhere: typesElsewhere)
    }

    /// Problems with `inputs` (Resolver §6.1): a modifier the resolver does not use, a context it does not have,
    /// a modifier without a default left out.
    public func problems(with inputs: [String: String]) -> [String] {
        var found: [String] = []
        let byName = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, context) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = byName[name] else {
                found.append(
                    "the resolver has no modifier '\(name)'" + Suggestion.hint(for: name, in: byName.keys.sorted()))
                continue
            }
            if !modifier.contextNames.contains(context) {
                found.append(
                    "modifier '\(name)' has no context '\(context)'"
                        + Suggestion.hint(for: context, in: modifier.contextNames) + "; it has "
                        + modifier.contextNames.joined(separator: ", "))
            }
        }
        for modifier in modifiers where inputs[modifier.name] == nil && modifier.defaultContext == nil {
            found.append(
                "modifier '\(modifier.name)' has no default; choose one of "
                    + modifier.contextNames.joined(separator: ", "))
        }
        return found
    }
}

/// Merging token documents (Resolver §6.2): groups merge name by name, and a token (or anything that is not a
/// group on both sides) in the later document replaces the earlier one whole.
enum DTCGMerge {
    static func merge(_ base: YAMLNode, _ later: YAMLNode) -> YAMLNode {
        guard case .mapping(var pairs) = base.content, case .mapping(let laterPairs) = later.content,
            !isToken(base), !isToken(later)
        else { return later }
        var index: [String: Int] = [:]
        for (position, pair) in pairs.enumerated() { if let key = pair.key.scalarText { index[key] = position } }
        for pair in laterPairs {
            guard let key = pair.key.scalarText, let position = index[key] else {
                pairs.append(pair)
                continue
            }
            pairs[position].value =
                key.hasPrefix("$") && key != "$root" ? pair.value : merge(pairs[position].value, pair.value)
        }
        return YAMLNode(.mapping(pairs), at: base.location)
    }

    static func isToken(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content else { return false }
        return pairs.contains { $0.key.scalarText == "$value" || $0.key.scalarText == "$ref" }
    }
}
