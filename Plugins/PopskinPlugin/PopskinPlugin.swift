import Foundation
import PackagePlugin

/// Compiles the popover themes in a target's folder (popskin's registry: `themes/*.yaml`, tokens, art, an optional
/// `popskin.yaml` and `popskin.lock`) into Swift sources compiled into the target and an asset catalog that becomes
/// its resource. One `buildCommand` running `popskin-build` (popskin's lean build tool) built from source; never the network.
///
/// SwiftPM asks a plugin for its commands only when the package's files are added, removed or renamed (not when
/// they are edited), so the command is computed from file names alone: every file of the target but its Swift
/// sources is an input, and the outputs have fixed names. Whether anything changed is popskin's business, inside
/// the command: an unchanged build answers from its stamp, and files whose bytes did not change are not rewritten,
/// so the target does not recompile them.
@main
struct PopskinPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let build = SkinBuild(
            root: target.directoryURL, files: target.sourceFiles.map(\.url),
            work: context.pluginWorkDirectoryURL, module: target.moduleName, bundle: "module")
        return try build.commands(tool: context.tool(named: "popskin-build").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PopskinPlugin: XcodeBuildToolPlugin {
    /// An Xcode target's registry is the folder holding the `themes` folder among its files; the catalog joins the
    /// app's own resources (`bundle: main`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        guard let theme = files.first(where: SkinBuild.isThemeFile) else { return [] }
        let root = theme.deletingLastPathComponent().deletingLastPathComponent()
        let module = String((target.product?.name ?? target.displayName).map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let build = SkinBuild(
            root: root, files: files, work: context.pluginWorkDirectoryURL, module: module, bundle: "main")
        return try build.commands(tool: context.tool(named: "popskin-build").url)
    }
}
#endif

/// The one command for one registry.
struct SkinBuild {
    var root: URL
    var files: [URL]
    var work: URL
    var module: String
    var bundle: String

    /// A theme file: `<registry>/themes/<name>.yaml` (or `.yml`), not hidden.
    static func isThemeFile(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension) && !url.lastPathComponent.hasPrefix(".")
            && url.deletingLastPathComponent().lastPathComponent == "themes"
    }

    func commands(tool: URL) -> [Command] {
        let folder = root.standardizedFileURL.path + "/"
        let inputs = files.filter { $0.pathExtension != "swift" && $0.standardizedFileURL.path.hasPrefix(folder) }
        let themes = inputs.filter {
            Self.isThemeFile($0) && $0.deletingLastPathComponent().standardizedFileURL.path + "/" == folder + "themes/"
        }.map { $0.deletingPathExtension().lastPathComponent }.sorted()
        guard !themes.isEmpty else { return [] }
        // The names popskin's PluginOutputs gives; both sides must agree.
        let skins = work.appendingPathComponent("Skins")
        let swift =
            ["PopskinSkins.swift", "PopskinSkins+UIKit.swift", "PopskinSkins+SwiftUI.swift", "PopskinRuntime.swift"]
            + themes.map { "PopskinTheme+\($0).swift" }
        let outputs = swift.map { skins.appendingPathComponent($0) } + [work.appendingPathComponent("Skins.xcassets")]
        let arguments =
            [
                "--project", root.path, "--output", work.path, "--module", module,
                "--bundle", bundle,
            ] + themes.flatMap { ["--theme", $0] }
        return [
            .buildCommand(
                displayName: "popskin: \(module) (\(themes.count) theme file\(themes.count == 1 ? "" : "s"))",
                executable: tool, arguments: arguments, inputFiles: inputs + [tool], outputFiles: outputs)
        ]
    }
}
