import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `popskin theme render NAME [--image popover|ideal|ASSET] [--direction D] [--size WxH] [--offset O] [--scale S]
/// [--appearance A] [--backdrop COLOR|checker|FILE.png] [--at X,Y] --output FILE.png`
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
            light with increased contrast, dark with increased contrast. --backdrop draws a colour, a checkerboard or \
            a PNG (an app's screenshot, which becomes the canvas) under the popover, and --at aims the arrow at a \
            point of that PNG as UIKit does: the arrow's frame (its arrowHeight from the bubble) ends there, so a \
            rounded tip stops short of it, as on a device.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "popover, ideal, or one of the theme's images (body, arrow-up, …).") var image: String = "popover"
    /// Where the arrow goes (popover and ideal).
    @OptionGroup var placement: PlacementOptions
    @OptionGroup var scale: ScaleOptions
    @OptionGroup var appearance: AppearanceOptions
    @OptionGroup var backdrop: BackdropOptions
    @OptionGroup var png: PNGOutputOptions

    func validate() throws {
        guard backdrop.backdrop == nil || image == "popover" || image == "ideal" else {
            throw ValidationError("--backdrop and --at draw under --image popover or ideal, not under one image")
        }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let theme = try session.skin(of: session.theme(named: name))
        try session.stopOnErrors(about: [name])
        let inputs = session.result.project.inputs, s = scale.scale
        let skins = appearance.chosen.map { theme.resolved(for: $0) }
        if let problem = ArtBudget.problem(skins, scales: [s], inputs: inputs) {
            throw options.failure(.artLimit, "cannot render '\(name)': \(problem)")
        }
        let under = try backdrop.load(
            scale: s, skins: skins, inputs: inputs, what: "render '\(name)'", options: options)
        let drawing = ThemeDrawing(name: name, skin: theme, inputs: inputs)
        var pictures: [RGBAImage] = [], note = "", notes: [String] = []
        for chosen in appearance.chosen {
            let (picture, said, flags) = try draw(drawing, in: chosen, scale: s, on: under, inputs: inputs)
            pictures.append(picture)
            (note, notes) = (said, flags)
        }
        let picture = RGBAImage.row(pictures)
        if pictures.count > 1 { note += "; light, dark, light-high-contrast and dark-high-contrast, left to right" }
        if let same = appearance.note([(name, theme)]) { note += "; " + same }
        let bytes: [UInt8]
        do { bytes = try PNGEncoder.encode(picture) } catch {
            throw options.failure(.ioError, "cannot encode '\(name)': \(error)")
        }
        try options.writeFile(bytes, to: png.output)
        Output.lines(
            ["\(png.output): \(picture.width)×\(picture.height) px at \(s)x, \(bytes.count) bytes\(note)"] + notes)
        try session.finish(about: [name])
    }

    /// The picture `--image` asks for of the theme in `appearance` on `backdrop` (drawn as `ThemeDrawing` draws
    /// every popover), what to say of it, and what the layout did to the arrow (`theme layout`'s words).
    private func draw(
        _ drawing: ThemeDrawing, in appearance: SkinAppearance?, scale s: Int, on backdrop: Backdrop?,
        inputs: InputSnapshot
    ) throws -> (RGBAImage, String, [String]) {
        let (width, height) = (placement.size.width, placement.size.height)
        var picture: RGBAImage, note: String, notes: [String] = []
        do {
            switch image {
            case "popover", "ideal":
                let drawn = try drawing.draw(
                    PopoverScene(
                        size: Size(width: width, height: height), direction: placement.direction,
                        offset: placement.offset, scale: s,
                        appearance: appearance, backdrop: backdrop, tip: self.backdrop.at,
                        shape: image == "ideal" ? .ideal : .device))
                picture = drawn.image
                let n = ValueText.number
                note =
                    "; the \(n(width))×\(n(height))-pt view is at (\(n(drawn.origin.x)), \(n(drawn.origin.y))) pt on it"
                if backdrop != nil || drawn.material != nil {
                    note += ", the arrow's tip at (\(n(drawn.tip.x)), \(n(drawn.tip.y)))"
                    if drawn.layout.visibleTipGap > 1e-9 {
                        note += ", aimed at (\(n(drawn.anchor.x)), \(n(drawn.anchor.y)))"
                    }
                }
                if let look = drawn.material, look.material == .glass {
                    notes.append(
                        "material glass: Liquid Glass approximated "
                            + (backdrop == nil
                                ? "over a neutral stand-in (grey under the wash), with its tint and a bright rim: "
                                    + "give --backdrop to see it blur something"
                                : "as the backdrop lightly blurred (σ \(n(look.sigma)) pt) under a faint wash, with "
                                    + "its tint and a bright rim; iOS 26 draws UIGlassEffect, and earlier versions the "
                                    + "regular blur (docs/drawing.md)"))
                } else if let look = drawn.material {
                    notes.append(
                        "material \(look.material.rawValue): "
                            + (backdrop == nil
                                ? "a neutral stand-in (grey under the wash): give --backdrop to see it blur something"
                                : "approximated as the backdrop blurred (σ \(n(look.sigma)) pt) under a wash; the "
                                    + "device draws UIKit's own (docs/drawing.md)"))
                }
                notes += ThemeLayoutCommand.notes(drawn.layout, metrics: drawn.skin.arrow)
            default:
                let skin = drawing.skin.resolved(for: appearance)
                let assets = SkinAssets.list(skin: skin, runtime: drawing.runtime(for: appearance))
                guard let asset = assets.first(where: { $0.name == name + "-" + image }) else {
                    let names = ["popover", "ideal"] + assets.map { String($0.name.dropFirst(name.count + 1)) }
                    throw options.failure(
                        .unknownName,
                        "theme '\(name)' has no image '\(image)'"
                            + Suggestion.hint(for: image, in: names) + " (it has \(names.joined(separator: ", ")))")
                }
                picture = try asset.image(skin, scale: s, inputs: inputs)
                note = ""
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw options.failure(.ioError, "cannot render '\(name)': \(error)")
        }
        return (picture, note, notes)
    }
}
