import CCairo
import Foundation
import PopskinCore

/// Draws a skin's up-pointing arrow: `base` wide, `height + overlap` deep. The triangle (or rounded-tip triangle)
/// runs from the tip down to the background's edge at `height`; below that a strip `overlap` deep continues the
/// fill over the background's border, so arrow and bubble join without a line. The border follows the slanted
/// sides only, inside the shape.
public enum ArrowRenderer {
    public static func render(_ skin: Skin, scale: Int) throws -> RGBAImage {
        try draw(skin, scale: scale).image()
    }

    /// The same, as the cairo surface it was drawn on.
    public static func draw(_ skin: Skin, scale: Int) throws -> CairoSurface {
        let arrow = skin.arrow
        let depth = arrow.height + max(0, arrow.overlap)
        let width = Int((arrow.base * Double(scale)).rounded(.up)), height = Int((depth * Double(scale)).rounded(.up))
        guard scale > 0, width > 0, height > 0, width <= 8192, height <= 8192 else {
            throw BackgroundRenderer.Failure(description: "cannot draw a \(width)×\(height) px arrow")
        }
        let canvas = CairoSurface(width: width, height: height)
        let surface = canvas.pointer
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))

        outline(cr, arrow, closeAt: depth)
        // A gradient cannot match at every offset (GRADIENT-SIDE-SEAM); use its colour where an up arrow joins.
        BackgroundRenderer.setColor(skin.background.gradient?.from ?? skin.background.fill, on: cr)
        cairo_fill(cr)
        if skin.border.width > 0 {
            cairo_save(cr)
            outline(cr, arrow, closeAt: depth)
            cairo_clip(cr)
            sides(cr, arrow)
            cairo_set_line_width(cr, 2 * skin.border.width)
            BackgroundRenderer.setColor(skin.border.color, on: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw BackgroundRenderer.Failure(description: "cairo could not draw the arrow")
        }
        return canvas
    }

    /// The arrow's shape, with the overlap strip down to `closeAt`.
    static func outline(_ cr: OpaquePointer, _ arrow: Arrow, closeAt depth: Double) {
        cairo_new_path(cr)
        cairo_move_to(cr, 0, depth)
        cairo_line_to(cr, 0, arrow.height)
        sidesPath(cr, arrow)
        cairo_line_to(cr, arrow.base, depth)
        cairo_close_path(cr)
    }

    /// The two slanted sides alone, for the border.
    static func sides(_ cr: OpaquePointer, _ arrow: Arrow) {
        cairo_new_path(cr)
        cairo_move_to(cr, 0, arrow.height)
        sidesPath(cr, arrow)
    }

    /// From the base's left corner `(0, height)` over the tip `(base / 2, 0)` to the base's right corner; a rounded
    /// tip is an arc tangent to both sides. The current point must be the left corner.
    static func sidesPath(_ cr: OpaquePointer, _ arrow: Arrow) {
        let b = arrow.base, h = arrow.height
        let radius = arrow.shape == .rounded ? arrow.tipRadius : 0
        guard radius > 0 else {
            cairo_line_to(cr, b / 2, 0)
            cairo_line_to(cr, b, h)
            return
        }
        let halfAngle = atan((b / 2) / h)                  // between a side and the axis
        let centre = min(radius / sin(halfAngle), h)       // the tangent circle's centre, below the tip
        let along = centre * cos(halfAngle)                // tip to tangent point, along a side
        let side = (b / 2) / sin(halfAngle) / h            // length of a side per unit of height (for direction)
        let dx = (b / 2) / (h * side), dy = 1 / side       // unit vector from the tip down the right side
        let r = centre * sin(halfAngle)
        cairo_line_to(cr, b / 2 - dx * along, dy * along)
        cairo_arc(cr, b / 2, centre, r, -Double.pi / 2 - (Double.pi / 2 - halfAngle), -Double.pi / 2 + (Double.pi / 2 - halfAngle))
        cairo_line_to(cr, b, h)
    }
}
