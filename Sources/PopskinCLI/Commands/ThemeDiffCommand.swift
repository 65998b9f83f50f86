import ArgumentParser
import Foundation
import PopskinConsole
import PopskinDiff
import PopskinRender

/// `popskin theme diff [NAME…] --from REV|DIR [--to REV|DIR] [--output report.html] [--format text|json]`
struct ThemeDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the themes of two versions of the project: values, class metrics and pixels.",
        discussion: """
            Each side is a git revision of the project's repository or a folder holding a project; --to defaults to \
            the working tree. Themes whose shipped values differ are drawn in both versions (four directions, the \
            arrow pushed past both ends of an edge, every appearance, 2x and 3x) and compared pixel by pixel: a \
            pixel counts when its colour moves ΔE2000 1 or more and is not anti-aliasing (docs/visual-diff.md). Exit status: 0 when nothing shipped changed, 1 when \
            something did, 2 or more on an error.
            """)

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Only these themes (all of the project's own by default).") var names: [String] = []
    @Option(help: "The earlier version: a git revision of the project's repository, or a folder.") var from: String
    @Option(help: "The later version (default: the working tree).") var to: String?
    @Option(help: "Write a self-contained HTML report here, and its JSON beside it (report.json).") var output: String?
    @Option(help: "text or json, on standard output.") var format: Format = .text
    @Option(
        help: """
            A YIQ distance, 0 to 1, two colours must also be apart to count (pixelmatch's 0.1 is for noisy \
            screenshots; popskin's drawings are exact, so 0: every change of ΔE2000 1 or more counts).
            """) var threshold = 0.0

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1") }
    }

    func run() throws {
        let diff = VisualDiff(
            comparator: PixelMatch(threshold: threshold), names: names, keepImages: output != nil)
        var report = try DiffRun.compare(
            from: VersionSource(from), to: to.map(VersionSource.init) ?? .folder(options.project), diff: diff,
            options: options)
        if to == nil { report.to = "the working tree" }
        if let output {
            let json = (output as NSString).deletingPathExtension + ".json"
            try DiffRun.write(Array(HTMLReport.page(report).utf8), to: output, options: options)
            try DiffRun.write(DiffRun.json(report), to: json, options: options)
        }
        switch format {
        case .json: Output.exact(String(decoding: DiffRun.json(report), as: UTF8.self) + "\n")
        case .text: Output.lines(DiffRun.text(report))
        }
        if report.hasChanges { throw ExitCode(1) }
    }
}
