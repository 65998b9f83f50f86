import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender
import PopskinRuntime

/// `popskin theme render NAME [--image popover|ideal|ASSET] [--direction D] [--size WxH] [--offset O] [--scale S]
/// --output FILE.png`
struct ThemeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a popover as the device shows it, its ideal, or one of the theme's images, to a PNG file.",
        discussion: """
            --image popover composes the built images through the runtime's own layout, exactly as the generated view \
            shows them, on a transparent canvas that also holds what is drawn outside the view (its shadow); the \
            command prints where the view is on it. --image ideal draws the same popover as one vector shape, the \
            ideal `theme check` measures against. Any other name is one of the theme's images as the asset catalog \
            holds it, named without the theme: body, arrow-up, border-body, background, up-right, …
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "popover, ideal, or one of the theme's images (body, arrow-up, …).") var image: String = "popover"
    @Option(help: "The arrow's direction: up, down, left or right (popover and ideal).") var direction: PopoverArrowDirection = .up
    @Option(help: "The popover's size in points, WxH (popover and ideal).") var size: String = "170x120"
    @Option(parsing: .unconditional, help: "arrowOffset in points from the edge's middle; may be negative.")
    var offset: Double = 0
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 2
    @Option(help: "The PNG file to write.") var output: String

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard ThemeLayoutCommand.parseSize(size) != nil else {
            throw ValidationError("--size takes WxH in points, such as 320x200")
        }
        guard offset.isFinite else { throw ValidationError("--offset must be a finite number") }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let theme = try session.theme(named: name)
        guard let skin = theme.skin else {
            try session.finish()
            throw ExitCode(1)
        }
        let root = session.result.project.root
        let (width, height) = ThemeLayoutCommand.parseSize(size)!
        do {
            let runtime = PopoverSkin(name: name, skin: skin, projectRoot: root)
            let picture: RGBAImage, note: String
            switch image {
            case "popover", "ideal":
                let drawn = image == "ideal"
                    ? try IdealPopover.draw(runtime, width: width, height: height, direction: direction, offset: offset,
                                            scale: scale)
                    : try PopoverComposer.compose(runtime, images: AssetImages(theme: name, skin: skin, scale: scale,
                                                                               projectRoot: root),
                                                  width: width, height: height, direction: direction, offset: offset)
                picture = drawn.image
                let p = ValueText.number(drawn.padding)
                note = "; the \(ValueText.number(width))×\(ValueText.number(height))-pt view is at (\(p), \(p)) pt on it"
            default:
                let assets = SkinAssets.list(theme: name, skin: skin, projectRoot: root)
                guard let asset = assets.first(where: { $0.name == name + "-" + image }) else {
                    let names = ["popover", "ideal"] + assets.map { String($0.name.dropFirst(name.count + 1)) }
                    Output.error("popskin: error: theme '\(name)' has no image '\(image)'"
                                 + Suggestion.hint(for: image, in: names) + " (it has \(names.joined(separator: ", ")))\n")
                    throw ExitCode(1)
                }
                picture = try asset.image(skin, scale: scale, projectRoot: root)
                note = ""
            }
            let bytes = try PNGEncoder.encode(picture)
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            Output.write("\(output): \(picture.width)×\(picture.height) px at \(scale)x, \(bytes.count) bytes\(note)\n")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Output.error("popskin: error: cannot render '\(name)': \(error)\n")
            throw ExitCode(1)
        }
        try session.finish(session.result.diagnostics.sorted().filter { $0.severity == .error })
    }
}
