import CCairo
import PopskinCore
import PopskinRuntime

/// The part of a popover a pixel belongs to, for saying where a composition differs from its ideal.
public enum FidelityPart: String, Sendable, CaseIterable {
    case arrowColumn = "arrow column"
    case border
    /// The outline's anti-aliased edge, for a skin without a border.
    case edge = "outline edge"
    case bodyCaps = "body caps"
    case body = "body stretch"
    /// Outside the outline: the layer shadow (or nothing, which should stay empty).
    case outside = "shadow or outside"
}

/// The pixels of one part that differ by more than the tolerance: how many, and the rectangle holding them in the
/// view's pixels (x right, y down from its top-left corner; negative or past its size is outside the view).
public struct FidelityRegion: Sendable, Equatable {
    public var part: FidelityPart
    public var count: Int
    public var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// "body caps: 312 px in x 0…509, y 39…62"
    public var description: String {
        "\(part.rawValue): \(count) px in x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }
}

/// Sorts pixels into `FidelityPart`s by the layout the composition used: the arrow column's frame, a band around
/// the outline as wide as the border and a pixel, the body images' caps, and what lies outside the outline.
final class PartClassifier {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let column: LayoutRect?
    private let bodies: [PlacedImage]
    private let hasBorder: Bool

    init(skin: PopoverSkin, layout: PopoverArtLayout, direction: PopoverArrowDirection, scale: Double) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        cr = cairo_create(surface)!
        OutlinePainter.trace(layout.outline, on: cr)
        let width = skin.borderWidth(scale: scale)
        hasBorder = width > 0
        cairo_set_line_width(cr, 2 * (width + 1 / scale))
        if case .drawn(let art) = skin.art {
            let names = [art.arrowImageName(direction), art.borderArrowImageName(direction)]
            column = layout.images.first { names.contains($0.imageName) }?.frame
            bodies = layout.images.filter { !names.contains($0.imageName) }
        } else {
            (column, bodies) = (nil, [])
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The part of the view's point (x, y).
    func part(x: Double, y: Double) -> FidelityPart {
        let inside = cairo_in_fill(cr, x, y) != 0, nearEdge = cairo_in_stroke(cr, x, y) != 0
        if let column, inside || nearEdge, Self.contains(column, x, y) { return .arrowColumn }
        if nearEdge { return hasBorder ? .border : .edge }
        guard inside else { return .outside }
        for placed in bodies where Self.contains(placed.frame, x, y) {
            let f = placed.frame, caps = placed.capInsets
            let inMiddle =
                x >= f.x + caps.left && x < f.x + f.width - caps.right && y >= f.y + caps.top
                && y < f.y + f.height - caps.bottom
            if !inMiddle { return .bodyCaps }
        }
        return .body
    }

    static func contains(_ rect: LayoutRect, _ x: Double, _ y: Double) -> Bool {
        x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height
    }

    /// The regions of `pixels` (canvas pixels, the view `padding` points in), most pixels first.
    func regions(_ pixels: [(x: Int, y: Int)], scale: Double, padding: Double) -> [FidelityRegion] {
        let shift = Int((padding * scale).rounded())
        var found: [FidelityPart: FidelityRegion] = [:]
        for pixel in pixels {
            let (x, y) = (pixel.x - shift, pixel.y - shift)
            let part = part(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
            if var region = found[part] {
                region.count += 1
                (region.minX, region.maxX) = (min(region.minX, x), max(region.maxX, x))
                (region.minY, region.maxY) = (min(region.minY, y), max(region.maxY, y))
                found[part] = region
            } else {
                found[part] = FidelityRegion(part: part, count: 1, minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        // Most pixels first; on a tie, in the order of `FidelityPart.allCases`.
        return FidelityPart.allCases.compactMap { found[$0] }.enumerated()
            .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }
}
