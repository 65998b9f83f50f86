import ArgumentParser
import Foundation
import PopskinBuild
import PopskinConsole
import PopskinCore
import PopskinSources
import PopskinWatch

/// `popskin theme watch [NAME...] [--output DIR] [--preview FILE.png]`
struct ThemeWatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then rebuild on every change to themes, tokens, art, templates, manifest or lock.",
        discussion: """
            Waits on the file system's events (inotify, FSEvents), never polls. A theme saved half-typed is \
            reported and the outputs stay as the last good build left them: files are replaced whole, never \
            written in place. Stop with Ctrl-C.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to build; every concrete theme when none are named.") var names: [String] = []
    @Option(help: "Write the outputs' folders under DIR instead of the project folder.") var output: String?
    @Option(
        help: "After each build that changed something, write the contact sheet of the built themes here (a .png).")
    var preview: String?
    // Unconditional, so a negative number reaches `validate()` instead of reading as an option.
    @Option(parsing: .unconditional, help: "Milliseconds without a change before a rebuild starts (0 to 10000).")
    var quiet: Int = 150

    func validate() throws {
        // A negative wait would block the watcher until the next change instead of rebuilding.
        guard (0...10_000).contains(quiet) else {
            throw ValidationError("--quiet must be between 0 and 10000 milliseconds, not \(quiet)")
        }
        if let preview { try PNGOutputOptions.check(preview, option: "--preview") }
    }

    func run() throws {
        // A parent may have started us with these blocked (threads of a Swift test runner do): the watcher only
        // ever stops on a signal, so it must hear them. Outputs are replaced atomically, so dying mid-build is safe.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch {
            throw options.failure(.ioError, "cannot watch: \(error)")
        }
        var build = ProjectBuild(project: options.project, names: names, output: output)
        build.answerFromStamp = false  // the front end's result tells what to watch
        var outcome = run(build)
        renderPreview(outcome)
        while true {
            let set = outcome.frontEnd.map { WatchSet($0.project.inputs) }
            let folders = set?.folders ?? [build.root]
            let unwatched = watcher.watch(folders)
            for problem in unwatched { Output.write(notice(problem, root: build.root) + "\n") }
            let watched = folders.count - unwatched.count
            Output.write("watching \(watched) folder\(watched == 1 ? "" : "s") (Ctrl-C stops)\n")
            _ = watcher.next(quiet: quiet) { set?.isRelevant(folder: $0.folder, name: $0.name) ?? true }
            let previous = outcome
            outcome = run(build)
            if outcome.failed {
                let count = outcome.diagnostics.diagnostics.filter { $0.severity == .error }.count
                Output.write(
                    "not rebuilt: \(count) error\(count == 1 ? "" : "s"); the outputs are as the last good build left them\n"
                )
                if outcome.frontEnd == nil { outcome.frontEnd = previous.frontEnd }
            } else if outcome.changed > 0 {
                Output.write("rebuilt: \(outcome.changed) file\(outcome.changed == 1 ? "" : "s") changed\n")
                renderPreview(outcome)
            } else {
                Output.write("up to date\n")
            }
        }
    }

    /// What the watcher could not watch, said once per build: the folder relative to the project, why, and what
    /// is watched in its place until it appears.
    private func notice(_ problem: FileWatcher.Unwatched, root: String) -> String {
        func shown(_ path: String) -> String {
            let relative =
                path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            return TerminalText.inline(relative)
        }
        let awaiting = problem.standIn.map { "; watching \(shown($0)) until it appears" } ?? ""
        return "cannot watch \(shown(problem.folder)): \(problem.reason)\(awaiting)"
    }

    /// One build, reported.
    private func run(_ build: ProjectBuild) -> ProjectBuild.Outcome {
        let progress = ProgressLine("build", enabled: Output.standardErrorIsTerminal)
        let outcome = build.run(progress: progress.handler, waiting: BuildWaitNotice.print)
        progress.finish()
        BuildReport.print(outcome, format: options.diagnosticsFormat)
        return outcome
    }

    /// Re-renders `--preview` from the themes just built.
    private func renderPreview(_ outcome: ProjectBuild.Outcome) {
        guard let preview, !outcome.failed, let frontEnd = outcome.frontEnd else { return }
        let themes = frontEnd.registry.themes.filter {
            !$0.isAbstract && $0.package == nil && $0.skin != nil && (names.isEmpty || names.contains($0.name))
        }
        guard !themes.isEmpty else { return }
        try? ThemePreviewCommand.write(
            themes, inputs: frontEnd.project.inputs, scale: 2, to: preview, options: options)
    }
}
