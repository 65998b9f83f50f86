import ArgumentParser
import PopskinConsole
import PopskinCore

/// `popskin theme show NAME [--provenance] [--format yaml|json] [--appearance A]`
struct ThemeShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a theme fully resolved: inheritance merged, tokens and defaults filled in.")

    enum Format: String, ExpressibleByArgument { case yaml, json }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Flag(help: "Also say where each value was set.") var provenance = false
    @Option(help: "yaml or json.") var format: Format = .yaml
    @OptionGroup var appearance: AppearanceOptions

    func run() throws {
        let session = Session(options, validate: false)
        let theme = try session.theme(named: name)
        // One appearance: its colours resolved. All, or none named: each colour with the appearances it sets.
        var shown = theme
        if let single = appearance.single { shown.skin = theme.skin?.resolved(for: single) }
        let value = ThemeEncoding.encode(shown, provenance: provenance)
        Output.write(format == .json ? JSONWriter.render(value) + "\n" : YAMLWriter.render(value))
        try session.finish(about: [name])
    }
}
