import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinGenerators

/// `popskin schema theme|manifest [--format json|markdown] [--draft 2020-12|07]`
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12 or 07) or the reference of theme files or of popskin.yaml.",
        discussion: """
            For an editor's YAML language server: `# yaml-language-server: $schema=theme.schema.json` at the top of a \
            theme file gives completion, hover text and errors while typing. docs/schema/ holds both schemas; \
            docs/schema/draft-07/ holds them in draft-07, for yaml-language-server before 1.20.0.
            """)

    enum Subject: String, ExpressibleByArgument, CaseIterable {
        case theme, manifest
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown
    }

    @Argument(help: "theme or manifest.") var subject: Subject
    @Option(help: "json (a JSON Schema) or markdown (the reference).") var format: Format = .json
    @Option(help: "The JSON Schema draft: 2020-12, or 07 for validators that know no later one.")
    var draft: JSONSchemaDraft = .v2020_12

    func validate() throws {
        if format == .markdown && draft != .v2020_12 { throw ValidationError("--draft is for --format json") }
    }

    func run() throws {
        let generators = GeneratorRegistry.builtIn.map { ($0.name, $0.description.options) }
        switch (subject, format) {
        case (.theme, .json): Output.exact(JSONWriter.render(ThemeJSONSchema.document(draft: draft)) + "\n")
        case (.theme, .markdown): Output.exact(FormatReference.theme())
        case (.manifest, .json):
            Output.exact(JSONWriter.render(ManifestJSONSchema.document(generators: generators, draft: draft)) + "\n")
        case (.manifest, .markdown): Output.exact(FormatReference.manifest(generators: generators))
        }
    }
}

extension JSONSchemaDraft: ExpressibleByArgument {}
