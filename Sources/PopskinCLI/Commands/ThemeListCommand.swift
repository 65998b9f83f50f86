import ArgumentParser
import PopskinConsole
import PopskinCore

/// `popskin theme list [--tree] [--format text|json]`
struct ThemeListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the themes of the registry.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var options: ProjectOptions
    @Flag(help: "Show themes as an inheritance tree.") var tree = false
    @Option(help: "text or json.") var format: Format = .text

    func run() throws {
        let session = Session(options, validate: false)
        let registry = session.registry
        let origins = Dictionary(uniqueKeysWithValues: session.result.project.packages.map { ($0.name, $0.label) })
        // Names, origins and files come from outside: escaped before they are measured, so columns line up.
        func label(_ theme: ResolvedTheme) -> String {
            TerminalText.inline(
                theme.name + (theme.isAbstract ? " (abstract)" : "")
                    + (theme.package.map { " [\($0) \(origins[$0] ?? "")]" } ?? ""))
        }
        switch format {
        case .json:
            let items = registry.themes.map { theme -> StructuredValue in
                .object([
                    ("name", .string(theme.name)), ("file", .string(theme.file)),
                    ("extends", theme.parent.map(StructuredValue.string) ?? .null),
                    ("abstract", .bool(theme.isAbstract)),
                    ("package", theme.package.map(StructuredValue.string) ?? .null),
                    ("description", theme.description.map(StructuredValue.string) ?? .null),
                    ("children", .array(registry.children(of: theme.name).map { .string($0.name) })),
                ])
            }
            Output.write(JSONWriter.render(.array(items)) + "\n")
        case .text where tree:
            var lines: [String] = []
            func walk(_ theme: ResolvedTheme, prefix: String, connector: String) {
                lines.append(prefix + connector + label(theme))
                let children = registry.children(of: theme.name)
                let childPrefix = prefix + (connector == "├── " ? "│   " : connector.isEmpty ? "" : "    ")
                for (index, child) in children.enumerated() {
                    walk(child, prefix: childPrefix, connector: index == children.count - 1 ? "└── " : "├── ")
                }
            }
            for root in registry.children(of: nil) { walk(root, prefix: "", connector: "") }
            Output.lines(lines)
        case .text:
            let width = registry.themes.map { label($0).count }.max() ?? 0
            Output.lines(
                registry.themes.map { theme in
                    let text = label(theme)
                    return text + String(repeating: " ", count: width - text.count + 2) + theme.file
                })
        }
        try session.finish()
    }
}
