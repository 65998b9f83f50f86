import PopskinSources

/// Reads a DTCG 2025.10 document's structure (Format §5–§6): which objects are groups and which are tokens, their
/// names, and the metadata each may carry, with every problem located. Values are checked later, when the whole
/// namespace is known (`DTCGTokenSet`).
struct DTCGStructure {
    let diagnostics: DiagnosticSink
    /// Whether the extension types are types.
    var rules: DTCGRules = .specification

    static let tokenKeys: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    static let groupKeys: Set<String> = ["$type", "$description", "$extensions", "$extends", "$deprecated", "$root"]

    /// The document's root group; nil when the root is not an object.
    func document(_ root: YAMLNode) -> DTCGGroup? {
        guard case .mapping = root.content else {
            diagnostics.error(
                .tokenFormat, "a token document must be an object of groups and tokens, not \(root.kindDescription)",
                at: root.location)
            return nil
        }
        var rejected: [String: SourceLocation] = [:]
        var document = group(root, path: [], location: root.location, isRoot: true, rejected: &rejected)
        document.rejected = rejected
        return document
    }

    private func group(
        _ node: YAMLNode, path: [String], location: SourceLocation, isRoot: Bool,
        rejected: inout [String: SourceLocation]
    ) -> DTCGGroup {
        var group = DTCGGroup(path: path, location: location)
        guard case .mapping(let pairs) = node.content else { return group }
        for pair in pairs {
            guard let name = pair.key.scalarText else { continue }
            if name.hasPrefix("$") {
                switch name {
                case "$type":
                    group.type = type(pair.value)
                    group.hasInvalidType = group.type == nil
                case "$description": group.description = description(pair.value)
                case "$deprecated": group.deprecated = deprecation(pair.value)
                case "$extensions": checkExtensions(pair.value)
                case "$extends": (group.extends, group.extendsWithin) = (pair.value, true)
                case "$root":
                    if let token = token(pair.value, group: path, name: name, key: pair.key) {
                        group.members.append((name, .token(token)))
                    } else {
                        rejected[(path + [name]).joined(separator: ".")] = pair.key.location
                    }
                case "$schema" where isRoot:
                    if pair.value.scalarText == nil || !isString(pair.value) {
                        diagnostics.error(.tokenFormat, "$schema must be a string", at: pair.value.location)
                    }
                default:
                    let known = Self.groupKeys.union(isRoot ? ["$schema"] : []).sorted()
                    diagnostics.error(
                        .tokenFormat,
                        "a group has no property '\(name)'" + Suggestion.hint(for: name, in: known)
                            + "; names of groups and tokens may not start with '$'",
                        at: pair.key.location)
                }
                continue
            }
            guard checkName(name, at: pair.key.location) else { continue }
            guard case .mapping(let members) = pair.value.content else {
                diagnostics.error(
                    .tokenFormat,
                    "'\(name)' must be a group or a token (an object), not \(pair.value.kindDescription)",
                    at: pair.value.location)
                continue
            }
            if members.contains(where: { $0.key.scalarText == "$value" || $0.key.scalarText == "$ref" }) {
                if let token = token(pair.value, group: path, name: name, key: pair.key) {
                    group.members.append((name, .token(token)))
                } else {
                    rejected[(path + [name]).joined(separator: ".")] = pair.key.location
                }
            } else {
                let child = self.group(
                    pair.value, path: path + [name], location: pair.key.location, isRoot: false, rejected: &rejected)
                group.extendsWithin = group.extendsWithin || child.extendsWithin
                group.members.append((name, .group(child)))
            }
        }
        return group
    }

    private func token(_ node: YAMLNode, group: [String], name last: String, key: YAMLNode) -> DTCGTokenDefinition? {
        // Only messages need it: joined when one is written, not for every token of a large file.
        var name: String { (group + [last]).joined(separator: ".") }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error(
                .tokenFormat, "'\(name)' must be a token (an object with $value), not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        let token = DTCGTokenDefinition(groupPath: group, name: last, keyLocation: key.location)
        var valid = true
        for pair in pairs {
            guard let property = pair.key.scalarText else { continue }
            switch property {
            case "$value":
                if pair.value.isNull {
                    diagnostics.error(.tokenFormat, "the $value of '\(name)' cannot be null", at: pair.value.location)
                    valid = false
                }
                token.value = pair.value
            case "$ref": token.reference = pair.value
            case "$type":
                token.type = type(pair.value)
                token.hasInvalidType = token.type == nil
            case "$description": token.description = description(pair.value)
            case "$deprecated": token.deprecated = deprecation(pair.value)
            case "$extensions":
                checkExtensions(pair.value)
                token.extensions = pair.value
            default:
                valid = false
                if property.hasPrefix("$") {
                    diagnostics.error(
                        .tokenFormat,
                        "a token has no property '\(property)'"
                            + Suggestion.hint(for: property, in: Self.tokenKeys.sorted()),
                        at: pair.key.location)
                } else {
                    diagnostics.error(
                        .tokenFormat,
                        "token '\(name)' cannot hold '\(property)': an object with $value is a token, and only a "
                            + "group holds other tokens and groups", at: pair.key.location)
                }
            }
        }
        if token.value != nil, let reference = token.reference {
            diagnostics.error(
                .tokenFormat, "token '\(name)' has both $value and $ref; it takes one of them",
                at: reference.location)
            valid = false
        }
        return valid ? token : nil
    }

    /// Format §5.1.1: a name may not start with `$` nor contain `{`, `}` or `.`; it may not be empty.
    private func checkName(_ name: String, at location: SourceLocation) -> Bool {
        if let problem = Self.nameProblem(name) {
            diagnostics.error(.tokenFormat, "'\(name)' is not a valid name: \(problem)", at: location)
            return false
        }
        return true
    }

    /// Why `name` cannot name a group or token, or nil.
    /// Byte by byte: it runs for every name and every segment of every reference, and `String.contains` goes
    /// through Foundation's search.
    static func nameProblem(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard let first = bytes.first else { return "a name may not be empty" }
            if first == UInt8(ascii: "$") { return "names starting with '$' are reserved for properties" }
            var braces = false
            for byte in bytes {
                if byte == UInt8(ascii: ".") { return "'.' separates the names of a token's path" }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { braces = true }
            }
            return braces ? "braces mark references" : nil
        }
    }

    private func type(_ node: YAMLNode) -> DTCGType? {
        guard isString(node), let text = node.scalarText else {
            diagnostics.error(
                .tokenFormat, "$type must be a string naming a token type, not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        guard let type = DTCGType(rawValue: text), rules == .published || !type.isExtension else {
            let names = DTCGType.specified.map(\.rawValue)
            diagnostics.error(
                .tokenFormat,
                "'\(text)' is not a token type" + Suggestion.hint(for: text, in: names) + "; the types are "
                    + names.joined(separator: ", "), at: node.location)
            return nil
        }
        return type
    }

    private func description(_ node: YAMLNode) -> String? {
        guard isString(node) else {
            diagnostics.error(
                .tokenFormat, "$description must be a string, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return node.scalarText
    }

    private func deprecation(_ node: YAMLNode) -> DTCGDeprecation? {
        if case .scalar(let text, isPlain: true) = node.content, text == "true" || text == "false" {
            return DTCGDeprecation(isDeprecated: text == "true", reason: nil)
        }
        if isString(node) { return DTCGDeprecation(isDeprecated: true, reason: node.scalarText) }
        diagnostics.error(
            .tokenFormat, "$deprecated must be true, false or a string saying why, not \(node.kindDescription)",
            at: node.location)
        return nil
    }

    private func checkExtensions(_ node: YAMLNode) {
        guard case .mapping = node.content else {
            diagnostics.error(
                .tokenFormat, "$extensions must be an object keyed by vendor, not \(node.kindDescription)",
                at: node.location)
            return
        }
    }

    /// A JSON string (a quoted scalar).
    func isString(_ node: YAMLNode) -> Bool {
        if case .scalar(_, isPlain: false) = node.content { return true }
        return false
    }
}
