import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory popskin-build [--target NAME…] [--check] [popskin options]`:
/// runs `popskin theme build` on every registry of the package (its root when it holds `popskin.yaml` or `themes/`,
/// and each target whose folder does), writing the outputs the registry's manifest names. For teams that commit
/// generated code; `--check` writes nothing and fails when a committed file is stale, missing or extra.
@main
struct PopskinBuildCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let folders = try registries(context, targets: targets)
        guard !folders.isEmpty else {
            Diagnostics.error(
                "popskin-build: no registry (popskin.yaml or a themes/ folder) in the package or its targets")
            return
        }
        let tool = try context.tool(named: "popskin").url
        for folder in folders {
            let process = Process()
            process.executableURL = tool
            process.arguments =
                ["theme", "build", "--project", folder.path] + (check ? ["--check"] : [])
                + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("popskin-build: `popskin theme build` failed in \(folder.path)")
            }
        }
    }

    /// The package folder and the targets' folders that hold a registry; only the named targets' when given.
    private func registries(_ context: PluginContext, targets names: [String]) throws -> [URL] {
        let manager = FileManager.default
        func isRegistry(_ url: URL) -> Bool {
            manager.fileExists(atPath: url.appendingPathComponent("popskin.yaml").path)
                || manager.fileExists(atPath: url.appendingPathComponent("themes").path)
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.directoryURL }
        let candidates = (names.isEmpty ? [context.package.directoryURL] : []) + folders
        return candidates.filter(isRegistry)
    }
}
