import PopskinCore
import PopskinSources

/// What one theme of a version ships, as dotted paths: its resolved values (after inheritance, tokens and
/// defaults) and a hash of each art file it names. A theme's description, file and parent are not among them: they
/// change nothing an app shows or compiles.
struct ThemeState: Sendable {
    var theme: ResolvedTheme
    var values: [String: String]
    /// The same values as the encoder gave them, for measuring a change (`ValueDifference`) without reading text.
    var structured: [String: StructuredValue]

    var name: String { theme.name }
    var isAbstract: Bool { theme.isAbstract }

    /// Identity and notes: read, never shipped.
    static let identity = ["name", "file", "extends", "description"]

    /// The project's own themes of `version` (a dependency's are not its to change), by name.
    static func all(_ version: ProjectVersion) -> [String: ThemeState] {
        var states: [String: ThemeState] = [:]
        for theme in version.result.registry.themes where theme.package == nil {
            var structured: [String: StructuredValue] = [:]
            flatten(ThemeEncoding.encode(theme), prefix: "", into: &structured)
            states[theme.name] = ThemeState(
                theme: theme, values: values(theme, inputs: version.result.project.inputs), structured: structured)
        }
        return states
    }

    static func values(_ theme: ResolvedTheme, inputs: InputSnapshot) -> [String: String] {
        var values: [String: String] = [:]
        flatten(ThemeEncoding.encode(theme), prefix: "", into: &values)
        for key in identity { values[key] = nil }
        // Figures worked out from other values: their causes are listed instead.
        for key in values.keys where key.hasPrefix("metrics.") { values[key] = nil }
        // The art's bytes as the version's snapshot read them, so a redrawn PNG under the same name is a change.
        for (path, hash) in theme.skin?.artHashes(in: inputs) ?? [:] { values["art \(path)"] = hash }
        return values
    }

    static func flatten(_ value: StructuredValue, prefix: String, into values: inout [String: String]) {
        var leaves: [String: StructuredValue] = [:]
        flatten(value, prefix: prefix, into: &leaves)
        for (path, leaf) in leaves { values[path] = JSONWriter.renderCompact(leaf) }
    }

    /// The leaves of `value` by dotted path.
    static func flatten(_ value: StructuredValue, prefix: String, into values: inout [String: StructuredValue]) {
        switch value {
        case .object(let fields):
            for (key, field) in fields {
                flatten(field, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &values)
            }
        default:
            values[prefix] = value
        }
    }
}
