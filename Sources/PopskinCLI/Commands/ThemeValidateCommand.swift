import ArgumentParser
import PopskinBuild
import PopskinConsole
import PopskinCore
import PopskinSources

/// `popskin theme validate [NAME...] [--strict]`
struct ThemeValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check every theme (or the named ones) and report all problems in one pass.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to check; all when none are named.") var names: [String] = []
    @Flag(help: "Treat warnings as errors.") var strict = false

    func run() throws {
        let session = Session(options, validate: true, strict: strict)
        // What a build would say beyond the themes: the manifest's outputs, templates, generators' findings.
        ProjectCheck.check(session.result, diagnostics: session.diagnostics)
        for name in names { _ = try session.theme(named: name) }
        // The named themes' problems and those that stop every theme; the rest is one line.
        let diagnostics = session.problems(about: names.isEmpty ? nil : names, strict: strict)
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let checked = names.isEmpty ? session.registry.themes.count : names.count
        defer {
            if options.diagnosticsFormat == .text {
                Output.error(
                    "\(checked) theme\(checked == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), "
                        + "\(warnings) warning\(warnings == 1 ? "" : "s")\n")
            }
        }
        try session.finish(diagnostics, strict: strict, toStandardOutput: options.diagnosticsFormat == .json)
    }
}
