import Foundation
import PopskinCore
import PopskinProcess

/// One entry of the manifest's `outputs:`: which generator, into which folder, with which options.
public struct OutputSpec: Sendable {
    public var generator: any Generator
    /// Relative to the project root (or to `--output`).
    public var path: String
    public var options: YAMLNode?
    /// Where the entry was written, for diagnostics.
    public var location: SourceLocation?

    /// The outputs the manifest names, or the defaults (every built-in generator into its default folder).
    /// `exec:` paths are relative to `projectRoot`; a `generator:` name that is not built in is looked up on PATH
    /// as `popskin-gen-NAME`.
    public static func read(_ manifest: Manifest, projectRoot: String, diagnostics: inout [Diagnostic]) -> [OutputSpec]
    {
        guard let node = manifest.outputs, !node.isNull else {
            return GeneratorRegistry.builtIn.map { OutputSpec(generator: $0, path: $0.defaultPath, options: nil) }
        }
        guard case .sequence(let items) = node.content else {
            diagnostics.append(.error(.typeMismatch, "'outputs' must be a list", at: node.location))
            return []
        }
        return items.compactMap { read($0, projectRoot: projectRoot, diagnostics: &diagnostics) }
    }

    private static func read(_ item: YAMLNode, projectRoot: String, diagnostics: inout [Diagnostic]) -> OutputSpec? {
        guard case .mapping(let pairs) = item.content else {
            diagnostics.append(
                .error(.typeMismatch, "each output is a mapping with 'generator' and 'path'", at: item.location))
            return nil
        }
        var generator: (any Generator)?, path: String?, options: YAMLNode?, timeout: (seconds: Double, at: YAMLNode)?
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            let value = pair.value
            switch key {
            case "generator":
                let name = value.scalarText ?? ""
                generator =
                    GeneratorRegistry.generator(named: name)
                    ?? ChildProcess.find(executableNamed: "popskin-gen-" + name).map {
                        ExternalGenerator(name: name, executable: $0, location: item.location)
                    }
                if generator == nil {
                    let names = GeneratorRegistry.builtIn.map(\.name)
                    diagnostics.append(
                        .error(
                            .unknownKey,
                            "no generator named '\(name)'" + Suggestion.hint(for: name, in: names)
                                + " (built in: \(names.joined(separator: ", ")); no popskin-gen-\(name) on PATH)",
                            at: value.location))
                }
            case "exec":
                let written = value.scalarText ?? ""
                let executable = written.hasPrefix("/") ? written : projectRoot + "/" + written
                if FileManager.default.isExecutableFile(atPath: executable) {
                    generator = ExternalGenerator(name: written, executable: executable, location: item.location)
                } else {
                    diagnostics.append(
                        .error(.generator, "exec: '\(written)' is not an executable file", at: value.location))
                }
            case "timeout":
                if let text = value.scalarText, let seconds = YAMLScalarValue.number(text), seconds > 0,
                    seconds.isFinite
                {
                    timeout = (seconds, value)
                } else {
                    diagnostics.append(.error(.typeMismatch, "timeout is a number of seconds > 0", at: value.location))
                }
            case "path":
                path = value.scalarText.flatMap { ProjectPath.join("", $0) }
                if path == nil {
                    diagnostics.append(
                        .error(.badPath, "output path must be a folder inside the project", at: value.location))
                }
            case "options":
                options = value
            default:
                diagnostics.append(
                    .error(
                        .unknownKey,
                        "unknown output key '\(key)'"
                            + Suggestion.hint(for: key, in: ["generator", "exec", "path", "options", "timeout"]),
                        at: pair.key.location))
            }
        }
        guard var generator else { return nil }
        if let timeout {
            if var external = generator as? ExternalGenerator {
                external.timeout = timeout.seconds
                generator = external
            } else {
                diagnostics.append(
                    .warning(
                        .unknownKey,
                        "timeout applies to external generators only; '\(generator.name)' "
                            + "is built in and ignores it", at: timeout.at.location))
            }
        }
        return OutputSpec(
            generator: generator, path: path ?? generator.defaultPath, options: options, location: item.location)
    }
}
