import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// How the page draws every card: the four directions at one size and offset, at one scale, over one backdrop.
public struct CardSettings: Hashable, Sendable {
    /// What the strips are drawn over.
    public enum Under: Hashable, Sendable {
        /// Light grey for light appearances, near black for dark ones, as the preview sheet.
        case appearance
        case color(SkinColor)
        case checker
        /// Nothing: the page lays the strips over a screenshot the user dropped in, which never leaves the browser.
        case transparent
    }

    public var size = Size(width: 170, height: 120)
    public var offset = 0.0
    /// 2 or 3.
    public var scale = 2
    public var under = Under.appearance

    public init() {}

    /// The largest view a card or a focused drawing may ask for, a side in points.
    public static let largestSide = 1000.0

    /// Settings from the page's request (`scale` 2 or 3; `backdrop` appearance, checker, transparent or a colour
    /// as six hexadecimal digits; optionally `width` and `height` of 40 to 1000 pt and an `offset` within ±1000 pt);
    /// nil when any is not one of those.
    public init?(
        scale: String?, backdrop: String?, width: String? = nil, height: String? = nil, offset: String? = nil
    ) {
        guard let scale = scale.flatMap(Int.init), scale == 2 || scale == 3 else { return nil }
        self.scale = scale
        let sides = 40...Self.largestSide
        if width != nil || height != nil {
            guard let width = width.flatMap(Double.init), let height = height.flatMap(Double.init),
                sides.contains(width), sides.contains(height)
            else { return nil }
            size = Size(width: width, height: height)
        }
        if let offset {
            guard let value = Double(offset), (-1000...1000).contains(value) else { return nil }
            self.offset = value
        }
        switch backdrop {
        case "appearance"?: under = .appearance
        case "checker"?: under = .checker
        case "transparent"?: under = .transparent
        case let hex? where hex.utf8.count == 6 && hex.allSatisfy(\.isHexDigit):
            let value = Int(hex, radix: 16)!
            let channel = { (shift: Int) in Double((value >> shift) & 0xFF) / 255 }
            under = .color(SkinColor(red: channel(16), green: channel(8), blue: channel(0)))
        default: return nil
        }
    }

    /// The settings as the page's controls name them.
    var json: StructuredValue {
        let backdrop: String
        switch under {
        case .appearance: backdrop = "appearance"
        case .checker: backdrop = "checker"
        case .transparent: backdrop = "transparent"
        case .color(let color):
            backdrop = [color.red, color.green, color.blue].map {
                let byte = Int(($0 * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
        }
        return .object([
            ("scale", .number(Double(scale))), ("backdrop", .string(backdrop)), ("width", .number(size.width)),
            ("height", .number(size.height)), ("offset", .number(offset)),
        ])
    }

    /// The backdrop `appearance` is drawn over; nil for none.
    func backdrop(for appearance: SkinAppearance?) -> Backdrop? {
        switch under {
        case .appearance:
            return .color(
                appearance?.isDark == true
                    ? SkinColor(red: 0.11, green: 0.11, blue: 0.118) : SkinColor(red: 0.949, green: 0.949, blue: 0.969))
        case .color(let color): return .color(color)
        case .checker: return .checker
        case .transparent: return nil
        }
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
            backdrop: settings.backdrop(for: appearance))
        return try drawing.draw(scene).image
    }

    /// `images` in a row, `gap` pixels apart, each centred in the row's height; the gaps and the rest filled with
    /// the first image's top-left pixel (the backdrop, or transparent).
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
