import Crypto
import Foundation
import PopskinCore

/// What one theme of a version ships, as dotted paths: its resolved values (after inheritance, tokens and
/// defaults) and a hash of each art file it names. A theme's description, file and parent are not among them: they
/// change nothing an app shows or compiles.
struct ThemeState: Sendable {
    var theme: ResolvedTheme
    var values: [String: String]

    var name: String { theme.name }
    var isAbstract: Bool { theme.isAbstract }

    /// Identity and notes: read, never shipped.
    static let identity = ["name", "file", "extends", "description"]

    /// The project's own themes of `version` (a dependency's are not its to change), by name.
    static func all(_ version: ProjectVersion) -> [String: ThemeState] {
        var states: [String: ThemeState] = [:]
        for theme in version.result.registry.themes where theme.package == nil {
            states[theme.name] = ThemeState(theme: theme, values: values(theme, projectRoot: version.root))
        }
        return states
    }

    static func values(_ theme: ResolvedTheme, projectRoot: String) -> [String: String] {
        var values: [String: String] = [:]
        flatten(ThemeEncoding.encode(theme), prefix: "", into: &values)
        for key in identity { values[key] = nil }
        // Figures worked out from other values: their causes are listed instead.
        for key in values.keys where key.hasPrefix("metrics.") { values[key] = nil }
        // The art's bytes, so a redrawn PNG under the same name counts as a change.
        let images = (theme.skin?.art ?? []).flatMap { _, image in
            [image] + image.appearances.sorted { $0.key < $1.key }.map(\.value)
        }
        for image in images {
            for file in ScaledImageFiles(image, projectRoot: projectRoot).files {
                let bytes = FileManager.default.contents(atPath: file.absolute) ?? Data()
                values["art \(file.path)"] = SHA256.hash(data: [UInt8](bytes)).prefix(8).map {
                    String(format: "%02x", $0)
                }.joined()
            }
        }
        return values
    }

    static func flatten(_ value: StructuredValue, prefix: String, into values: inout [String: String]) {
        switch value {
        case .object(let fields):
            for (key, field) in fields {
                flatten(field, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &values)
            }
        default:
            values[prefix] = JSONWriter.renderCompact(value)
        }
    }
}
