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
        guard Self.write(drawable, projectRoot: session.result.project.root, scale: scale, to: output) else {
            throw ExitCode(1)
        }
    }

    /// Renders the contact sheet of `themes` (each with a skin) into `output`, atomically, and says so; false
    /// after printing why it could not.
    static func write(_ themes: [ResolvedTheme], projectRoot: String, scale: Int, to output: String) -> Bool {
        do {
            let entries = try themes.map {
                ContactSheet.Entry(name: $0.name, art: try SkinArt($0.skin!, scale: scale, projectRoot: projectRoot))
            }
            let bytes = try PNGEncoder.encode(ContactSheet.render(entries, scale: scale))
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            Output.write("\(output): \(entries.count) theme\(entries.count == 1 ? "" : "s"), \(bytes.count) bytes\n")
            return true
        } catch {
            Output.error("popskin: error: cannot preview: \(error)\n")
            return false
        }
    }
}
