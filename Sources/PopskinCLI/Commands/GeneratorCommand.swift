import ArgumentParser
import PopskinConsole
import PopskinGenerators

/// `popskin generator list`
struct GeneratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generator", abstract: "Inspect the generators.", subcommands: [List.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in generators.")

        func run() {
            let width = GeneratorRegistry.builtIn.map(\.name.count).max() ?? 0
            for generator in GeneratorRegistry.builtIn {
                let pad = String(repeating: " ", count: width - generator.name.count + 2)
                Output.write(
                    "\(generator.name)\(pad)\(generator.description.summary) (default path \(generator.defaultPath))\n")
            }
        }
    }
}
