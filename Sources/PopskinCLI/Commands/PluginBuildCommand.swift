import ArgumentParser

/// `popskin plugin-build`: what the build plugin runs (not for people). Builds the target's themes into the
/// plugin's work folder under the fixed names `PluginOutputs` gives, printing only diagnostics.
struct PluginBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin-build", abstract: "Build a target's themes for the build plugin.", shouldDisplay: false)

    @OptionGroup var options: ProjectOptions
    @Option(help: "The plugin's work folder.") var output: String
    @Option(help: "The target's module name.") var module: String
    @Option(help: "Where the asset catalog is at run time: module (a package target) or main (an app).")
    var bundle: String = "module"
    @Option(name: .customLong("theme"), help: "A theme file the plugin declared outputs for, by stem.")
    var themes: [String] = []

    func run() throws {
        var build = BuildRun(options: options, names: [], output: output)
        build.plugin = BuildRun.Plugin(themes: themes, module: module, bundle: bundle)
        if build.run().failed { throw ExitCode(1) }
    }
}
