import CCairo
import PopskinCore
import PopskinRuntime
import PopskinTokens

/// What fills a shape: a colour, a gradient across a rectangle, or opaque white (the shape's coverage, for a mask).
enum ShapeFill {
    case color(SkinColor)
    case gradient(SkinGradient, across: LayoutRect)
    case coverage
}

/// Paints a popover outline the way the theme describes it: fill or gradient over the whole shape, the border inside
/// the outline, the shadow a blurred, offset copy of the shape (σ = blur / 2) outside it. The one painter of every
/// shape popskin draws: the art, the ideal it is measured against, and the layer shadow the composition stands for.
enum OutlinePainter {
    /// Adds `outline` (points) to `cr`'s path.
    static func trace(_ outline: PopoverOutline, on cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        for element in outline.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .arc(let center, let radius, let start, let sweep):
                cairo_arc(cr, center.x, center.y, radius, start, start + sweep)
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func fill(_ outline: PopoverOutline, with fill: ShapeFill, on cr: OpaquePointer) {
        cairo_new_path(cr)
        trace(outline, on: cr)
        setSource(fill, on: cr)
        cairo_fill(cr)
    }

    /// The border: `width` inside the outline (a stroke of twice the width, clipped to the shape).
    static func border(_ outline: PopoverOutline, width: Double, color: SkinColor, on cr: OpaquePointer) {
        guard width > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        trace(outline, on: cr)
        cairo_clip(cr)
        cairo_new_path(cr)
        trace(outline, on: cr)
        cairo_set_line_width(cr, 2 * width)
        setColor(color, on: cr)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    static func setSource(_ fill: ShapeFill, on cr: OpaquePointer) {
        switch fill {
        case .color(let color): setColor(color, on: cr)
        case .coverage: cairo_set_source_rgba(cr, 1, 1, 1, 1)
        case .gradient(let gradient, let rect):
            // The runtime's line (CAGradientLayer's start and end points); cairo pads beyond it as the layer does.
            let line = gradient.line(across: rect)
            let pattern = cairo_pattern_create_linear(line.start.x, line.start.y, line.end.x, line.end.y)!
            for stop in gradient.stops {
                let c = stop.color.sRGB
                cairo_pattern_add_color_stop_rgba(
                    pattern, stop.location, c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// PNGs are sRGB: a Display P3 colour is drawn as its sRGB rendering.
    static func setColor(_ color: SkinColor, on cr: OpaquePointer, opacity: Double = 1) {
        let color = color.sRGB
        cairo_set_source_rgba(
            cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

    /// The shadow cast by `casting` (the layer's shadowPath: `PopoverArtLayout.shadowOutline`) on a canvas of
    /// `size` whose user space is points at `scale`, `origin` points in: blurred on an alpha plane, then shown
    /// outside `outline` only (a layer shadow masked by the outline cut out of the plane, so a translucent fill never
    /// shows it).
    static func shadow(
        _ shadow: SkinShadow, of outline: PopoverOutline, casting: PopoverOutline, on cr: OpaquePointer,
        size: PixelSize, scale: Double, origin: LayoutPoint, plane given: ShadowPlane? = nil
    ) throws {
        let plane =
            try given
            ?? ShadowPlane(
                blurredCoverage(
                    casting, offsetX: shadow.offsetX, offsetY: shadow.offsetY, blur: shadow.blur, size: size,
                    scale: scale, origin: origin))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // Outside the outline: the whole canvas with the outline cut out (even-odd), as the view's mask layer.
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, origin.x, origin.y)
        trace(outline, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_identity_matrix(cr)
        cairo_clip(cr)
        setColor(shadow.color, on: cr, opacity: shadow.opacity)
        cairo_mask_surface(cr, plane.pointer, 0, 0)
        cairo_restore(cr)
    }

    /// The shape's coverage offset by `offset` points and blurred (σ = blur / 2), as an A8 surface.
    static func blurredCoverage(
        _ outline: PopoverOutline, offsetX: Double, offsetY: Double, blur: Double, size: PixelSize, scale: Double,
        origin: LayoutPoint
    ) throws -> OpaquePointer {
        let (width, height) = (size.width, size.height)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let context = cairo_create(mask)!
        cairo_scale(context, scale, scale)
        cairo_translate(context, origin.x + offsetX, origin.y + offsetY)
        fill(outline, with: .coverage, on: context)
        cairo_destroy(context)
        cairo_surface_flush(mask)
        guard let data = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            throw RenderFailure(description: "no shadow plane")
        }
        let stride = Int(cairo_image_surface_get_stride(mask))
        var plane = [UInt8](repeating: 0, count: width * height)
        plane.withUnsafeMutableBytes { packed in
            for y in 0..<height {
                (packed.baseAddress! + y * width).copyMemory(from: data + y * stride, byteCount: width)
            }
        }
        BoxBlur.blur(&plane, width: width, height: height, sigma: blur / 2 * scale)
        plane.withUnsafeBytes { packed in
            for y in 0..<height {
                (data + y * stride).update(
                    from: packed.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width,
                    count: width)
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}

/// A blurred shadow plane (an A8 surface), destroyed with its owner: made once, it can shade two canvases of one
/// size alike (the check's composition and ideal).
final class ShadowPlane {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { cairo_surface_destroy(pointer) }
}

/// Why a picture could not be drawn.
public struct RenderFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
