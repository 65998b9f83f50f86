/// Where an input lives: the project's folder or a dependency's, and the path inside it. Shown (and keyed in
/// diagnostics) as the path itself, or `@package/path` for a dependency's file.
public struct InputPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Origin: Hashable, Sendable {
        case project
        case package(String)
    }

    public var origin: Origin
    /// Relative to the origin's folder, `/`-separated; "" for the folder itself.
    public var relative: String

    public init(_ origin: Origin, _ relative: String) {
        (self.origin, self.relative) = (origin, relative)
    }

    /// A path of the project's own.
    public init(_ relative: String) {
        self.init(.project, relative)
    }

    /// The path a diagnostic or a theme shows: `themes/a.yaml`, `@brand/themes/a.yaml`.
    public init(shown: String) {
        if let (package, inside) = ProjectPath.splitPackage(shown) {
            self.init(.package(package), inside)
        } else {
            self.init(.project, shown)
        }
    }

    /// As shown in messages and keyed in `Project.sources`.
    public var shown: String {
        switch origin {
        case .project: relative
        case .package(let name): ProjectPath.inPackage(name, relative)
        }
    }

    public var description: String { shown }

    /// The project manifest's file name, which is never a theme or token file.
    public static let manifestName = "popskin.yaml"

    /// The folder holding this path, in the same origin ("" for the origin's own folder).
    public var folder: InputPath { InputPath(origin, ProjectPath.folder(of: relative)) }

    /// `name` inside this folder.
    public func appending(_ name: String) -> InputPath {
        InputPath(origin, relative.isEmpty ? name : relative + "/" + name)
    }

    public static func < (a: InputPath, b: InputPath) -> Bool {
        ByteOrder.precedes(a.shown, b.shown)
    }
}

/// What an input is to the project: decides nothing about how it is read, only which consumers care (the watch,
/// `theme diff`, the quoting of diagnostics).
public enum InputKind: String, Sendable, CaseIterable {
    case manifest, lock, theme, tokens, template, art

    /// Whether diagnostics may quote its lines: text, not pixels.
    public var isText: Bool { self != .art }
}

/// Which names in a folder a build depends on: a file appearing there that the kind counts changes the build.
public enum ListingKind: String, Sendable, CaseIterable {
    /// Theme files: `*.yaml`, `*.yml`, never the manifest.
    case themes
    /// A token folder: YAML token files and DTCG token files.
    case tokens
    /// Every name that is not hidden (a Tokens Studio export: set files and the folders that make set names).
    case visible

    /// Whether `name` (in a listed folder) counts.
    public func counts(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        let yaml = (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && name != InputPath.manifestName
        switch self {
        case .themes: return yaml
        case .tokens: return yaml || name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
        case .visible: return true
        }
    }
}
