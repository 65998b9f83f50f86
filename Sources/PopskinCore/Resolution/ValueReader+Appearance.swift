import PopskinRuntime
import PopskinSources
import PopskinTokens

/// Colours per appearance, and the rule that nothing else varies: a popover background class has one set of
/// metrics, which UIKit reads once per class, so an appearance may change colours and never geometry.
extension ValueReader {
    static func namesAppearances(_ keys: [String]) -> Bool {
        !keys.isEmpty && keys.allSatisfy { TokenTable.appearanceKeys.contains($0) }
    }

    /// Reports APPEARANCE-GEOMETRY when `tree` gives a value per appearance.
    mutating func variesByAppearance(_ tree: ThemeTree, path: String) -> Bool {
        guard case .mapping(let list) = tree.content else { return false }
        let keys = list.compactMap { entry -> String? in
            if case .removed = entry.tree.content { return nil }
            return entry.key
        }
        guard Self.namesAppearances(keys) else { return false }
        reportGeometryVaries(path, at: tree.origin?.valueLocation, notes: .none)
        return true
    }

    /// Reports APPEARANCE-GEOMETRY when a token reference led to a value per appearance.
    mutating func variesByAppearance(_ node: YAMLNode, path: String, notes: ReferenceNotes) -> Bool {
        let mapped: Bool
        if case .mapping(let pairs) = node.content {
            mapped = Self.namesAppearances(pairs.compactMap { $0.key.scalarText })
        } else {
            mapped = false
        }
        guard mapped || node.typed?.value is AppearanceColors else { return false }
        reportGeometryVaries(path, at: node.location, notes: notes)
        return true
    }

    private mutating func reportGeometryVaries(_ path: String, at location: SourceLocation?, notes: ReferenceNotes) {
        let hint = path == "shadow.opacity" ? "; give the shadow's colour an alpha per appearance instead" : ""
        error(
            .appearanceGeometry,
            "'\(path)' cannot differ between appearances: a popover background class has one set of metrics, which "
                + "UIKit reads once per class, so only colours may vary by appearance" + hint,
            at: location, notes: notes)
    }

    /// A colour: a hex string, or a mapping of appearances to hex strings (each may be a token reference), or a
    /// reference to a token that is either.
    mutating func color(_ tree: ThemeTree, path: String) -> SkinColor? {
        switch tree.content {
        case .removed:
            return nil
        case .mapping(let list) where list.count == 1 && list[0].key.contains("."):
            // `fill: {palette.red}` unquoted is YAML's mapping; leaf says to quote it.
            _ = leaf(tree, path: path, expected: "a colour")
            return nil
        case .mapping:
            guard let section = entries(of: tree, path: path, known: TokenTable.appearanceKeys) else { return nil }
            var values: [String: SkinColor] = [:]
            var complete = true
            for entry in section.entries {
                let entryPath = "\(path).\(entry.key)"
                guard let (node, notes) = leaf(entry.tree, path: entryPath, expected: "a colour"),
                    let value = plainColor(node, path: entryPath, notes: notes)
                else {
                    complete = false
                    continue
                }
                values[entry.key] = value
            }
            guard complete else { return nil }
            return appearanceColor(values, path: path, at: tree.origin?.valueLocation)
        case .value(let node):
            guard let (value, notes) = resolve(node) else { return nil }
            return color(value, path: path, notes: notes)
        }
    }

    /// A colour from a resolved YAML value: a hex string or a mapping of appearances (a token's value, a gradient
    /// stop), or an imported token's colour, typed (per appearance, made one colour as a written mapping is).
    mutating func color(_ node: YAMLNode, path: String, notes: ReferenceNotes) -> SkinColor? {
        if let colors = node.typed?.value as? AppearanceColors {
            return appearanceColor(colors.values, path: path, at: node.location)
        }
        guard case .mapping(let pairs) = node.content else { return plainColor(node, path: path, notes: notes) }
        var values: [String: SkinColor] = [:]
        var complete = true
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            guard TokenTable.appearanceKeys.contains(key) else {
                error(
                    .unknownKey,
                    "unknown appearance '\(key)' in '\(path)'"
                        + Suggestion.hint(for: key, in: TokenTable.appearanceKeys),
                    at: pair.key.location, notes: notes)
                complete = false
                continue
            }
            guard let (value, valueNotes) = resolve(pair.value),
                let color = plainColor(value, path: "\(path).\(key)", notes: valueNotes + notes)
            else {
                complete = false
                continue
            }
            values[key] = color
        }
        guard complete else { return nil }
        return appearanceColor(values, path: path, at: node.location)
    }

    /// One colour for every appearance.
    private mutating func plainColor(_ node: YAMLNode, path: String, notes: ReferenceNotes) -> SkinColor? {
        if let color = node.typed?.value as? SkinColor { return color }
        if node.typed?.value is AppearanceColors {
            error(
                .badColor, "'\(path)' must be one colour here, not a token with a colour per appearance",
                at: node.location, notes: notes)
            return nil
        }
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            let what = node.kindDescription
            error(
                .badColor, "'\(path)' must be a colour string, not \(what)", at: node.location, notes: notes)
            return nil
        }
        if let color = SkinColor(text: text) { return color }
        error(.badColor, "'\(path)': " + ColorText.problem(with: text), at: node.location, notes: notes)
        return nil
    }

    /// The colour of `values` by appearance name. `any` defaults to `light`. An appearance that says what its
    /// fallback says is kept: it is a decision (the completeness warning asks for one).
    private mutating func appearanceColor(_ values: [String: SkinColor], path: String, at location: SourceLocation?)
        -> SkinColor?
    {
        guard let found = byAppearance(values, path: path, what: "colour", id: .badColor, at: location) else {
            return nil
        }
        var color = found.base
        color.appearances = found.appearances
        return color
    }

    /// The value of `values` (by appearance name) for any appearance — `any`, else `light` — and each appearance's
    /// own; nil after reporting a mapping with neither, under `id`.
    private mutating func byAppearance<Value>(
        _ values: [String: Value], path: String, what: String, id: DiagnosticID, at location: SourceLocation?
    ) -> (base: Value, appearances: [SkinAppearance: Value])? {
        guard let base = values["any"] ?? values[SkinAppearance.light.rawValue] else {
            error(
                id,
                "'\(path)' gives no \(what) for 'any' or 'light'; the light appearance, and any appearance not given, "
                    + "needs one", at: location)
            return nil
        }
        var appearances: [SkinAppearance: Value] = [:]
        for appearance in SkinAppearance.allCases {
            if let value = values[appearance.rawValue] { appearances[appearance] = value }
        }
        return (base, appearances)
    }

    /// Hand-made art per appearance (`image: {any: art/bg.png, dark: art/bg-dark.png}`), each path resolved as one
    /// image is. Their sizes must agree: `ImageRules` measures them.
    mutating func appearanceImage(_ tree: ThemeTree, path: String) -> ImageReference? {
        guard let section = entries(of: tree, path: path, known: TokenTable.appearanceKeys) else { return nil }
        var values: [String: ImageReference] = [:]
        var complete = true
        for entry in section.entries {
            guard let art = image(entry.tree, path: "\(path).\(entry.key)") else {
                complete = false
                continue
            }
            values[entry.key] = art
        }
        guard complete,
            let found = byAppearance(values, path: path, what: "image", id: .badPath, at: tree.origin?.valueLocation)
        else { return nil }
        var art = found.base
        art.appearances = found.appearances
        return art
    }
}
