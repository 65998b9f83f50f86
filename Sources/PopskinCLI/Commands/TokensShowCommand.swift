import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// `popskin tokens show NAME [--appearance A|all] [--format text|json]`
struct TokensShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a project token's resolved value and the files, aliases and contexts that gave it.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The token's dotted name, such as color.accent.") var name: String
    @OptionGroup var appearance: AppearanceOptions
    @Option(help: "text or json.") var format: Format = .text

    func run() throws {
        let session = Session(options, validate: false)
        let tokens = session.result.project.tokens
        guard let explanation = TokenExplanation(path: name, appearance: appearance.single, tokens: tokens) else {
            try session.finish()
            let hint = Suggestion.hint(for: name, in: tokens.tokens.keys.sorted())
            throw options.failure(.refMissing, "the project has no token named '\(name)'\(hint)")
        }
        // All: the value as none named gives it, then what each appearance shows.
        let each = appearance.appearance == .all ? SkinAppearance.allCases : []
        switch format {
        case .text: Output.lines(Self.lines(explanation, each: each))
        case .json: Output.write(JSONWriter.render(Self.json(explanation, each: each)) + "\n")
        }
        // The token files' problems and the token's; the themes' are `theme validate`'s to tell.
        let themeFiles = Set(session.result.project.documents.map(\.file))
        let found = (session.diagnostics.sorted() + explanation.diagnostics).filter {
            $0.location.map { !themeFiles.contains($0.file) } ?? true
        }
        try session.finish(found)
        if explanation.value == nil { throw ExitCode(1) }
    }

    /// One line each, with a line per appearance of `each`; what token files wrote in them is escaped as they are
    /// printed.
    static func lines(_ explanation: TokenExplanation, each: [SkinAppearance] = []) -> [String] {
        let value = explanation.value.map(JSONWriter.renderCompact) ?? "(no value)"
        var lines = ["\(explanation.path) = \(value)"]
        for appearance in each {
            guard let shown = explanation.value(for: appearance) else { break }
            lines.append("  \(appearance.rawValue): \(JSONWriter.renderCompact(shown))")
        }
        lines.append("  defined at \(explanation.definedAt)")
        for reference in explanation.references {
            lines.append("  through token {\(reference.path)} written at \(reference.location)")
        }
        for origin in explanation.origins {
            let contexts = origin.contexts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            lines.append(
                "  \(origin.appearance?.rawValue ?? "any appearance")"
                    + (contexts.isEmpty ? "" : " (\(contexts.joined(separator: ", ")))")
                    + ": \(origin.type.rawValue) defined at \(origin.definition)")
            for hop in origin.chain {
                lines.append("    \(hop.reference) at \(hop.location)" + (hop.token.map { " → \($0)" } ?? ""))
            }
        }
        for problem in explanation.problems {
            lines.append(
                "  \(problem.severity == .error ? "error" : "warning") [\(problem.id.rawValue)] \(problem.message)")
        }
        return lines
    }

    /// `each`: the appearances whose values follow `value`, in `appearances`.
    static func json(_ explanation: TokenExplanation, each: [SkinAppearance] = []) -> StructuredValue {
        func location(_ at: SourceLocation) -> StructuredValue { .string(at.description) }
        let object = StructuredValue.object([
            ("name", .string(explanation.path)),
            ("value", explanation.value ?? .null),
            ("definedAt", location(explanation.definedAt)),
            (
                "references",
                .array(
                    explanation.references.map {
                        .object([("token", .string($0.path)), ("at", location($0.location))])
                    })
            ),
            (
                "resolutions",
                .array(
                    explanation.origins.map { origin in
                        .object([
                            ("appearance", .string(origin.appearance?.rawValue ?? "any")),
                            (
                                "contexts",
                                .object(origin.contexts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
                            ),
                            ("type", .string(origin.type.rawValue)),
                            ("definedAt", location(origin.definition)),
                            (
                                "chain",
                                .array(
                                    origin.chain.map { hop in
                                        .object([
                                            ("reference", .string(hop.reference)), ("at", location(hop.location)),
                                            ("token", hop.token.map(StructuredValue.string) ?? .null),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            (
                "problems",
                .array(
                    explanation.problems.map {
                        .object([
                            ("severity", .string($0.severity == .error ? "error" : "warning")),
                            ("id", .string($0.id.rawValue)), ("message", .string($0.message)),
                        ])
                    })
            ),
        ])
        guard !each.isEmpty, case .object(var fields) = object else { return object }
        let values = each.map { appearance -> StructuredValue in
            .object([
                ("appearance", .string(appearance.rawValue)), ("value", explanation.value(for: appearance) ?? .null),
            ])
        }
        fields.insert(("appearances", .array(values)), at: 2)
        return .object(fields)
    }
}
