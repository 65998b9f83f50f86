import Foundation
import PopskinSources

/// `popskin tokens check` on a resolver: its structure, then every combination of its modifiers' contexts resolved
/// and checked (problems found in several combinations are reported once).
struct DTCGResolverCheck {
    let file: String
    let limits: JSONLimits
    let diagnostics: DiagnosticSink

    /// Most combinations resolved; beyond them, each context is resolved with the other modifiers' defaults.
    static let maxCombinations = 256

    /// The most tokens one combination holds.
    func check(_ root: YAMLNode, sources: inout [String: [UInt8]]) -> Int {
        let folder = (file as NSString).deletingLastPathComponent
        var loaded: [String: [UInt8]] = [:]
        let reader = DTCGResolverReader(file: file, diagnostics: diagnostics) { path, location in
            let shown = folder.isEmpty ? path : folder + "/" + path
            let bytes: [UInt8]
            switch InputFile.read(shown, limit: limits.maxFileSize) {
            case .success(let read): bytes = read
            case .failure(let failure):
                diagnostics.error(
                    failure.isTooLarge ? .jsonLimit : .ioError,
                    "cannot read \(shown), which the resolver refers to: \(failure)", at: location)
                return nil
            }
            loaded[shown] = bytes
            return JSONLoader(limits: limits).load(bytes, file: shown, diagnostics: diagnostics)
        }
        let resolver = reader.read(root)
        sources.merge(loaded) { first, _ in first }
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
