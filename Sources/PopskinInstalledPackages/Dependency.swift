import PopskinCore

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
    /// Where the entry was written.
    public var location: SourceLocation

    public init(name: String, source: Source, requirement: PackageRequirement?, location: SourceLocation) {
        self.name = name
        self.source = source
        self.requirement = requirement
        self.location = location
    }

    /// The repository URL of a git dependency, nil for a path dependency.
    public var gitURL: String? {
        if case .git(let url) = source { return url }
        return nil
    }

    /// Reads `dependencies:` (`name: { git: URL, from: X.Y.Z }` or `name: { path: ../dir }`), reporting every problem.
    public static func read(_ node: YAMLNode?, diagnostics: inout [Diagnostic]) -> [Dependency] {
        guard let node, !node.isNull else { return [] }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.append(
                .error(
                    .typeMismatch,
                    "'dependencies' must map package names to { git: URL, from: X.Y.Z } "
                        + "or { path: folder }, not \(node.kindDescription)", at: node.location))
            return []
        }
        return pairs.compactMap { pair in read(name: pair.key, entry: pair.value, diagnostics: &diagnostics) }
            .sorted { $0.name < $1.name }
    }

    private static func read(name key: YAMLNode, entry: YAMLNode, diagnostics: inout [Diagnostic]) -> Dependency? {
        let name = key.scalarText ?? ""
        guard Manifest.isPackageNameValid(name) else {
            diagnostics.append(
                .error(
                    .badName,
                    "package name '\(name)' must start with a letter and use lowercase letters, "
                        + "digits and '-' only", at: key.location))
            return nil
        }
        guard case .mapping(let fields) = entry.content else {
            diagnostics.append(
                .error(
                    .typeMismatch,
                    "dependency '\(name)' must be { git: URL, from: X.Y.Z } or "
                        + "{ path: folder }, not \(entry.kindDescription)", at: entry.location))
            return nil
        }
        var values: [String: YAMLNode] = [:]
        for field in fields {
            let key = field.key.scalarText ?? ""
            guard key == "git" || key == "path" || PackageRequirement.keys.contains(key) else {
                diagnostics.append(
                    .error(
                        .unknownKey,
                        "unknown key '\(key)' in dependency '\(name)'"
                            + Suggestion.hint(for: key, in: ["git", "path"] + PackageRequirement.keys),
                        at: field.key.location))
                continue
            }
            guard let text = field.value.scalarText, !field.value.isNull, !text.isEmpty else {
                diagnostics.append(
                    .error(.typeMismatch, "'\(key)' of dependency '\(name)' must be a string", at: field.value.location)
                )
                return nil
            }
            values[key] = field.value
        }
        let requirements = PackageRequirement.keys.filter { values[$0] != nil }
        switch (values["git"], values["path"]) {
        case (let git?, nil):
            guard requirements.count == 1, let key = requirements.first, let value = values[key] else {
                diagnostics.append(
                    .error(
                        .missingRequired,
                        "dependency '\(name)' needs exactly one of "
                            + PackageRequirement.keys.joined(separator: ", ") + " with its git URL", at: entry.location)
                )
                return nil
            }
            let text = value.scalarText!
            guard let requirement = PackageRequirement(key: key, value: text) else {
                diagnostics.append(
                    .error(
                        .typeMismatch,
                        "'\(key)' of dependency '\(name)' must be a version X.Y.Z, "
                            + "not '\(text)'", at: value.location))
                return nil
            }
            return Dependency(
                name: name, source: .git(git.scalarText!), requirement: requirement, location: entry.location)
        case (nil, let path?):
            if let extra = requirements.first {
                diagnostics.append(
                    .error(
                        .typeMismatch, "a path dependency is used as it is: drop '\(extra)' from '\(name)'",
                        at: values[extra]!.location))
            }
            return Dependency(name: name, source: .path(path.scalarText!), requirement: nil, location: entry.location)
        default:
            diagnostics.append(
                .error(
                    .missingRequired,
                    "dependency '\(name)' needs either git: URL (with a version "
                        + "requirement) or path: folder", at: entry.location))
            return nil
        }
    }
}
