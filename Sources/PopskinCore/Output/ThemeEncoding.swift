import PopskinRuntime

/// A resolved theme as a structured value, keyed exactly like the theme format, for `theme show` and exports.
public enum ThemeEncoding {
    /// The theme as `popskin theme show` prints it; with `provenance`, a last `provenance` field maps each dotted
    /// path set by the chain to the theme, file, line and column that set it, then each value no theme sets to
    /// `{default: true}`.
    public static func encode(_ theme: ResolvedTheme, provenance: Bool) -> StructuredValue {
        guard provenance, case .object(var fields) = encode(theme) else { return encode(theme) }
        let set = Self.provenance(theme)
        let entries: [(String, StructuredValue)] = set.map { path, origin in
            (
                path,
                .object([
                    ("theme", .string(origin.theme)), ("file", .string(origin.valueLocation.file)),
                    ("line", .number(Double(origin.valueLocation.line))),
                    ("column", .number(Double(origin.valueLocation.column))),
                ])
            )
        }
        let defaults = defaultedPaths(.object(fields), set: set.map(\.path)).map { path in
            (path, StructuredValue.object([("default", .bool(true))]))
        }
        fields.append(("provenance", .object(entries + defaults)))
        return .object(fields)
    }

    /// The theme keys of an encoded theme (its leaves, a `null` optional included) that no path of `set` sets, in
    /// encoding order. A key counts as set when the chain wrote it, a part of it (`content.insets.top`) or a
    /// mapping around it.
    static func defaultedPaths(_ encoded: StructuredValue, set: [String]) -> [String] {
        var result: [String] = []
        func isSet(_ path: String) -> Bool {
            set.contains { $0 == path || $0.hasPrefix(path + ".") || path.hasPrefix($0 + ".") }
        }
        func walk(_ value: StructuredValue, _ path: String) {
            if case .object(let fields) = value {
                for (key, child) in fields { walk(child, path + "." + key) }
            } else if !isSet(path) {
                result.append(path)
            }
        }
        guard case .object(let fields) = encoded else { return [] }
        for (key, value) in fields where SkinDecoder.rootKeys.contains(key) { walk(value, key) }
        return result
    }

    /// The fully resolved theme with defaults filled in; when its skin did not decode (an abstract theme lacking
    /// required values), the values its chain sets, as written.
    public static func encode(_ theme: ResolvedTheme) -> StructuredValue {
        var fields: [(String, StructuredValue)] = [
            ("name", .string(theme.name)),
            ("file", .string(theme.file)),
            ("extends", theme.parent.map(StructuredValue.string) ?? .null),
            ("abstract", .bool(theme.isAbstract)),
            ("description", theme.description.map(StructuredValue.string) ?? .null),
        ]
        if let skin = theme.skin {
            fields += encode(skin)
        } else if case .object(let values) = encode(theme.tree) {
            // Values as written, minus keys that would shadow the fields above (unknown keys, already reported).
            let taken = Set(fields.map(\.0))
            fields += values.filter { !taken.contains($0.0) }
        }
        return .object(fields)
    }

    static func encode(_ skin: Skin) -> [(String, StructuredValue)] {
        let arrow = skin.arrow, background = skin.background
        var arrowFields: [(String, StructuredValue)] = [
            ("base", .number(arrow.base)), ("height", .number(arrow.height)), ("shape", .string(arrow.shape.rawValue)),
        ]
        if arrow.shape == .rounded { arrowFields.append(("tip-radius", .number(arrow.tipRadius))) }
        if let image = arrow.image { arrowFields.append(("image", ThemeEncoding.image(image))) }
        arrowFields += [
            ("corner-clearance", .number(arrow.cornerClearance)), ("overlap", .number(arrow.overlap)),
            ("turn", .string(arrow.turn.rawValue)),
        ]

        var backgroundFields: [(String, StructuredValue)] = [
            ("style", .string(background.style.rawValue)),
            ("corner-radius", background.capsule ? .string("capsule") : .number(background.cornerRadius)),
            ("fill", ThemeEncoding.color(background.fill)),
        ]
        if let gradient = background.gradient {
            // Two stops at the ends read as from and to, as most themes write them.
            let ends = gradient.stops.count == 2 && gradient.stops[0].location == 0 && gradient.stops[1].location == 1
            let colors: [(String, StructuredValue)] =
                ends
                ? [("from", ThemeEncoding.color(gradient.from)), ("to", ThemeEncoding.color(gradient.to))]
                : [
                    (
                        "stops",
                        .array(
                            gradient.stops.map {
                                .object([("color", ThemeEncoding.color($0.color)), ("at", .number($0.location))])
                            })
                    )
                ]
            backgroundFields.append(("gradient", .object(colors + [("axis", .string(gradient.axis.rawValue))])))
        }
        if let image = background.image {
            backgroundFields.append(("image", ThemeEncoding.image(image)))
            backgroundFields.append(("image-margin", insets(background.imageMargin)))
        }
        if !background.variants.isEmpty {
            backgroundFields.append(
                (
                    "variants",
                    .object(
                        background.variants.sorted { $0.key < $1.key }.map { variant, art in
                            (
                                variant.rawValue,
                                .object([
                                    ("image", ThemeEncoding.image(art.image)), ("cap-insets", insets(art.capInsets)),
                                ])
                            )
                        })
                ))
        }
        backgroundFields.append(("cap-insets", insets(background.capInsets)))

        let shadow: StructuredValue =
            skin.shadow.map { shadow in
                .object([
                    ("color", ThemeEncoding.color(shadow.color)), ("opacity", .number(shadow.opacity)),
                    ("blur", .number(shadow.blur)),
                    ("offset", .array([.number(shadow.offsetX), .number(shadow.offsetY)])),
                ])
            } ?? .null
        let popup = skin.popup
        return [
            ("arrow", .object(arrowFields)),
            ("background", .object(backgroundFields)),
            // No border and no shadow alike print as null.
            (
                "border",
                skin.border.width == 0
                    ? .null
                    : .object([
                        ("width", .number(skin.border.width)), ("color", ThemeEncoding.color(skin.border.color)),
                    ])
            ),
            ("shadow", shadow),
            (
                "content",
                .object([
                    ("insets", insets(skin.content.insets)),
                    ("wants-default-appearance", .bool(skin.content.wantsDefaultAppearance)),
                    ("clips", .bool(skin.content.clips)),
                ])
            ),
            (
                "popup",
                .object([
                    ("prefer-direction", .string(popup.preferDirection.rawValue)),
                    ("distance-from-source", .number(popup.distanceFromSource)),
                    ("safety-margins", insets(popup.safetyMargins)),
                    ("minimum-size", .array([.number(popup.minimumSize.width), .number(popup.minimumSize.height)])),
                    ("maximum-size", .array([.number(popup.maximumSize.width), .number(popup.maximumSize.height)])),
                    ("dimming", ThemeEncoding.color(popup.dimming)),
                    ("highlighted-fill", popup.highlightedFill.map { ThemeEncoding.color($0) } ?? .null),
                ])
            ),
            (
                "metrics",
                .object([
                    ("corner-clearance", .number(skin.cornerClearance)),
                    ("minimum-popover-side", .number(skin.minimumPopoverSide)),
                ])
            ),
        ]
    }

    static func insets(_ insets: SkinInsets) -> StructuredValue {
        .array([.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)])
    }

    /// A merged tree as written (removed values left out).
    static func encode(_ tree: ThemeTree) -> StructuredValue {
        switch tree.content {
        case .removed: return .null
        case .mapping(let entries):
            return .object(
                entries.compactMap { entry in
                    if case .removed = entry.tree.content { return nil }
                    return (entry.key, encode(entry.tree))
                })
        case .value(let node): return encode(node)
        }
    }

    /// A YAML node as a typed value, by the YAML 1.2 core schema popskin reads.
    public static func encode(_ node: YAMLNode) -> StructuredValue {
        switch node.content {
        case .scalar(let text, let plain):
            if node.isNull { return .null }
            if plain, let number = YAMLScalarValue.number(text) { return .number(number) }
            if plain, let flag = YAMLScalarValue.bool(text) { return .bool(flag) }
            return .string(text)
        case .sequence(let items): return .array(items.map(encode))
        case .mapping(let pairs): return .object(pairs.map { ($0.key.scalarText ?? "?", encode($0.value)) })
        }
    }

    /// Each leaf's dotted path with where it was set, for `theme show --provenance`. Defaults are absent.
    public static func provenance(_ theme: ResolvedTheme) -> [(path: String, origin: ValueOrigin)] {
        var result: [(String, ValueOrigin)] = []
        func walk(_ tree: ThemeTree, _ prefix: String) {
            switch tree.content {
            case .removed: return
            case .value: if let origin = tree.origin { result.append((prefix, origin)) }
            case .mapping(let entries):
                // A key holding "." is not a theme key (already reported) and would make an ambiguous path.
                for entry in entries where !entry.key.contains(".") {
                    walk(entry.tree, prefix.isEmpty ? entry.key : prefix + "." + entry.key)
                }
            }
        }
        walk(theme.tree, "")
        return result
    }
}

extension ThemeEncoding {
    /// A colour as a theme writes it: `"#rrggbb"`, or `{any: …, dark: …}` with the appearances it sets.
    static func color(_ color: SkinColor) -> StructuredValue {
        guard color.isDynamic else { return .string(color.hex) }
        return .object(
            [("any", .string(color.resolved(for: nil).hex))]
                + color.appearances.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .string($0.value.hex)) })
    }
}

extension ThemeEncoding {
    /// Hand-made art as the theme wrote it: a path, or `{any: …, dark: …}` with the appearances that have their own.
    static func image(_ image: ImageReference) -> StructuredValue {
        guard !image.appearances.isEmpty else { return .string(image.written) }
        return .object(
            [("any", .string(image.written))]
                + image.appearances.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .string($0.value.written)) })
    }
}
