import PopskinSources

/// Terrazzo's legacy modes: a token's value per mode under `$extensions.mode` (`{"light": …, "dark": …}`), beside
/// the `$value` every other tool reads. A project that maps the modes to appearances reads one document per
/// appearance, each token's `$value` replaced by its mode's; one that does not is told the modes are ignored.
package enum DTCGExtensionModes {
    /// Where the first token with modes under `$extensions[key]` writes them, if any does.
    package static func first(in node: YAMLNode, key: String) -> SourceLocation? {
        guard case .mapping(let pairs) = node.content else { return nil }
        for pair in pairs {
            if pair.key.scalarText == "$extensions", let modes = pair.value[key], case .mapping = modes.content {
                return modes.location
            }
            if let found = first(in: pair.value, key: key) { return found }
        }
        return nil
    }

    /// `root` with each token's `$value` replaced by its value for `mode` under `$extensions[key]`, where it has one.
    package static func document(_ root: YAMLNode, key: String, mode: String) -> YAMLNode {
        guard case .mapping(let pairs) = root.content else { return root }
        if let value = root["$extensions"]?[key]?[mode], root["$value"] != nil {
            return YAMLNode(
                .mapping(pairs.map { $0.key.scalarText == "$value" ? YAMLNode.Pair(key: $0.key, value: value) : $0 }),
                at: root.location)
        }
        return YAMLNode(
            .mapping(
                pairs.map { pair in
                    pair.key.scalarText?.hasPrefix("$") == true
                        ? pair : YAMLNode.Pair(key: pair.key, value: document(pair.value, key: key, mode: mode))
                }), at: root.location)
    }
}
