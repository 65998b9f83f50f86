import Foundation

/// Everything read from a project folder: the manifest, the token table and the theme files, plus the bytes of
/// every file read so diagnostics can quote source lines.
public struct Project: Sendable {
    /// The project folder, absolute.
    public var root: String
    public var manifest: Manifest
    /// Theme files sorted by name; a name defined twice keeps its first file.
    public var documents: [ThemeDocument]
    public var tokens: TokenTable
    /// File bytes by project-relative path.
    public var sources: [String: [UInt8]]
}

/// Reads a project folder. Every problem becomes a diagnostic; nothing is thrown.
public struct ProjectLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    public func load(root: String, diagnostics: inout DiagnosticBag) -> Project {
        var found: [Diagnostic] = []
        defer { diagnostics.add(contentsOf: found) }
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        var project = Project(root: root, manifest: Manifest(), documents: [], tokens: TokenTable(), sources: [:])

        if FileManager.default.fileExists(atPath: root + "/" + Manifest.fileName),
           let node = loadYAML(Manifest.fileName, into: &project, diagnostics: &found) {
            project.manifest = Manifest(root: node, file: Manifest.fileName, diagnostics: &found)
        }
        for folder in project.manifest.tokenFolders {
            let explicit = project.manifest.tokenFoldersAreExplicit
            for file in yamlFiles(in: folder, project: project, required: explicit, diagnostics: &found) {
                if let node = loadYAML(file, into: &project, diagnostics: &found) {
                    project.tokens.add(file: node, diagnostics: &found)
                }
            }
        }
        var firstFile: [String: String] = [:]
        for folder in project.manifest.themeFolders {
            for file in yamlFiles(in: folder, project: project, required: true, diagnostics: &found) {
                let name = Self.stem(of: file)
                if let first = firstFile[name] {
                    found.append(.error(.duplicateTheme, "theme '\(name)' is defined twice; this file is ignored",
                                        at: .start(of: file), notes: [DiagnosticNote("first defined here", at: .start(of: first))]))
                    continue
                }
                firstFile[name] = file
                guard let node = loadYAML(file, into: &project, diagnostics: &found) else { continue }
                project.documents.append(ThemeDocument(name: name, file: file, root: node, diagnostics: &found))
            }
        }
        project.documents.sort { $0.name < $1.name }
        return project
    }

    static func stem(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return String(base[..<(base.lastIndex(of: ".") ?? base.endIndex)])
    }

    /// The `.yaml` and `.yml` files directly inside `folder`, sorted.
    private func yamlFiles(in folder: String, project: Project, required: Bool, diagnostics: inout [Diagnostic]) -> [String] {
        let absolute = folder.isEmpty ? project.root : project.root + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
            if required {
                let at = project.manifest.file.map { SourceLocation.start(of: $0) }
                diagnostics.append(.error(.ioError, "folder '\(folder.isEmpty ? "." : folder)' does not exist or cannot be read "
                                            + "in \(project.root)", at: at))
            }
            return []
        }
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") && $0 != Manifest.fileName }
            .sorted()
            .map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// Reads and parses one file, keeping its bytes for diagnostics. The size limit is checked before reading.
    private func loadYAML(_ file: String, into project: inout Project, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        switch Self.readFile(project.root + "/" + file, limit: limits.maxFileSize) {
        case .tooLarge(let size):
            diagnostics.append(.error(.yamlLimit, "file is \(size) bytes; the limit is \(limits.maxFileSize) bytes",
                                      at: .start(of: file)))
            return nil
        case .unreadable(let reason):
            diagnostics.append(.error(.ioError, "cannot read \(file): \(reason)", at: .start(of: file)))
            return nil
        case .bytes(let bytes):
            project.sources[file] = bytes
            return YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: &diagnostics)
        }
    }

    enum ReadResult {
        case bytes([UInt8])
        case tooLarge(Int)
        case unreadable(String)
    }

    /// One open, fstat and read: the size is known before anything is read.
    static func readFile(_ path: String, limit: Int) -> ReadResult {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .unreadable("not a regular file") }
        let size = Int(info.st_size)
        guard size <= limit else { return .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, size - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return .bytes(Array(bytes[0..<filled]))
    }
}
