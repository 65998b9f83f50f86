import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinSources

/// `popskin theme explain NAME KEY`
struct ThemeExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Say where a theme's value comes from and what it overrode along the chain.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Argument(help: "A dotted key such as arrow.base.") var key: String

    func run() throws {
        let session = Session(options, validate: false)
        let theme = try session.theme(named: name)
        guard let explanation = ThemeExplanation(theme: theme, path: key, project: session.result.project) else {
            guard ThemeSchema.popskin[key] == nil else {
                throw options.failure(
                    .unknownKey,
                    "theme '\(name)' has no value at '\(key)': no theme of its chain sets it, and it has no default "
                        + "here")
            }
            let hint = Suggestion.hint(for: key, in: ThemeExplanation.knownPaths())
            throw options.failure(.unknownKey, "theme '\(name)' has no key '\(key)'\(hint)")
        }
        Output.lines(lines(explanation))
        try session.finish(about: [name])
    }

    /// One line each; what a theme wrote in them is escaped as they are printed.
    private func lines(_ explanation: ThemeExplanation) -> [String] {
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
