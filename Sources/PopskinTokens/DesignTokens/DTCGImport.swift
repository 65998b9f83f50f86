import PopskinRuntime
import PopskinSources
import Synchronization

/// DTCG tokens as popskin's own: each value in the form theme files write (a colour string, a number of points,
/// a shadow, border or gradient mapping), located at the JSON that gave it, with a value per appearance where a
/// resolver's contexts differ. What popskin cannot draw travels with the token and is said where a theme uses it.
package struct DTCGImport {
    /// Points per rem, when the source says.
    let remBase: Double?

    /// An import with `remBase` points per rem (nil: a rem cannot be drawn).
    package init(remBase: Double?) {
        self.remBase = remBase
    }

    /// The tokens of `resolutions`, one token set per appearance; the first, for any appearance, is the light one.
    /// `contexts` (by position) are the resolver inputs each was resolved with, for provenance.
    package func tokens(
        _ resolutions: [(appearance: SkinAppearance?, set: DTCGTokenSet)], contexts: [[String: String]] = []
    ) -> [TokenTable.Token] {
        guard let base = resolutions.first?.set else { return [] }
        var paths = base.order
        if resolutions.count > 1 {
            var seen = Set(paths)
            for (_, set) in resolutions.dropFirst() {
                for path in set.order where seen.insert(path).inserted { paths.append(path) }
            }
        }
        // Reserved whole: grown by doubling, the array of a budget's worth of tokens held up to twice their size.
        var tokens: [TokenTable.Token] = []
        tokens.reserveCapacity(paths.count)
        for path in paths {
            if let token = token(path, base: base, in: resolutions, contexts: contexts) { tokens.append(token) }
        }
        return tokens
    }

    /// The token at `path`: lowered when first used, or one in error that says why.
    private func token(
        _ path: String, base: DTCGTokenSet, in resolutions: [(appearance: SkinAppearance?, set: DTCGTokenSet)],
        contexts: [[String: String]]
    ) -> TokenTable.Token? {
        let light = base.tokens[path]
        guard let first = light ?? resolutions.dropFirst().lazy.compactMap({ $0.set.tokens[path] }).first else {
            // A token in error stays, so a theme that uses it hears why rather than "no token named".
            guard let location = resolutions.lazy.compactMap({ $0.set.failed[path] }).first else { return nil }
            return TokenTable.Token(
                path: path, value: YAMLNode(.scalar("", isPlain: true), at: location), keyLocation: location,
                useProblems: [.definitionInError])
        }
        let lowering = Lowering(import: self, path: path, resolutions: resolutions, contexts: contexts)
        guard light != nil else {
            // The light value is missing, or there and in error: the first is the file's omission, the second
            // its definition's problem (reported there).
            let problem =
                base.failed[path] != nil
                ? UseProblem(
                    .error, .tokenUnusable,
                    "has no light value, which the other appearances fall back to: its light definition, or a "
                        + "token it refers to, is in error (reported there)")
                : UseProblem(
                    .error, .tokenUnusable,
                    "has a value only in some appearances; the light one, which the others fall back to, needs one")
            return TokenTable.Token(
                path: path, value: YAMLNode(.scalar("", isPlain: true), at: first.definition.keyLocation),
                keyLocation: base.failed[path] ?? first.definition.keyLocation, useProblems: [problem],
                origins: lowering.origins())
        }
        return TokenTable.Token(path: path, keyLocation: first.definition.keyLocation, lowering: lowering)
    }

    /// One imported token, lowered when a theme first uses it.
    final class Lowering: TokenTable.Lowering {
        let `import`: DTCGImport
        let path: String
        let resolutions: [(appearance: SkinAppearance?, set: DTCGTokenSet)]
        let contexts: [[String: String]]
        private let done = Mutex<(value: YAMLNode, problems: [UseProblem])?>(nil)

        init(
            import: DTCGImport, path: String, resolutions: [(appearance: SkinAppearance?, set: DTCGTokenSet)],
            contexts: [[String: String]]
        ) {
            (self.import, self.path, self.resolutions, self.contexts) = (`import`, path, resolutions, contexts)
        }

        var result: (value: YAMLNode, problems: [UseProblem]) {
            done.withLock { done in
                if let done { return done }
                let found = resolutions.compactMap { resolution in
                    resolution.set.tokens[path].map { (resolution.appearance, $0) }
                }
                let made = `import`.lower(found, first: found[0].1)
                done = made
                return made
            }
        }

        func origins() -> [TokenTable.Origin] {
            resolutions.indices.compactMap { index -> TokenTable.Origin? in
                guard let resolved = resolutions[index].set.tokens[path] else { return nil }
                return TokenTable.Origin(
                    appearance: resolutions[index].appearance,
                    contexts: index < contexts.count ? contexts[index] : [:], type: resolved.type,
                    definition: resolved.definition.keyLocation, chain: resolved.chain)
            }
        }
    }

    /// The value of a token resolved in each of `found`'s appearances, and what its uses must be told.
    fileprivate func lower(_ found: [(SkinAppearance?, DTCGTokenSet.Token)], first: DTCGTokenSet.Token)
        -> (value: YAMLNode, problems: [UseProblem])
    {
        var value = YAMLNode(.scalar("", isPlain: true), at: first.definition.keyLocation)
        var problems: [TokenTable.UseProblem] = []
        var values: [(SkinAppearance?, YAMLNode)] = []
        for (appearance, resolved) in found {
            let converted = convert(resolved)
            for problem in converted.problems where !problems.contains(problem) { problems.append(problem) }
            values.append((appearance, converted.node))
        }
        if let deprecation = first.deprecation {
            problems.append(
                UseProblem(
                    .warning, .tokenDeprecated, "is deprecated" + (deprecation.reason.map { ": \($0)" } ?? "")))
        }
        switch Self.merge(values, at: first.definition.valueNode.location) {
        case .success(let node): value = node
        case .failure(let difference):
            problems.append(
                UseProblem(
                    .error, .appearanceGeometry,
                    "differs between appearances \(difference.place); only colours may vary by appearance, as a "
                        + "popover background class has one set of metrics"))
        }
        return (value, problems)
    }

    typealias UseProblem = TokenTable.UseProblem

    /// Where values per appearance differ in something other than a colour.
    struct Difference: Error {
        var place: String
    }

    /// One node for values per appearance: the value where they agree, a mapping of appearances where a colour
    /// differs (at any depth of a shadow, border or gradient), a failure where anything else does.
    static func merge(_ values: [(SkinAppearance?, YAMLNode)], at location: SourceLocation, place: String = "")
        -> Result<YAMLNode, Difference>
    {
        let nodes = values.map(\.1)
        if nodes.dropFirst().allSatisfy({ same($0, nodes[0]) }) { return .success(nodes[0]) }
        switch nodes[0].content {
        case .scalar where nodes.allSatisfy({ $0.typed?.value is SkinColor }):
            // One colour per appearance: shown as the mapping a theme would write, carried typed for the theme's
            // reader to make one colour of.
            var colors = AppearanceColors()
            var pairs: [YAMLNode.Pair] = []
            for (appearance, node) in values {
                let name = appearance?.rawValue ?? "any"
                colors.values[name] = node.typed?.value as? SkinColor
                pairs.append(YAMLNode.Pair(key: YAMLNode(.scalar(name, isPlain: true), at: location), value: node))
            }
            return .success(YAMLNode(.mapping(pairs), at: location, typed: TypedScalar(colors)))
        case .mapping(let first):
            var merged: [YAMLNode.Pair] = []
            for (index, pair) in first.enumerated() {
                var column: [(SkinAppearance?, YAMLNode)] = []
                for (appearance, node) in values {
                    guard case .mapping(let pairs) = node.content, pairs.count == first.count,
                        pairs[index].key.scalarText == pair.key.scalarText
                    else { return .failure(Difference(place: place.isEmpty ? "in its shape" : "in \(place)")) }
                    column.append((appearance, pairs[index].value))
                }
                let key = pair.key.scalarText ?? ""
                switch merge(column, at: location, place: place.isEmpty ? key : place + "." + key) {
                case .success(let node): merged.append(YAMLNode.Pair(key: pair.key, value: node))
                case .failure(let difference): return .failure(difference)
                }
            }
            return .success(YAMLNode(.mapping(merged), at: nodes[0].location))
        case .sequence(let first):
            var merged: [YAMLNode] = []
            for index in first.indices {
                var column: [(SkinAppearance?, YAMLNode)] = []
                for (appearance, node) in values {
                    guard case .sequence(let items) = node.content, items.count == first.count else {
                        return .failure(Difference(place: place.isEmpty ? "in its length" : "in \(place)"))
                    }
                    column.append((appearance, items[index]))
                }
                switch merge(column, at: location, place: place + "[\(index)]") {
                case .success(let node): merged.append(node)
                case .failure(let difference): return .failure(difference)
                }
            }
            return .success(YAMLNode(.sequence(merged), at: nodes[0].location))
        default:
            return .failure(Difference(place: place.isEmpty ? "in its value" : "in \(place)"))
        }
    }

    /// The same value, wherever it was written.
    static func same(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a.content, b.content) {
        case let (.scalar(x, xPlain), .scalar(y, yPlain)):
            return x == y && xPlain == yPlain && TypedScalar.same(a.typed, b.typed)
        case let (.sequence(x), .sequence(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (.mapping(x), .mapping(y)):
            return x.count == y.count
                && zip(x, y).allSatisfy { $0.key.scalarText == $1.key.scalarText && same($0.value, $1.value) }
        default: return false
        }
    }
}
