import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender

/// `popskin theme render NAME --image background [--size WxH] [--scale S] --output FILE.png`
struct ThemeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one of a theme's images to a PNG file.")

    enum Image: String, ExpressibleByArgument, CaseIterable { case background }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "Which image (background; arrows and combined images are to come).") var image: Image = .background
    @Option(help: "Render the background at this size in points, WxH, instead of the 9-slice minimum.") var size: String?
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 2
    @Option(help: "The PNG file to write.") var output: String

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4") }
        if let size, ThemeLayoutCommand.parseSize(size) == nil {
            throw ValidationError("--size takes WxH in points, such as 128x128")
        }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let theme = try session.theme(named: name)
        guard let skin = theme.skin else {
            try session.finish()
            throw ExitCode(1)
        }
        let points = size.flatMap(ThemeLayoutCommand.parseSize).map { Size(width: $0.0, height: $0.1) }
        do {
            let bytes = try PNGEncoder.encode(try BackgroundRenderer.render(skin, scale: scale, size: points))
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            Output.write("\(output): \(bytes.count) bytes\n")
        } catch {
            Output.error("popskin: error: cannot render '\(name)': \(error)\n")
            throw ExitCode(1)
        }
        try session.finish(session.result.diagnostics.sorted().filter { $0.severity == .error })
    }
}
