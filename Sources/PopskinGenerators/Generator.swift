import PopskinCore
import PopskinSources

/// What a generator is given: the themes to build, the project (whose `inputs` hold every file it read, art
/// included: a generator reads nothing else), its options, its templates and where its problems go.
public struct GeneratorInput: Sendable {
    /// Concrete themes whose skins decoded, sorted by name.
    public var themes: [ResolvedTheme]
    public var project: Project
    /// The output's options, read once by its generator (`Generator.readOptions`).
    public var options: any GeneratorOptions
    public var templates: TemplateSet
    /// Where the generator reports problems.
    public var diagnostics: DiagnosticSink
    /// Told after each theme a slow generator finishes (a build of many themes shows it); nil when nobody watches.
    public var progress: ProgressCounter?
    /// The themes whose own files to produce (nil: all of `themes`). Files every theme shares still describe all
    /// of `themes`, so a build of named themes keeps the registry whole.
    public var selected: Set<String>?

    /// What a generator is given; `selected` limits the per-theme files to those themes.
    public init(
        themes: [ResolvedTheme], project: Project, options: any GeneratorOptions, templates: TemplateSet,
        diagnostics: DiagnosticSink, selected: Set<String>? = nil, progress: ProgressCounter? = nil
    ) {
        self.themes = themes
        self.project = project
        self.options = options
        self.templates = templates
        self.diagnostics = diagnostics
        self.selected = selected
        self.progress = progress
    }

    /// The themes whose own files to produce.
    public var selectedThemes: [ResolvedTheme] {
        guard let selected else { return themes }
        return themes.filter { selected.contains($0.name) }
    }

    /// The options as the generator's own type: what its `readOptions` made (its defaults, should a caller hand it
    /// another generator's).
    public func options<Options: GeneratorOptions>(as type: Options.Type) -> Options {
        options as? Options ?? Options()
    }
}

/// A generator's options as read once from an output's `options:`, typed: the build hashes `fingerprint`, the build
/// plugin sets fields, and nothing reads the YAML again.
public protocol GeneratorOptions: Sendable {
    /// The defaults: what an output without `options:` gets.
    init()
    /// The options in one canonical line, for a build's fingerprint: the same line exactly when they make the
    /// same files.
    var fingerprint: String { get }
}

/// The options of a generator that takes none.
public struct NoOptions: GeneratorOptions, Equatable {
    public init() {}
    public var fingerprint: String { "" }
}

/// What a generator is, for `outputs:`, `generator list` and the manifest's JSON Schema.
public struct GeneratorDescription: Sendable {
    /// The name used in `outputs:` (`generator: swift`).
    public var name: String
    /// One line for `popskin generator list`.
    public var summary: String
    /// Where its files go when the manifest names no `path:`.
    public var defaultPath: String
    /// The options it takes.
    public var options: [SettingKey]

    public init(name: String, summary: String, defaultPath: String, options: [SettingKey] = []) {
        self.name = name
        self.summary = summary
        self.defaultPath = defaultPath
        self.options = options
    }
}

/// Turns resolved themes into files. Built-in generators are listed in `GeneratorRegistry`.
public protocol Generator: Sendable {
    var description: GeneratorDescription { get }
    /// Reads an output's `options:` (nil when it has none) into the generator's typed options, reporting what is
    /// wrong (unknown keys, bad values): once per output, as `theme validate` and a build do.
    func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions
    /// Reports what generating would, without generating: `theme validate` asks every output.
    func check(_ input: GeneratorInput)
    /// The files, relative to the output folder; problems go to the input's sink.
    func generate(_ input: GeneratorInput) -> [GeneratedFile]
}

extension Generator {
    public var name: String { description.name }
    public var defaultPath: String { description.defaultPath }

    /// A generator that declares no options takes none.
    public func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions {
        _ = optionsReader(options, diagnostics: diagnostics)
        return NoOptions()
    }

    public func check(_ input: GeneratorInput) {}

    /// `options` read against the declared options (nil when there are none, or after saying what is wrong).
    func optionsReader(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> MappingReader? {
        guard let options, !options.isNull else { return nil }
        guard !description.options.isEmpty else {
            diagnostics.error(.unknownKey, "the \(name) generator takes no options", at: options.location)
            return nil
        }
        return MappingReader(
            options, keys: description.options, context: "\(name) options", diagnostics: diagnostics)
    }
}

/// The built-in generators, by name.
public enum GeneratorRegistry {
    public static let builtIn: [any Generator] = [
        SwiftGenerator(), AssetsGenerator(), QMUIGenerator(), TokensGenerator(),
    ]

    public static func generator(named name: String) -> (any Generator)? {
        builtIn.first { $0.name == name }
    }
}
