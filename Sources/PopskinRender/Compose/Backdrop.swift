import CCairo
import PopskinCore
import PopskinRuntime
import PopskinSources

/// What `theme render` and `theme preview` draw under a popover: a colour, a neutral checkerboard, or an image (an
/// app's screenshot) already at the render's scale.
public enum Backdrop: Sendable {
    case color(SkinColor)
    case checker
    case image(RGBAImage)

    /// The checkerboard's squares, in points, and their two greys: neutral, so no theme's colour is favoured.
    static let checkerSquare = 8.0
    static let checkerGreys = (light: 1.0, dark: 0.8)

    /// Paints the backdrop over the whole of `cr`'s target (or its clip), `scale` pixels a point (`cr` in device
    /// space; an image's top-left corner at its origin). `converted`: the image as cairo holds it, made once when it
    /// is painted many times (a preview's cells).
    func paint(on cr: OpaquePointer, size: PixelSize, scale: Int, converted: CairoSurface? = nil) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        switch self {
        case .color(let color):
            OutlinePainter.setColor(color, on: cr)
            cairo_paint(cr)
        case .checker:
            let greys = Self.checkerGreys
            cairo_set_source_rgb(cr, greys.light, greys.light, greys.light)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, greys.dark, greys.dark, greys.dark)
            let side = Self.checkerSquare * Double(scale)
            let columns = Int((Double(size.width) / side).rounded(.up))
            let rows = Int((Double(size.height) / side).rounded(.up))
            for row in 0..<rows {
                for column in 0..<columns where (row + column) % 2 == 1 {
                    cairo_rectangle(cr, Double(column) * side, Double(row) * side, side, side)
                }
            }
            cairo_fill(cr)
        case .image(let image):
            let surface = try converted ?? CairoSurface(image)
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            // Past its edges (a preview's cell reaching beyond it) its edge pixels repeat: a screen has no margin.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
    }
}

/// A popover drawn over a backdrop: where the view went and what the backdrop was.
public struct PopoverInContext {
    public var image: RGBAImage
    /// The view's top-left corner on the canvas, in points (whole device pixels).
    public var origin: LayoutPoint
    /// The arrow's visible tip on the canvas, in points.
    public var tip: LayoutPoint
    /// Where UIKit aims the arrow (`PopoverArtLayout.anchor`) on the canvas, in points: the source's point.
    public var anchor: LayoutPoint
}

extension PopoverPicture {
    /// The visible arrow's tip in the view's points: the middle of the arrow's far edge.
    public func tip(_ direction: PopoverArrowDirection) -> LayoutPoint { layout.arrow.edgeMiddle(direction) }

    /// The picture over `backdrop`. An image backdrop is the canvas, and the view is moved as UIKit moves it to
    /// point at `tip` (points; the view centred when nil): the arrow's frame (`PopoverArtLayout.anchor`) there, on
    /// whole device pixels, so a rounded tip stops short of it as on a device; a colour or the
    /// checkerboard fills this picture's own canvas, and no backdrop leaves it transparent. `material`, when given,
    /// is drawn first: the backdrop under the outline blurred (see `MaterialLook`), or without a backdrop a grey
    /// stand-in. Composited premultiplied (cairo's OVER), so the shadow darkens what is under it.
    public func over(
        _ backdrop: Backdrop?, direction: PopoverArrowDirection, tip wanted: LayoutPoint? = nil,
        material: MaterialLook? = nil
    ) throws -> PopoverInContext {
        let s = Double(scale)
        let inView = tip(direction), aimed = layout.anchor
        let size: PixelSize, origin: LayoutPoint
        if case .image(let image) = backdrop {
            guard let canvas = PixelSize(width: image.width, height: image.height) else {
                throw RenderFailure(description: "cannot draw on a \(image.width)×\(image.height) px backdrop")
            }
            size = canvas
            let at =
                wanted
                ?? LayoutPoint(
                    x: Double(image.width) / s / 2 + aimed.x - layout.placement.background.width / 2,
                    y: Double(image.height) / s / 2 + aimed.y - layout.placement.background.height / 2)
            origin = LayoutPoint(x: ((at.x - aimed.x) * s).rounded() / s, y: ((at.y - aimed.y) * s).rounded() / s)
        } else {
            guard let own = PixelSize(width: image.width, height: image.height) else {
                throw RenderFailure(description: "cannot draw a \(image.width)×\(image.height) px popover")
            }
            size = own
            origin = LayoutPoint(x: padding, y: padding)
        }
        let canvas = CairoSurface(size)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        try backdrop?.paint(on: cr, size: size, scale: scale)
        if let material {
            try material.paint(
                under: layout.outline, at: origin, on: canvas, scale: scale, standIn: backdrop == nil)
        }
        let popover = try CairoSurface(image)
        cairo_set_source_surface(cr, popover.pointer, (origin.x - padding) * s, (origin.y - padding) * s)
        cairo_paint(cr)
        return PopoverInContext(
            image: canvas.image(), origin: origin, tip: LayoutPoint(x: origin.x + inView.x, y: origin.y + inView.y),
            anchor: LayoutPoint(x: origin.x + aimed.x, y: origin.y + aimed.y))
    }
}

extension Backdrop {
    /// The PNG at `path` (absolute) as a backdrop at `scale`, read as theme art is (`SuppliedArt`: the same header,
    /// size and integrity limits; `shot@2x.png` is a 2x file, a plain name 1x, and a missing scale is resampled),
    /// confined to the file's own folder.
    public static func image(file path: String, scale: Int) throws -> Backdrop {
        .image(try source(path, scale: scale).resampled(to: scale))
    }

    /// The pixels the backdrop at `path` takes at `scale`, from its header alone: for the art budget, before
    /// anything is decoded.
    public static func size(file path: String, scale: Int) throws -> (width: Int, height: Int) {
        let source = try source(path, scale: scale)
        return (
            ScaledImageFiles.pixels(source.header.width, from: source.scale, to: scale),
            ScaledImageFiles.pixels(source.header.height, from: source.scale, to: scale)
        )
    }

    private static func source(_ path: String, scale: Int) throws -> SuppliedArt.Source {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let inputs = InputSnapshot(projectRoot: folder.isEmpty ? "/" : folder)
        return try SuppliedArt.Source(ImageReference(written: name, path: name), scale: scale, inputs: inputs)
    }
}
