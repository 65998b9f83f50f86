import PopskinSources
import PopskinTokens

/// The project manifest `popskin.yaml`, or the defaults when there is none (themes in `themes/`, tokens in `tokens/`
/// if present, every built-in generator into its default folder). Its settings are `ManifestSchema.keys`.
public struct Manifest: Sendable {
    /// The manifest's path relative to the project root, nil when the project has none.
    public var file: String?
    public var name: String?
    public var version: String?
    /// Registry folders, relative to the project root.
    public var themeFolders: [String] = ["themes"]
    /// Where shared tokens come from.
    public var tokenSources: [TokenSource] = [TokenSource(path: "tokens")]
    /// True when `tokens:` was written, so a missing folder is an error rather than "no tokens".
    public var tokenSourcesAreExplicit = false
    public var templatesFolder: String?
    /// `dependencies:` as written; read by the package layer.
    public var dependencies: YAMLNode?
    /// `outputs:` as written; read by the build.
    public var outputs: YAMLNode?

    /// The folders and token files the project reads, each with what it is. The project's own folder
    /// (`themes: .`) is left out, since everything is inside it.
    public var inputFolders: [(path: String, what: String)] {
        let named =
            themeFolders.map { ($0, "the themes folder") }
            + tokenSources.map { (ProjectPath.join("", $0.path) ?? $0.path, "the token source") }
            + (templatesFolder.map { [($0, "the templates folder")] } ?? [])
        return named.filter { !$0.0.isEmpty }
    }

    public static let fileName = InputPath.manifestName
    public static let formatVersion = 1

    public init() {}

    /// Reads a manifest from its bytes (a dependency's, read from git), reporting every problem.
    public static func parse(_ bytes: [UInt8], file: String, diagnostics: DiagnosticSink) -> Manifest {
        guard let node = YAMLLoader().load(bytes, file: file, diagnostics: diagnostics) else { return Manifest() }
        return Manifest(root: node, file: file, diagnostics: diagnostics)
    }

    /// Reads a manifest's root node, reporting every problem.
    init(root: YAMLNode, file: String, diagnostics: DiagnosticSink) {
        self.file = file
        guard !root.isNull,
            let settings = MappingReader(
                root, keys: ManifestSchema.keys, context: Manifest.fileName, diagnostics: diagnostics)
        else { return }
        if let node = settings["popskin"], node.scalarText != String(Self.formatVersion) {
            diagnostics.error(
                .typeMismatch, "'popskin' is the manifest format version and must be \(Self.formatVersion)",
                at: node.location)
        }
        name = settings.text("name")
        if let name, !Self.isPackageNameValid(name) {
            diagnostics.error(
                .badName,
                "package name '\(name)' must start with a lowercase letter and use lowercase letters, digits and "
                    + "'-' only", at: settings["name"]?.location)
        }
        version = settings.text("version")
        if let version, !Self.isVersion(version) {
            diagnostics.error(
                .typeMismatch, "version '\(version)' must be X.Y.Z (semantic versioning)",
                at: settings["version"]?.location)
        }
        if settings["themes"] != nil { themeFolders = Self.folders(settings, "themes") }
        if settings["tokens"] != nil {
            tokenSources = settings.texts("tokens").compactMap { TokenSource.read($0, diagnostics: diagnostics) }
            tokenSourcesAreExplicit = true
        }
        templatesFolder = Self.folders(settings, "templates").first
        dependencies = settings["dependencies"]
        outputs = settings["outputs"]
    }

    /// One folder or a list of folders, each inside the project.
    static func folders(_ settings: MappingReader, _ key: String) -> [String] {
        settings.texts(key).compactMap { item in
            guard let text = item.scalarText, !item.isNull, case .scalar = item.content else {
                settings.diagnostics.error(
                    .typeMismatch, "'\(key)' must be \(settings.what(key)), not \(item.kindDescription)",
                    at: item.location)
                return nil
            }
            if text == "." { return "" }
            guard let path = ProjectPath.join("", text) else {
                settings.diagnostics.error(
                    .badPath, "'\(key)': '\(text)' must be a folder inside the project", at: item.location)
                return nil
            }
            return path
        }
    }

    /// Package names are what theme names are: a lowercase letter, then lowercase letters, digits and `-`.
    public static func isPackageNameValid(_ name: String) -> Bool {
        ThemeDocument.isValidName(name)
    }

    static func isVersion(_ text: String) -> Bool {
        let core = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? text
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }
}
