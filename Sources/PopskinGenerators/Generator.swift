import PopskinCore

/// What a generator is given: the concrete themes to build, the project, its options and its templates.
public struct GeneratorInput: Sendable {
    /// Concrete themes whose skins decoded, sorted by name.
    public var themes: [ResolvedTheme]
    public var project: Project
    /// The output's `options:` as written, nil when absent.
    public var options: YAMLNode?
    public var templates: TemplateSet
    /// Told after each theme a slow generator finishes (a build of many themes shows it); nil when nobody watches.
    public var progress: ProgressCounter?
    /// The themes whose own files to produce (nil: all of `themes`). Files every theme shares still describe all
    /// of `themes`, so a build of named themes keeps the registry whole.
    public var selected: Set<String>?

    /// What a generator is given; `selected` limits the per-theme files to those themes.
    public init(
        themes: [ResolvedTheme], project: Project, options: YAMLNode?, templates: TemplateSet,
        selected: Set<String>? = nil, progress: ProgressCounter? = nil
    ) {
        self.themes = themes
        self.project = project
        self.options = options
        self.templates = templates
        self.selected = selected
        self.progress = progress
    }

    /// The themes whose own files to produce.
    public var selectedThemes: [ResolvedTheme] {
        guard let selected else { return themes }
        return themes.filter { selected.contains($0.name) }
    }
}

/// What a generator hands back: files relative to its output folder, and problems found.
public struct GeneratorOutput: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]

    public init(files: [GeneratedFile], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// Turns resolved themes into files. Built-in generators are listed in `GeneratorRegistry`.
public protocol Generator: Sendable {
    /// The name used in `outputs:` (`generator: swift`).
    var name: String { get }
    /// One line for `popskin generator list`.
    var summary: String { get }
    /// Where its files go when the manifest names no `path:`.
    var defaultPath: String { get }
    func generate(_ input: GeneratorInput) -> GeneratorOutput
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
