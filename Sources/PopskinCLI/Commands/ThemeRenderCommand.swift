import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender

/// `popskin theme render NAME --image background|arrow-up|arrow-down|arrow-left|arrow-right [--size WxH] [--scale S]
/// --output FILE.png`
struct ThemeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one of a theme's images to a PNG file.")

    enum Image: String, ExpressibleByArgument, CaseIterable {
        case background, arrowUp = "arrow-up", arrowRight = "arrow-right", arrowDown = "arrow-down", arrowLeft = "arrow-left"
    }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "background, arrow-up, arrow-down, arrow-left or arrow-right (combined images are to come).")
    var image: Image = .background
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
            let picture: RGBAImage
            switch image {
            case .background: picture = try BackgroundRenderer.render(skin, scale: scale, size: points)
            case .arrowUp, .arrowRight, .arrowDown, .arrowLeft:
                // The art points up; the others are exact quarter turns of it, as the runtime rotates it.
                let turns = [Image.arrowUp, .arrowRight, .arrowDown, .arrowLeft].firstIndex(of: image)!
                picture = try ArrowRenderer.render(skin, scale: scale).rotated(quarterTurns: turns)
            }
            let bytes = try PNGEncoder.encode(picture)
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            Output.write("\(output): \(bytes.count) bytes\n")
        } catch {
            Output.error("popskin: error: cannot render '\(name)': \(error)\n")
            throw ExitCode(1)
        }
        try session.finish(session.result.diagnostics.sorted().filter { $0.severity == .error })
    }
}
