import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinPackages
import PopskinSources

/// One side of a diff: a git revision of the project's repository, or a folder holding a project.
public enum VersionSource: Sendable, Equatable, CustomStringConvertible {
    case revision(String)
    case folder(String)

    /// A folder when `text` names one, else a revision.
    public init(_ text: String) {
        var isFolder: ObjCBool = false
        self =
            FileManager.default.fileExists(atPath: text, isDirectory: &isFolder) && isFolder.boolValue
            ? .folder(text) : .revision(text)
    }

    public var description: String {
        switch self {
        case .revision(let revision): return revision
        case .folder(let folder): return folder
        }
    }
}

/// A version of the project read through the front end. A revision is written out to a temporary folder first,
/// which stays until `discard()` so hand-made art can still be read while the version is drawn.
public struct ProjectVersion: Sendable {
    public var source: VersionSource
    /// The project's folder (inside the temporary copy for a revision).
    public var root: String
    public var result: FrontEnd.Result
    /// What `theme validate` reports on this version. Its errors stop a diff: a theme that does not load would read
    /// as removed (or added), and a value out of range would be compared as if valid.
    public var diagnostics: [Diagnostic]
    private var temporary: String?

    /// A git failure or an unreadable revision, in plain words.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads `source` of the project at `projectRoot`, and checks it as `theme validate` does. Both versions are read
    /// with the project's fetched dependencies, as a build would.
    public static func load(_ source: VersionSource, projectRoot: String, packages: [PackageSource]) throws
        -> ProjectVersion
    {
        var root: String, temporary: String?
        switch source {
        case .folder(let folder):
            root = folder
        case .revision(let revision):
            DiffScratch.sweep()
            let folder = try DiffScratch.make()
            temporary = folder
            do {
                root = try Self.export(revision, of: projectRoot, into: folder)
            } catch {
                DiffScratch.remove(folder)
                throw Failure(description: "cannot read '\(revision)': \(error)")
            }
        }
        let found = DiagnosticSink()
        let result = FrontEnd().run(root: root, packages: packages, diagnostics: found)
        return ProjectVersion(
            source: source, root: root, result: result, diagnostics: found.sorted(), temporary: temporary)
    }

    /// The errors that stop a diff of `names` (all themes when empty), each shown as `REVISION:path` for a
    /// revision (git's notation), with the lines they quote keyed the same way.
    public func errors(about names: [String]) -> (errors: [Diagnostic], sources: [String: [UInt8]]) {
        let concerned = names.isEmpty ? diagnostics : ThemeScope(result, diagnostics: diagnostics).split(for: names).0
        let errors = concerned.filter { $0.severity == .error }
        guard case .revision(let revision) = source else { return (errors, result.project.sources) }
        let shown = { (file: String) in revision + ":" + file }
        let sources = Dictionary(uniqueKeysWithValues: result.project.sources.map { (shown($0.key), $0.value) })
        return (errors.map { $0.relocated(shown) }, sources)
    }

    /// The fetched dependencies of the project at `projectRoot` (from its lock and the store, never the network).
    public static func installedPackages(of projectRoot: String) -> [PackageSource] {
        PackageManager(projectRoot: projectRoot).installedPackages(
            inputs: InputSnapshot(projectRoot: projectRoot), diagnostics: DiagnosticSink()
        ).packages
    }

    /// Removes the temporary copy of a revision.
    public func discard() {
        if let temporary { DiffScratch.remove(temporary) }
    }

    /// Writes what the project at `revision` reads into `folder`: its manifest and lock, its theme folders, token
    /// sources and templates as its manifest there names them, and PNGs (art is named relative to a theme file, so
    /// it may lie anywhere in the project). Returns the project's folder in it.
    private static func export(_ revision: String, of projectRoot: String, into folder: String) throws -> String {
        let export = try GitExport(revision, ofRepositoryAt: projectRoot)
        let manifest =
            export.file(Manifest.fileName).map {
                Manifest.parse($0, file: Manifest.fileName, diagnostics: DiagnosticSink())
            } ?? Manifest()
        let folders = manifest.inputFolders.map(\.path)
        let themesAtRoot = manifest.themeFolders.contains("")
        let root = folder + "/project"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        try export.export(into: root) { path in
            if path == Manifest.fileName || path == Lockfile.fileName || path.hasSuffix(".png") { return true }
            if themesAtRoot && !path.contains("/") && ListingKind.themes.counts(path) { return true }
            return folders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        return root
    }
}

extension Diagnostic {
    /// The same diagnostic with the file of its location and its notes' shown through `shown`.
    fileprivate func relocated(_ shown: (String) -> String) -> Diagnostic {
        var moved = self
        moved.location?.file = shown(location?.file ?? "")
        for index in moved.notes.indices {
            moved.notes[index].location?.file = shown(notes[index].location?.file ?? "")
        }
        return moved
    }
}
