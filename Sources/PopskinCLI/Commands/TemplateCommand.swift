import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinGenerators
import PopskinSources

/// `popskin template list|cat|which`
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template", abstract: "Inspect the code templates (built in, or overridden by the project).",
        subcommands: [List.self, Cat.self, Which.self])

    static func templates(_ options: ProjectOptions) -> TemplateSet {
        // `theme validate` reports the manifest's problems; here only its folder matters.
        let root = URL(fileURLWithPath: options.project).standardizedFileURL.path
        let manifest = ProjectLoader().loadManifest(root: root, diagnostics: DiagnosticSink())
        return TemplateSet(inputs: InputSnapshot(projectRoot: root), folder: manifest.templatesFolder)
    }

    static func source(_ set: TemplateSet, _ name: String, _ options: ProjectOptions) throws -> TemplateSet.Source {
        guard let entry = set.texts[name] else {
            let hint = Suggestion.hint(for: name, in: set.names)
            throw options.failure(.unknownName, "no template named '\(name)'\(hint)")
        }
        return entry.source
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List templates and their origin.")
        @OptionGroup var options: ProjectOptions

        func run() {
            let set = TemplateCommand.templates(options)
            for name in set.names {
                let origin: String
                switch set.texts[name]!.source {
                case .builtIn: origin = "built in"
                case .project(let path): origin = path
                }
                Output.lines(["\(name)  (\(origin))"])
            }
        }
    }

    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print a template.")
        @OptionGroup var options: ProjectOptions
        @Argument(help: "The template's name, such as swift/view.swift.") var name: String

        func run() throws {
            let set = TemplateCommand.templates(options)
            _ = try TemplateCommand.source(set, name, options)
            Output.exact(set.texts[name]!.text)  // the file as it is, as `cat` prints it
        }
    }

    struct Which: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "which", abstract: "Say where a template comes from.")
        @OptionGroup var options: ProjectOptions
        @Argument(help: "The template's name.") var name: String

        func run() throws {
            switch try TemplateCommand.source(TemplateCommand.templates(options), name, options) {
            case .builtIn: Output.lines(["built in (embedded copy of templates/\(name).mustache)"])
            case .project(let path): Output.lines([path])
            }
        }
    }
}
