import PopskinSources

/// A Tokens Studio export in one JSON file, told from a DTCG document by its content: the single-file export (set
/// names at the top, beside `$themes` and `$metadata`), or one set in the plugin's legacy form (`value` and `type`
/// without `$`), as sd-transforms' examples and older syncs write it whatever the file is named.
package enum StudioFile {
    /// What a JSON token document is, when it is Tokens Studio's.
    package enum Form {
        /// Set names at the top level, with the export's themes and order.
        case export
        /// One set: the file's tokens.
        case set
    }

    /// `root`'s form, or nil for a DTCG document.
    package static func form(of root: YAMLNode) -> Form? {
        guard case .mapping(let pairs) = root.content else { return nil }
        if pairs.contains(where: { ["$themes", "$metadata"].contains($0.key.scalarText) }) { return .export }
        return hasLegacyToken(root, depth: 0) ? .set : nil
    }

    /// The export `root` holds, its sets named as the single-file export names them (or `name` for one set).
    package static func export(_ root: YAMLNode, form: Form, name: String, diagnostics: DiagnosticSink)
        -> StudioExport
    {
        guard form == .export, case .mapping(let pairs) = root.content else {
            return StudioExport(
                sets: [StudioSet(name: name, root: root, diagnostics: diagnostics)], order: [], themes: [])
        }
        var sets: [StudioSet] = []
        for pair in pairs {
            guard let key = pair.key.scalarText, !key.hasPrefix("$") else { continue }
            sets.append(StudioSet(name: key, root: pair.value, diagnostics: diagnostics))
        }
        let order = root["$metadata"].map { StudioThemesReader.order($0, diagnostics: diagnostics) } ?? []
        let themes =
            root["$themes"].map {
                StudioThemesReader.themes($0, sets: Set(sets.map(\.name)), diagnostics: diagnostics)
            } ?? []
        return StudioExport(sets: sets, order: order, themes: themes)
    }

    /// A token in the legacy form somewhere in the first levels: `{"value": …, "type": "…"}` with no `$value`.
    private static func hasLegacyToken(_ node: YAMLNode, depth: Int) -> Bool {
        guard depth < 8, case .mapping(let pairs) = node.content else { return false }
        let keys = Set(pairs.compactMap(\.key.scalarText))
        if keys.contains("$value") { return false }
        if keys.contains("value"), keys.contains("type"), case .scalar? = node["type"]?.content { return true }
        return pairs.contains { hasLegacyToken($0.value, depth: depth + 1) }
    }
}
