import PopskinCore
import PopskinRuntime

/// A theme that varies by appearance as DTCG 2025.10 describes modes: the theme's tokens for any appearance, one file
/// per appearance with the tokens that appearance changes, and a resolver whose `theme` modifier picks them
/// (`light`, `dark`, `lightHighContrast`, `darkHighContrast`).
extension TokensGenerator {
    /// The per-appearance files and the resolver of `theme` (none when its tokens are the same in every appearance).
    static func appearanceFiles(_ theme: ResolvedTheme, _ skin: Skin, base: StructuredValue) -> [GeneratedFile] {
        // Every colour the document holds counts, the fill under a gradient too: the catalog ships it.
        guard
            SkinAppearance.allCases.contains(where: {
                changes(from: base, to: document(theme, skin.resolved(for: $0))) != nil
            })
        else { return [] }
        var files: [GeneratedFile] = []
        var contexts: [(String, StructuredValue)] = []
        var written: [SkinAppearance: (document: StructuredValue, file: String)] = [:]
        for appearance in SkinAppearance.allCases {
            let changes = Self.changes(from: base, to: document(theme, skin.resolved(for: appearance)))
            var sources: [StructuredValue] = []
            if let changes {
                // An appearance that changes what its fallback changes, and nothing else, reuses the fallback's file.
                if let fallback = appearance.fallback, let reused = written[fallback], reused.document == changes {
                    written[appearance] = reused
                } else {
                    let file = "\(theme.name).\(appearance.rawValue).tokens.json"
                    files.append(GeneratedFile(path: file, text: JSONWriter.render(changes) + "\n", theme: theme.name))
                    written[appearance] = (changes, file)
                }
                sources = [.object([("$ref", .string("./" + written[appearance]!.file))])]
            }
            contexts.append((appearance.caseName, .array(sources)))
        }
        let resolver = StructuredValue.object([
            ("name", .string(theme.name)),
            ("version", .string("2025.10")),
            ("description", .string("The popover skin '\(theme.name)' in light, dark and increased contrast")),
            (
                "sets",
                .object([
                    (
                        theme.name,
                        .object([("sources", .array([.object([("$ref", .string("./\(theme.name).tokens.json"))])]))])
                    )
                ])
            ),
            (
                "modifiers",
                .object([
                    ("theme", .object([("contexts", .object(contexts)), ("default", .string("light"))]))
                ])
            ),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/\(theme.name)"))]),
                    .object([("$ref", .string("#/modifiers/theme"))]),
                ])
            ),
        ])
        files.append(
            GeneratedFile(
                path: "\(theme.name).resolver.json", text: JSONWriter.render(resolver) + "\n", theme: theme.name))
        return files
    }

    /// The tokens of `other` whose values differ from `base`'s, in their groups; nil when none does. A token is an
    /// object with a `$value`; other `$` keys (descriptions, extensions) belong to the base.
    static func changes(from base: StructuredValue?, to other: StructuredValue) -> StructuredValue? {
        guard case .object(let fields) = other else { return other == base ? nil : other }
        if fields.contains(where: { $0.0 == "$value" }) { return other == base ? nil : other }
        var baseFields: [String: StructuredValue] = [:]
        if case .object(let list)? = base { for (key, value) in list { baseFields[key] = value } }
        let changed = fields.compactMap { key, value -> (String, StructuredValue)? in
            guard !key.hasPrefix("$") else { return nil }
            return changes(from: baseFields[key], to: value).map { (key, $0) }
        }
        return changed.isEmpty ? nil : .object(changed)
    }
}
