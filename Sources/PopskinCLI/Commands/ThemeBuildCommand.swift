import ArgumentParser
import PopskinBuild
import PopskinConsole

/// `popskin theme build [NAME...] [--output DIR] [--check]`
struct ThemeBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Validate the registry, then run the outputs' generators.",
        discussion: """
            Named themes build on their own: their files are written (and their stale files removed), other themes' \
            are left alone, and a named theme with errors does not stop the others (the exit status is 1 all the \
            same). With nothing changed since the last build, the answer comes from its stamp in .popskin/build \
            without reading a theme.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to build; every concrete theme when none are named.") var names: [String] = []
    @Option(help: "Write the outputs' folders under DIR instead of the project folder.") var output: String?
    @Flag(help: "Write nothing: exit 1 listing every stale, missing or extra file, and the command that fixes it.")
    var check = false

    func run() throws {
        let build = ProjectBuild(project: options.project, names: names, output: output)
        let format = options.diagnosticsFormat
        if check {
            let (results, outcome) = build.check(fix: build.fixCommand(), waiting: BuildWaitNotice.print)
            if !BuildReport.print(check: results, outcome, format: format) { throw ExitCode(1) }
            return
        }
        let progress = ProgressLine("build", enabled: Output.standardErrorIsTerminal)
        let outcome = build.run(progress: progress.handler, waiting: BuildWaitNotice.print)
        progress.finish()
        KeptUntilExit.keep(outcome)
        if !BuildReport.print(outcome, format: format) { throw ExitCode(1) }
    }
}
