/// `popskin.yaml` as a JSON Schema (draft 2020-12, or draft-07 for older editors), written from `ManifestSchema` and
/// the generators' declared options: each output's `options` are checked against its generator's.
public enum ManifestJSONSchema {
    public static let identifier = JSONSchemaDraft.v2020_12.identifier(of: "manifest")

    /// The schema; `generators` are the built-in generators' names and options.
    public static func document(
        generators: [(name: String, options: [SettingKey])], draft: JSONSchemaDraft = .v2020_12
    ) -> StructuredValue {
        var root = mapping(ManifestSchema.keys, alternatives: [], generators: generators)
        root.insert(("$schema", .string(draft.metaSchema)), at: 0)
        root.insert(("$id", .string(draft.identifier(of: "manifest"))), at: 1)
        root.insert(("title", .string("popskin.yaml")), at: 2)
        root.insert(
            ("description", .string("A popskin project: where its themes are, what it depends on, what it builds.")),
            at: 3)
        return draft.rewrite(.object(root))
    }

    private static func mapping(
        _ keys: [SettingKey], alternatives: [[String]], generators: [(name: String, options: [SettingKey])]
    ) -> [(String, StructuredValue)] {
        var fields: [(String, StructuredValue)] = [
            ("type", .string("object")),
            (
                "properties",
                .object(
                    keys.map { key in
                        var schema = shape(key.shape, generators: generators)
                        if case .object(let parts) = schema {
                            schema = .object([("description", .string(key.doc))] + parts)
                        }
                        return (key.name, schema)
                    })
            ),
            ("additionalProperties", .bool(false)),
        ]
        let required = keys.filter(\.required).map { StructuredValue.string($0.name) }
        if !required.isEmpty { fields.append(("required", .array(required))) }
        if !alternatives.isEmpty {
            fields.append(
                ("oneOf", .array(alternatives.map { .object([("required", .array($0.map(StructuredValue.string)))]) })))
        }
        // An output's options are its generator's.
        if keys.contains(where: { if case .options = $0.shape { true } else { false } }) {
            fields.append(
                (
                    "allOf",
                    .array(
                        generators.map { generator in
                            .object([
                                (
                                    "if",
                                    .object([
                                        (
                                            "properties",
                                            .object([("generator", .object([("const", .string(generator.name))]))])
                                        ),
                                        ("required", .array([.string("generator")])),
                                    ])
                                ),
                                (
                                    "then",
                                    .object([
                                        (
                                            "properties",
                                            .object([
                                                (
                                                    "options",
                                                    generator.options.isEmpty
                                                        ? .object([("type", .string("null"))])
                                                        : .object(
                                                            mapping(generator.options, alternatives: [], generators: [])
                                                        )
                                                )
                                            ])
                                        )
                                    ])
                                ),
                            ])
                        })
                ))
        }
        return fields
    }

    static func shape(_ shape: SettingShape, generators: [(name: String, options: [SettingKey])]) -> StructuredValue {
        let string = StructuredValue.object([("type", .string("string"))])
        switch shape {
        case .text(let pattern, _):
            return .object([("type", .string("string"))] + (pattern.map { [("pattern", .string($0))] } ?? []))
        case .choice(let names): return .object([("enum", .array(names.map(StructuredValue.string)))])
        case .integer(let numbers): return .object([("enum", .array(numbers.map { .number(Double($0)) }))])
        case .number(let range): return ThemeJSONSchema.number(range)
        case .bool: return .object([("type", .string("boolean"))])
        case .folder: return string
        case .folders:
            return .object([
                ("anyOf", .array([string, .object([("type", .string("array")), ("items", string)])]))
            ])
        case .names:
            return .object([
                ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9-]*$"))])),
            ])
        case .integers(let numbers):
            return .object([
                ("type", .string("array")), ("items", .object([("enum", .array(numbers.map { .number(Double($0)) }))])),
                ("minItems", .number(1)),
            ])
        case .mapping(let keys, let alternatives):
            return .object(mapping(keys, alternatives: alternatives, generators: generators))
        case .dictionary(let value, let keyPattern):
            return .object([
                ("type", .string("object")), ("propertyNames", .object([("pattern", .string(keyPattern))])),
                ("additionalProperties", self.shape(value, generators: generators)),
            ])
        case .sources(let keys):
            let entry = StructuredValue.object([
                ("anyOf", .array([string, .object(mapping(keys, alternatives: [], generators: generators))]))
            ])
            return .object([("anyOf", .array([string, .object([("type", .string("array")), ("items", entry)])]))])
        case .list(let item):
            return .object([("type", .string("array")), ("items", self.shape(item, generators: generators))])
        case .options: return .object([("type", .array([.string("object"), .string("null")]))])
        }
    }
}
