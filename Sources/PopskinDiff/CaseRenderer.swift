import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// The fixed set of drawings a changed theme is compared in: the four directions with the arrow centred, and the
/// arrow pushed past both ends of a horizontal and a vertical edge (where the layout clamps it), at 2x and 3x, in
/// every appearance either version gives the theme.
public enum DiffCases {
    /// The popover's size in points, `theme render`'s default.
    public static let width = 170.0, height = 120.0
    public static let placements: [(direction: PopoverArrowDirection, offset: Double)] = [
        (.up, 0), (.down, 0), (.left, 0), (.right, 0), (.up, -1000), (.up, 1000), (.left, -1000), (.left, 1000),
    ]
    public static let scales = [2, 3]

    /// The appearances to draw: the colours for any appearance (what light shows), then each appearance either skin
    /// gives colours of its own.
    static func appearances(_ one: Skin, _ two: Skin) -> [SkinAppearance?] {
        let changing = Set(one.appearances + two.appearances)
        return [nil] + SkinAppearance.allCases.filter(changing.contains)
    }
}

/// One version of a theme, ready to draw.
struct DrawableTheme: Sendable {
    var name: String
    var skin: Skin
    /// The version's inputs: its art as read.
    var inputs: InputSnapshot
}

/// Draws one theme's two versions in every placement of one appearance and scale, as `theme render` does
/// (`ThemeDrawing`: material, shadow and every look included), and compares each pair.
struct CaseRenderer: Sendable {
    var before: DrawableTheme
    var after: DrawableTheme
    var appearance: SkinAppearance?
    var scale: Int
    var comparator: PixelMatch
    /// Keep the PNGs for a report.
    var keepImages: Bool

    func run() throws -> [CaseResult] {
        let old = before.skin.resolved(for: appearance), new = after.skin.resolved(for: appearance)
        for (skin, inputs) in [(old, before.inputs), (new, after.inputs)] {
            if let problem = ArtBudget.problem([skin], scales: [scale], inputs: inputs) {
                throw RenderFailure(description: problem)
            }
        }
        let first = ThemeDrawing(name: before.name, skin: before.skin, inputs: before.inputs)
        let second = ThemeDrawing(name: after.name, skin: after.skin, inputs: after.inputs)
        return try DiffCases.placements.map { direction, offset in
            let scene = PopoverScene(
                size: Size(width: DiffCases.width, height: DiffCases.height), direction: direction, offset: offset,
                scale: scale, appearance: appearance)
            let (a, b) = Self.aligned(try first.draw(scene), try second.draw(scene), scale: scale)
            let compared = comparator.compare(a, b, overlay: keepImages)
            // A counted pixel, or a colour change inside a fill that counted none (below one ΔE2000, or let through
            // by a threshold); at threshold 0 every fill that moves ΔE2000 1 or more is counted, so the pass over the
            // fills is needed only when nothing was.
            let fills = compared.largest == nil || comparator.threshold > 0 ? comparator.largest(a, b) : nil
            let largest = [compared.largest, fills].compactMap { $0 }.max { $0.value < $1.value }
            let images = try compared.overlay.map {
                CaseImages(
                    before: try PNGEncoder.encode(a, fast: true), after: try PNGEncoder.encode(b, fast: true),
                    diff: try PNGEncoder.encode($0, fast: true))
            }
            return CaseResult(
                direction: direction.rawValue, offset: offset, appearance: appearance?.rawValue ?? "any",
                scale: scale, pixels: compared.pixels, width: a.width, height: a.height, images: images,
                largestDeltaE: largest.map { ($0.value * 10).rounded() / 10 }, largestAt: largest.map { [$0.x, $0.y] })
        }
    }

    /// Both pictures on canvases of one size with the view at the same place: a version with a wider shadow has
    /// more room around its view.
    static func aligned(_ one: ScenePicture, _ two: ScenePicture, scale: Int) -> (RGBAImage, RGBAImage) {
        let scale = Double(scale)
        // Without a backdrop the view's corner is the room around it.
        let room = max(one.origin.x, two.origin.x)
        func grown(_ picture: ScenePicture) -> (image: RGBAImage, inset: Int) {
            (picture.image, Int(((room - picture.origin.x) * scale).rounded()))
        }
        let a = grown(one), b = grown(two)
        let width = max(a.image.width + 2 * a.inset, b.image.width + 2 * b.inset)
        let height = max(a.image.height + 2 * a.inset, b.image.height + 2 * b.inset)
        return (
            placed(a.image, at: a.inset, width: width, height: height),
            placed(b.image, at: b.inset, width: width, height: height)
        )
    }

    /// `image` on a transparent canvas, `inset` pixels from its top-left corner.
    static func placed(_ image: RGBAImage, at inset: Int, width: Int, height: Int) -> RGBAImage {
        if inset == 0 && image.width == width && image.height == height { return image }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<min(image.height, height - inset) {
            let from = y * image.width * 4, to = ((y + inset) * width + inset) * 4
            let count = min(image.width, width - inset) * 4
            pixels.replaceSubrange(to..<(to + count), with: image.pixels[from..<(from + count)])
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
