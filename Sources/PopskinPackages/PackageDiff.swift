import Crypto
import Foundation
import PopskinCore
import PopskinInstalledPackages
import Version

/// `popskin package diff FROM TO`: what changed for the package's users between two releases, and the semantic
/// version the later one needs. Themes are the package's API: `extends` names them, and apps compile their arrow
/// metrics and content insets into class methods UIKit reads once.
public struct PackageDiff: Sendable {
    public enum Level: Int, Comparable, Sendable, CustomStringConvertible {
        case patch, minor, major
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public var description: String { ["patch", "minor", "major"][rawValue] }
    }

    public struct Change: Sendable {
        public var level: Level
        public var theme: String
        public var description: String
    }

    public var changes: [Change]
    /// The version at `from`, from its manifest.
    public var fromVersion: Version?

    /// The highest level among the changes; nil when nothing changed.
    public var level: Level? { changes.map(\.level).max() }

    /// The smallest version after `fromVersion` that the changes allow.
    public var suggestedVersion: Version? {
        guard let v = fromVersion, let level else { return nil }
        switch level {
        case .major: return Version(v.major + 1, 0, 0)
        case .minor: return Version(v.major, v.minor + 1, 0)
        case .patch: return Version(v.major, v.minor, v.patch + 1)
        }
    }

    /// Metrics an app compiles into `arrowBase()`, `arrowHeight()` and `contentViewInsets()`.
    static let fixedMetrics = ["arrow.base", "arrow.height", "content.insets"]

    /// What a release of a package offers: each own theme's resolved values as dotted paths, and a hash of each art
    /// file it names (taken while the files are there).
    public struct Snapshot: Sendable {
        var themes: [String: (abstract: Bool, values: [String: String])]

        /// The package's own themes only; a dependency's are not its API.
        public init(_ result: FrontEnd.Result) {
            themes = PackageDiff.themes(result)
        }
    }

    /// Compares two releases of the same package.
    public init(old: Snapshot, new: Snapshot, fromVersion: Version?) {
        self.fromVersion = fromVersion
        let before = old.themes, after = new.themes
        var changes: [Change] = []
        for name in Set(before.keys).union(after.keys).sorted() {
            switch (before[name], after[name]) {
            case (let a?, nil):
                changes.append(
                    Change(
                        level: .major, theme: name, description: a.abstract ? "abstract theme removed" : "theme removed"
                    ))
            case (nil, _?): changes.append(Change(level: .minor, theme: name, description: "theme added"))
            case (let a?, let b?):
                for path in Set(a.values.keys).union(b.values.keys).sorted() where a.values[path] != b.values[path] {
                    let was = a.values[path] ?? "unset", now = b.values[path] ?? "unset"
                    let level: Level =
                        Self.fixedMetrics.contains(path) && !b.abstract
                        ? .major
                        : path == "abstract" && now == "true" ? .major : .patch
                    changes.append(Change(level: level, theme: name, description: "\(path) \(was) → \(now)"))
                }
            default: break
            }
        }
        self.changes = changes
    }

    static func themes(_ result: FrontEnd.Result) -> [String: (abstract: Bool, values: [String: String])] {
        var themes: [String: (Bool, [String: String])] = [:]
        for theme in result.registry.themes where theme.package == nil {
            var values: [String: String] = [:]
            flatten(ThemeEncoding.encode(theme), prefix: "", into: &values)
            // Identity and derived figures are not values a user set.
            for key in ["name", "file", "extends"] { values[key] = nil }
            for key in values.keys where key.hasPrefix("metrics.") { values[key] = nil }
            // The art's bytes, so a redrawn PNG under the same name counts as a change.
            let images =
                [theme.skin?.arrow.image, theme.skin?.background.image].compactMap { $0 }
                + (theme.skin?.background.variants.values.map(\.image) ?? [])
            for image in images {
                for file in ScaledImageFiles(image, projectRoot: result.project.root).files {
                    let bytes = FileManager.default.contents(atPath: file.absolute) ?? Data()
                    values["art \(file.path)"] = SHA256.hash(data: [UInt8](bytes)).prefix(8).map {
                        String(format: "%02x", $0)
                    }.joined()
                }
            }
            themes[theme.name] = (theme.isAbstract, values)
        }
        return themes
    }

    static func flatten(_ value: StructuredValue, prefix: String, into values: inout [String: String]) {
        switch value {
        case .object(let fields):
            for (key, field) in fields {
                flatten(field, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &values)
            }
        case .array(let items):
            values[prefix] = JSONWriter.renderCompact(.array(items))
        default:
            values[prefix] = JSONWriter.renderCompact(value)
        }
    }
}

extension PackageDiff {
    /// Reads the package at two tags (or any commits) of the git repository at `projectRoot` and compares them.
    public static func between(_ from: String, and to: String, projectRoot: String) throws -> PackageDiff {
        guard let git = Git.find() else { throw Git.Failure(description: "git is not installed") }
        let repository = GitRepository(git: git, url: "", folder: projectRoot)
        // Both releases are read with the project's fetched dependencies, as a build would.
        // The diff compares values; problems are `theme validate`'s to report.
        let ignored = DiagnosticSink()
        let installed = PackageManager(projectRoot: projectRoot).installedPackages(diagnostics: ignored).packages
        var snapshots: [Snapshot] = []
        var fromVersion: Version?
        for reference in [from, to] {
            let commit: String
            do { commit = try repository.commit(reference) } catch {
                throw Git.Failure(description: "'\(reference)' names no commit of the repository at \(projectRoot)")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "popskin-diff-\(UUID().uuidString)"
            ).path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for (path, bytes) in try repository.contents(of: repository.files(at: commit)) {
                let target = folder + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: target))
            }
            let result = FrontEnd().run(root: folder, packages: installed, validate: false, diagnostics: ignored)
            snapshots.append(Snapshot(result))
            if fromVersion == nil {
                fromVersion =
                    PackageRequirement.releaseVersion(ofTag: reference)
                    ?? result.project.manifest.version.flatMap(PackageRequirement.releaseVersion(ofTag:))
            }
        }
        return PackageDiff(old: snapshots[0], new: snapshots[1], fromVersion: fromVersion)
    }
}
