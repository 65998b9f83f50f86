import Foundation
import PackagePlugin

/// Embeds what the generators ship into the popskin binary at build time: PopskinRuntime's sources (written into an
/// app's output by `runtime: embedded`) and the default templates in `templates/`. The copies live in the build
/// folder, never in the repository, so there is one runtime to read and to keep.
@main
struct PopskinEmbedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "popskin-embed").url
        let root = context.package.directoryURL
        let runtime = try Self.files(in: root.appendingPathComponent("Sources/PopskinRuntime"), ending: ".swift")
        let templatesFolder = root.appendingPathComponent("templates")
        let templates = try Self.files(in: templatesFolder, ending: ".mustache")
        let work = context.pluginWorkDirectoryURL
        let runtimeOut = work.appendingPathComponent("EmbeddedRuntime+Generated.swift")
        let templatesOut = work.appendingPathComponent("DefaultTemplates+Generated.swift")
        return [
            .buildCommand(
                displayName: "Embedding PopskinRuntime's sources", executable: tool,
                arguments: ["runtime", runtimeOut.path] + runtime.map(\.path), inputFiles: runtime + [tool],
                outputFiles: [runtimeOut]),
            .buildCommand(
                displayName: "Embedding the default templates", executable: tool,
                arguments: ["templates", templatesOut.path, templatesFolder.path] + templates.map(\.path),
                inputFiles: templates + [tool], outputFiles: [templatesOut]),
        ]
    }

    /// Every file below `folder` whose name ends with `ending`, sorted by path.
    static func files(in folder: URL, ending: String) throws -> [URL] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix(ending) && !$0.hasPrefix(".") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }
}
