extension ThemeExplanation {
    /// What `theme explain` prints and `popskin lsp` shows on hover, a line each: the value, where it was set (through
    /// which tokens), what it overrode, how it is derived, each appearance's colour, the chain. Text a theme wrote is
    /// not escaped here: each printer escapes for its own medium.
    public var lines: [String] {
        let explanation = self
        let value = explanation.resolved.map(JSONWriter.renderCompact) ?? "(not resolved: the theme has errors)"
        var lines = ["\(explanation.theme): \(explanation.path) = \(value)"]
        if let winner = explanation.winner, let origin = winner.origin {
            if case .removed = winner.content {
                lines.append("  removed by null in '\(origin.theme)' at \(origin.valueLocation); the default applies")
            } else {
                lines.append("  set to \(winner.summary) by '\(origin.theme)' at \(origin.valueLocation)")
            }
            for reference in explanation.references {
                lines.append("  through token {\(reference.path)} defined at \(reference.location)")
            }
            for old in winner.overridden {
                lines.append("  overrides \(old.summary) from '\(old.origin.theme)' at \(old.origin.valueLocation)")
            }
        } else {
            lines.append("  not set by any theme of the chain; this is the default")
        }
        if let derivation = explanation.derivation { lines.append("  derived: \(derivation)") }
        for source in explanation.appearances {
            let how = source.key == source.appearance.rawValue ? "its own" : "falls back to '\(source.key)'"
            let place = source.location.map { " at \($0)" } ?? ""
            lines.append("  \(source.appearance.rawValue): \(source.hex) (\(how)\(place))")
        }
        lines.append("  chain: " + explanation.chain.joined(separator: " → "))
        return lines
    }
}
