import PopskinSources

/// A Tokens Studio multi-file export: its token sets in the plugin's order and its themes.
package struct StudioExport {
    /// Listed in `$metadata.json`'s `tokenSetOrder` first, then the others by name, as the plugin orders them.
    package var sets: [StudioSet]
    /// Empty without `$themes.json`: every set is then enabled.
    package var themes: [StudioTheme]

    package init(sets: [StudioSet], order: [String], themes: [StudioTheme]) {
        var position: [String: Int] = [:]
        for (index, name) in order.enumerated() where position[name] == nil { position[name] = index }
        self.sets = sets.sorted { a, b in
            switch (position[a.name], position[b.name]) {
            case let (x?, y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.name < b.name
            }
        }
        self.themes = themes
    }

    /// The tokens that `statuses` (a set not named is disabled) give: enabled and source sets merged in set order,
    /// a later set's token replacing an earlier one of the same name, except that two objects (a shadow, a
    /// border) merge property by property, as the plugin merges them. The position decides, not the status.
    func tokens(_ statuses: [String: StudioSetStatus]) -> StudioTokens {
        var merged = StudioTokens()
        for set in sets {
            let status = statuses[set.name] ?? .disabled
            guard status != .disabled else {
                for token in set.tokens where merged.disabled[token.path] == nil {
                    merged.disabled[token.path] = set.name
                }
                continue
            }
            for var token in set.tokens {
                if let earlier = merged.tokens[token.path] {
                    token.value = Self.merge(earlier.value, token.value)
                } else {
                    merged.order.append(token.path)
                }
                merged.tokens[token.path] = token
                merged.status[token.path] = status
            }
        }
        return merged
    }

    /// `later` over `earlier`: two objects merged shallowly, anything else replaced whole (an array of shadows too).
    private static func merge(_ earlier: YAMLNode, _ later: YAMLNode) -> YAMLNode {
        guard case .mapping(let old) = earlier.content, case .mapping(let new) = later.content else { return later }
        let replaced = Set(new.compactMap(\.key.scalarText))
        let kept = old.filter { !replaced.contains($0.key.scalarText ?? "") }
        return YAMLNode(.mapping(kept + new), at: later.location)
    }
}

/// The tokens one choice of themes gives, before references are followed.
struct StudioTokens {
    var tokens: [String: StudioToken] = [:]
    /// First definition order across the sets.
    var order: [String] = []
    /// The status of the set each token's winning definition comes from.
    var status: [String: StudioSetStatus] = [:]
    /// Tokens defined in disabled sets, with the first such set: a reference to one is told why it is missing.
    var disabled: [String: String] = [:]
}
