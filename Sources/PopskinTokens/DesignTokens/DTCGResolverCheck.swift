import PopskinSources

/// `popskin tokens check` on a resolver: its structure, then every combination of its modifiers' contexts resolved
/// and checked (problems found in several combinations are reported once).
struct DTCGResolverCheck {
    let file: String
    let limits: JSONLimits
    let diagnostics: DiagnosticSink

    /// Most combinations resolved; beyond them, each context is resolved with the other modifiers' defaults.
    static let maxCombinations = 256

    /// The most tokens one combination holds. The files the resolver names are read through a snapshot rooted at
    /// its folder: a `$ref` that climbs out of it, is absolute or resolves elsewhere through a link is BAD-PATH and is
    /// never read, so nothing outside is quoted.
    func check(_ root: YAMLNode, sources: inout [String: [UInt8]]) -> Int {
        let folder = ProjectPath.folder(of: file)
        let inputs = InputSnapshot(
            projectRoot: folder.isEmpty ? "." : folder, shownPrefix: folder.isEmpty ? "" : folder + "/")
        let within = folder.isEmpty ? "the resolver's folder" : "the resolver's folder (\(folder))"
        let reader = DTCGResolverReader(file: file, diagnostics: diagnostics, maxDepth: limits.maxReferenceDepth) {
            path, location in
            guard let relative = ProjectPath.join("", path) else {
                diagnostics.error(
                    .badPath, "\"\(path)\" must name a file inside \(within), relative to the resolver",
                    at: location)
                return nil
            }
            let input = InputPath(relative)
            let shown = inputs.shown(input)
            switch inputs.read(input, as: .tokens, limit: limits.maxFileSize) {
            case .success(let bytes):
                return JSONLoader(limits: limits).load(bytes, file: shown, diagnostics: diagnostics)
            case .failure(let failure):
                diagnostics.report(
                    failure.diagnostic(reading: shown, at: location, limit: .jsonLimit, within: within))
                return nil
            }
        }
        let resolver = reader.read(root)
        sources.merge(inputs.sources) { first, _ in first }
        guard let resolver else { return 0 }
        return Self.combinations(resolver.modifiers).map {
            resolver.tokens(for: $0, limits: limits, diagnostics: diagnostics).tokens.count
        }
        .max() ?? 0
    }

    /// Every choice of one context per modifier, or, when there are too many, each context of each modifier alone.
    static func combinations(_ modifiers: [DTCGResolver.Modifier]) -> [[String: String]] {
        let count = modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
        guard count <= maxCombinations else {
            return [[:]] + modifiers.flatMap { modifier in modifier.contextNames.map { [modifier.name: $0] } }
        }
        return modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { inputs in
                modifier.contextNames.map { context in inputs.merging([modifier.name: context]) { $1 } }
            }
        }
    }
}
