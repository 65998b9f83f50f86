import CCairo
import PopskinCore
import PopskinRuntime

/// Draws popskin's own art (see `DrawnArt`): the body, the bubble without its arrow with the outline at the image's
/// edges, the smallest that keeps its corners and border whole around a 1-pt stretch tile; and for each direction
/// the arrow column, the arrow with the cross-section of the body beneath it, as wide as the arrow's base in whole
/// pixels. Each image holds one plane: fill and border (`color`), the shape's coverage (`coverage`, which masks a
/// gradient) or the border alone (`border`, drawn over the gradient).
public enum DrawnArtRenderer {
    public enum Plane: Sendable, CaseIterable {
        case color, coverage, border
    }

    /// The body image at `scale` pixels per point; with `direction`, the body shown with an arrow pointing that way
    /// (see `DrawnArt.bodyPerDirection`).
    public static func body(_ skin: Skin, plane: Plane, scale: Int, direction: PopoverArrowDirection? = nil) throws
        -> RGBAImage
    {
        try bodySurface(skin, plane: plane, scale: scale, direction: direction).image()
    }

    /// The arrow column pointing `direction` at `scale` (see `columnSurface`).
    public static func column(_ skin: Skin, direction: PopoverArrowDirection, plane: Plane, scale: Int) throws
        -> RGBAImage
    {
        try columnSurface(skin, direction: direction, plane: plane, scale: scale).image()
    }

    /// The body as the cairo surface it is drawn on (for benchmarks that hand it to other PNG writers). With
    /// `direction` and the arrow's edge off the pixel grid at `scale`, the image is a pixel longer on the arrow's
    /// side and the outline's edge lies the edge's fraction of a pixel in from it.
    public static func bodySurface(
        _ skin: Skin, plane: Plane, scale: Int, direction: PopoverArrowDirection? = nil
    ) throws -> CairoSurface {
        let caps = skin.bodyCapInsets
        var size = Size(width: caps.left + 1 + caps.right, height: caps.top + 1 + caps.bottom)
        var body = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        let s = Double(max(1, scale))
        let f = direction == nil ? 0 : DrawnArt.edgeFraction(height: skin.arrow.height, scale: s)
        if let direction, f > 0 {
            let pixel = 1 / s
            switch direction {
            case .up: (size.height, body.y, body.height) = (size.height + pixel, f, size.height + pixel - f)
            case .down: (size.height, body.height) = (size.height + pixel, size.height + pixel - f)
            case .left: (size.width, body.x, body.width) = (size.width + pixel, f, size.width + pixel - f)
            case .right: (size.width, body.width) = (size.width + pixel, size.width + pixel - f)
            }
        }
        let outline = PopoverOutline(
            body: body,
            radius: skin.background.cornerRadius, direction: .up, arrowStart: 0, base: 0,
            height: 0, tipRadius: 0)
        return try draw(outline, skin: skin, plane: plane, pixels: pixels(size, scale), scale: scale)
    }

    /// The arrow column pointing `direction` at `scale`: the arrow at the start of the image across it, the body's
    /// cross-section beneath, its sides running on past the image's edges.
    public static func columnSurface(
        _ skin: Skin, direction: PopoverArrowDirection, plane: Plane, scale: Int
    ) throws -> CairoSurface {
        let s = Double(scale), h = skin.arrow.height
        let breadth = DrawnArt.columnBreadth(base: skin.arrow.base, scale: s)
        let caps = DrawnArt(
            imagePrefix: "", capInsets: skin.bodyCapInsets,
            columnEdgeCap: skin.border.width.rounded(.up)
        ).columnCaps(direction, arrowHeight: h)
        // Far enough past the image's ends that the body's corners never show in it.
        let beyond = skin.background.cornerRadius + skin.border.width + 2
        let vertical = direction == .up || direction == .down
        let length = vertical ? caps.top + 1 + caps.bottom : caps.left + 1 + caps.right
        let size = vertical ? Size(width: breadth, height: length) : Size(width: length, height: breadth)
        let across = LayoutRect(x: -beyond, y: 0, width: breadth + 2 * beyond, height: 0)
        let body: LayoutRect
        switch direction {
        case .up: body = LayoutRect(x: across.x, y: h, width: across.width, height: length - h)
        case .down: body = LayoutRect(x: across.x, y: 0, width: across.width, height: length - h)
        case .left: body = LayoutRect(x: h, y: across.x, width: length - h, height: across.width)
        case .right: body = LayoutRect(x: 0, y: across.x, width: length - h, height: across.width)
        }
        let outline = PopoverOutline(
            body: body, radius: skin.background.cornerRadius, direction: direction,
            arrowStart: 0, base: skin.arrow.base, height: h, tipRadius: skin.drawnTipRadius)
        return try draw(outline, skin: skin, plane: plane, pixels: pixels(size, scale), scale: scale)
    }

    /// `size` in whole pixels at `scale`, rounded up (less a hair, so a length already whole stays so). The theme
    /// format's bounds keep every drawn image within `PixelSize.maximum`; the check stays for any other skin.
    static func pixels(_ size: Size, _ scale: Int) throws(RenderFailure) -> PixelSize {
        guard scale > 0 else { throw RenderFailure(description: "cannot draw an image at \(scale)x") }
        let s = Double(scale)
        return try PixelSize(pixels: size.width * s - 1e-9, size.height * s - 1e-9, rounding: .up, what: "image")
    }

    static func draw(
        _ outline: PopoverOutline, skin: Skin, plane: Plane, pixels: PixelSize, scale: Int
    ) throws -> CairoSurface {
        let canvas = CairoSurface(pixels)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        let s = Double(scale)
        cairo_scale(cr, s, s)
        switch plane {
        case .color:
            let fill: ShapeFill =
                skin.background.gradient.map {
                    .gradient(
                        $0,
                        across: LayoutRect(
                            x: 0, y: 0, width: Double(pixels.width) / Double(scale),
                            height: Double(pixels.height) / Double(scale)))
                } ?? .color(skin.background.fill)
            OutlinePainter.fill(outline, with: fill, on: cr)
            OutlinePainter.border(outline, width: skin.border.width(scale: s), color: skin.border.color, on: cr)
        case .coverage:
            OutlinePainter.fill(outline, with: .coverage, on: cr)
        case .border:
            OutlinePainter.border(outline, width: skin.border.width(scale: s), color: skin.border.color, on: cr)
        }
        cairo_surface_flush(canvas.pointer)
        guard cairo_surface_status(canvas.pointer) == CAIRO_STATUS_SUCCESS else {
            throw RenderFailure(description: "cairo could not draw the image")
        }
        return canvas
    }
}
