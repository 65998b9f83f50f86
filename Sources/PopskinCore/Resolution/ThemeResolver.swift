import PopskinSources

/// Resolves `extends` chains: reports unknown parents and cycles, merges each chain (DTCG `$extends` semantics)
/// and decodes every theme into a skin.
public struct ThemeResolver: Sendable {
    public var schema: ThemeSchema
    /// Themes merged and decoded by earlier runs, reused when their inputs hash as they did.
    public var reuse: ResolutionCache?

    public init(schema: ThemeSchema = .popskin, reuse: ResolutionCache? = nil) {
        self.schema = schema
        self.reuse = reuse
    }

    public func resolve(_ project: Project, diagnostics found: DiagnosticSink) -> ThemeRegistry {
        let documents = Dictionary(project.documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let parents = parentLinks(
            project.documents, documents: documents, unloaded: project.unloadedThemes,
            diagnostics: found)
        let broken = brokenThemes(project.documents, parents: parents, diagnostics: found)

        let chains = project.documents.map { chain(of: $0.name, parents: parents) }
        let keys = reuse.map { _ in reuseKeys(project, chains: chains) } ?? [:]
        let trees = mergedTrees(project.documents, parents: parents, project: project, keys: keys, diagnostics: found)
        // Each theme decodes on its own: all of them at once, then in order.
        let merged = trees, schema = schema, reuse = reuse
        let decoded = project.documents.concurrentMap { document in
            let key = keys[document.name]
            if let kept = reuse?.decoded(document.name, key: key) { return kept }
            let sink = DiagnosticSink()
            var decoder = SkinDecoder(
                schema: schema,
                reader: ValueReader(project: project, themeFile: document.file, diagnostics: sink))
            let skin = decoder.decode(merged[document.name]!)
            let result = ResolutionCache.Decoded(
                skin: skin, diagnostics: sink.diagnostics, missing: decoder.missing,
                valueFiles: decoder.reader.valueFiles, tokenUses: decoder.reader.tokenUses)
            reuse?.keep(result, for: document.name, key: key)
            return result
        }
        var resolved: [ResolvedTheme] = []
        resolved.reserveCapacity(project.documents.count)
        for ((document, chain), result) in zip(zip(project.documents, chains), decoded) {
            found.report(contentsOf: result.diagnostics)
            if !document.isAbstract, !broken.contains(document.name), !result.missing.isEmpty {
                found.report(
                    contentsOf: missingRequired(result.missing, document: document, chain: chain, documents: documents))
            }
            resolved.append(
                ResolvedTheme(
                    name: document.name, file: document.file, isAbstract: document.isAbstract,
                    description: document.description, className: document.className,
                    extendsLocation: document.extends?.location, chain: chain,
                    tree: trees[document.name]!, skin: result.skin, valueFiles: result.valueFiles,
                    tokenUses: result.tokenUses))
        }
        return ThemeRegistry(themes: resolved)
    }

    /// Each theme's key in `reuse`: its chain's files and their hashes, and the digest of everything else read.
    private func reuseKeys(_ project: Project, chains: [[String]]) -> [String: ResolutionCache.Key] {
        let inputs = project.inputs
        let shared = inputs.digest { $0.kind != .theme }
        let files = Dictionary(project.documents.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
        var keys: [String: ResolutionCache.Key] = [:]
        for (document, chain) in zip(project.documents, chains) {
            let paths = chain.map { files[$0] ?? "" }
            keys[document.name] = ResolutionCache.Key(
                chain: paths, hashes: paths.map { inputs.hash(InputPath(shown: $0)) }, shared: shared)
        }
        return keys
    }

    /// Every theme's tree merged over its parent's, a generation at a time: first the themes without a parent, then
    /// all those whose parents are merged, and so on, each generation on all cores. A theme in an inheritance cycle
    /// (reported already) is merged on its own.
    private func mergedTrees(
        _ list: [ThemeDocument], parents: [String: String], project: Project,
        keys: [String: ResolutionCache.Key], diagnostics: DiagnosticSink
    ) -> [String: ThemeTree] {
        let fileOnly = Set(schema.children(of: "").filter { !$0.inherits }.map(\.name))
        let mappingPaths = schema.mappingPaths
        var generations: [[ThemeDocument]] = []
        var generation: [String: Int] = [:]
        for document in list {
            // Up the chain to a theme whose generation is known, or to the top (or round a cycle).
            var path: [String] = [], current: String? = document.name
            while let name = current, generation[name] == nil, !path.contains(name) {
                path.append(name)
                current = parents[name]
            }
            var next = current.flatMap { generation[$0] }.map { $0 + 1 } ?? 0
            if let repeated = current, generation[repeated] == nil {
                // The walk came round a cycle: its members have no base.
                let cycle = path[path.firstIndex(of: repeated)!...]
                for name in cycle { generation[name] = 0 }
                path.removeLast(cycle.count)
                next = 1
            }
            for name in path.reversed() {
                generation[name] = next
                next += 1
            }
        }
        let byName = Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, level) in generation {
            while generations.count <= level { generations.append([]) }
            if let document = byName[name] { generations[level].append(document) }
        }
        var trees: [String: ThemeTree] = [:]
        trees.reserveCapacity(list.count)
        let levels = generation, reuse = reuse
        for batch in generations {
            let sorted = batch.sorted { $0.name < $1.name }, done = trees
            let merged = sorted.concurrentMap { document in
                if let kept = reuse?.merged(document.name, key: keys[document.name]) {
                    return (kept.tree, kept.diagnostics)
                }
                let sink = DiagnosticSink()
                let base = levels[document.name] == 0 ? nil : parents[document.name].flatMap { done[$0] }
                let tree = ThemeMerger(
                    theme: document.name, fileOnlyKeys: fileOnly, project: project, mappingPaths: mappingPaths
                ).merge(
                    document.root, over: base, diagnostics: sink)
                reuse?.keep(
                    .init(tree: tree, diagnostics: sink.diagnostics), for: document.name, key: keys[document.name])
                return (tree, sink.diagnostics)
            }
            for (document, (tree, found)) in zip(sorted, merged) {
                trees[document.name] = tree
                diagnostics.report(contentsOf: found)
            }
        }
        return trees
    }

    /// Each theme's parent, for parents that exist. Unknown parents, and parents whose file failed to load, are
    /// reported here.
    private func parentLinks(
        _ list: [ThemeDocument], documents: [String: ThemeDocument], unloaded: [String: String],
        diagnostics: DiagnosticSink
    ) -> [String: String] {
        var parents: [String: String] = [:]
        for document in list {
            guard let (parent, location) = document.extends else { continue }
            if documents[parent] != nil {
                parents[document.name] = parent
            } else if let file = unloaded[parent] {
                diagnostics.report(
                    .error(
                        .extendsMissing,
                        "theme '\(document.name)' extends '\(parent)', whose file "
                            + "\(file) failed to load; fix the errors reported there first", at: location))
            } else {
                let offer = Suggestion.offer(for: parent, in: documents.keys.sorted(), at: location)
                diagnostics.report(
                    .error(
                        .extendsMissing,
                        "theme '\(document.name)' extends '\(parent)', which does not exist" + offer.hint,
                        at: location, fix: offer.fix))
            }
        }
        return parents
    }

    /// Themes whose chain is broken: an unknown parent somewhere up, or a cycle. Each cycle is reported once,
    /// with its whole chain. Their links into the cycle are cut so merging terminates.
    private func brokenThemes(
        _ list: [ThemeDocument], parents: [String: String], diagnostics: DiagnosticSink
    ) -> Set<String> {
        var broken: Set<String> = []
        var reportedCycles: Set<String> = []
        let hasExtends = Set(list.filter { $0.extends != nil }.map(\.name))
        for document in list {
            var path: [String] = []
            var current: String? = document.name
            while let name = current, !path.contains(name) {
                path.append(name)
                current = parents[name]
            }
            if let repeated = current {
                broken.insert(document.name)
                let cycle = Array(path[path.firstIndex(of: repeated)!...])
                let start = cycle.firstIndex(of: cycle.min()!)!
                let ordered = Array(cycle[start...] + cycle[..<start])
                if reportedCycles.insert(ordered.joined(separator: ",")).inserted {
                    diagnostics.report(cycleDiagnostic(ordered, list: list))
                }
            } else if let top = path.last, hasExtends.contains(top) {
                broken.insert(document.name)  // the chain ends at an unknown parent
            }
        }
        return broken
    }

    private func cycleDiagnostic(_ cycle: [String], list: [ThemeDocument]) -> Diagnostic {
        let location = { (name: String) in list.first { $0.name == name }?.extends?.location }
        let text = (cycle + [cycle[0]]).joined(separator: " → ")
        let notes = cycle.dropFirst().map { name in
            DiagnosticNote(
                "'\(name)' extends '\(list.first { $0.name == name }?.extends?.name ?? "?")' here", at: location(name))
        }
        return .error(.extendsCycle, "inheritance cycle: \(text)", at: location(cycle[0]), notes: notes)
    }

    /// The chain from `name` up, stopping before a theme repeats.
    private func chain(of name: String, parents: [String: String]) -> [String] {
        var chain = [name]
        while let parent = parents[chain.last!], !chain.contains(parent) { chain.append(parent) }
        return chain
    }

    /// One MISSING-REQUIRED per mapping that lacks keys, pointing at it (`arrow:` for `arrow.base`), or at the
    /// file's top mapping when the theme writes none of the way there.
    private func missingRequired(
        _ paths: [String], document: ThemeDocument, chain: [String], documents: [String: ThemeDocument]
    ) -> [Diagnostic] {
        var groups: [(location: SourceLocation, paths: [String])] = []
        for path in paths {
            let location = Self.place(of: path, in: document.root)
            if let index = groups.firstIndex(where: { $0.location == location }) {
                groups[index].paths.append(path)
            } else {
                groups.append((location, [path]))
            }
        }
        let via = chain.count > 1 ? ", nor does any theme it extends (\(chain.joined(separator: " → ")))" : ""
        return groups.map { location, paths in
            let list = paths.map { "'\($0)'" }.joined(separator: ", ")
            let notes = chain.dropFirst().compactMap { name -> DiagnosticNote? in
                guard let ancestor = documents[name] else { return nil }
                return DiagnosticNote(
                    "'\(name)' does not set it either", at: Self.place(of: paths[0], in: ancestor.root))
            }
            return .error(
                .missingRequired,
                "theme '\(document.name)' does not set \(list)\(via); concrete themes need it "
                    + "(or mark the theme 'abstract: true')", at: location, notes: notes)
        }
    }

    /// Where a dotted key belongs in a file: the key of the deepest mapping on its way that the file writes.
    static func place(of path: String, in root: YAMLNode) -> SourceLocation {
        var node = root, location = root.location
        for key in path.split(separator: ".").dropLast() {
            guard case .mapping(let pairs) = node.content,
                let pair = pairs.first(where: { $0.key.scalarText == String(key) }),
                case .mapping = pair.value.content
            else { break }
            node = pair.value
            location = pair.key.location
        }
        return location
    }
}
