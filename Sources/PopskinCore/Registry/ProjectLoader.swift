import Foundation
import PopskinSources
import PopskinTokens

/// Everything read from a project folder: the manifest, the token table and the theme files, plus the bytes of
/// every file read so diagnostics can quote source lines.
public struct Project: Sendable {
    /// The project folder, absolute.
    public var root: String
    public var manifest: Manifest
    /// Theme files sorted by name; a name defined twice keeps its first file.
    public var documents: [ThemeDocument]
    public var tokens: TokenTable
    /// File bytes by project-relative path (a dependency's files as `@package/path`).
    public var sources: [String: [UInt8]]
    /// Dependencies whose themes joined the registry as `package/theme`.
    public var packages: [PackageSource] = []
    /// Each dependency's own tokens: its themes' references resolve there, so two packages may use one token path.
    public var packageTokens: [String: TokenTable] = [:]
    /// The folders token sources live in (`@package/…` for a dependency's), whose listings a build depends on.
    public var tokenFolders: [String] = []
    /// Themes whose file could not be read or parsed, by name (`package/theme` for a dependency's), with the file:
    /// their heirs are told the parent failed to load, not that it does not exist, and a build knows their problems
    /// are a theme's, and that the theme may be missing from shared files.
    public var unloadedThemes: [String: String] = [:]

    /// The tokens a value written in `file` refers to: its package's, or the project's.
    public func tokens(forFile file: String) -> TokenTable {
        guard let (package, _) = ProjectPath.splitPackage(file) else { return tokens }
        return packageTokens[package] ?? TokenTable()
    }
}

/// A dependency's folder, whose themes join the registry as `name/theme` and whose files are shown as
/// `@name/path`.
public struct PackageSource: Sendable, Hashable {
    public var name: String
    /// The package's folder, absolute: a read-only store entry, or a path dependency.
    public var root: String
    /// What `theme list` shows as its origin, such as `2.3.1` or `path ../drafts`.
    public var label: String

    public init(name: String, root: String, label: String) {
        self.name = name
        self.root = root
        self.label = label
    }
}

/// Reads a project folder. Every problem becomes a diagnostic; nothing is thrown.
public struct ProjectLoader: Sendable {
    public var limits: YAMLLimits
    public var jsonLimits: JSONLimits

    public init(limits: YAMLLimits = .default, jsonLimits: JSONLimits = .default) {
        (self.limits, self.jsonLimits) = (limits, jsonLimits)
    }

    /// Reads the project at `root`, and the themes and tokens of each of `packages` (its dependencies, already
    /// fetched).
    public func load(root: String, packages: [PackageSource] = [], diagnostics found: DiagnosticSink) -> Project {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        var project = Project(
            root: root, manifest: Manifest(), documents: [], tokens: TokenTable(), sources: [:],
            packages: packages)
        project.manifest = loadFolder(
            Folder(root: root, shownAs: "", package: nil), into: &project, diagnostics: found)
        for package in packages.sorted(by: { $0.name < $1.name }) {
            _ = loadFolder(
                Folder(root: package.root, shownAs: ProjectPath.inPackage(package.name, ""), package: package.name),
                into: &project,
                diagnostics: found)
        }
        project.documents.sort { $0.name < $1.name }
        return project
    }

    /// The project's folder or a dependency's: where files are read, and how they are named.
    struct Folder {
        var root: String
        /// Prefix of the names files are shown and keyed by.
        var shownAs: String
        /// Theme names get `package/` in front, and so do a dependency's own `extends` without one.
        var package: String?
        /// What every file read must resolve inside: `root`.
        var inside: InputFile.Root

        init(root: String, shownAs: String, package: String?) {
            (self.root, self.shownAs, self.package) = (root, shownAs, package)
            inside = InputFile.Root(root)
        }

        /// How the folder is named in messages.
        var described: String { package.map { "package '\($0)'" } ?? "the project" }
    }

    /// Loads one folder's manifest, tokens and themes; returns its manifest.
    func loadFolder(_ folder: Folder, into project: inout Project, diagnostics found: DiagnosticSink)
        -> Manifest
    {
        var manifest = Manifest()
        if FileManager.default.fileExists(atPath: folder.root + "/" + Manifest.fileName),
            let node = loadYAML(Manifest.fileName, in: folder, into: &project, diagnostics: found)
        {
            manifest = Manifest(root: node, file: folder.shownAs + Manifest.fileName, diagnostics: found)
        }
        var table = TokenTable()
        for source in manifest.tokenSources {
            loadTokens(
                source, of: folder, required: manifest.tokenSourcesAreExplicit, into: &project, table: &table,
                diagnostics: found)
        }
        if let package = folder.package {
            project.packageTokens[package] = table
        } else {
            project.tokens = table
        }
        var firstFile: [String: String] = [:]
        var themeFiles: [(file: String, stem: String)] = []
        for themeFolder in manifest.themeFolders {
            for file in yamlFiles(in: themeFolder, of: folder, manifest: manifest, required: true, diagnostics: found) {
                let stem = Self.stem(of: file), shown = folder.shownAs + file
                if let first = firstFile[stem] {
                    found.report(
                        .error(
                            .duplicateTheme, "theme '\(stem)' is defined twice; this file is ignored",
                            at: .start(of: shown), notes: [DiagnosticNote("first defined here", at: .start(of: first))])
                    )
                    continue
                }
                firstFile[stem] = shown
                themeFiles.append((file, stem))
            }
        }
        // Parsing is most of loading and the files are independent: all of them at once, then in order.
        let parsed = themeFiles.concurrentMap { parse($0.file, in: folder) }
        project.documents.reserveCapacity(project.documents.count + themeFiles.count)
        for ((file, stem), result) in zip(themeFiles, parsed) {
            let shown = folder.shownAs + file, name = folder.package.map { $0 + "/" + stem } ?? stem
            found.report(contentsOf: result.diagnostics)
            if let bytes = result.bytes { project.sources[shown] = bytes }
            guard let node = result.node else {
                project.unloadedThemes[name] = shown
                continue
            }
            var document = ThemeDocument(name: stem, file: shown, root: node, diagnostics: found)
            if let package = folder.package {
                document.name = name
                if let parent = document.extends, !parent.name.contains("/") {
                    document.extends = (package + "/" + parent.name, parent.location)
                }
            }
            project.documents.append(document)
        }
        return manifest
    }

    /// The file name without its folder and extension, by bytes (`Character` splitting cost more than the rest
    /// of loading a theme's name).
    static func stem(of file: String) -> String {
        let bytes = file.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        let name = bytes[start...]
        return String(decoding: name[..<(name.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex)], as: UTF8.self)
    }

    /// The `.yaml` and `.yml` files directly inside `folder`, sorted, relative to `base`'s root.
    private func yamlFiles(
        in folder: String, of base: Folder, manifest: Manifest, required: Bool, diagnostics: DiagnosticSink
    ) -> [String] {
        let absolute = folder.isEmpty ? base.root : base.root + "/" + folder
        let at = manifest.file.map { SourceLocation.start(of: $0) }
        if FileManager.default.fileExists(atPath: absolute), !base.inside.contains(absolute) {
            diagnostics.report(Self.leaving(folder: folder, of: base, at: at))
            return []
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
            if required {
                diagnostics.report(
                    .error(
                        .ioError,
                        "folder '\(folder.isEmpty ? "." : folder)' does not exist or cannot be read "
                            + "in \(base.root)", at: at))
            }
            return []
        }
        return names.filter {
            ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") && $0 != Manifest.fileName
        }
        .sorted()
        .map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// Reads and parses one file, keeping its bytes for diagnostics. The size limit is checked before reading.
    func loadYAML(
        _ relative: String, in folder: Folder, into project: inout Project,
        diagnostics: DiagnosticSink
    ) -> YAMLNode? {
        let result = parse(relative, in: folder)
        diagnostics.report(contentsOf: result.diagnostics)
        if let bytes = result.bytes { project.sources[folder.shownAs + relative] = bytes }
        return result.node
    }

    /// One file's bytes and tree, and the problems found; touches nothing shared, so files parse concurrently.
    private func parse(_ relative: String, in folder: Folder) -> (
        bytes: [UInt8]?, node: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        let diagnostics = DiagnosticSink()
        let file = folder.shownAs + relative
        guard
            let bytes = readFile(
                folder.root + "/" + relative, shownAs: file, inside: folder.inside, described: folder.described,
                diagnostics: diagnostics)
        else {
            return (nil, nil, diagnostics.diagnostics)
        }
        let node = YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: diagnostics)
        return (bytes, node, diagnostics.diagnostics)
    }

    /// One file's bytes within the size limit, or nil with the problem reported at `shownAs`. With `inside`, the
    /// file must resolve inside that folder (`described` names it in the message).
    public func readFile(
        _ path: String, shownAs file: String, inside root: InputFile.Root? = nil,
        described: String = "the project", diagnostics: DiagnosticSink
    ) -> [UInt8]? {
        switch InputFile.read(path, limit: limits.maxFileSize, inside: root) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            diagnostics.report(
                failure.diagnostic(reading: file, at: .start(of: file), limit: .yamlLimit, within: described))
            return nil
        }
    }

    /// The project's manifest alone (defaults when it has none), for commands that need nothing else.
    public func loadManifest(root: String, diagnostics: DiagnosticSink) -> Manifest {
        let path = root + "/" + Manifest.fileName
        guard FileManager.default.fileExists(atPath: path),
            let bytes = readFile(
                path, shownAs: Manifest.fileName, inside: InputFile.Root(root), diagnostics: diagnostics)
        else { return Manifest() }
        return Manifest.parse(bytes, file: Manifest.fileName, diagnostics: diagnostics)
    }

    /// A file's bytes, or why there are none.
    public enum ReadResult: Sendable {
        case bytes([UInt8])
        case tooLarge(Int)
        case unreadable(String)
    }

    /// `InputFile.read`, as a build's stamp takes it.
    public static func readFile(_ path: String, limit: Int) -> ReadResult {
        switch InputFile.read(path, limit: limit) {
        case .success(let bytes): .bytes(bytes)
        case .failure(.tooLarge(let size, _)): .tooLarge(size)
        case .failure(let failure): .unreadable(failure.description)
        }
    }
}
