import PopskinSources

/// A token as a Tokens Studio set file writes it, its type inherited from its groups where it has none.
struct StudioToken {
    /// Dotted, as references name it (`/` in a name is a folder of the plugin's tree, so a `.` too).
    var path: String
    var type: String?
    var value: YAMLNode
    var keyLocation: SourceLocation
    var description: String?
    var deprecation: DTCGDeprecation?
    /// `$extensions["studio.tokens"].modify`: a colour modifier.
    var modify: YAMLNode?
    /// The set it comes from.
    var set: String
}

/// One token set: a JSON file of the export, named by its path in the export without `.json`.
package struct StudioSet {
    package var name: String
    var tokens: [StudioToken]
    /// How many tokens it defines: what it spends of the project's token budget.
    package var tokenCount: Int { tokens.count }

    /// Reads a set file. Whether a token is `{"value": …}` (the plugin's legacy format) or `{"$value": …}` (its
    /// DTCG format) is decided per file, as the plugin writes a file one way: a file with `$value` anywhere is
    /// DTCG, so a group child named `value` is never taken for a token there.
    package init(name: String, root: YAMLNode, diagnostics: DiagnosticSink) {
        self.name = name
        tokens = []
        guard case .mapping(let pairs) = root.content else {
            diagnostics.error(
                .tokenFormat,
                "a Tokens Studio token set is an object of groups and tokens, not \(root.kindDescription)",
                at: root.location)
            return
        }
        var reader = Reader(isDTCG: Self.hasKey("$value", in: root), set: name, diagnostics: diagnostics)
        reader.group(pairs, prefix: "", type: nil)
        tokens = reader.tokens
    }

    private static func hasKey(_ key: String, in node: YAMLNode) -> Bool {
        switch node.content {
        case .mapping(let pairs): pairs.contains { $0.key.scalarText == key || hasKey(key, in: $0.value) }
        case .sequence(let items): items.contains { hasKey(key, in: $0) }
        case .scalar: false
        }
    }

    private struct Reader {
        let isDTCG: Bool
        let set: String
        let diagnostics: DiagnosticSink
        var tokens: [StudioToken] = []
        var seen: [String: SourceLocation] = [:]

        var valueKey: String { isDTCG ? "$value" : "value" }

        /// `$name`, or in the legacy format `name` when it is no object (a child group may be named `type`).
        func metadata(_ name: String, in pairs: [YAMLNode.Pair]) -> YAMLNode? {
            let legacy = isDTCG ? nil : pairs.first { $0.key.scalarText == name && Self.isScalar($0.value) }
            return pairs.first { $0.key.scalarText == "$" + name }?.value ?? legacy?.value
        }

        static func isString(_ node: YAMLNode) -> Bool {
            if case .scalar(_, isPlain: false) = node.content { return true }
            return false
        }

        static func isScalar(_ node: YAMLNode) -> Bool {
            if case .scalar = node.content { return true }
            return false
        }

        mutating func group(_ pairs: [YAMLNode.Pair], prefix: String, type inherited: String?) {
            let type = metadata("type", in: pairs).flatMap { self.type($0) } ?? inherited
            for pair in pairs {
                guard let key = pair.key.scalarText else { continue }
                // Metadata: `$type`, `$description`, `$extensions`…, and the legacy format's `type`/`description`.
                if key.hasPrefix("$") && key != "$root" { continue }
                if !isDTCG && (key == "type" || key == "description") && Self.isScalar(pair.value) { continue }
                let segments = key.split(separator: "/", omittingEmptySubsequences: false)
                guard !segments.contains(where: \.isEmpty), !key.contains("{"), !key.contains("}") else {
                    diagnostics.error(
                        .tokenFormat,
                        "'\(key)' cannot name a token or group: names may not be empty nor hold braces, which mark "
                            + "references", at: pair.key.location)
                    continue
                }
                let path = (prefix.isEmpty ? "" : prefix + ".") + segments.joined(separator: ".")
                guard case .mapping(let members) = pair.value.content else {
                    diagnostics.warning(
                        .tokenFormat,
                        "'\(path)' in set '\(set)' is \(pair.value.kindDescription), neither a token (an object "
                            + "with \(valueKey)) nor a group; it is left out", at: pair.value.location)
                    continue
                }
                if let value = members.first(where: { $0.key.scalarText == valueKey })?.value {
                    token(path, value: value, members: members, key: pair.key, type: type)
                } else {
                    group(members, prefix: path, type: type)
                }
            }
        }

        mutating func token(
            _ path: String, value: YAMLNode, members: [YAMLNode.Pair], key: YAMLNode, type inherited: String?
        ) {
            if let first = seen[path] {
                diagnostics.error(
                    .tokenFormat, "token '\(path)' is defined twice in set '\(set)'", at: key.location,
                    notes: [DiagnosticNote("first defined here", at: first)])
                return
            }
            seen[path] = key.location
            let extensions = members.first { $0.key.scalarText == "$extensions" }?.value
            tokens.append(
                StudioToken(
                    path: path, type: metadata("type", in: members).flatMap { self.type($0) } ?? inherited,
                    value: value, keyLocation: key.location,
                    description: metadata("description", in: members)?.scalarText,
                    deprecation: metadata("deprecated", in: members).flatMap(deprecation),
                    modify: extensions?["studio.tokens"]?["modify"], set: set))
        }

        func type(_ node: YAMLNode) -> String? {
            guard Self.isString(node), let text = node.scalarText, !text.isEmpty else {
                diagnostics.error(
                    .tokenFormat, "a type is a string naming a token type, not \(node.kindDescription)",
                    at: node.location)
                return nil
            }
            return text
        }

        func deprecation(_ node: YAMLNode) -> DTCGDeprecation? {
            if case .scalar("true", isPlain: true) = node.content { return DTCGDeprecation(isDeprecated: true) }
            if Self.isString(node), let reason = node.scalarText {
                return DTCGDeprecation(isDeprecated: true, reason: reason)
            }
            return nil
        }
    }
}
