import CCairo
import Foundation
import PopskinCore

/// Draws combined-style (GIK-style) images: the bubble and its arrow as one outline, filled with the colour or
/// gradient (spanning the whole shape, tip included), the border inside the outline, and the shadow of the whole
/// shape beneath. The arrow's tip touches the image's edge; the other sides keep the shadow's margins.
public enum CombinedRenderer {
    /// `variant`'s 9-slice source image (`Skin.drawnArt`), or the same art drawn at `size` points: the two-piece
    /// variants with the arrow centred, corner variants with it where their art has it.
    public static func render(_ skin: Skin, variant: CombinedVariant, scale: Int, size: Size? = nil) throws -> RGBAImage {
        try draw(skin, variant: variant, scale: scale, size: size).image()
    }

    /// The same, as the cairo surface it was drawn on.
    public static func draw(_ skin: Skin, variant: CombinedVariant, scale: Int, size: Size? = nil) throws -> CairoSurface {
        let art = skin.drawnArt(variant)
        let points = size ?? art.size
        let vertical = art.direction != .right
        let length = vertical ? points.width : points.height, artLength = vertical ? art.size.width : art.size.height
        let start: Double
        switch variant {
        case .up, .down, .side: start = size == nil ? art.arrowStart : (length - skin.arrow.base) / 2
        case .upRight, .downRight, .sideBottom: start = length - (artLength - art.arrowStart)
        case .sideTop: start = art.arrowStart
        }
        return try drawShape(skin, direction: art.direction, size: points, arrowStart: start, scale: scale)
    }

    /// A bubble of `size` points with its arrow on the `direction` edge, the arrow's base beginning `arrowStart`
    /// along that edge.
    public static func drawShape(
        _ skin: Skin, direction: CombinedArtDirection, size: Size, arrowStart: Double, scale: Int
    ) throws -> CairoSurface {
        let width = Int((size.width * Double(scale)).rounded(.up)), height = Int((size.height * Double(scale)).rounded(.up))
        guard scale > 0, width > 0, height > 0, width <= 8192, height <= 8192 else {
            throw BackgroundRenderer.Failure(description: "cannot draw a \(width)×\(height) px image")
        }
        let shape = Shape(skin, direction: direction, size: size, arrowStart: arrowStart)
        let canvas = CairoSurface(width: width, height: height)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        if let shadow = skin.shadow {
            try BackgroundRenderer.drawShadow(shadow, on: cr, width: width, height: height, scale: Double(scale),
                                              outline: shape.trace)
        }
        cairo_scale(cr, Double(scale), Double(scale))
        shape.trace(cr)
        BackgroundRenderer.setFill(skin.background, outline: shape.bounds, on: cr)
        cairo_fill(cr)
        if skin.border.width > 0 {
            cairo_save(cr)
            shape.trace(cr)
            cairo_clip(cr)
            shape.trace(cr)
            cairo_set_line_width(cr, 2 * skin.border.width)
            BackgroundRenderer.setColor(skin.border.color, on: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_surface_flush(canvas.pointer)
        guard cairo_surface_status(canvas.pointer) == CAIRO_STATUS_SUCCESS else {
            throw BackgroundRenderer.Failure(description: "cairo could not draw the image")
        }
        return canvas
    }

    /// The outline, traced in a canonical frame where the arrow stands on the body's top edge, then mapped to the
    /// image by a rotation or reflection (cairo keeps paths in device space, so the mapping ends with the trace).
    struct Shape {
        typealias Rect = BackgroundRenderer.Rect
        let arrow: Arrow
        let radius: Double
        let canonicalBody: Rect
        let arrowStart: Double
        let matrix: cairo_matrix_t
        /// The shape's bounding box in the image, for the gradient.
        let bounds: Rect

        init(_ skin: Skin, direction: CombinedArtDirection, size: Size, arrowStart: Double) {
            let m = skin.combinedMargins, h = skin.arrow.height, w = size.width, H = size.height
            arrow = skin.arrow
            radius = skin.background.cornerRadius
            self.arrowStart = arrowStart
            var matrix = cairo_matrix_t()
            switch direction {
            case .up:
                let body: Rect = (m.left, h, w - m.left - m.right, H - h - m.bottom)
                canonicalBody = body
                cairo_matrix_init_identity(&matrix)
                bounds = (body.x, 0, body.width, body.y + body.height)
            case .down:
                let body: Rect = (m.left, m.top, w - m.left - m.right, H - m.top - h)
                canonicalBody = (body.x, H - body.y - body.height, body.width, body.height)
                cairo_matrix_init(&matrix, 1, 0, 0, -1, 0, H)
                bounds = (body.x, body.y, body.width, H - body.y)
            case .right:
                let body: Rect = (m.left, m.top, w - m.left - h, H - m.top - m.bottom)
                canonicalBody = (body.y, w - body.x - body.width, body.height, body.width)
                cairo_matrix_init(&matrix, 0, 1, -1, 0, w, 0)  // canonical (u, v) → image (w − v, u)
                bounds = (body.x, body.y, w - body.x, body.height)
            }
            self.matrix = matrix
        }

        /// Adds the outline to `cr`'s path: the rounded body with the arrow rising from its top edge. Where the
        /// arrow's base reaches over a rounded corner, its side drops straight down to the arc.
        func trace(_ cr: OpaquePointer) {
            cairo_save(cr)
            var matrix = self.matrix
            cairo_transform(cr, &matrix)
            let (x0, y0, w, h) = canonicalBody
            let b = arrow.base
            let r = max(0, min(radius, w / 2, h / 2))
            let start = min(max(arrowStart, x0), x0 + w - b), end = start + b
            let left = x0 + r, right = x0 + w - r, top = y0 + r
            cairo_new_sub_path(cr)
            if start < left {
                cairo_arc(cr, left, top, r, .pi, 2 * .pi - acos(max(-1, (start - left) / r)))
            } else {
                cairo_arc(cr, left, top, r, .pi, 3 * .pi / 2)
            }
            cairo_line_to(cr, start, y0)
            cairo_save(cr)
            cairo_translate(cr, start, y0 - arrow.height)
            ArrowRenderer.sidesPath(cr, arrow)
            cairo_restore(cr)
            if end > right {
                let angle = 2 * .pi - acos(min(1, (end - right) / r))
                cairo_line_to(cr, end, top + r * sin(angle))
                cairo_arc(cr, right, top, r, angle, 2 * .pi)
            } else {
                cairo_arc(cr, right, top, r, 3 * .pi / 2, 2 * .pi)
            }
            cairo_arc(cr, right, y0 + h - r, r, 0, .pi / 2)
            cairo_arc(cr, left, y0 + h - r, r, .pi / 2, .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        }
    }
}
