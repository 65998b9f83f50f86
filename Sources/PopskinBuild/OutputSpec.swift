import Foundation
import PopskinCore
import PopskinGenerators
import PopskinProcess
import PopskinSources

/// One entry of the manifest's `outputs:`: which generator, into which folder, with which options, for which themes.
public struct OutputSpec: Sendable {
    public var generator: any Generator
    /// Relative to the project root (or to `--output`).
    public var path: String
    /// The generator's options, read once (`Generator.readOptions`).
    public var options: any GeneratorOptions
    /// Which themes the output takes.
    public var themes = ThemeFilter()
    /// Where the entry was written, for diagnostics.
    public var location: SourceLocation?

    public init(
        generator: any Generator, path: String, options: (any GeneratorOptions)? = nil,
        themes: ThemeFilter = ThemeFilter(), location: SourceLocation? = nil
    ) {
        (self.generator, self.path, self.themes, self.location) = (generator, path, themes, location)
        self.options = options ?? generator.readOptions(nil, diagnostics: DiagnosticSink())
    }

    /// The outputs the manifest names, or the defaults (every built-in generator into its default folder), each
    /// checked: its generator, its options, its path and its themes. `exec:` paths are relative to `projectRoot`; a
    /// `generator:` name that is not built in is looked up on PATH as `popskin-gen-NAME`.
    public static func read(_ manifest: Manifest, projectRoot: String, diagnostics: DiagnosticSink) -> [OutputSpec] {
        guard let node = manifest.outputs, !node.isNull else {
            return GeneratorRegistry.builtIn.map { generator in
                // No entry to show a problem at: a default folder that leaves the project is reported at none.
                _ = confined(generator.defaultPath, projectRoot: projectRoot, at: nil, diagnostics: diagnostics)
                return OutputSpec(generator: generator, path: generator.defaultPath)
            }
        }
        guard case .sequence(let items) = node.content else {
            diagnostics.error(.typeMismatch, "'outputs' must be a list of outputs", at: node.location)
            return []
        }
        // No output may write where the project reads, or into popskin's own folder.
        let keptOff = manifest.inputFolders + [(BuildState.ownFolder, "popskin's own folder")]
        return items.compactMap { item in
            guard let spec = read(item, projectRoot: projectRoot, diagnostics: diagnostics) else { return nil }
            guard spec.keepsOff(keptOff, diagnostics: diagnostics) else { return nil }
            return spec
        }
    }

    private static func read(_ item: YAMLNode, projectRoot: String, diagnostics: DiagnosticSink) -> OutputSpec? {
        guard
            let entry = MappingReader(
                item, keys: ManifestSchema.outputKeys, context: "output", diagnostics: diagnostics)
        else { return nil }
        var generator: (any Generator)?
        if let name = entry.text("generator") {
            generator =
                GeneratorRegistry.generator(named: name)
                ?? ChildProcess.find(executableNamed: "popskin-gen-" + name).map {
                    ExternalGenerator(name: name, executable: $0, location: item.location)
                }
            if generator == nil {
                let names = GeneratorRegistry.builtIn.map(\.name)
                diagnostics.error(
                    .unknownKey,
                    "no generator named '\(name)'" + Suggestion.hint(for: name, in: names)
                        + " (built in: \(names.joined(separator: ", ")); no popskin-gen-\(name) on PATH)",
                    at: entry["generator"]?.location)
            }
        }
        if let written = entry.text("exec") {
            let executable = written.hasPrefix("/") ? written : projectRoot + "/" + written
            if FileManager.default.isExecutableFile(atPath: executable) {
                generator = ExternalGenerator(name: written, executable: executable, location: item.location)
            } else {
                diagnostics.error(
                    .generator, "exec: '\(written)' is not an executable file", at: entry["exec"]?.location)
            }
        }
        switch (entry["generator"], entry["exec"]) {
        case (nil, nil): diagnostics.error(.missingRequired, "an output needs 'generator' or 'exec'", at: item.location)
        case (_?, let exec?):
            diagnostics.error(
                .typeMismatch, "an output runs a generator or an exec, not both; drop one", at: exec.location)
        default: break
        }
        var path: String?
        if let written = entry.text("path") {
            path = checkedPath(written, projectRoot: projectRoot, at: entry["path"]?.location, diagnostics: diagnostics)
        }
        let timeout = entry.number("timeout")
        guard var generator else { return nil }
        if entry["path"] == nil {
            _ = confined(generator.defaultPath, projectRoot: projectRoot, at: item.location, diagnostics: diagnostics)
        }
        if let timeout {
            if var external = generator as? ExternalGenerator {
                external.timeout = timeout
                generator = external
            } else {
                diagnostics.warning(
                    .unknownKey,
                    "timeout applies to external generators only; '\(generator.name)' is built in and "
                        + "ignores it", at: entry["timeout"]?.location)
            }
        }
        return OutputSpec(
            generator: generator, path: path ?? generator.defaultPath,
            options: generator.readOptions(entry["options"], diagnostics: diagnostics),
            themes: ThemeFilter(entry, diagnostics: diagnostics), location: item.location)
    }
}

/// Which themes an output takes: `themes: [a, b]` (only these) and `exclude: [c]` (all but these).
public struct ThemeFilter: Sendable {
    /// The names to take, each with where it was written; nil for every theme.
    public var only: [(name: String, location: SourceLocation)]?
    public var excluded: [(name: String, location: SourceLocation)] = []

    public init() {}

    init(_ entry: MappingReader, diagnostics: DiagnosticSink) {
        func names(_ key: String) -> [(String, SourceLocation)]? {
            guard let node = entry[key] else { return nil }
            let what = "'\(key)' of an output must be a list of theme names"
            guard let items = node.items(what, id: .typeMismatch, diagnostics: diagnostics) else { return [] }
            return items.compactMap { item in
                guard let name = item.scalarText, !item.isNull, case .scalar = item.content else {
                    diagnostics.error(
                        .typeMismatch, "'\(key)' lists theme names, not \(item.kindDescription)", at: item.location)
                    return nil
                }
                return (name, item.location)
            }
        }
        only = names("themes")
        excluded = names("exclude") ?? []
    }

    /// Every theme: the output names none.
    public var takesEveryTheme: Bool { only == nil && excluded.isEmpty }

    /// The themes of `themes` the output takes.
    public func filter(_ themes: [ResolvedTheme]) -> [ResolvedTheme] {
        takesEveryTheme ? themes : themes.filter { takes($0.name) }
    }

    /// Whether the output takes the theme named `name`.
    public func takes(_ name: String) -> Bool {
        (only?.contains { $0.name == name } ?? true) && !excluded.contains { $0.name == name }
    }

    /// Every name it lists, for checking them against the registry.
    var listed: [(name: String, location: SourceLocation)] { (only ?? []) + excluded }
}
