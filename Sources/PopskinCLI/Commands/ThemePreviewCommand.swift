import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender

/// `popskin theme preview [NAME...] [--scale S] --output FILE.png`
struct ThemePreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a contact sheet: each theme in the four directions at several offsets, laid out as on a device.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to show (default: every concrete theme).") var names: [String] = []
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 2
    @Option(help: "The PNG file to write.") var output: String

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let themes = try names.isEmpty ? session.registry.themes.filter { !$0.isAbstract } : names.map(session.theme(named:))
        let errors = session.result.diagnostics.sorted().filter { $0.severity == .error }
        let drawable = themes.filter { $0.skin != nil }
        guard errors.isEmpty, !drawable.isEmpty else {
            if drawable.isEmpty && errors.isEmpty { Output.error("popskin: error: no theme to preview\n") }
            try session.finish(errors)
            throw ExitCode(1)
        }
        do {
            let root = session.result.project.root
            let entries = drawable.map { ContactSheet.Entry(name: $0.name, skin: $0.skin!, scale: scale, projectRoot: root) }
            let bytes = try PNGEncoder.encode(ContactSheet.render(entries, scale: scale))
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            Output.write("\(output): \(entries.count) theme\(entries.count == 1 ? "" : "s"), \(bytes.count) bytes\n")
        } catch {
            Output.error("popskin: error: cannot preview: \(error)\n")
            throw ExitCode(1)
        }
    }
}
