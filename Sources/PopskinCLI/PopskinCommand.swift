import ArgumentParser
import PopskinCore

/// `popskin`: the root command.
public struct PopskinCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "popskin",
        abstract: "Compile YAML popover themes into UIPopoverBackgroundView skins.",
        version: PopskinVersion.current,
        subcommands: [
            InitCommand.self, ThemeCommand.self, PackageCommand.self, GeneratorCommand.self, TemplateCommand.self,
            SchemaCommand.self, ExplainDiagnosticCommand.self, TokensCommand.self, ServeCommand.self, LSPCommand.self,
        ])

    public init() {}
}

/// `popskin theme …`
public struct ThemeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Inspect and check the theme registry.",
        subcommands: [
            ThemeListCommand.self, ThemeShowCommand.self, ThemeExplainCommand.self, ThemeValidateCommand.self,
            ThemeLayoutCommand.self, ThemeBuildCommand.self, ThemeWatchCommand.self, ThemeRenderCommand.self,
            ThemePreviewCommand.self, ThemeCheckCommand.self, ThemeDiffCommand.self,
        ])

    public init() {}
}
