import PopskinSources

/// Reads a resolver document's structure (Resolver module 2025.10 §4): the root's properties, sets, modifiers and
/// `resolutionOrder`, expanding each `$ref` to the sources it stands for. Every problem is located; a source file
/// is loaded through `loadFile`, which the caller confines. A set is expanded once however often it is named, sets
/// refer to one another at most `maxDepth` levels deep, a cycle is reported once, and a source listed again is kept
/// only where it last applies: no resolver costs more than its size.
package struct DTCGResolverReader {
    let file: String
    let diagnostics: DiagnosticSink
    /// The deepest chain of sets referring to sets (JSON-LIMIT beyond it).
    let maxDepth: Int
    /// Loads the token document a `$ref` names (a path relative to the resolver, without its `#` part).
    let loadFile: (String, SourceLocation) -> YAMLNode?
    /// The rules its token documents are read under.
    let rules: DTCGRules

    /// A reader of the resolver at `file` (as shown), reporting into `diagnostics`.
    package init(
        file: String, diagnostics: DiagnosticSink, maxDepth: Int = JSONLimits.default.maxReferenceDepth,
        rules: DTCGRules = .specification, loadFile: @escaping (String, SourceLocation) -> YAMLNode?
    ) {
        (self.file, self.diagnostics, self.maxDepth, self.loadFile) = (file, diagnostics, maxDepth, loadFile)
        self.rules = rules
    }

    /// A resolver document by what it holds (`resolutionOrder`, or the resolver schema's `$schema`), whatever its
    /// file is named.
    package static func isResolver(_ root: YAMLNode) -> Bool {
        guard case .mapping = root.content else { return false }
        if root["resolutionOrder"] != nil { return true }
        return root["$schema"]?.scalarText.map { $0.hasSuffix("/resolver.json") } ?? false
    }

    static let rootKeys = [
        "version", "resolutionOrder", "name", "description", "sets", "modifiers", "$schema", "$defs",
    ]
    static let setKeys = ["sources", "description", "$extensions"]
    static let modifierKeys = ["contexts", "default", "description", "$extensions"]

    private final class State {
        var expanding: [String] = []
        var loaded: [String: YAMLNode?] = [:]
        /// The sets of `sets` expanded so far, by name: nil for one that failed (its problem already reported).
        var expanded: [String: [DTCGResolver.Source]?] = [:]
        /// Whether a chain too deep was reported: the sets above it fail without saying so again.
        var reportedDepth = false
        /// The types the sources' tokens have, for one another's untyped tokens (`DTCGResolver.typesElsewhere`).
        var types = DTCGTypeHints()
        /// The root's sets by name (the first of a name), for references.
        let setNodes: [String: YAMLNode]
        init(root: YAMLNode) {
            var nodes: [String: YAMLNode] = [:]
            if case .mapping(let sets)? = root["sets"]?.content {
                for pair in sets { if let name = pair.key.scalarText, nodes[name] == nil { nodes[name] = pair.value } }
            }
            setNodes = nodes
        }
    }

    /// The resolver `root` describes; nil after reporting why it has none.
    package func read(_ root: YAMLNode) -> DTCGResolver? {
        guard case .mapping(let pairs) = root.content else {
            error(
                "a resolver document is an object with version and resolutionOrder, not \(root.kindDescription)", root)
            return nil
        }
        for pair in pairs {
            guard let key = pair.key.scalarText, !Self.rootKeys.contains(key) else { continue }
            error(
                "a resolver has no property '\(key)'" + Suggestion.hint(for: key, in: Self.rootKeys) + "; it holds "
                    + Self.rootKeys.joined(separator: ", "), pair.key)
        }
        let state = State(root: root)
        var valid = true
        if let version = root["version"] {
            if version.scalarText != "2025.10" || !isString(version) {
                error("a resolver's version is \"2025.10\", not \(DTCGChecker.kind(version))", version)
                valid = false
            }
        } else {
            error("a resolver needs version: \"2025.10\"", root)
            valid = false
        }
        for key in ["name", "description"] {
            if let node = root[key], !isString(node) { error("\(key) must be a string", node) }
        }
        // Sets and modifiers are checked whether or not the order uses them.
        let sets = named(root["sets"], what: "sets")
        let modifiers = named(root["modifiers"], what: "modifiers")
        for (name, node) in sets { _ = namedSet(node, name: name, state: state) }
        for (name, node) in modifiers { _ = modifier(node, name: name, at: node.location, state: state) }
        guard let order = root["resolutionOrder"] else {
            error("a resolver needs resolutionOrder, the sets and modifiers in the order they apply", root)
            return nil
        }
        guard case .sequence(let items) = order.content, !items.isEmpty else {
            error("resolutionOrder is a non-empty list of sets and modifiers", order)
            return nil
        }
        var steps: [DTCGResolver.Step] = []
        var names: [String: SourceLocation] = [:]
        for item in items {
            guard let (name, step) = self.step(item, sets: sets, modifiers: modifiers, state: state) else {
                valid = false
                continue
            }
            if let first = names[name] {
                diagnostics.error(
                    .resolverFormat, "resolutionOrder holds '\(name)' twice; names in it are unique",
                    at: item.location, notes: [DiagnosticNote("first here", at: first)])
                valid = false
            }
            names[name] = item.location
            steps.append(step)
        }
        guard valid else { return nil }
        return DTCGResolver(
            file: file, name: root["name"]?.scalarText, steps: steps, rules: rules, typesElsewhere: state.types)
    }

    // MARK: - Order

    private func step(
        _ item: YAMLNode, sets: [(String, YAMLNode)], modifiers: [(String, YAMLNode)], state: State
    ) -> (String, DTCGResolver.Step)? {
        guard case .mapping = item.content else {
            error("an item of resolutionOrder is an object: {\"$ref\": …} or an inline set or modifier", item)
            return nil
        }
        if let reference = item["$ref"] {
            guard let text = reference.scalarText, isString(reference) else {
                error("$ref must be a string", reference)
                return nil
            }
            for prefix in ["#/sets/", "#/modifiers/"] where text.hasPrefix(prefix) {
                let name = pointerName(text.dropFirst(prefix.count))
                let table = prefix == "#/sets/" ? sets : modifiers
                guard let node = table.first(where: { $0.0 == name })?.1 else {
                    diagnostics.error(
                        .refMissing,
                        "\"\(text)\" names no \(prefix == "#/sets/" ? "set" : "modifier")"
                            + Suggestion.hint(for: name, in: table.map(\.0)), at: reference.location)
                    return nil
                }
                if prefix == "#/sets/" {
                    return namedSet(node, name: name, state: state).map { (name, .set(name: name, sources: $0)) }
                }
                return modifier(node, name: name, at: reference.location, state: state).map { (name, .modifier($0)) }
            }
            error(
                text.hasPrefix("#/resolutionOrder")
                    ? "\"\(text)\" points into resolutionOrder, which nothing may refer to"
                    : "an item of resolutionOrder refers to \"#/sets/NAME\" or \"#/modifiers/NAME\", not \"\(text)\"",
                reference)
            return nil
        }
        guard let type = item["type"]?.scalarText, ["set", "modifier"].contains(type) else {
            error("an inline item of resolutionOrder needs type: \"set\" or \"modifier\"", item["type"] ?? item)
            return nil
        }
        guard let nameNode = item["name"], let name = nameNode.scalarText, isString(nameNode), !name.isEmpty else {
            error("an inline \(type) in resolutionOrder needs a name", item["name"] ?? item)
            return nil
        }
        let keys = ["type", "name"] + (type == "set" ? Self.setKeys : Self.modifierKeys)
        guard let inner = without(["type", "name"], of: item, allowed: keys, what: "an inline \(type)") else {
            return nil
        }
        if type == "set" { return set(inner, name: name, state: state).map { (name, .set(name: name, sources: $0)) } }
        return modifier(inner, name: name, at: item.location, state: state).map { (name, .modifier($0)) }
    }

    // MARK: - Sets and modifiers

    /// A set of the root's `sets`, expanded the first time it is asked for.
    private func namedSet(_ node: YAMLNode, name: String, state: State) -> [DTCGResolver.Source]? {
        if let known = state.expanded[name] { return known }
        let sources = set(node, name: name, state: state)
        state.expanded[name] = .some(sources)
        return sources
    }

    private func set(_ node: YAMLNode, name: String, state: State) -> [DTCGResolver.Source]? {
        guard checkKeys(node, allowed: Self.setKeys, what: "set '\(name)'") else { return nil }
        guard let sources = node["sources"] else {
            error("set '\(name)' needs sources, a list of token documents", node)
            return nil
        }
        state.expanding.append("#/sets/" + name)
        defer { state.expanding.removeLast() }
        return self.sources(sources, of: "set '\(name)'", state: state)
    }

    private func modifier(_ node: YAMLNode, name: String, at location: SourceLocation, state: State)
        -> DTCGResolver.Modifier?
    {
        guard checkKeys(node, allowed: Self.modifierKeys, what: "modifier '\(name)'") else { return nil }
        guard let contextsNode = node["contexts"] else {
            error("modifier '\(name)' needs contexts, each a name and the sources it takes", node)
            return nil
        }
        guard case .mapping(let pairs) = contextsNode.content, pairs.count >= 2 else {
            error(
                "modifier '\(name)' needs at least two contexts (one is no choice), as "
                    + "{\"light\": […], \"dark\": […]}", contextsNode)
            return nil
        }
        var contexts: [(name: String, sources: [DTCGResolver.Source])] = []
        var valid = true
        state.expanding.append("#/modifiers/" + name)
        defer { state.expanding.removeLast() }
        for pair in pairs {
            guard let context = pair.key.scalarText, !context.isEmpty else { continue }
            guard let sources = sources(pair.value, of: "context '\(context)' of modifier '\(name)'", state: state)
            else {
                valid = false
                continue
            }
            contexts.append((context, sources))
        }
        var defaultContext: String?
        if let node = node["default"] {
            // A context whose sources failed (reported there) is still one of the modifier's.
            let names = pairs.compactMap(\.key.scalarText)
            if let text = node.scalarText, isString(node), names.contains(text) {
                defaultContext = text
            } else {
                error(
                    "the default of modifier '\(name)' must name one of its contexts ("
                        + pairs.compactMap(\.key.scalarText).joined(separator: ", ") + ")", node)
                valid = false
            }
        }
        guard valid else { return nil }
        return DTCGResolver.Modifier(name: name, contexts: contexts, defaultContext: defaultContext, location: location)
    }

    /// A list of sources: inline token documents, and `$ref`s to sets or files, expanded in place.
    private func sources(_ node: YAMLNode, of owner: String, state: State) -> [DTCGResolver.Source]? {
        guard case .sequence(let items) = node.content else {
            error("the sources of \(owner) are a list of token documents, not \(node.kindDescription)", node)
            return nil
        }
        var found: [DTCGResolver.Source] = []
        var valid = true
        for item in items {
            guard case .mapping = item.content else {
                error("a source is a token document (an object) or {\"$ref\": …}, not \(item.kindDescription)", item)
                valid = false
                continue
            }
            guard let reference = item["$ref"] else {
                let structure = DTCGStructure(diagnostics: diagnostics, rules: rules).document(item)
                if let structure { state.types.add(structure) }
                valid = structure != nil && valid
                found.append(DTCGResolver.Source(root: item))
                continue
            }
            guard let expanded = self.reference(reference, in: item, of: owner, state: state) else {
                valid = false
                continue
            }
            found += expanded
        }
        return valid ? Self.lastOfEach(found) : nil
    }

    /// `sources` with each document kept only where it last applies: merging it again earlier changes nothing, since
    /// its later copy replaces whatever the earlier one set.
    static func lastOfEach(_ sources: [DTCGResolver.Source]) -> [DTCGResolver.Source] {
        var seen = Set<SourceLocation>()
        var kept: [DTCGResolver.Source] = []
        for source in sources.reversed() where seen.insert(source.root.location).inserted { kept.append(source) }
        return kept.count == sources.count ? sources : kept.reversed()
    }

    /// What a source's `$ref` stands for: another set's sources, or the token document in a file.
    private func reference(_ reference: YAMLNode, in item: YAMLNode, of owner: String, state: State)
        -> [DTCGResolver.Source]?
    {
        guard let text = reference.scalarText, isString(reference) else {
            error("$ref must be a string", reference)
            return nil
        }
        if text.hasPrefix("#/modifiers/") || text.hasPrefix("#/resolutionOrder") {
            error(
                "\"\(text)\": the sources of \(owner) may refer to sets and token files, never to "
                    + (text.hasPrefix("#/modifiers/") ? "a modifier" : "resolutionOrder"), reference)
            return nil
        }
        if text.hasPrefix("#/sets/") {
            let name = pointerName(text.dropFirst("#/sets/".count))
            if state.expanding.contains(text) {
                diagnostics.error(
                    .refCycle,
                    "sets refer to one another in a cycle: \((state.expanding.drop { $0 != text } + [text]).joined(separator: " → "))",
                    at: reference.location)
                return nil
            }
            if state.expanding.count >= maxDepth {
                if !state.reportedDepth {
                    state.reportedDepth = true
                    diagnostics.error(
                        .jsonLimit,
                        "sets refer to sets more than \(maxDepth) levels deep (from \(state.expanding[0])); "
                            + "list the documents in fewer sets", at: reference.location)
                }
                return nil
            }
            guard let node = state.setNodes[name] else {
                diagnostics.error(.refMissing, "\"\(text)\" names no set", at: reference.location)
                return nil
            }
            return namedSet(node, name: name, state: state)
        }
        if text.hasPrefix("#") {
            let rest = text.dropFirst()
            let hint =
                !rest.isEmpty && !rest.hasPrefix("/") && !rest.hasPrefix("#") ? " (did you mean \"#/\(rest)\"?)" : ""
            error("a source refers to \"#/sets/NAME\" or to a token file, not \"\(text)\"" + hint, reference)
            return nil
        }
        if text.contains("://") {
            error(
                "popskin reads no remote files: save \"\(text)\" beside the resolver and refer to it by path", reference
            )
            return nil
        }
        let path = String(text.split(separator: "#", maxSplits: 1).first ?? "")
        let cached = state.loaded[path] ?? loadFile(path, reference.location)
        state.loaded[path] = cached
        guard var document = cached else { return nil }
        if let fragment = text.split(separator: "#", maxSplits: 1).dropFirst().first {
            guard case .success(let segments) = DTCGReference.pointer("#" + fragment),
                let target = Self.walk(document, segments)
            else {
                // `file.json#orange`: a pointer starts with its `/`; say so when the one with it names something.
                let slashed = "#/" + fragment
                let hint =
                    !fragment.hasPrefix("/") && !fragment.hasPrefix("#")
                        && (try? DTCGReference.pointer(slashed).get()).map { Self.walk(document, $0) != nil } == true
                    ? " (did you mean \"\(path)\(slashed)\"? a JSON Pointer starts with '/')" : ""
                diagnostics.error(.refMissing, "\"\(text)\" names nothing in \(path)" + hint, at: reference.location)
                return nil
            }
            document = target
        }
        if cached != nil, state.loaded[path + "#checked"] == nil {
            state.loaded[path + "#checked"] = .some(nil)
            guard let structure = DTCGStructure(diagnostics: diagnostics, rules: rules).document(document) else {
                return nil
            }
            state.types.add(structure)
        }
        return [DTCGResolver.Source(root: document)]
    }

    // MARK: - Helpers

    private static func walk(_ node: YAMLNode, _ segments: [String]) -> YAMLNode? {
        var current = node
        for segment in segments {
            switch current.content {
            case .mapping: guard let next = current[segment] else { return nil }; current = next
            case .sequence(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                current = items[index]
            case .scalar: return nil
            }
        }
        return current
    }

    /// A pointer's name segment, unescaped.
    private func pointerName(_ text: Substring) -> String {
        if case .success(let segments) = DTCGReference.pointer("#/" + text), segments.count == 1 { return segments[0] }
        return String(text)
    }

    /// The entries of `sets` or `modifiers`.
    private func named(_ node: YAMLNode?, what: String) -> [(String, YAMLNode)] {
        guard let node else { return [] }
        guard case .mapping(let pairs) = node.content else {
            error("\(what) is an object of names, not \(node.kindDescription)", node)
            return []
        }
        return pairs.compactMap { pair in pair.key.scalarText.map { ($0, pair.value) } }
    }

    private func checkKeys(_ node: YAMLNode, allowed: [String], what: String) -> Bool {
        guard case .mapping(let pairs) = node.content else {
            error("\(what) is an object, not \(node.kindDescription)", node)
            return false
        }
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalarText, !allowed.contains(key) else { continue }
            error(
                "\(what) has no property '\(key)'" + Suggestion.hint(for: key, in: allowed) + "; it holds "
                    + allowed.joined(separator: ", "), pair.key)
            valid = false
        }
        return valid
    }

    /// `node` without `removed`, after checking its keys against `allowed`.
    private func without(_ removed: [String], of node: YAMLNode, allowed: [String], what: String) -> YAMLNode? {
        guard checkKeys(node, allowed: allowed, what: what), case .mapping(let pairs) = node.content else {
            return nil
        }
        return YAMLNode(.mapping(pairs.filter { !removed.contains($0.key.scalarText ?? "") }), at: node.location)
    }

    private func isString(_ node: YAMLNode) -> Bool {
        if case .scalar(_, isPlain: false) = node.content { return true }
        return false
    }

    private func error(_ message: String, _ node: YAMLNode) {
        diagnostics.error(.resolverFormat, message, at: node.location)
    }
}
