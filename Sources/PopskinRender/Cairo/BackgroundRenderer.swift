import CCairo
import PopskinCore

/// Draws a skin's background with cairo: the rounded outline inset by the shadow's margins, filled with the
/// colour or gradient, the border inside the outline, and the shadow (a blurred, offset copy of the outline)
/// beneath it. Without a size it draws the smallest 9-slice source: the cap insets plus a 1-pt stretch tile.
public enum BackgroundRenderer {
    /// Why a picture could not be drawn.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The background at `scale` pixels per point; `size` in points, or the 9-slice minimum when nil.
    public static func render(_ skin: Skin, scale: Int, size: Size? = nil) throws -> RGBAImage {
        try draw(skin, scale: scale, size: size).image()
    }

    /// The same, as the cairo surface it was drawn on (for benchmarks that hand it to other PNG writers).
    public static func draw(_ skin: Skin, scale: Int, size: Size? = nil) throws -> CairoSurface {
        let caps = skin.background.capInsets
        let points = size ?? Size(width: caps.left + caps.right + 1, height: caps.top + caps.bottom + 1)
        let width = Int((points.width * Double(scale)).rounded(.up)), height = Int((points.height * Double(scale)).rounded(.up))
        guard scale > 0, width > 0, height > 0, width <= 8192, height <= 8192 else {
            throw Failure(description: "cannot draw a \(width)×\(height) px image")
        }
        let canvas = CairoSurface(width: width, height: height)
        let surface = canvas.pointer
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }

        let margins = skin.shadow?.margins ?? .zero
        let outline = (x: max(0, margins.left), y: max(0, margins.top),
                       width: points.width - max(0, margins.left) - max(0, margins.right),
                       height: points.height - max(0, margins.top) - max(0, margins.bottom))
        if let shadow = skin.shadow {
            try drawShadow(shadow, on: cr, width: width, height: height, scale: Double(scale)) { context in
                roundedRectangle(context, outline, radius: skin.background.cornerRadius)
            }
        }
        cairo_scale(cr, Double(scale), Double(scale))
        roundedRectangle(cr, outline, radius: skin.background.cornerRadius)
        setFill(skin.background, outline: outline, on: cr)
        cairo_fill(cr)
        if skin.border.width > 0 {
            // Inside the outline: clip to it and stroke twice the width centred on it.
            cairo_save(cr)
            roundedRectangle(cr, outline, radius: skin.background.cornerRadius)
            cairo_clip(cr)
            roundedRectangle(cr, outline, radius: skin.background.cornerRadius)
            cairo_set_line_width(cr, 2 * skin.border.width)
            setColor(skin.border.color, on: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo could not draw the background")
        }
        return canvas
    }

    typealias Rect = (x: Double, y: Double, width: Double, height: Double)

    static func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.x + rect.width - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.x + rect.width - r, rect.y + rect.height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + r, rect.y + rect.height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    static func setColor(_ color: Color, on cr: OpaquePointer, opacity: Double = 1) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255 * opacity)
    }

    static func setFill(_ background: Background, outline: Rect, on cr: OpaquePointer) {
        guard let gradient = background.gradient else { return setColor(background.fill, on: cr) }
        let vertical = gradient.axis == .vertical
        let pattern = vertical
            ? cairo_pattern_create_linear(outline.x, outline.y, outline.x, outline.y + outline.height)!
            : cairo_pattern_create_linear(outline.x, outline.y, outline.x + outline.width, outline.y)!
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in [(0.0, gradient.from), (1.0, gradient.to)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, Double(color.red) / 255, Double(color.green) / 255,
                                              Double(color.blue) / 255, Double(color.alpha) / 255)
        }
        cairo_set_source(cr, pattern)
    }

    /// The shape `outline` traces (in points), offset and blurred on an alpha plane (σ = blur / 2), painted in the
    /// shadow's colour.
    static func drawShadow(
        _ shadow: Shadow, on cr: OpaquePointer, width: Int, height: Int, scale: Double,
        outline: (OpaquePointer) -> Void
    ) throws {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, scale, scale)
        cairo_translate(maskContext, shadow.offset.x, shadow.offset.y)
        outline(maskContext)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        guard let data = cairo_image_surface_get_data(mask) else { throw Failure(description: "no shadow plane") }
        let stride = Int(cairo_image_surface_get_stride(mask))
        var plane = [UInt8](repeating: 0, count: width * height)
        plane.withUnsafeMutableBytes { packed in
            for y in 0..<height { (packed.baseAddress! + y * width).copyMemory(from: data + y * stride, byteCount: width) }
        }
        BoxBlur.blur(&plane, width: width, height: height, sigma: shadow.blur / 2 * scale)
        plane.withUnsafeBytes { packed in
            for y in 0..<height { (data + y * stride).update(from: packed.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width, count: width) }
        }
        cairo_surface_mark_dirty(mask)
        setColor(shadow.color, on: cr, opacity: shadow.opacity)
        cairo_mask_surface(cr, mask, 0, 0)
    }
}
