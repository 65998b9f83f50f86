import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// The draft-07 schemas are the 2020-12 ones with `definitions` for `$defs`, and the writers use nothing else
/// draft-07 lacks: a keyword added since would be ignored by an older editor, so a writer that starts to emit one
/// must teach `JSONSchemaDraft.rewrite` its draft-07 form first.
@Suite struct JSONSchemaDraftTests {
    static let generators: [(name: String, options: [SettingKey])] = [
        ("swift", [SettingKey("access", .choice(["public", "internal"]), doc: "Access.")])
    ]
    static let documents: [(name: String, latest: StructuredValue, draft07: StructuredValue)] = [
        ("theme", ThemeJSONSchema.document(), ThemeJSONSchema.document(draft: .v07)),
        (
            "manifest", ManifestJSONSchema.document(generators: generators),
            ManifestJSONSchema.document(generators: generators, draft: .v07)
        ),
    ]

    /// Keywords of 2019-09 and 2020-12 that draft-07 does not know.
    static let newer: Set<String> = [
        "$defs", "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "$vocabulary",
        "prefixItems", "unevaluatedProperties", "unevaluatedItems", "dependentRequired", "dependentSchemas",
        "minContains", "maxContains",
    ]

    /// Every schema object in `value` with its path; the names under `properties` and `definitions` are not keywords.
    static func schemas(_ value: StructuredValue, at path: String = "#") -> [(
        path: String, fields: [String: StructuredValue]
    )] {
        switch value {
        case .object(let fields):
            let map = Dictionary(fields, uniquingKeysWith: { first, _ in first })
            var found = [(path, map)]
            for (key, child) in fields {
                switch key {
                case "properties", "definitions", "$defs", "patternProperties":
                    guard case .object(let named) = child else { continue }
                    for (name, schema) in named { found += schemas(schema, at: "\(path)/\(key)/\(name)") }
                case "enum", "const", "default", "required", "examples", "description", "title": continue
                default: found += schemas(child, at: "\(path)/\(key)")
                }
            }
            return found
        case .array(let items): return items.enumerated().flatMap { schemas($1, at: "\(path)/\($0)") }
        default: return []
        }
    }

    @Test(arguments: documents.map(\.name)) func draft07UsesOnlyDraft07(name: String) throws {
        let document = try #require(Self.documents.first { $0.name == name })
        let all = Self.schemas(document.draft07)
        let root = try #require(all.first?.fields)
        #expect(root["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
        #expect(root["$id"] == .string(JSONSchemaDraft.v07.identifier(of: name)))
        var definitions: Set<String> = []
        if case .object(let named)? = root["definitions"] { definitions = Set(named.map(\.0)) }
        for (path, fields) in all {
            #expect(Self.newer.isDisjoint(with: fields.keys), "\(name) \(path): \(fields.keys.sorted())")
            if case .array? = fields["items"] { Issue.record("\(name) \(path): items as a list means another thing") }
            guard let reference = fields["$ref"] else { continue }
            // Draft-07 ignores whatever stands beside a $ref.
            #expect(fields.count == 1, "\(name) \(path): $ref beside \(fields.keys.sorted())")
            guard case .string(let target) = reference, target.hasPrefix("#/definitions/") else {
                Issue.record("\(name) \(path): $ref \(reference)")
                continue
            }
            #expect(definitions.contains(String(target.dropFirst("#/definitions/".count))), "\(name) \(path)")
        }
    }

    /// Nothing changes but the draft's names: read back with 2020-12's, the draft-07 schema is the 2020-12 one.
    @Test(arguments: documents.map(\.name)) func draft07IsTheSameSchema(name: String) throws {
        let document = try #require(Self.documents.first { $0.name == name })
        let latest = JSONSchemaDraft.v2020_12
        let back = JSONWriter.render(document.draft07)
            .replacingOccurrences(of: "\"#/definitions/", with: "\"#/$defs/")
            .replacingOccurrences(of: "\n  \"definitions\": {", with: "\n  \"$defs\": {")
            .replacingOccurrences(of: JSONSchemaDraft.v07.metaSchema, with: latest.metaSchema)
            .replacingOccurrences(of: JSONSchemaDraft.v07.identifier(of: name), with: latest.identifier(of: name))
        #expect(back == JSONWriter.render(document.latest))
    }
}
