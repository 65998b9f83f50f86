import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources

/// The front end on a project with its installed dependencies (read from the lock and the store, never the
/// network): what every command that reads themes runs, and what a build starts from.
public struct ProjectFrontEnd: Sendable {
    /// The project folder, absolute.
    public var projectRoot: String
    public var cache: PackageCache
    public var schema: ThemeSchema

    public init(projectRoot: String, cache: PackageCache = .standard(), schema: ThemeSchema = .popskin) {
        self.projectRoot = URL(fileURLWithPath: projectRoot).standardizedFileURL.path
        self.cache = cache
        self.schema = schema
    }

    /// Reads, resolves and (with `validate`) checks the themes, everything through one new snapshot of the
    /// project's inputs; the lock's and manifest's problems join the themes' in `diagnostics`.
    /// `tokenProblems` and `shownProject` as `FrontEnd.run` takes them; `overlays`, text an editor holds unsaved, by
    /// absolute path (`InputSnapshot.overlays`); `reuse`, what earlier runs parsed and decoded, kept by a long-lived
    /// caller.
    public func run(
        validate: Bool = true, tokenProblems: TokenProblemScope.Policy = .scopedToUse, shownProject: String = ".",
        overlays: [String: [UInt8]] = [:], reuse: FrontEndCache? = nil, diagnostics: DiagnosticSink
    ) -> FrontEnd.Result {
        let inputs = InputSnapshot(projectRoot: projectRoot, overlays: overlays)
        let installed = PackageManager(projectRoot: projectRoot, cache: cache).installedPackages(
            inputs: inputs, diagnostics: diagnostics)
        return FrontEnd(schema: schema, cache: reuse).run(
            root: projectRoot, packages: installed.packages, inputs: inputs, validate: validate,
            tokenProblems: tokenProblems, shownProject: shownProject, diagnostics: diagnostics)
    }
}
