import PopskinRuntime
import PopskinSources
import PopskinTokens

/// APPEARANCE-INCOMPLETE: a theme whose colours change in dark mode should change all it shows, or a light border
/// stays on a dark bubble. Increased contrast is left alone: changing only the borders is the usual design. The
/// shadow is exempt: a black shadow stays black in dark mode, the usual design too.
enum AppearanceRules {
    static func check(_ context: RuleContext) {
        // A gradient is one key with many colours: dark when any stop is.
        var paths: [String] = [], dark: Set<String> = [], shown: [String: SkinColor] = [:]
        for (path, color) in context.skin.colors {
            if shown[path] == nil { paths.append(path) }
            shown[path] = shown[path] ?? color
            if color.appearances.keys.contains(where: \.isDark) { dark.insert(path) }
        }
        let varied = paths.filter(dark.contains)
        guard let first = varied.first else { return }
        for path in paths where !dark.contains(path) && path != Self.shadowColor {
            context.report(
                .warning, .appearanceIncomplete,
                "'\(path)' has no dark value while \(Self.list(varied)) \(varied.count == 1 ? "has" : "have") one: "
                    + "in dark mode it stays \(shown[path]!.text); give it a 'dark' value (the same colour keeps it "
                    + "on purpose)", at: [path], involving: [first])
        }
    }

    /// The key of the shadow's colour, which need not change in dark mode.
    static let shadowColor = "shadow.color"

    static func list(_ paths: [String]) -> String {
        paths.map { "'\($0)'" }.joined(separator: ", ")
    }
}
