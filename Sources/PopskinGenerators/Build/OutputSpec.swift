import PopskinCore

/// One entry of the manifest's `outputs:`: which generator, into which folder, with which options.
public struct OutputSpec: Sendable {
    public var generator: any Generator
    /// Relative to the project root (or to `--output`).
    public var path: String
    public var options: YAMLNode?
    /// Where the entry was written, for diagnostics.
    public var location: SourceLocation?

    /// The outputs the manifest names, or the defaults (every built-in generator into its default folder).
    public static func read(_ manifest: Manifest, diagnostics: inout [Diagnostic]) -> [OutputSpec] {
        guard let node = manifest.outputs, !node.isNull else {
            return GeneratorRegistry.builtIn.map { OutputSpec(generator: $0, path: $0.defaultPath, options: nil) }
        }
        guard case .sequence(let items) = node.content else {
            diagnostics.append(.error(.typeMismatch, "'outputs' must be a list", at: node.location))
            return []
        }
        return items.compactMap { read($0, diagnostics: &diagnostics) }
    }

    private static func read(_ item: YAMLNode, diagnostics: inout [Diagnostic]) -> OutputSpec? {
        guard case .mapping(let pairs) = item.content else {
            diagnostics.append(.error(.typeMismatch, "each output is a mapping with 'generator' and 'path'", at: item.location))
            return nil
        }
        var generator: (any Generator)?, path: String?, options: YAMLNode?
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            let value = pair.value
            switch key {
            case "generator":
                let name = value.scalarText ?? ""
                generator = GeneratorRegistry.generator(named: name)
                if generator == nil {
                    let names = GeneratorRegistry.builtIn.map(\.name)
                    diagnostics.append(.error(.unknownKey, "no generator named '\(name)'" + Suggestion.hint(for: name, in: names)
                                                + " (built in: \(names.joined(separator: ", ")))", at: value.location))
                }
            case "exec":
                diagnostics.append(.error(.unknownKey, "external generators ('exec:') are not supported yet",
                                          at: pair.key.location))
            case "path":
                path = value.scalarText.flatMap { ProjectPath.join("", $0) }
                if path == nil {
                    diagnostics.append(.error(.badPath, "output path must be a folder inside the project", at: value.location))
                }
            case "options":
                options = value
            default:
                diagnostics.append(.error(.unknownKey, "unknown output key '\(key)'"
                                            + Suggestion.hint(for: key, in: ["generator", "exec", "path", "options"]),
                                          at: pair.key.location))
            }
        }
        guard let generator else { return nil }
        return OutputSpec(generator: generator, path: path ?? generator.defaultPath, options: options, location: item.location)
    }
}
