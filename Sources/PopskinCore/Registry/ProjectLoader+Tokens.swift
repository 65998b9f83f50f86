import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// Loading the token sources `tokens:` names: folders of YAML and DTCG token files, DTCG files, DTCG resolvers and
/// Tokens Studio exports, all into one token table.
extension ProjectLoader {
    /// What a path names on disk.
    enum TokenSourceKind {
        case folder, tokensStudio, resolver, dtcgFile, yamlFile, missing
    }

    static func kind(of absolute: String) -> TokenSourceKind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue {
            let studio = ["$metadata.json", "$themes.json"].contains {
                FileManager.default.fileExists(atPath: absolute + "/" + $0)
            }
            return studio ? .tokensStudio : .folder
        }
        if absolute.hasSuffix(".resolver.json") { return .resolver }
        if absolute.hasSuffix(".yaml") || absolute.hasSuffix(".yml") { return .yamlFile }
        return .dtcgFile
    }

    /// Whether a file in a token folder is a DTCG token file.
    static func isDTCGFile(_ name: String) -> Bool {
        (name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")) && !name.hasPrefix(".")
    }

    /// Adds the tokens of `source`, in `folder`, to `table`; the folders whose listing matters go to
    /// `project.tokenFolders`.
    func loadTokens(
        _ source: TokenSource, of folder: Folder, required: Bool, into project: inout Project,
        table: inout TokenTable, diagnostics: DiagnosticSink
    ) {
        let absolute = source.path.isEmpty ? folder.root : folder.root + "/" + source.path
        let kind = Self.kind(of: absolute)
        if kind != .missing, !folder.inside.contains(absolute) {
            // Refused whole: nothing in a folder elsewhere is read, let alone quoted.
            diagnostics.report(
                kind == .folder || kind == .tokensStudio
                    ? Self.leaving(folder: source.path, of: folder, at: source.location)
                    : InputFile.Failure.outside.diagnostic(
                        reading: folder.shownAs + source.path,
                        at: source.location ?? .start(of: folder.shownAs + source.path), limit: .jsonLimit,
                        within: folder.described))
            return
        }
        switch kind {
        case .missing:
            if required {
                diagnostics.error(
                    .ioError,
                    "token source '\(source.path.isEmpty ? "." : source.path)' does not exist in \(folder.root)",
                    at: source.location)
            }
            return
        case .folder:
            project.tokenFolders.append(folder.shownAs + source.path)
            refuseModes(source, what: "a folder of token files", diagnostics: diagnostics)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            for name in names.sorted() {
                let file = source.path.isEmpty ? name : source.path + "/" + name
                if (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.hasPrefix(".")
                    && name != Manifest.fileName
                {
                    addYAML(file, of: folder, into: &project, table: &table, diagnostics: diagnostics)
                } else if Self.isDTCGFile(name) {
                    addDTCG(file, source: source, of: folder, into: &project, table: &table, diagnostics: diagnostics)
                }
            }
        case .yamlFile:
            project.tokenFolders.append(folder.shownAs + ProjectPath.folder(of: source.path))
            refuseModes(source, what: "a YAML token file", diagnostics: diagnostics)
            addYAML(source.path, of: folder, into: &project, table: &table, diagnostics: diagnostics)
        case .dtcgFile:
            project.tokenFolders.append(folder.shownAs + ProjectPath.folder(of: source.path))
            refuseModes(source, what: "a DTCG token file", diagnostics: diagnostics)
            addDTCG(source.path, source: source, of: folder, into: &project, table: &table, diagnostics: diagnostics)
        case .resolver:
            project.tokenFolders.append(folder.shownAs + ProjectPath.folder(of: source.path))
            addResolver(source, of: folder, into: &project, table: &table, diagnostics: diagnostics)
        case .tokensStudio:
            project.tokenFolders.append(folder.shownAs + source.path)
            addTokensStudio(source, of: folder, into: &project, table: &table, diagnostics: diagnostics)
        }
    }

    private func refuseModes(_ source: TokenSource, what: String, diagnostics: DiagnosticSink) {
        if let appearances = source.appearances {
            diagnostics.error(
                .resolverFormat,
                "'\(source.path)' is \(what), which has no modes; appearances come from a resolver (*.resolver.json) "
                    + "or a Tokens Studio export", at: appearances.location)
        }
        if let input = source.inputs.first {
            diagnostics.error(
                .resolverFormat, "'\(source.path)' is \(what), which takes no inputs", at: input.location)
        }
    }

    private func addYAML(
        _ file: String, of folder: Folder, into project: inout Project, table: inout TokenTable,
        diagnostics: DiagnosticSink
    ) {
        if let node = loadYAML(file, in: folder, into: &project, diagnostics: diagnostics) {
            table.add(file: node, diagnostics: diagnostics)
        }
    }

    /// A JSON file of `folder` (project-relative `file`), its bytes kept in `sources` for diagnostics and stamps.
    func loadJSON(
        _ file: String, of folder: Folder, sources: inout [String: [UInt8]], at location: SourceLocation? = nil,
        diagnostics: DiagnosticSink
    ) -> YAMLNode? {
        let shown = folder.shownAs + file
        switch InputFile.read(folder.root + "/" + file, limit: jsonLimits.maxFileSize, inside: folder.inside) {
        case .failure(let failure):
            // A file too large is its own problem; one that cannot be read is where the resolver names it.
            let at = failure.isTooLarge ? SourceLocation.start(of: shown) : location ?? .start(of: shown)
            diagnostics.report(
                failure.diagnostic(reading: shown, at: at, limit: .jsonLimit, within: folder.described))
            return nil
        case .success(let bytes):
            sources[shown] = bytes
            return JSONLoader(limits: jsonLimits).load(bytes, file: shown, diagnostics: diagnostics)
        }
    }

    private func addDTCG(
        _ file: String, source: TokenSource, of folder: Folder, into project: inout Project,
        table: inout TokenTable, diagnostics: DiagnosticSink
    ) {
        guard let root = loadJSON(file, of: folder, sources: &project.sources, diagnostics: diagnostics) else { return }
        let set = DTCGTokenSet(document: root, limits: jsonLimits, diagnostics: diagnostics)
        table.add(imported: DTCGImport(remBase: source.remBase).tokens([(nil, set)]), diagnostics: diagnostics)
    }

    private func addResolver(
        _ source: TokenSource, of folder: Folder, into project: inout Project, table: inout TokenTable,
        diagnostics: DiagnosticSink
    ) {
        guard let root = loadJSON(source.path, of: folder, sources: &project.sources, diagnostics: diagnostics) else {
            return
        }
        let base = ProjectPath.folder(of: source.path)
        var loaded: [(String, YAMLNode?)] = []
        var files: [String: [UInt8]] = [:]
        let reader = DTCGResolverReader(file: folder.shownAs + source.path, diagnostics: diagnostics) {
            path, location in
            guard let file = ProjectPath.join(base, path) else {
                diagnostics.error(
                    .badPath, "\"\(path)\" must name a file inside the project, relative to the resolver",
                    at: location)
                return nil
            }
            // Into `files`: the closure outlives this call, so it cannot hold `project` (inout) itself.
            let node = loadJSON(file, of: folder, sources: &files, at: location, diagnostics: diagnostics)
            loaded.append((file, node))
            return node
        }
        let resolver = reader.read(root)
        project.sources.merge(files) { first, _ in first }
        project.tokenFolders += loaded.map { folder.shownAs + ProjectPath.folder(of: $0.0) }
        guard let resolver else { return }
        guard let plan = DTCGModes.plan(source, resolver: resolver, diagnostics: diagnostics) else { return }
        let resolutions = plan.map { appearance, inputs in
            (appearance, resolver.tokens(for: inputs, limits: jsonLimits, diagnostics: diagnostics))
        }
        let contexts = plan.map(\.inputs)
        table.add(
            imported: DTCGImport(remBase: source.remBase).tokens(resolutions, contexts: contexts),
            diagnostics: diagnostics)
    }
}

extension ProjectLoader {
    /// The tokens of one source read on its own, outside a project (`tokens import`): `source.path` relative to
    /// `root`, whose files are shown prefixed with `shownAs` (the folder as the user wrote it, such as `design/`),
    /// with the bytes of every file read (for diagnostics' carets).
    public func tokens(of source: TokenSource, root: String, shownAs: String, diagnostics: DiagnosticSink)
        -> (tokens: TokenTable, sources: [String: [UInt8]])
    {
        var project = Project(root: root, manifest: Manifest(), documents: [], tokens: TokenTable(), sources: [:])
        var table = TokenTable()
        loadTokens(
            source, of: Folder(root: root, shownAs: shownAs, package: nil), required: true, into: &project,
            table: &table, diagnostics: diagnostics)
        return (table, project.sources)
    }
}
