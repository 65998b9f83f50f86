import Foundation
import PopskinSources

/// What `popskin tokens check` does: reads DTCG token documents and resolvers on their own, outside a project, and
/// reports every problem in them.
public enum DesignTokenFiles {
    /// What was checked.
    public struct Checked: Sendable {
        /// Each file's bytes by the path it was given as, for diagnostics to quote.
        public var sources: [String: [UInt8]] = [:]
        /// Tokens whose value is known, over all files.
        public var tokenCount = 0
    }

    /// A file is a resolver document when it is named `*.resolver.json` or `asResolver` says so.
    public static func isResolver(_ path: String, asResolver: Bool) -> Bool {
        asResolver || path.hasSuffix(".resolver.json")
    }

    /// Checks each file on its own: a token document's tokens and references, or a resolver's structure and every
    /// resolution it allows.
    public static func check(
        _ paths: [String], asResolver: Bool = false, limits: JSONLimits = .default, diagnostics: DiagnosticSink
    ) -> Checked {
        var checked = Checked()
        for path in paths {
            let bytes: [UInt8]
            switch InputFile.read(path, limit: limits.maxFileSize) {
            case .success(let read): bytes = read
            case .failure(let failure):
                diagnostics.report(
                    failure.diagnostic(reading: path, at: .start(of: path), limit: .jsonLimit, within: "its folder"))
                continue
            }
            checked.sources[path] = bytes
            guard let root = JSONLoader(limits: limits).load(bytes, file: path, diagnostics: diagnostics) else {
                continue
            }
            if isResolver(path, asResolver: asResolver) {
                let resolver = DTCGResolverCheck(file: path, limits: limits, diagnostics: diagnostics)
                checked.tokenCount += resolver.check(root, sources: &checked.sources)
            } else {
                checked.tokenCount +=
                    DTCGTokenSet(document: root, limits: limits, diagnostics: diagnostics).tokens.count
            }
        }
        return checked
    }
}
