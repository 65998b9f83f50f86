import PopskinRuntime
import PopskinSources

/// Which themes of a Tokens Studio export make each appearance: one theme per group, as the plugin applies them.
/// The group `appearances:` names (or, without it, a group whose themes are named after appearances, as Light and
/// Dark) gives a theme per appearance; every other group is fixed by `inputs:` or to its first theme.
package enum StudioModes {
    /// One resolution: its appearance (nil for any), the status of each set, and the theme chosen in each group
    /// (for provenance; "" is the themes without a group).
    package typealias Resolution = (
        appearance: SkinAppearance?, statuses: [String: StudioSetStatus], themes: [String: String]
    )

    /// The resolutions, the first for any appearance (the light one); nil after reporting a mapping that names what
    /// the export does not have.
    package static func plan(
        _ source: TokenSource, themes: [StudioTheme], sets: [StudioSet], diagnostics: DiagnosticSink
    )
        -> [Resolution]?
    {
        if let appearances = source.appearances, !appearances.isGroup {
            diagnostics.error(
                .resolverFormat,
                "'\(source.path)' is a Tokens Studio export: its modes are a theme group (group: …), not a modifier",
                at: appearances.location)
            return nil
        }
        guard !themes.isEmpty else {
            // No themes: every set, in order, for every appearance.
            var valid = true
            if let appearances = source.appearances {
                diagnostics.error(
                    .resolverFormat,
                    "'\(source.path)' has no themes ($themes.json), so no group holds modes for appearances",
                    at: appearances.location)
                valid = false
            }
            for input in source.inputs {
                diagnostics.error(
                    .resolverFormat, "'\(source.path)' has no themes ($themes.json) for the input '\(input.name)'",
                    at: input.location)
                valid = false
            }
            return valid ? [(nil, Dictionary(uniqueKeysWithValues: sets.map { ($0.name, .enabled) }), [:])] : nil
        }
        var groups: [String: [StudioTheme]] = [:]
        var groupOrder: [String] = []
        for theme in themes {
            if groups[theme.group] == nil { groupOrder.append(theme.group) }
            groups[theme.group, default: []].append(theme)
        }
        let named = groupOrder.filter { !$0.isEmpty }
        var chosen: [String: StudioTheme] = [:]
        var valid = true
        for input in source.inputs {
            guard let members = groups[input.name], !input.name.isEmpty else {
                diagnostics.error(
                    .resolverFormat,
                    "\(source.path) has no theme group '\(input.name)'" + Suggestion.hint(for: input.name, in: named)
                        + (named.isEmpty ? "" : "; its groups are " + named.joined(separator: ", ")),
                    at: input.location)
                valid = false
                continue
            }
            guard let theme = theme(input.context, in: members, group: input.name, at: input.location, diagnostics)
            else {
                valid = false
                continue
            }
            chosen[input.name] = theme
        }
        let modes = self.modes(source, groups: groups, order: groupOrder, fixed: chosen, diagnostics: diagnostics)
        guard valid, let modes else { return nil }
        for group in groupOrder where chosen[group] == nil && group != modes.group {
            chosen[group] = groups[group]![0]
        }
        guard let group = modes.group else { return [(nil, fold(Array(chosen.values)), chosen.mapValues(\.name))] }
        return SkinAppearance.allCases.compactMap { appearance in
            guard let theme = modes.themes[appearance] else { return nil }
            chosen[group] = theme
            return (appearance == .light ? nil : appearance, fold(Array(chosen.values)), chosen.mapValues(\.name))
        }
    }

    /// The group of modes and its theme per appearance (`group` nil when there is none); nil after an error.
    private static func modes(
        _ source: TokenSource, groups: [String: [StudioTheme]], order: [String], fixed: [String: StudioTheme],
        diagnostics: DiagnosticSink
    ) -> (group: String?, themes: [SkinAppearance: StudioTheme])? {
        if let appearances = source.appearances {
            let named = order.filter { !$0.isEmpty }
            guard let members = groups[appearances.axis], !appearances.axis.isEmpty else {
                diagnostics.error(
                    .resolverFormat,
                    "\(source.path) has no theme group '\(appearances.axis)'"
                        + Suggestion.hint(for: appearances.axis, in: named)
                        + (named.isEmpty ? "" : "; its groups are " + named.joined(separator: ", ")),
                    at: appearances.location)
                return nil
            }
            if let input = source.inputs.first(where: { $0.name == appearances.axis }) {
                diagnostics.error(
                    .resolverFormat,
                    "group '\(appearances.axis)' holds the appearances; an input cannot fix it too", at: input.location)
                return nil
            }
            var themes: [SkinAppearance: StudioTheme] = [:]
            for (appearance, name) in appearances.contexts.sorted(by: { $0.key < $1.key }) {
                guard
                    let theme = theme(
                        name, in: members, group: appearances.axis, at: appearances.location, diagnostics,
                        for: appearance)
                else { return nil }
                themes[appearance] = theme
            }
            return (appearances.axis, themes)
        }
        // A group whose themes are named after appearances (Light, Dark, Dark High Contrast…), in any case.
        for group in order where fixed[group] == nil {
            var themes: [SkinAppearance: StudioTheme] = [:]
            for theme in groups[group]! {
                if let appearance = appearance(named: theme.name), themes[appearance] == nil {
                    themes[appearance] = theme
                }
            }
            if themes[.light] != nil && themes.count >= 2 { return (group, themes) }
        }
        return (nil, [:])
    }

    private static func theme(
        _ name: String, in members: [StudioTheme], group: String, at location: SourceLocation,
        _ diagnostics: DiagnosticSink, for appearance: SkinAppearance? = nil
    ) -> StudioTheme? {
        if let theme = members.first(where: { $0.name == name }) { return theme }
        let names = members.map(\.name)
        diagnostics.error(
            .resolverFormat,
            "group '\(group)' has no theme '\(name)'" + (appearance.map { " for \($0.rawValue)" } ?? "")
                + Suggestion.hint(for: name, in: names) + "; it has " + names.joined(separator: ", "),
            at: location)
        return nil
    }

    /// `Light`, `dark`, `Light High Contrast`, `light-high-contrast`, `lightHighContrast` → the appearance.
    static func appearance(named name: String) -> SkinAppearance? {
        let squeezed = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        return SkinAppearance.allCases.first { $0.rawValue.filter { $0 != "-" } == squeezed }
    }

    /// The strongest status each set has in any of `themes`.
    private static func fold(_ themes: [StudioTheme]) -> [String: StudioSetStatus] {
        var statuses: [String: StudioSetStatus] = [:]
        for theme in themes {
            for set in theme.sets { statuses[set.name] = max(statuses[set.name] ?? .disabled, set.status) }
        }
        return statuses
    }
}
