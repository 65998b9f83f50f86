import PopskinCore
import PopskinGenerators
import PopskinTokens

/// The folders `theme watch` listens to and which names in them matter: the project folder (manifest, lock, the
/// registry's folders appearing), the theme and token folders (YAML files), the templates folder and its
/// subfolders (templates), and every folder holding a theme's art (any file, since a new `@3x` counts). Hidden
/// names never matter: editors' swap files and popskin's own temporary files start with a dot.
public struct WatchSet: Sendable {
    enum Role: Sendable {
        case root, registry, tokens, templates, art
    }

    private var roles: [String: Set<Role>] = [:]
    private var rootNames: Set<String> = [Manifest.fileName, "popskin.lock"]

    /// The folders of `project` and of the art `themes` use.
    public init(_ project: Project, themes: [ResolvedTheme]) {
        let root = project.root
        func absolute(_ folder: String) -> String { folder.isEmpty ? root : root + "/" + folder }
        roles[root, default: []].insert(.root)
        let manifest = project.manifest
        for folder in manifest.themeFolders {
            roles[absolute(folder), default: []].insert(.registry)
            rootNames.insert(String(folder.split(separator: "/").first ?? ""))
        }
        for folder in project.tokenFolders where !folder.hasPrefix("@") {
            roles[absolute(folder), default: []].insert(.tokens)
            rootNames.insert(String(folder.split(separator: "/").first ?? ""))
        }
        // A token folder named in the manifest that does not exist yet: its appearance matters.
        for source in manifest.tokenSources {
            rootNames.insert(String(source.path.split(separator: "/").first ?? ""))
        }
        if let folder = manifest.templatesFolder {
            rootNames.insert(String(folder.split(separator: "/").first ?? ""))
            roles[absolute(folder), default: []].insert(.templates)
            for name in TemplateSet.overridePaths(folder: folder) {
                roles[absolute(ProjectPath.folder(of: name)), default: []].insert(.templates)
            }
        }
        for (_, file) in ThemeBuild.imageFiles(of: themes, projectRoot: root) {
            roles[ProjectPath.folder(of: file), default: []].insert(.art)
        }
    }

    /// Every folder to watch, sorted.
    public var folders: [String] { roles.keys.sorted() }

    /// Whether a change to `name` in `folder` can change a build. A change the watcher could not place (an
    /// overflowing event queue: an empty folder) always matters.
    public func isRelevant(folder: String, name: String) -> Bool {
        guard !folder.isEmpty else { return true }
        guard !name.hasPrefix("."), let roles = roles[folder] else { return false }
        if name.isEmpty { return true }  // the folder itself went away or moved
        return roles.contains { role in
            switch role {
            case .root: rootNames.contains(name)
            case .registry: name.hasSuffix(".yaml") || name.hasSuffix(".yml")
            case .tokens:
                name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
                    || name.hasSuffix(".tokens")
            case .templates: name.hasSuffix(".mustache") || !name.contains(".")
            case .art: true
            }
        }
    }
}
