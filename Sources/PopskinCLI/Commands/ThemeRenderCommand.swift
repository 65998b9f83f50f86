import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinRender
import PopskinRuntime

/// `popskin theme render NAME [--image popover|ideal|ASSET] [--direction D] [--size WxH] [--offset O] [--scale S]
/// [--appearance A] --output FILE.png`
struct ThemeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a popover as the device shows it, its ideal, or one of the theme's images, to a PNG file.",
        discussion: """
            --image popover composes the built images through the runtime's own layout, exactly as the generated view \
            shows them, on a transparent canvas that also holds what is drawn outside the view (its shadow); the \
            command prints where the view is on it. --image ideal draws the same popover as one vector shape, the \
            ideal `theme check` measures against. Any other name is one of the theme's images as the asset catalog \
            holds it, named without the theme: body, arrow-up, border-body, background, up-right, … \
            --appearance draws the theme's colours for that appearance; all draws the four side by side, light, dark, \
            light with increased contrast, dark with increased contrast.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "popover, ideal, or one of the theme's images (body, arrow-up, …).") var image: String = "popover"
    /// Where the arrow goes (popover and ideal).
    @OptionGroup var placement: PlacementOptions
    @OptionGroup var scale: ScaleOptions
    @OptionGroup var appearance: AppearanceOptions
    @OptionGroup var png: PNGOutputOptions

    func run() throws {
        let session = Session(options, validate: true)
        let theme = try session.skin(of: session.theme(named: name))
        let root = session.result.project.root, s = scale.scale
        let skins = appearance.chosen.map { theme.resolved(for: $0) }
        if let problem = ArtBudget.problem(skins, scales: [s], projectRoot: root) {
            throw options.failure(.artLimit, "cannot render '\(name)': \(problem)")
        }
        var pictures: [RGBAImage] = [], note = ""
        for chosen in appearance.chosen {
            let skin = theme.resolved(for: chosen)
            let (picture, said) = try draw(skin, root: root, scale: s)
            pictures.append(picture)
            note = said
        }
        let picture = RGBAImage.row(pictures)
        if pictures.count > 1 { note += "; light, dark, light-high-contrast and dark-high-contrast, left to right" }
        if let same = appearance.note([(name, theme)]) { note += "; " + same }
        let bytes: [UInt8]
        do { bytes = try PNGEncoder.encode(picture) } catch {
            throw options.failure(.ioError, "cannot encode '\(name)': \(error)")
        }
        try options.writeFile(bytes, to: png.output)
        Output.lines(["\(png.output): \(picture.width)×\(picture.height) px at \(s)x, \(bytes.count) bytes\(note)"])
        try session.finish(session.diagnostics.sorted().filter { $0.severity == .error })
    }

    /// The picture `--image` asks for of `skin` (colours of one appearance), and what to say of it.
    private func draw(_ skin: Skin, root: String, scale s: Int) throws -> (RGBAImage, String) {
        let (width, height) = (placement.size.width, placement.size.height)
        let picture: RGBAImage, note: String
        do {
            let runtime = PopoverSkin(name: name, skin: skin, projectRoot: root)
            switch image {
            case "popover", "ideal":
                let drawn =
                    image == "ideal"
                    ? try IdealPopover.draw(
                        runtime, width: width, height: height, direction: placement.direction, offset: placement.offset,
                        scale: s)
                    : try PopoverComposer.compose(
                        runtime,
                        images: AssetImages(
                            theme: name, skin: skin, scale: s,
                            projectRoot: root),
                        width: width, height: height, direction: placement.direction, offset: placement.offset)
                picture = drawn.image
                let p = ValueText.number(drawn.padding)
                note =
                    "; the \(ValueText.number(width))×\(ValueText.number(height))-pt view is at (\(p), \(p)) pt on it"
            default:
                let assets = SkinAssets.list(theme: name, skin: skin, projectRoot: root)
                guard let asset = assets.first(where: { $0.name == name + "-" + image }) else {
                    let names = ["popover", "ideal"] + assets.map { String($0.name.dropFirst(name.count + 1)) }
                    throw options.failure(
                        .unknownName,
                        "theme '\(name)' has no image '\(image)'"
                            + Suggestion.hint(for: image, in: names) + " (it has \(names.joined(separator: ", ")))")
                }
                picture = try asset.image(skin, scale: s, projectRoot: root)
                note = ""
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw options.failure(.ioError, "cannot render '\(name)': \(error)")
        }
        return (picture, note)
    }
}
