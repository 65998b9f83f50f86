import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinGenerators

/// `popskin schema theme|manifest [--format json|markdown]`
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) or the reference of theme files or of popskin.yaml.",
        discussion: """
            For an editor's YAML language server: `# yaml-language-server: $schema=theme.schema.json` at the top of a \
            theme file gives completion, hover text and errors while typing. docs/schema/ holds both schemas.
            """)

    enum Subject: String, ExpressibleByArgument, CaseIterable {
        case theme, manifest
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown
    }

    @Argument(help: "theme or manifest.") var subject: Subject
    @Option(help: "json (a JSON Schema) or markdown (the reference).") var format: Format = .json

    func run() throws {
        let generators = GeneratorRegistry.builtIn.map { ($0.name, $0.description.options) }
        switch (subject, format) {
        case (.theme, .json): Output.exact(JSONWriter.render(ThemeJSONSchema.document()) + "\n")
        case (.theme, .markdown): Output.exact(FormatReference.theme())
        case (.manifest, .json):
            Output.exact(JSONWriter.render(ManifestJSONSchema.document(generators: generators)) + "\n")
        case (.manifest, .markdown): Output.exact(FormatReference.manifest(generators: generators))
        }
    }
}
