import PopskinTokens

/// The theme format as a JSON Schema (draft 2020-12, or draft-07 for older editors), written from `ThemeSchema`: what
/// an editor's YAML language server uses for completion, hover text and errors while typing. A theme file sets any
/// part of a theme (the rest is inherited), so no key is required; any value may be a token reference, or `null` to
/// remove an inherited one.
public enum ThemeJSONSchema {
    public static let identifier = JSONSchemaDraft.v2020_12.identifier(of: "theme")

    public static func document(_ schema: ThemeSchema = .popskin, draft: JSONSchemaDraft = .v2020_12) -> StructuredValue
    {
        var root = section("", schema)
        root.insert(("$schema", .string(draft.metaSchema)), at: 0)
        root.insert(("$id", .string(draft.identifier(of: "theme"))), at: 1)
        root.insert(("title", .string("popskin theme")), at: 2)
        root.insert(
            (
                "description",
                .string(
                    "One popover theme: a file of the registry's themes folder, named for the theme. Keys are inherited "
                        + "from the theme it extends; values may be token references such as \"{palette.red}\".")
            ), at: 3)
        root.append(("$defs", definitions))
        return draft.rewrite(.object(root))
    }

    /// A section's object schema: its keys, nothing else.
    private static func section(_ path: String, _ schema: ThemeSchema) -> [(String, StructuredValue)] {
        let keys = schema.children(of: path).filter { if case .computed = $0.form { false } else { true } }
        return [
            ("type", .array([.string("object"), .string("null")])),
            ("properties", .object(keys.map { ($0.name, property($0, schema)) })),
            ("additionalProperties", .bool(false)),
        ]
    }

    private static func property(_ key: ThemeKey, _ schema: ThemeSchema) -> StructuredValue {
        var fields: [(String, StructuredValue)] = [("description", .string(describe(key)))]
        if case .constant(let value) = key.fallback { fields.append(("default", ThemeEncoding.encode(value))) }
        switch key.form {
        case .section, .gradient, .variantArt:
            return .object(fields + section(key.path, schema))
        default:
            // A value, a token reference standing for one, or null (removing an inherited value).
            let forms: [StructuredValue] = [value(key.form), ref("reference"), .object([("type", .string("null"))])]
            return .object(fields + [("anyOf", .array(forms))])
        }
    }

    /// The doc line with what the reference says of the default.
    static func describe(_ key: ThemeKey) -> String {
        var text = key.doc
        if let unit = key.unit, unit == .points { text += " In points." }
        switch key.fallback {
        case .required: text += " Required in a concrete theme."
        case .requiredWhen(let condition, _): text += " Required when \(condition)."
        case .derived(let from, _): text += " Default: \(from)."
        default: break
        }
        return text
    }

    /// The schema of one form of value (not a reference, not null).
    static func value(_ form: ValueForm) -> StructuredValue {
        switch form {
        case .number(let range): return number(range)
        case .bool: return .object([("type", .string("boolean"))])
        case .text: return .object([("type", .string("string"))])
        case .themeName:
            return .object([("type", .string("string")), ("pattern", .string("^([a-z][a-z0-9-]*/)?[a-z][a-z0-9-]*$"))])
        case .choice(let names): return .object([("enum", .array(names.map(StructuredValue.string)))])
        case .color: return ref("color")
        case .image: return ref("image")
        // The shared definition when the key takes the format's inset lengths, as every key does now.
        case .insets(let range): return range == .insetLength ? ref("insets") : insets(range)
        case .pair(_, _, let range):
            return .object([
                ("type", .string("array")), ("items", .object([("anyOf", .array([number(range), ref("reference")]))])),
                ("minItems", .number(2)), ("maxItems", .number(2)),
            ])
        case .numberOrWord(let range, let word):
            return .object([("anyOf", .array([number(range), .object([("const", .string(word))])]))])
        case .gradientStops:
            let stop = StructuredValue.object([
                ("type", .string("object")),
                (
                    "properties",
                    .object([
                        ("color", ref("color")),
                        ("at", .object([("anyOf", .array([number(.fraction), ref("reference")]))])),
                    ])
                ),
                ("required", .array([.string("color")])), ("additionalProperties", .bool(false)),
            ])
            return .object([
                ("type", .string("array")), ("items", .object([("anyOf", .array([ref("color"), stop]))])),
                ("minItems", .number(2)),
            ])
        case .section, .gradient, .variantArt, .computed: return .object([])
        }
    }

    static func number(_ range: NumberRange) -> StructuredValue {
        var fields: [(String, StructuredValue)] = [("type", .string("number"))]
        if range.minimum != -.greatestFiniteMagnitude {
            fields.append((range.exclusive ? "exclusiveMinimum" : "minimum", .number(range.minimum)))
        }
        guard range.maximum != .greatestFiniteMagnitude else { return .object(fields) }
        fields.append(("maximum", .number(range.maximum)))
        guard range.allowsInfinity else { return .object(fields) }
        // YAML's `.inf` reads as infinity, the one number above the largest finite one.
        let infinity = StructuredValue.object([
            ("type", .string("number")), ("exclusiveMinimum", .number(.greatestFiniteMagnitude)),
        ])
        return .object([("anyOf", .array([.object(fields), infinity]))])
    }

    /// Insets in any of their four forms, each side in `range`.
    static func insets(_ range: NumberRange) -> StructuredValue {
        let side = StructuredValue.object([("anyOf", .array([number(range), ref("reference")]))])
        return .object([
            (
                "anyOf",
                .array([
                    number(range),
                    .object([
                        ("type", .string("array")), ("items", side), ("minItems", .number(2)),
                        ("maxItems", .number(4)),
                        ("not", .object([("minItems", .number(3)), ("maxItems", .number(3))])),
                    ]),
                    .object([
                        ("type", .string("object")),
                        ("properties", .object(Side.allCases.map { ($0.rawValue, side) })),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            ),
            (
                "description",
                .string(
                    "One number, [vertical, horizontal], [top, left, bottom, right] or {top, left, bottom, right}; "
                        + "each side \(range.requirement).")
            ),
        ])
    }

    static func ref(_ name: String) -> StructuredValue { .object([("$ref", .string("#/$defs/" + name))]) }

    /// The value forms several keys share.
    static var definitions: StructuredValue {
        let unit = #"(0|1|0?\.[0-9]+|1\.0+)"#
        let hex = StructuredValue.object([
            ("type", .string("string")),
            (
                "pattern",
                .string(
                    "^(#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|color\\(display-p3( \(unit)){3}( / \(unit))?\\))$"
                )
            ),
            (
                "description",
                .string(
                    "#RGB, #RGBA, #RRGGBB or #RRGGBBAA (quote it: YAML reads # as a comment), or "
                        + "color(display-p3 R G B[ / A]) with numbers from 0 to 1")
            ),
        ])
        let plainOrReference = StructuredValue.object([("anyOf", .array([ref("hexColor"), ref("reference")]))])
        let pathOrReference = StructuredValue.object([
            ("anyOf", .array([.object([("type", .string("string"))]), ref("reference")]))
        ])
        return .object([
            (
                "reference",
                .object([
                    ("type", .string("string")), ("pattern", .string(#"^\{[^{}.]+(\.[^{}.]+)*\}$"#)),
                    ("description", .string("A token reference, such as \"{palette.brand.red}\".")),
                ])
            ),
            ("hexColor", hex),
            (
                "color",
                .object([
                    (
                        "anyOf",
                        .array([ref("hexColor"), ref("reference"), perAppearance(plainOrReference, what: "colour")])
                    )
                ])
            ),
            (
                "image",
                .object([
                    (
                        "anyOf",
                        .array([
                            .object([("type", .string("string"))]), ref("reference"),
                            perAppearance(pathOrReference, what: "image"),
                        ])
                    )
                ])
            ),
            ("insets", insets(.insetLength)),
        ])
    }

    /// `{any, light, dark, light-high-contrast, dark-high-contrast}`, with `any` or `light` given.
    private static func perAppearance(_ value: StructuredValue, what: String) -> StructuredValue {
        .object([
            ("type", .string("object")),
            ("properties", .object(TokenTable.appearanceKeys.map { ($0, value) })),
            ("additionalProperties", .bool(false)),
            (
                "anyOf",
                .array([
                    .object([("required", .array([.string("any")]))]),
                    .object([("required", .array([.string("light")]))]),
                ])
            ),
            ("description", .string("A \(what) per appearance; 'any' (or 'light') is what the others fall back to.")),
        ])
    }
}
