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
        Output.lines(explanation.lines)
        try session.finish(about: [name])
    }
}
