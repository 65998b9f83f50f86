import PopskinRuntime
import PopskinSources
import PopskinTokens

extension TokenSource {
    /// Reads one entry: a path, or a mapping of `ManifestSchema.tokenSourceKeys`.
    static func read(_ node: YAMLNode, diagnostics: DiagnosticSink) -> TokenSource? {
        if case .scalar = node.content {
            return path(node, diagnostics: diagnostics).map { TokenSource(path: $0, location: node.location) }
        }
        guard
            let settings = MappingReader(
                node, keys: ManifestSchema.tokenSourceKeys, context: "a token source", diagnostics: diagnostics),
            let pathNode = settings["path"], let path = path(pathNode, diagnostics: diagnostics)
        else { return nil }
        var source = TokenSource(path: path, location: pathNode.location)
        source.remBase = settings.number("rem")
        if let node = settings["appearances"] { source.appearances = appearances(node, diagnostics: diagnostics) }
        if let node = settings["inputs"] {
            if case .mapping(let pairs) = node.content {
                for pair in pairs {
                    guard let name = pair.key.scalarText, let context = pair.value.scalarText,
                        case .scalar = pair.value.content, !pair.value.isNull
                    else {
                        diagnostics.error(
                            .typeMismatch, "each input names a context, as {size: medium}", at: pair.value.location)
                        continue
                    }
                    source.inputs.append((name, context, pair.value.location))
                }
            } else {
                diagnostics.error(
                    .typeMismatch, "'inputs' must be a mapping of modifiers to contexts, as {size: medium}",
                    at: node.location)
            }
        }
        return source
    }

    private static func path(_ node: YAMLNode, diagnostics: DiagnosticSink) -> String? {
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.error(
                .typeMismatch, "a token source is a path or {path, …}, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if text == "." { return "" }
        guard let path = ProjectPath.join("", text) else {
            diagnostics.error(.badPath, "'tokens': '\(text)' must be inside the project", at: node.location)
            return nil
        }
        return path
    }

    private static func appearances(_ node: YAMLNode, diagnostics: DiagnosticSink) -> Appearances? {
        guard
            let settings = MappingReader(
                node, keys: ManifestSchema.appearanceKeys, context: "appearances", diagnostics: diagnostics)
        else { return nil }
        let modifier = settings.text("modifier"), group = settings.text("group")
        let key = settings.text("extension")
        let named = [modifier, group, key].compactMap { $0 }
        guard let axis = named.first, named.count == 1 else {
            diagnostics.error(
                .missingRequired,
                "appearances name the resolver's modifier (modifier: theme), the Tokens Studio group (group: Mode) or "
                    + "the $extensions key of a DTCG file's modes (extension: mode) that holds the modes, one of them",
                at: node.location)
            return nil
        }
        let kind: Appearances.Kind = modifier != nil ? .modifier : group != nil ? .group : .extensionKey
        var contexts: [SkinAppearance: String] = [:]
        for appearance in SkinAppearance.allCases {
            if let context = settings.text(appearance.rawValue) { contexts[appearance] = context }
        }
        guard contexts[.light] != nil else {
            diagnostics.error(
                .missingRequired,
                "appearances need the light context (light: …): the appearance every other falls back to",
                at: node.location)
            return nil
        }
        return Appearances(axis: axis, kind: kind, contexts: contexts, location: node.location)
    }
}
