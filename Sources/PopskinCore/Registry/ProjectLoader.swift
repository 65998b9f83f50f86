import Foundation
import PopskinSources
import PopskinTokens

/// Everything read from a project folder: the manifest, the token table and the theme files. The bytes of every file
/// read are in `inputs`, the one snapshot of what was read, which diagnostics quote and builds record.
public struct Project: Sendable {
    /// The project folder, absolute.
    public var root: String
    public var manifest: Manifest
    /// Theme files sorted by name; a name defined twice keeps its first file.
    public var documents: [ThemeDocument]
    public var tokens: TokenTable
    /// Every input as read: files, their versions and hashes, the folder listings that decided which files there are.
    public var inputs: InputSnapshot
    /// Dependencies whose themes joined the registry as `package/theme`.
    public var packages: [PackageSource] = []
    /// Each dependency's own tokens: its themes' references resolve there, so two packages may use one token path.
    public var packageTokens: [String: TokenTable] = [:]
    /// Themes whose file could not be read or parsed, by name (`package/theme` for a dependency's), with the file:
    /// their heirs are told the parent failed to load, not that it does not exist, and a build knows their problems
    /// are a theme's, and that the theme may be missing from shared files.
    public var unloadedThemes: [String: String] = [:]
    /// What each of the project's own token sources reported, with the documents it read: the front end scopes
    /// those problems to the themes that use the tokens they are in (`TokenProblemScope`).
    public var tokenProblems: [TokenSourceProblems] = []

    public init(root: String, inputs: InputSnapshot) {
        (self.root, self.inputs) = (root, inputs)
        (manifest, documents, tokens) = (Manifest(), [], TokenTable())
    }

    /// Text file bytes by shown path (project-relative, a dependency's as `@package/path`), for quoting.
    public var sources: [String: [UInt8]] { inputs.sources }

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
    /// Parses kept from an earlier reading of the same project, for a process that reads it again and again.
    public var parses: YAMLParseCache?

    public init(limits: YAMLLimits = .default, jsonLimits: JSONLimits = .default, parses: YAMLParseCache? = nil) {
        (self.limits, self.jsonLimits, self.parses) = (limits, jsonLimits, parses)
    }

    /// A YAML file's tree: parsed, or as parsed before when its bytes are the same (`parses`).
    func loadYAML(_ bytes: [UInt8], file: String, diagnostics: DiagnosticSink) -> YAMLNode? {
        if let parses { return parses.load(bytes, file: file, limits: limits, diagnostics: diagnostics) }
        return YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: diagnostics)
    }

    /// Reads the project at `root`, and the themes and tokens of each of `packages` (its dependencies, already
    /// fetched), through `inputs` (a new snapshot of `root` when nil; one that already holds the manifest and the
    /// lock as the package reader read them, from a build).
    public func load(
        root: String, packages: [PackageSource] = [], inputs: InputSnapshot? = nil, diagnostics found: DiagnosticSink
    ) -> Project {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        var project = Project(root: root, inputs: inputs ?? InputSnapshot(projectRoot: root))
        project.packages = packages
        for package in packages { project.inputs.addPackage(package.name, root: package.root) }
        project.manifest = loadFolder(Folder(root: root), into: &project, diagnostics: found)
        for package in packages.sorted(by: { $0.name < $1.name }) {
            _ = loadFolder(Folder(package: package), into: &project, diagnostics: found)
        }
        project.documents.sort { $0.name < $1.name }
        return project
    }

    /// The project's folder or a dependency's: where files are read, and how they are named.
    struct Folder {
        var root: String
        /// Theme names get `package/` in front, and so do a dependency's own `extends` without one.
        var package: String?
        /// Prefix of the names files are shown and keyed by.
        var shownAs: String

        /// The project's folder, its files shown prefixed with `shownAs` (nothing, in a project).
        init(root: String, shownAs: String = "") {
            (self.root, package, self.shownAs) = (root, nil, shownAs)
        }

        init(package: PackageSource) {
            (root, self.package, shownAs) = (package.root, package.name, ProjectPath.inPackage(package.name, ""))
        }

        /// `relative` (to the folder) as an input path.
        func path(_ relative: String) -> InputPath {
            InputPath(package.map { .package($0) } ?? .project, relative)
        }
    }

    /// Loads one folder's manifest, tokens and themes; returns its manifest.
    func loadFolder(_ folder: Folder, into project: inout Project, diagnostics found: DiagnosticSink)
        -> Manifest
    {
        var manifest = Manifest()
        if let bytes = read(
            folder.path(Manifest.fileName), as: .manifest, from: project.inputs, optional: true, diagnostics: found),
            let node = loadYAML(bytes, file: folder.shownAs + Manifest.fileName, diagnostics: found)
        {
            manifest = Manifest(root: node, file: folder.shownAs + Manifest.fileName, diagnostics: found)
        }
        var table = TokenTable()
        for source in manifest.tokenSources {
            let own = DiagnosticSink()
            let documents = Locked(TokenDocuments())
            loadTokens(
                source, of: folder, required: manifest.tokenSourcesAreExplicit, into: &project, table: &table,
                documents: documents, diagnostics: own)
            let reported = own.diagnostics
            found.report(contentsOf: reported)
            // A dependency's token problems stay its themes' as they are: the scoping is the project's own.
            if folder.package == nil, !reported.isEmpty {
                project.tokenProblems.append(
                    TokenSourceProblems(
                        source: source, documents: documents.withLock { $0 }, diagnostics: reported))
            }
        }
        if let package = folder.package {
            project.packageTokens[package] = table
        } else {
            project.tokens = table
        }
        var firstFile: [String: String] = [:]
        var themeFiles: [(file: String, stem: String)] = []
        for themeFolder in manifest.themeFolders {
            for file in yamlFiles(
                in: themeFolder, of: folder, manifest: manifest, inputs: project.inputs, diagnostics: found)
            {
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
        let inputs = project.inputs
        let parsed = themeFiles.concurrentMap { parse(folder.path($0.file), as: .theme, from: inputs) }
        project.documents.reserveCapacity(project.documents.count + themeFiles.count)
        for ((file, stem), result) in zip(themeFiles, parsed) {
            let shown = folder.shownAs + file, name = folder.package.map { $0 + "/" + stem } ?? stem
            found.report(contentsOf: result.diagnostics)
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

    /// The theme files directly inside `folder`, sorted, relative to `base`'s root; listed through `inputs`, so
    /// a theme file added or removed later is a changed input.
    private func yamlFiles(
        in folder: String, of base: Folder, manifest: Manifest, inputs: InputSnapshot, diagnostics: DiagnosticSink
    ) -> [String] {
        let at = manifest.file.map { SourceLocation.start(of: $0) }
        switch inputs.list(base.path(folder), as: .themes) {
        case .success(let names):
            return names.map { folder.isEmpty ? $0 : folder + "/" + $0 }
        case .failure(.outside):
            diagnostics.report(Self.leaving(folder: folder, of: base, at: at))
        case .failure:
            diagnostics.report(
                .error(
                    .ioError,
                    "folder '\(folder.isEmpty ? "." : folder)' does not exist or cannot be read in \(base.root)",
                    at: at))
        }
        return []
    }

    /// One YAML file read through `inputs` and parsed, with the problems found; touches nothing shared but the
    /// snapshot, so files parse concurrently.
    func parse(_ path: InputPath, as kind: InputKind, from inputs: InputSnapshot) -> (
        node: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        let diagnostics = DiagnosticSink()
        guard let bytes = read(path, as: kind, from: inputs, diagnostics: diagnostics) else {
            return (nil, diagnostics.diagnostics)
        }
        let node = loadYAML(bytes, file: inputs.shown(path), diagnostics: diagnostics)
        return (node, diagnostics.diagnostics)
    }

    /// One input's bytes through `inputs`, within the YAML limit (the JSON one when `json`), or nil with the
    /// problem reported at its start (or `location`). A file that is not there is a problem unless `optional`.
    public func read(
        _ path: InputPath, as kind: InputKind, from inputs: InputSnapshot, json: Bool = false,
        at location: SourceLocation? = nil, optional: Bool = false, diagnostics: DiagnosticSink
    ) -> [UInt8]? {
        switch inputs.read(path, as: kind, limit: json ? jsonLimits.maxFileSize : limits.maxFileSize) {
        case .success(let bytes): return bytes
        case .failure(.missing) where optional: return nil
        case .failure(let failure):
            let limitID: DiagnosticID = json ? .jsonLimit : .yamlLimit
            // A file too large is its own problem; one that cannot be read is where it was named.
            let shown = inputs.shown(path)
            let at = failure.isTooLarge ? SourceLocation.start(of: shown) : location ?? .start(of: shown)
            diagnostics.report(
                failure.diagnostic(reading: shown, at: at, limit: limitID, within: Self.described(path)))
            return nil
        }
    }

    /// How the folder `path` is read from is named in messages.
    static func described(_ path: InputPath) -> String {
        switch path.origin {
        case .project: "the project"
        case .package(let name): "package '\(name)'"
        }
    }

    /// The project's manifest alone (defaults when it has none), for commands that need nothing else.
    public func loadManifest(root: String, diagnostics: DiagnosticSink) -> Manifest {
        let inputs = InputSnapshot(projectRoot: root)
        guard
            let bytes = read(
                InputPath(Manifest.fileName), as: .manifest, from: inputs, optional: true, diagnostics: diagnostics)
        else { return Manifest() }
        return Manifest.parse(bytes, file: Manifest.fileName, diagnostics: diagnostics)
    }
}
