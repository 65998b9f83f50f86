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

    /// Reads, resolves and (with `validate`) checks the themes; the lock's and manifest's problems join the
    /// themes' in `diagnostics`, and their bytes the project's sources, for quoting.
    public func run(validate: Bool = true, diagnostics: DiagnosticSink) -> FrontEnd.Result {
        let installed = PackageManager(projectRoot: projectRoot, cache: cache).installedPackages(
            diagnostics: diagnostics)
        var result = FrontEnd(schema: schema).run(
            root: projectRoot, packages: installed.packages, validate: validate, diagnostics: diagnostics)
        for (file, bytes) in installed.sources where result.project.sources[file] == nil {
            result.project.sources[file] = bytes
        }
        return result
    }
}
