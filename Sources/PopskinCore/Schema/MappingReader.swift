import PopskinSources

/// Reads a YAML mapping against declared settings: an unknown key (with did-you-mean) or a value of the wrong kind
/// is reported where it is written, and a reader asks for what it needs by name. The one reader for `popskin.yaml`,
/// its outputs and dependencies, and generators' options.
public struct MappingReader {
    public let diagnostics: DiagnosticSink
    /// What the mapping is, as messages name it: `popskin.yaml`, `output`, `dependency 'brand'`, `swift options`.
    public let context: String
    /// The mapping.
    public let node: YAMLNode
    /// The written values of the declared keys, in order.
    public private(set) var values: [(key: YAMLNode, value: YAMLNode)] = []
    private let keys: [SettingKey]

    /// Reads `node`, which must be a mapping of `keys`; nil (after saying so) when it is not a mapping. Unknown keys
    /// are reported and left out; `synonyms` name the key meant by words other tools use.
    public init?(
        _ node: YAMLNode, keys: [SettingKey], context: String, synonyms: [String: String] = [:],
        diagnostics: DiagnosticSink
    ) {
        self.node = node
        self.keys = keys
        self.context = context
        self.diagnostics = diagnostics
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error(
                .typeMismatch,
                "\(context) must be a mapping of \(Self.list(keys.map(\.name))), not "
                    + node.kindDescription, at: node.location)
            return nil
        }
        let names = keys.map(\.name)
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            guard names.contains(key) else {
                let offer = Suggestion.offer(for: key, in: names, preferring: synonyms[key], at: pair.key.location)
                diagnostics.error(
                    .unknownKey, "unknown key '\(key)' in \(context)\(offer.hint); it takes \(Self.list(names))",
                    at: pair.key.location, fix: offer.fix)
                continue
            }
            values.append((pair.key, pair.value))
        }
        for key in keys where key.required && self[key.name] == nil {
            diagnostics.error(.missingRequired, "\(context) needs '\(key.name)'", at: node.location)
        }
    }

    /// The value written for `name`.
    public subscript(name: String) -> YAMLNode? { values.first { $0.key.scalarText == name }?.value }

    /// Where `name`'s key is written.
    public func keyLocation(_ name: String) -> SourceLocation? {
        values.first { $0.key.scalarText == name }?.key.location
    }

    /// `name`'s value as text, checked against its declared shape (a pattern, a choice).
    public func text(_ name: String) -> String? {
        guard let node = self[name] else { return nil }
        guard let text = node.scalarText, !node.isNull, case .scalar = node.content else {
            diagnostics.error(
                .typeMismatch, "'\(name)' in \(context) must be \(what(name)), not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        if case .choice(let names)? = shape(of: name), !names.contains(text) {
            let offer = Suggestion.offer(for: text, in: names, at: node.location)
            diagnostics.error(
                .typeMismatch, "'\(name)' in \(context) must be \(what(name)), not '\(text)'" + offer.hint,
                at: node.location, fix: offer.fix)
            return nil
        }
        return text
    }

    /// `name`'s value as a number in its declared range.
    public func number(_ name: String) -> Double? {
        guard let node = self[name] else { return nil }
        guard case .scalar(let text, true) = node.content, let value = YAMLScalarValue.number(text),
            case .number(let range)? = shape(of: name), range.contains(value)
        else {
            diagnostics.error(
                .typeMismatch, "'\(name)' in \(context) must be \(what(name)), not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        return value
    }

    /// One value or a list of them, each as text.
    public func texts(_ name: String) -> [YAMLNode] {
        guard let node = self[name] else { return [] }
        if case .sequence(let items) = node.content { return items }
        return [node]
    }

    /// What `name`'s value must be, as messages say it.
    public func what(_ name: String) -> String {
        shape(of: name).map(Self.describe) ?? "a value"
    }

    /// What a value of `shape` is, in words.
    static func describe(_ shape: SettingShape) -> String {
        switch shape {
        case .text(_, let what): what
        case .choice(let names): "one of " + list(names)
        case .integer(let numbers): "one of " + list(numbers.map(String.init))
        case .number(let range): range.requirement
        case .bool: "true or false"
        case .folder: "a folder inside the project"
        case .folders: "a folder inside the project, or a list of them"
        case .names: "a list of theme names"
        case .integers(let numbers): "a list of " + list(numbers.map(String.init))
        case .mapping, .options, .dictionary: "a mapping"
        case .sources: "a path inside the project, or a list of paths and {path, …} mappings"
        case .list: "a list"
        }
    }

    private func shape(of name: String) -> SettingShape? { keys.first { $0.name == name }?.shape }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
