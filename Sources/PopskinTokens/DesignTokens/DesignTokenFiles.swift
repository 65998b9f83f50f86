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

        public init() {}
    }

    /// A file is a resolver document when it is named `*.resolver.json` or `asResolver` says so, or (below) when it
    /// holds what only a resolver holds.
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
            if let form = StudioFile.form(of: root) {
                // Tokens Studio in one file (a single-file export, or a set in the legacy form): read as a project
                // would, each theme group at its first theme.
                let name = String((path as NSString).lastPathComponent.split(separator: ".").first ?? "")
                let export = StudioFile.export(root, form: form, name: name, diagnostics: diagnostics)
                guard
                    let plan = StudioModes.plan(
                        TokenSource(path: path), themes: export.themes, sets: export.sets, diagnostics: diagnostics)
                else { continue }
                checked.tokenCount +=
                    StudioImport(remBase: nil, limits: limits).tokens(export, plan: plan, diagnostics: diagnostics)
                    .count
            } else if isResolver(path, asResolver: asResolver) || DTCGResolverReader.isResolver(root) {
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
