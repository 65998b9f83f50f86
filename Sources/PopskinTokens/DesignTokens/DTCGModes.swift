import PopskinRuntime
import PopskinSources

/// Which resolutions of a resolver are which appearance: the modifier `appearances:` names (or, without it, a
/// modifier whose contexts are named after appearances, as popskin's own `tokens` output writes them), each other
/// modifier fixed by `inputs:` or its default.
package enum DTCGModes {
    /// The inputs of each resolution, the first for any appearance (the light context).
    package static func plan(_ source: TokenSource, resolver: DTCGResolver, diagnostics: DiagnosticSink)
        -> [(appearance: SkinAppearance?, inputs: [String: String])]?
    {
        let at = source.location
        var valid = true
        let found = modes(source, resolver: resolver, diagnostics: diagnostics)
        // The modes' modifier is chosen by popskin.yaml, context by context: it needs no default.
        var chosen = source.inputValues
        if let (modifier, contexts) = found, chosen[modifier] == nil { chosen[modifier] = contexts[.light] }
        for problem in resolver.problems(with: chosen) {
            diagnostics.error(.resolverFormat, "\(source.path): \(problem)", at: source.inputs.first?.location ?? at)
            valid = false
        }
        var inputs = source.inputValues
        guard let (modifier, contexts) = found else {
            // No modes: one resolution, every appearance alike. A modifier without a default needs an input.
            return valid ? [(nil, inputs)] : nil
        }
        guard valid else { return nil }
        inputs[modifier] = nil
        var plan: [(appearance: SkinAppearance?, inputs: [String: String])] = []
        for appearance in SkinAppearance.allCases {
            guard let context = contexts[appearance] else { continue }
            plan.append((appearance == .light ? nil : appearance, inputs.merging([modifier: context]) { $1 }))
        }
        return plan
    }

    /// The modifier that holds the modes and its context per appearance; nil when the source has none (after
    /// reporting a mapping that names what the resolver does not have).
    private static func modes(_ source: TokenSource, resolver: DTCGResolver, diagnostics: DiagnosticSink)
        -> (String, [SkinAppearance: String])?
    {
        if let appearances = source.appearances {
            guard appearances.kind == .modifier else {
                diagnostics.error(
                    .resolverFormat,
                    "'\(source.path)' is a resolver: its modes are a modifier (modifier: …), not a group",
                    at: appearances.location)
                return nil
            }
            guard let modifier = resolver.modifiers.first(where: { $0.name == appearances.axis }) else {
                diagnostics.error(
                    .resolverFormat,
                    "\(source.path) has no modifier '\(appearances.axis)'"
                        + Suggestion.hint(for: appearances.axis, in: resolver.modifiers.map(\.name)),
                    at: appearances.location)
                return nil
            }
            for (appearance, context) in appearances.contexts.sorted(by: { $0.key < $1.key })
            where !modifier.contextNames.contains(context) {
                diagnostics.error(
                    .resolverFormat,
                    "modifier '\(modifier.name)' of \(source.path) has no context '\(context)' for "
                        + "\(appearance.rawValue)" + Suggestion.hint(for: context, in: modifier.contextNames)
                        + "; it has " + modifier.contextNames.joined(separator: ", "), at: appearances.location)
                return nil
            }
            return (modifier.name, appearances.contexts)
        }
        // popskin's own output: a modifier whose contexts are appearances (light, dark, lightHighContrast…).
        for modifier in resolver.modifiers where source.inputValues[modifier.name] == nil {
            var contexts: [SkinAppearance: String] = [:]
            for appearance in SkinAppearance.allCases {
                let names = [appearance.rawValue, camelCase(appearance.rawValue)]
                if let context = modifier.contextNames.first(where: names.contains) { contexts[appearance] = context }
            }
            if contexts[.light] != nil && contexts.count >= 2 { return (modifier.name, contexts) }
        }
        return nil
    }

    /// `light-high-contrast` → `lightHighContrast`.
    private static func camelCase(_ name: String) -> String {
        let words = name.split(separator: "-")
        return words.first.map(String.init)!
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
