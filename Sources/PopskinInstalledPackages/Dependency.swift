import PopskinCore
import PopskinSources

/// One entry of a manifest's `dependencies:`.
public struct Dependency: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A git repository URL (or path), fetched into the cache.
        case git(String)
        /// A folder beside the project, used as it is and never locked.
        case path(String)
    }

    public var name: String
    public var source: Source
    /// Nil for path dependencies.
    public var requirement: PackageRequirement?
    /// Where the entry was written (its value).
    public var location: SourceLocation
    /// The entry's name key: where a problem with the package as a whole is shown.
    public var nameLocation: SourceLocation
    /// The value of `git:` or `path:`: where a problem with the repository or folder is shown.
    public var sourceLocation: SourceLocation

    /// `nameLocation` and `sourceLocation` default to `location`.
    public init(
        name: String, source: Source, requirement: PackageRequirement?, location: SourceLocation,
        nameLocation: SourceLocation? = nil, sourceLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.source = source
        self.requirement = requirement
        self.location = location
        self.nameLocation = nameLocation ?? location
        self.sourceLocation = sourceLocation ?? location
    }

    /// The repository URL of a git dependency, nil for a path dependency.
    public var gitURL: String? {
        if case .git(let url) = source { return url }
        return nil
    }

    /// Reads `dependencies:` (`name: { git: URL, from: X.Y.Z }` or `name: { path: ../dir }`), reporting every problem.
    public static func read(_ node: YAMLNode?, diagnostics: DiagnosticSink) -> [Dependency] {
        guard let node, !node.isNull else { return [] }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error(
                .typeMismatch,
                "'dependencies' must map package names to { git: URL, from: X.Y.Z } or { path: folder }, not "
                    + node.kindDescription, at: node.location)
            return []
        }
        return pairs.compactMap { pair in read(name: pair.key, entry: pair.value, diagnostics: diagnostics) }
            .sorted { $0.name < $1.name }
    }

    private static func read(name nameKey: YAMLNode, entry: YAMLNode, diagnostics: DiagnosticSink) -> Dependency? {
        let name = nameKey.scalarText ?? ""
        guard Manifest.isPackageNameValid(name) else {
            diagnostics.error(
                .badName,
                "package name '\(name)' must start with a letter and use lowercase letters, digits and '-' only",
                at: nameKey.location)
            return nil
        }
        guard
            let fields = MappingReader(
                entry, keys: ManifestSchema.dependencyKeys, context: "dependency '\(name)'", diagnostics: diagnostics)
        else { return nil }
        var texts: [String: String] = [:]
        for (key, value) in fields.values {
            guard let field = key.scalarText, let text = fields.text(field) else { return nil }
            guard !text.isEmpty else {
                diagnostics.error(
                    .typeMismatch, "'\(field)' of dependency '\(name)' must be \(fields.what(field)), not empty",
                    at: value.location)
                return nil
            }
            texts[field] = text
        }
        let requirements = ManifestSchema.requirementNames.filter { texts[$0] != nil }
        switch (texts["git"], texts["path"]) {
        case (let git?, nil):
            guard requirements.count == 1, let key = requirements.first, let text = texts[key] else {
                diagnostics.error(
                    .missingRequired,
                    "dependency '\(name)' needs exactly one of "
                        + ManifestSchema.requirementNames.joined(separator: ", ") + " with its git URL",
                    at: entry.location)
                return nil
            }
            guard let requirement = PackageRequirement(key: key, value: text) else {
                diagnostics.error(
                    .typeMismatch, "'\(key)' of dependency '\(name)' must be a version X.Y.Z, not '\(text)'",
                    at: fields[key]?.location)
                return nil
            }
            return Dependency(
                name: name, source: .git(git), requirement: requirement, location: entry.location,
                nameLocation: nameKey.location, sourceLocation: fields["git"]?.location)
        case (nil, let path?):
            if let extra = requirements.first {
                diagnostics.error(
                    .typeMismatch, "a path dependency is used as it is: drop '\(extra)' from '\(name)'",
                    at: fields[extra]?.location)
            }
            return Dependency(
                name: name, source: .path(path), requirement: nil, location: entry.location,
                nameLocation: nameKey.location, sourceLocation: fields["path"]?.location)
        default:
            diagnostics.error(
                .missingRequired,
                "dependency '\(name)' needs either git: URL (with a version requirement) or path: folder",
                at: entry.location)
            return nil
        }
    }
}
