/// The project manifest `popskin.yaml`, or the defaults when there is none (themes in `themes/`, tokens in `tokens/`
/// if present, every built-in generator into its default folder).
public struct Manifest: Sendable {
    /// The manifest's path relative to the project root, nil when the project has none.
    public var file: String?
    public var name: String?
    public var version: String?
    /// Registry folders, relative to the project root.
    public var themeFolders: [String] = ["themes"]
    public var tokenFolders: [String] = ["tokens"]
    /// True when `tokens:` was written, so a missing folder is an error rather than "no tokens".
    public var tokenFoldersAreExplicit = false
    public var templatesFolder: String?
    /// `dependencies:` as written; read by the package layer.
    public var dependencies: YAMLNode?
    /// `outputs:` as written; read by the generator layer.
    public var outputs: YAMLNode?

    public static let fileName = "popskin.yaml"
    public static let formatVersion = 1
    static let keys = ["popskin", "name", "version", "themes", "tokens", "templates", "dependencies", "outputs"]

    public init() {}

    /// Reads a manifest from its bytes (a dependency's, read from git), reporting every problem.
    public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> Manifest {
        guard let node = YAMLLoader().load(bytes, file: file, diagnostics: &diagnostics) else { return Manifest() }
        return Manifest(root: node, file: file, diagnostics: &diagnostics)
    }

    /// Reads a manifest's root node, reporting every problem.
    init(root: YAMLNode, file: String, diagnostics: inout [Diagnostic]) {
        self.file = file
        guard !root.isNull else { return }
        guard case .mapping(let pairs) = root.content else {
            diagnostics.append(
                .error(
                    .typeMismatch, "popskin.yaml must be a mapping, not \(root.kindDescription)",
                    at: root.location))
            return
        }
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            let value = pair.value
            switch key {
            case "popskin":
                if value.scalarText != String(Self.formatVersion) {
                    diagnostics.append(
                        .error(
                            .typeMismatch,
                            "'popskin' is the manifest format version and must be "
                                + "\(Self.formatVersion)", at: value.location))
                }
            case "name":
                name = Self.string(value, key, &diagnostics)
                if let name, !Self.isPackageNameValid(name) {
                    diagnostics.append(
                        .error(
                            .badName,
                            "package name '\(name)' must start with a lowercase letter and use "
                                + "lowercase letters, digits and '-' only", at: value.location))
                }
            case "version":
                version = Self.string(value, key, &diagnostics)
                if let version, !Self.isVersion(version) {
                    diagnostics.append(
                        .error(
                            .typeMismatch, "version '\(version)' must be X.Y.Z (semantic versioning)",
                            at: value.location))
                }
            case "themes":
                themeFolders = Self.folders(value, key, &diagnostics)
            case "tokens":
                tokenFolders = Self.folders(value, key, &diagnostics)
                tokenFoldersAreExplicit = true
            case "templates":
                templatesFolder = Self.folders(value, key, &diagnostics).first
            case "dependencies":
                dependencies = value
            case "outputs":
                outputs = value
            default:
                diagnostics.append(
                    .error(
                        .unknownKey,
                        "unknown key '\(key)' in popskin.yaml"
                            + Suggestion.hint(for: key, in: Self.keys), at: pair.key.location))
            }
        }
    }

    private static func string(_ node: YAMLNode, _ key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if let text = node.scalarText, !node.isNull { return text }
        diagnostics.append(
            .error(.typeMismatch, "'\(key)' must be a string, not \(node.kindDescription)", at: node.location))
        return nil
    }

    /// One folder or a list of folders, each inside the project.
    private static func folders(_ node: YAMLNode, _ key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        let items: [YAMLNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        return items.compactMap { item in
            guard let text = string(item, key, &diagnostics) else { return nil }
            if text == "." { return "" }
            guard let path = ProjectPath.join("", text) else {
                diagnostics.append(
                    .error(
                        .badPath, "'\(key)': '\(text)' must be a folder inside the project",
                        at: item.location))
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
