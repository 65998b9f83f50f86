import CCairo
import Foundation
import PopskinCore
import PopskinRuntime

/// Draws an arrow laid over hand-made background art (separate style): `base` wide, `height + overlap` deep, the
/// triangle (or rounded-tip triangle) from the tip to the bubble's edge, then a strip of the fill over the
/// background's border. The border follows the slanted sides only, inside the shape. Each direction is drawn turned
/// (cairo's anti-aliasing is not symmetric under rotation, so turning pixels afterwards would differ).
public enum ArrowRenderer {
    public enum Direction: Int, CaseIterable, Sendable {
        /// Quarter turns clockwise from up.
        case up, right, down, left

        public var name: String { ["up", "right", "down", "left"][rawValue] }

        /// The side of the bubble the arrow stands on.
        public var side: Side { [.top, .right, .bottom, .left][rawValue] }

        public init(_ direction: PopoverArrowDirection) {
            switch direction {
            case .up: self = .up
            case .right: self = .right
            case .down: self = .down
            case .left: self = .left
            }
        }
    }

    public static func render(_ skin: Skin, scale: Int, direction: Direction = .up) throws -> RGBAImage {
        try draw(skin, scale: scale, direction: direction).image()
    }

    /// The same, as the cairo surface it was drawn on.
    public static func draw(_ skin: Skin, scale: Int, direction: Direction = .up) throws -> CairoSurface {
        let arrow = skin.arrow
        let depth = arrow.height + max(0, arrow.overlap)
        let across = arrow.base * Double(scale), along = depth * Double(scale)
        let upright = direction == .up || direction == .down
        guard scale > 0 else { throw RenderFailure(description: "cannot draw an arrow at \(scale)x") }
        let canvas = CairoSurface(
            try PixelSize(
                pixels: upright ? across : along, upright ? along : across, rounding: .up, what: "arrow"))
        let surface = canvas.pointer
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        // The up shape, turned clockwise by quarter turns: (x, y) → right (depth − y, x), down (base − x, depth − y),
        // left (y, base − x).
        var turn = cairo_matrix_t()
        switch direction {
        case .up: cairo_matrix_init_identity(&turn)
        case .right: cairo_matrix_init(&turn, 0, 1, -1, 0, depth, 0)
        case .down: cairo_matrix_init(&turn, -1, 0, 0, -1, arrow.base, depth)
        case .left: cairo_matrix_init(&turn, 0, -1, 1, 0, 0, arrow.base)
        }
        cairo_transform(cr, &turn)

        outline(cr, arrow, closeAt: depth)
        OutlinePainter.setColor(skin.background.fill, on: cr)
        cairo_fill(cr)
        if skin.border.width > 0 {
            cairo_save(cr)
            outline(cr, arrow, closeAt: depth)
            cairo_clip(cr)
            sides(cr, arrow)
            cairo_set_line_width(cr, 2 * skin.border.width(scale: Double(scale)))
            OutlinePainter.setColor(skin.border.color, on: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderFailure(description: "cairo could not draw the arrow")
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
    /// tip is the runtime's fillet (`ArrowFillet`), as the outline draws it. The current point must be the left
    /// corner.
    static func sidesPath(_ cr: OpaquePointer, _ arrow: Arrow) {
        let radius = arrow.shape == .rounded ? arrow.tipRadius : 0
        for element in ArrowFillet.sides(base: arrow.base, height: arrow.height, tipRadius: radius) {
            switch element {
            case .move(let p), .line(let p): cairo_line_to(cr, p.x, p.y)
            case .arc(let center, let radius, let start, let sweep):
                cairo_arc(cr, center.x, center.y, radius, start, start + sweep)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
