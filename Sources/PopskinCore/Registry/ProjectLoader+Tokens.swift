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

    /// What `path` names: looked at through `inputs`, so a source that appears, goes or changes from file to
    /// folder is a changed input. Nil for one outside its folder, with whether that is a folder.
    static func kind(of path: InputPath, in inputs: InputSnapshot) -> (kind: TokenSourceKind?, folder: Bool) {
        switch inputs.entry(path, as: .tokens) {
        case .absent: return (.missing, false)
        case .outside(let folder): return (nil, folder)
        case .folder:
            let studio = Self.studioSystemFiles.contains {
                inputs.entry(path.appending($0), as: .tokens) == .file
            }
            return (studio ? .tokensStudio : .folder, true)
        case .file:
            let name = path.relative
            if name.hasSuffix(".resolver.json") { return (.resolver, false) }
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return (.yamlFile, false) }
            return (.dtcgFile, false)
        }
    }

    /// The files that make a folder a Tokens Studio export.
    public static let studioSystemFiles = ["$metadata.json", "$themes.json"]

    /// Whether a file in a token folder is a DTCG token file.
    public static func isDTCGFile(_ name: String) -> Bool {
        (name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")) && !name.hasPrefix(".")
    }

    /// Adds the tokens of `source`, in `folder`, to `table`.
    /// Every JSON document read is kept in `documents`, for locating the problems reported.
    func loadTokens(
        _ source: TokenSource, of folder: Folder, required: Bool, into project: inout Project,
        table: inout TokenTable, documents: Locked<TokenDocuments>, diagnostics: DiagnosticSink
    ) {
        let path = folder.path(source.path)
        guard let kind = Self.kind(of: path, in: project.inputs).kind else {
            // Refused whole: nothing in a folder elsewhere is read, let alone quoted.
            diagnostics.report(
                Self.kind(of: path, in: project.inputs).folder
                    ? Self.leaving(folder: source.path, of: folder, at: source.location)
                    : InputFile.Failure.outside.diagnostic(
                        reading: folder.shownAs + source.path,
                        at: source.location ?? .start(of: folder.shownAs + source.path), limit: .jsonLimit,
                        within: Self.described(path)))
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
            refuseModes(source, what: "a folder of token files", diagnostics: diagnostics)
            let names = (try? project.inputs.list(path, as: .tokens).get()) ?? []
            for name in names {
                let file = source.path.isEmpty ? name : source.path + "/" + name
                if Self.isDTCGFile(name) {
                    addDTCG(
                        file, source: source, of: folder, into: &project, table: &table, documents: documents,
                        diagnostics: diagnostics)
                } else {
                    addYAML(file, of: folder, into: &project, table: &table, diagnostics: diagnostics)
                }
            }
        case .yamlFile:
            refuseModes(source, what: "a YAML token file", diagnostics: diagnostics)
            addYAML(source.path, of: folder, into: &project, table: &table, diagnostics: diagnostics)
        case .dtcgFile:
            addDTCG(
                source.path, source: source, of: folder, into: &project, table: &table, documents: documents,
                diagnostics: diagnostics)
        case .resolver:
            addResolver(
                source, of: folder, into: &project, table: &table, documents: documents, diagnostics: diagnostics)
        case .tokensStudio:
            addTokensStudio(
                source, of: folder, into: &project, table: &table, documents: documents, diagnostics: diagnostics)
        }
    }

    private func refuseModes(
        _ source: TokenSource, what: String, allowingAppearances: Bool = false, diagnostics: DiagnosticSink
    ) {
        if let appearances = source.appearances, !allowingAppearances {
            diagnostics.error(
                .resolverFormat,
                "'\(source.path)' is \(what), which has no modes; appearances come from a resolver (*.resolver.json), "
                    + "a Tokens Studio export or a DTCG file's $extensions modes (extension: mode)",
                at: appearances.location)
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
        guard budget(spent: table.tokens.count, for: folder.shownAs + file, diagnostics: diagnostics) != nil else {
            return
        }
        let parsed = parse(folder.path(file), as: .tokens, from: project.inputs)
        diagnostics.report(contentsOf: parsed.diagnostics)
        if let node = parsed.node { table.add(file: node, diagnostics: diagnostics) }
    }

    /// A JSON file of `folder` (`file` relative to it), read through the snapshot and parsed; a problem reading it
    /// is reported at `location` (where it was named), else at its start. A token document parsed is kept in
    /// `documents`.
    func loadJSON(
        _ file: String, of folder: Folder, from inputs: InputSnapshot, at location: SourceLocation? = nil,
        keepingIn documents: Locked<TokenDocuments>? = nil, diagnostics: DiagnosticSink
    ) -> YAMLNode? {
        let path = folder.path(file)
        guard let bytes = read(path, as: .tokens, from: inputs, json: true, at: location, diagnostics: diagnostics)
        else { return nil }
        let root = JSONLoader(limits: jsonLimits).load(bytes, file: inputs.shown(path), diagnostics: diagnostics)
        if let root, let documents { documents.withLock { $0.add(root) } }
        return root
    }

    private func addDTCG(
        _ file: String, source: TokenSource, of folder: Folder, into project: inout Project,
        table: inout TokenTable, documents: Locked<TokenDocuments>, diagnostics: DiagnosticSink
    ) {
        guard let limits = budget(spent: table.tokens.count, for: folder.shownAs + file, diagnostics: diagnostics),
            let root = loadJSON(
                file, of: folder, from: project.inputs, keepingIn: documents, diagnostics: diagnostics)
        else { return }
        // What a file is goes by what it holds, as other tools read it: a name is only a convention.
        if let form = StudioFile.form(of: root) {
            let name = Self.stem(of: file)
            let export = StudioFile.export(root, form: form, name: name, diagnostics: diagnostics)
            importStudio(export, source: source, into: &table, diagnostics: diagnostics)
            return
        }
        if DTCGResolverReader.isResolver(root) {
            addResolver(
                source, file: file, root: root, of: folder, into: &project, table: &table, documents: documents,
                diagnostics: diagnostics)
            return
        }
        if file == source.path, let appearances = source.appearances, appearances.kind == .extensionKey {
            refuseModes(source, what: "a DTCG token file", allowingAppearances: true, diagnostics: diagnostics)
            // Terrazzo's modes, mapped: one document per appearance, each token's value its mode's.
            let resolutions = SkinAppearance.allCases.compactMap { appearance -> (SkinAppearance?, DTCGTokenSet)? in
                guard let mode = appearances.contexts[appearance] else { return nil }
                let document = DTCGExtensionModes.document(root, key: appearances.axis, mode: mode)
                // One reading's problems are every reading's: the light one reports them.
                let sink = appearance == .light ? diagnostics : DiagnosticSink()
                let set = DTCGTokenSet(document: document, limits: limits, rules: .published, diagnostics: sink)
                return (appearance == .light ? nil : appearance, set)
            }
            let contexts = resolutions.map { [appearances.axis: appearances.contexts[$0.0 ?? .light] ?? ""] }
            table.add(
                imported: DTCGImport(remBase: source.remBase).tokens(resolutions, contexts: contexts),
                diagnostics: diagnostics)
            return
        }
        if file == source.path { refuseModes(source, what: "a DTCG token file", diagnostics: diagnostics) }
        if source.appearances == nil, let place = DTCGExtensionModes.first(in: root, key: "mode") {
            let shown = folder.shownAs + file
            diagnostics.warning(
                .tokenModesIgnored,
                "tokens of this file hold values per mode under $extensions.mode (Terrazzo's modes), which are not "
                    + "read: every appearance takes $value. Map them in popskin.yaml: "
                    + "{path: \(source.path.isEmpty ? file : source.path), appearances: {extension: mode, light: …, "
                    + "dark: …}}", at: .start(of: shown), notes: [DiagnosticNote("the first modes", at: place)])
        }
        let set = DTCGTokenSet(document: root, limits: limits, rules: .published, diagnostics: diagnostics)
        table.add(imported: DTCGImport(remBase: source.remBase).tokens([(nil, set)]), diagnostics: diagnostics)
    }

    /// The limits a token file is read with, `spent` tokens into the project: the tokens it may add are what the
    /// project's budget (`JSONLimits.maxTokens`, over every token source of every kind) has left; nil when nothing
    /// is left, after saying so: the file is then not read.
    func budget(spent: Int, for file: String, diagnostics: DiagnosticSink) -> JSONLimits? {
        var limits = jsonLimits
        limits.maxTokens = jsonLimits.maxTokens - spent
        guard limits.maxTokens <= 0 else { return limits }
        diagnostics.error(
            .jsonLimit,
            "the token sources before this file hold \(jsonLimits.maxTokens) tokens, the most a project reads; "
                + "it is not read", at: .start(of: file))
        return nil
    }

    /// The resolver `file` (the source's path, or a file of its folder), with its document when already read.
    private func addResolver(
        _ source: TokenSource, file: String? = nil, root read: YAMLNode? = nil, of folder: Folder,
        into project: inout Project, table: inout TokenTable, documents: Locked<TokenDocuments>,
        diagnostics: DiagnosticSink
    ) {
        let inputs = project.inputs
        let file = file ?? source.path
        guard
            let limits = budget(spent: table.tokens.count, for: folder.shownAs + file, diagnostics: diagnostics),
            let root = read ?? loadJSON(file, of: folder, from: inputs, diagnostics: diagnostics)
        else { return }
        let base = ProjectPath.folder(of: file)
        let reader = DTCGResolverReader(
            file: folder.shownAs + file, diagnostics: diagnostics, maxDepth: jsonLimits.maxReferenceDepth,
            rules: .published
        ) { path, location in
            guard let file = ProjectPath.join(base, path) else {
                diagnostics.error(
                    .badPath, "\"\(path)\" must name a file inside the project, relative to the resolver",
                    at: location)
                return nil
            }
            return loadJSON(
                file, of: folder, from: inputs, at: location, keepingIn: documents, diagnostics: diagnostics)
        }
        let resolver = reader.read(root)
        guard let resolver else { return }
        guard let plan = DTCGModes.plan(source, resolver: resolver, diagnostics: diagnostics) else { return }
        let resolutions = plan.map { appearance, inputs in
            (appearance, resolver.tokens(for: inputs, limits: limits, diagnostics: diagnostics))
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
        var project = Project(root: root, inputs: InputSnapshot(projectRoot: root, shownPrefix: shownAs))
        var table = TokenTable()
        loadTokens(
            source, of: Folder(root: root, shownAs: shownAs), required: true, into: &project, table: &table,
            documents: Locked(TokenDocuments()), diagnostics: diagnostics)
        return (table, project.sources)
    }
}
