/// The JSON Schema drafts popskin's schemas are written in. 2020-12 is the one `ThemeJSONSchema` and
/// `ManifestJSONSchema` write; draft-07 is the same schema for validators that know no later draft, such as
/// yaml-language-server before 1.20.0 (the YAML extensions of VS Code and other editors).
public enum JSONSchemaDraft: String, CaseIterable, Sendable {
    case v2020_12 = "2020-12"
    case v07 = "07"

    /// The meta-schema a document of this draft names in `$schema`.
    public var metaSchema: String {
        switch self {
        case .v2020_12: "https://json-schema.org/draft/2020-12/schema"
        case .v07: "http://json-schema.org/draft-07/schema#"
        }
    }

    /// Where docs/ keeps the schema of `subject` ("theme", "manifest") in this draft.
    public func path(of subject: String) -> String {
        switch self {
        case .v2020_12: "schema/\(subject).schema.json"
        case .v07: "schema/draft-07/\(subject).schema.json"
        }
    }

    /// The `$id` of the schema of `subject` in this draft: where the repository publishes it.
    public func identifier(of subject: String) -> String {
        "https://github.com/popskin/popskin/blob/main/docs/" + path(of: subject)
    }

    /// `schema`, written for 2020-12, in this draft. For draft-07 that is `definitions` for `$defs`, with every
    /// `$ref` pointing there: the writers use no other keyword draft-07 lacks (no `prefixItems`, `unevaluated…`,
    /// `dependent…`, and a `$ref` stands alone, as draft-07 ignores what is beside one), and `JSONSchemaDraftTests`
    /// holds them to that.
    func rewrite(_ schema: StructuredValue) -> StructuredValue {
        switch self {
        case .v2020_12: schema
        case .v07: Self.draft07(schema)
        }
    }

    /// One schema, walked by keyword: the values of `enum`, `const`, `default` and the like are data, left as they are.
    private static func draft07(_ schema: StructuredValue) -> StructuredValue {
        guard case .object(let fields) = schema else { return schema }
        return .object(
            fields.map { key, value in
                switch key {
                case "$defs": ("definitions", named(value))
                case "definitions", "properties", "patternProperties": (key, named(value))
                case "$ref":
                    if case .string(let target) = value, target.hasPrefix("#/$defs/") {
                        (key, .string("#/definitions/" + target.dropFirst("#/$defs/".count)))
                    } else {
                        (key, value)
                    }
                case "anyOf", "allOf", "oneOf":
                    if case .array(let schemas) = value { (key, .array(schemas.map(draft07))) } else { (key, value) }
                case "items", "additionalItems", "additionalProperties", "not", "if", "then", "else", "propertyNames",
                    "contains":
                    (key, draft07(value))
                default: (key, value)
                }
            })
    }

    /// A mapping of names to schemas.
    private static func named(_ value: StructuredValue) -> StructuredValue {
        guard case .object(let fields) = value else { return value }
        return .object(fields.map { ($0, draft07($1)) })
    }
}
