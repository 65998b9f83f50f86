import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// How the page draws every card: the four directions at one size and offset, at one scale, over one backdrop.
public struct CardSettings: Hashable, Sendable {
    public var size = Size(width: 170, height: 120)
    public var offset = 0.0
    public var scale = 2
    /// Nil: light grey for light appearances, near black for dark ones, as the preview sheet.
    public var backdrop: SkinColor?

    public init() {}

    /// The largest view a card or a focused drawing may ask for, a side in points.
    public static let largestSide = 1000.0

    /// The backdrop `appearance` is drawn over.
    func backdrop(for appearance: SkinAppearance?) -> SkinColor {
        backdrop
            ?? (appearance?.isDark == true
                ? SkinColor(red: 0.11, green: 0.11, blue: 0.118) : SkinColor(red: 0.949, green: 0.949, blue: 0.969))
    }
}

/// Draws a theme's strips (`ThemeDrawing`, the one drawing every command uses) into PNGs.
enum CardDrawing {
    /// One PNG per appearance the theme varies by (light first; `any` alone when its colours do not vary): the
    /// four directions side by side, each over the backdrop.
    static func strips(name: String, skin: Skin, inputs: InputSnapshot, settings: CardSettings) throws -> [(
        appearance: String, png: [UInt8]
    )] {
        let drawing = ThemeDrawing(name: name, skin: skin, inputs: inputs)
        let appearances: [SkinAppearance?] = [nil] + skin.appearances.map { $0 }
        return try appearances.map { appearance in
            let pictures = try PopoverArrowDirection.allCases.map { direction in
                try picture(drawing, direction: direction, appearance: appearance, settings: settings)
            }
            let png = try PNGEncoder.encode(side(by: pictures, gap: 8 * settings.scale), fast: true)
            return (appearance?.rawValue ?? (skin.appearances.isEmpty ? "any" : "light"), png)
        }
    }

    /// One direction, over the appearance's backdrop.
    static func picture(
        _ drawing: ThemeDrawing, direction: PopoverArrowDirection, offset: Double? = nil, size: Size? = nil,
        appearance: SkinAppearance?, settings: CardSettings
    ) throws -> RGBAImage {
        let scene = PopoverScene(
            size: size ?? settings.size, direction: direction, offset: offset ?? settings.offset,
            scale: settings.scale, appearance: appearance,
            backdrop: .color(settings.backdrop(for: appearance)))
        return try drawing.draw(scene).image
    }

    /// `images` in a row, `gap` pixels apart, each centred in the row's height; the gaps and the rest filled with
    /// the first image's top-left pixel (the backdrop).
    static func side(by images: [RGBAImage], gap: Int) -> RGBAImage {
        let height = images.map(\.height).max() ?? 0
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let fill = images.first.map { Array($0.pixels[0..<4]) } ?? [0, 0, 0, 0]
        var row: [UInt8] = []
        row.reserveCapacity(width * 4)
        for _ in 0..<width { row += fill }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height { pixels += row }
        var x = 0
        for image in images {
            let top = (height - image.height) / 2
            for row in 0..<image.height {
                let from = row * image.width * 4, to = ((top + row) * width + x) * 4
                pixels.replaceSubrange(to..<(to + image.width * 4), with: image.pixels[from..<(from + image.width * 4)])
            }
            x += image.width + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
