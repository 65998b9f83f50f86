import PopskinRuntime
import PopskinSources
import PopskinTokens

/// Where each appearance's colour comes from: the appearance key that gives it, or the one it falls back to.
public struct AppearanceSource: Sendable {
    public var appearance: SkinAppearance
    public var hex: String
    /// The key that gives the value: the appearance's own, its fallback's, `any`, or `light` (which `any` defaults to).
    public var key: String
    /// Where that key's value is written (in the theme, or in the token it refers to).
    public var location: SourceLocation?
}

extension ThemeExplanation {
    /// Each appearance's value of the colour at `path`, when it varies by appearance. `value` is what the winning
    /// node stands for after token references, when it is a value rather than a mapping.
    static func appearanceSources(
        theme: ResolvedTheme, path: String, winner: ThemeTree?, value: YAMLNode?, schema: ThemeSchema
    ) -> [AppearanceSource] {
        guard let color = theme.skin?.color(at: path, schema: schema), color.isDynamic else { return [] }
        let written = writtenAppearances(winner, value: value)
        return SkinAppearance.allCases.map { appearance in
            let keys = appearance.fallbackChain.map(\.rawValue) + ["any", SkinAppearance.light.rawValue]
            let key = keys.first { written[$0] != nil } ?? "any"
            return AppearanceSource(
                appearance: appearance, hex: color.resolved(for: appearance).text, key: key, location: written[key])
        }
    }

    /// The appearance keys of the mapping that defines a colour (written in the theme, or the token it names), with
    /// where each value is written.
    private static func writtenAppearances(_ winner: ThemeTree?, value: YAMLNode?) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        if case .mapping(let entries)? = winner?.content {
            for entry in entries { if let origin = entry.tree.origin { found[entry.key] = origin.valueLocation } }
        } else if case .mapping(let pairs)? = value?.content {
            for pair in pairs { if let key = pair.key.scalarText { found[key] = pair.value.location } }
        }
        return found
    }
}

extension Skin {
    /// The colour at a theme key, or at a gradient's `from` or `to`.
    public func color(at path: String, schema: ThemeSchema = .popskin) -> SkinColor? {
        if case .color(let color)? = schema[path]?.field?.get(self) { return color }
        switch path {
        case "background.gradient.from": return background.gradient?.from
        case "background.gradient.to": return background.gradient?.to
        default: return nil
        }
    }
}
