import ArgumentParser
import Foundation
import PopskinCore
import PopskinGenerators

/// `popskin theme build [NAME...] [--output DIR]`
struct ThemeBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Validate the registry, then run the outputs' generators.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to build; every concrete theme when none are named.") var names: [String] = []
    @Option(help: "Write the outputs' folders under DIR instead of the project folder.") var output: String?

    func run() throws {
        let session = Session(options, validate: true)
        for name in names { _ = try session.theme(named: name) }
        var diagnostics = session.result.diagnostics
        let base = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? session.result.project.root
        let progress = ProgressLine("build")
        let results = ThemeBuild().run(session.result, names: names, base: base, diagnostics: &diagnostics,
                                       progress: progress.handler)
        progress.finish()
        for result in results {
            guard let report = result.report else { continue }
            let removed = result.removed.isEmpty ? "" : ", \(result.removed.count) removed"
            Output.write("\(result.generator) → \(result.path): \(report.written.count) written, "
                           + "\(report.unchanged.count) unchanged\(removed)\n")
        }
        try session.finish(diagnostics.sorted())
    }
}
