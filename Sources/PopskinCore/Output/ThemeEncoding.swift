import PopskinRuntime
import PopskinSources
import PopskinTokens

/// A resolved theme as a structured value, keyed exactly like the theme format, for `theme show` and exports.
public enum ThemeEncoding {
    /// The theme as `popskin theme show` prints it; with `provenance`, a last `provenance` field maps each dotted
    /// path set by the chain to the theme, file, line and column that set it, then each value no theme sets to
    /// `{default: true}`.
    public static func encode(_ theme: ResolvedTheme, provenance: Bool, schema: ThemeSchema = .popskin)
        -> StructuredValue
    {
        guard provenance, case .object(var fields) = encode(theme, schema: schema) else {
            return encode(theme, schema: schema)
        }
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
        let defaults = defaultedPaths(.object(fields), set: set.map(\.path), schema: schema).map { path in
            (path, StructuredValue.object([("default", .bool(true))]))
        }
        fields.append(("provenance", .object(entries + defaults)))
        return .object(fields)
    }

    /// The theme keys of an encoded theme (its leaves, a `null` optional included) that no path of `set` sets, in
    /// encoding order. A key counts as set when the chain wrote it, a part of it (`content.insets.top`) or a
    /// mapping around it.
    static func defaultedPaths(_ encoded: StructuredValue, set: [String], schema: ThemeSchema = .popskin) -> [String] {
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
        // The sections a theme writes; computed ones (`metrics`) are never set, so never defaulted either.
        let sections = Set(
            schema.children(of: "").filter { key in
                if case .section = key.form { !schema.writableNames(in: key.path).isEmpty } else { false }
            }.map(\.name))
        for (key, value) in fields where sections.contains(key) { walk(value, key) }
        return result
    }

    /// The fully resolved theme with defaults filled in; when its skin did not decode (an abstract theme lacking
    /// required values), the values its chain sets, as written.
    public static func encode(_ theme: ResolvedTheme, schema: ThemeSchema = .popskin) -> StructuredValue {
        var fields: [(String, StructuredValue)] = [
            ("name", .string(theme.name)),
            ("file", .string(theme.file)),
            ("extends", theme.parent.map(StructuredValue.string) ?? .null),
            ("abstract", .bool(theme.isAbstract)),
            ("description", theme.description.map(StructuredValue.string) ?? .null),
        ]
        if let className = theme.className { fields.append(("class-name", .string(className.name))) }
        if let skin = theme.skin {
            fields += encode(skin, section: "", schema: schema)
        } else if case .object(let values) = encode(theme.tree) {
            // Values as written, minus keys that would shadow the fields above (unknown keys, already reported).
            let taken = Set(fields.map(\.0))
            fields += values.filter { !taken.contains($0.0) }
        }
        return .object(fields)
    }

    /// The skin as one theme file that sets every key, needing no parent and no tokens: what `theme show` prints of
    /// the keys, without the values popskin works out (`metrics`). Decoding it gives the same skin.
    public static func flattened(_ skin: Skin, schema: ThemeSchema = .popskin) -> StructuredValue {
        .object(
            encode(skin, section: "", schema: schema).filter { name, _ in
                guard let key = schema[name], case .section = key.form else { return true }
                return !schema.writableNames(in: key.path).isEmpty
            })
    }

    /// The keys of `section` of a skin, as `theme show` prints them: in the schema's order, each as its rule says.
    static func encode(_ skin: Skin, section: String, schema: ThemeSchema) -> [(String, StructuredValue)] {
        var fields: [(String, StructuredValue)] = []
        for key in schema.children(of: section) where key.inherits {
            if case .section = key.form {
                if let presence = key.presence, !presence.isPresent(skin) {
                    fields.append((key.name, .null))
                } else if key.shown.shows(skin, hasValue: true) {
                    fields.append((key.name, .object(encode(skin, section: key.path, schema: schema))))
                }
                continue
            }
            let value = key.field.map { $0.get(skin) } ?? skin.extras[key.path]
            guard key.shown.shows(skin, hasValue: value != nil) else { continue }
            fields.append((key.name, value.map(encode) ?? .null))
        }
        return fields
    }

    /// One value as a theme writes it.
    static func encode(_ value: ThemeValue) -> StructuredValue {
        switch value {
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .word(let word): return .string(word)
        case .color(let color): return ThemeEncoding.color(color)
        case .image(let image): return ThemeEncoding.image(image)
        case .insets(let insets): return self.insets(insets)
        case .pair(let first, let second): return .array([.number(first), .number(second)])
        case .gradient(let gradient):
            // Two stops at the ends read as from and to, as most themes write them.
            let ends = gradient.stops.count == 2 && gradient.stops[0].location == 0 && gradient.stops[1].location == 1
            let colors: [(String, StructuredValue)] =
                ends
                ? [("from", color(gradient.from)), ("to", color(gradient.to))]
                : [
                    (
                        "stops",
                        .array(
                            gradient.stops.map { .object([("color", color($0.color)), ("at", .number($0.location))]) })
                    )
                ]
            // A quarter turn the axis names is written as the axis, as themes wrote it before `angle`.
            let axis = GradientAxis.allCases.first { $0.angle == gradient.angle }
            let direction =
                axis.map { ("axis", StructuredValue.string($0.rawValue)) } ?? ("angle", .number(gradient.angle))
            let span: [(String, StructuredValue)] =
                gradient.span == .view ? [] : [("span", .string(gradient.span.rawValue))]
            return .object(colors + [direction] + span)
        case .variant(let art): return .object([("image", image(art.image)), ("cap-insets", insets(art.capInsets))])
        }
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
    /// A colour as a theme writes it: `"#rrggbb"` (or `color(display-p3 …)`), or `{any: …, dark: …}` with the appearances it sets.
    static func color(_ color: SkinColor) -> StructuredValue {
        guard color.isDynamic else { return .string(color.text) }
        return .object(
            [("any", .string(color.resolved(for: nil).text))]
                + color.appearances.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .string($0.value.text)) })
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

extension ShowRule {
    /// Whether `theme show` prints the key for `skin`, whose value is there or not.
    func shows(_ skin: Skin, hasValue: Bool) -> Bool {
        switch self {
        case .always: true
        case .whenSet: hasValue
        case .when(let test): test(skin)
        }
    }
}
