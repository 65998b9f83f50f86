import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender

/// `popskin theme render NAME --image background|arrow-up|arrow-down|arrow-left|arrow-right|combined-VARIANT
/// [--size WxH] [--scale S] --output FILE.png`
struct ThemeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one of a theme's images to a PNG file.")

    enum Image: String, ExpressibleByArgument, CaseIterable {
        case background, arrowUp = "arrow-up", arrowRight = "arrow-right", arrowDown = "arrow-down", arrowLeft = "arrow-left"
        case combinedUp = "combined-up", combinedUpRight = "combined-up-right", combinedDown = "combined-down"
        case combinedDownRight = "combined-down-right", combinedSide = "combined-side", combinedSideTop = "combined-side-top"
        case combinedSideBottom = "combined-side-bottom"

        /// The combined-style variant a `combined-…` choice names.
        var variant: CombinedVariant? {
            rawValue.hasPrefix("combined-") ? CombinedVariant(rawValue: String(rawValue.dropFirst("combined-".count))) : nil
        }
    }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: ArgumentHelp("Which image: \(Image.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "image"))
    var image: Image = .background
    @Option(help: "Render the background or combined image at this size in points, WxH, instead of the 9-slice minimum (not for supplied art).")
    var size: String?
    @OptionGroup var scale: ScaleOptions
    @Option(help: "The PNG file to write.") var output: String

    func validate() throws {
        if let size, ThemeLayoutCommand.parseSize(size) == nil {
            throw ValidationError("--size takes WxH in points, such as 128x128")
        }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let skin = try session.skin(of: session.theme(named: name))
        let points = size.flatMap(ThemeLayoutCommand.parseSize).map { Size(width: $0.0, height: $0.1) }
        let bytes: [UInt8]
        do {
            let root = session.result.project.root
            bytes = try PNGEncoder.encode(Self.picture(image, of: skin, scale: scale.scale, size: points, projectRoot: root))
        } catch {
            throw options.failure(.ioError, "cannot render '\(name)': \(error)")
        }
        try options.writeFile(bytes, to: output)
        Output.write("\(output): \(bytes.count) bytes\n")
        try session.finish(session.result.diagnostics.sorted().filter { $0.severity == .error })
    }

    /// The pixels `--image` asks for: the theme's own art when it supplies some, else drawn from the skin.
    static func picture(_ image: Image, of skin: Skin, scale: Int, size: Size?, projectRoot: String) throws -> RGBAImage {
        switch image {
        case .background:
            return try SkinImages.background(skin, scale: scale, size: size, projectRoot: projectRoot)
        case .combinedUp, .combinedUpRight, .combinedDown, .combinedDownRight, .combinedSide, .combinedSideTop,
             .combinedSideBottom:
            return try SkinImages.combined(skin, variant: image.variant!, scale: scale, size: size, projectRoot: projectRoot)
        case .arrowUp, .arrowRight, .arrowDown, .arrowLeft:
            let turns = [Image.arrowUp, .arrowRight, .arrowDown, .arrowLeft].firstIndex(of: image)!
            return try SkinImages.arrow(skin, scale: scale, direction: ArrowRenderer.Direction(rawValue: turns)!,
                                        projectRoot: projectRoot)
        }
    }
}
