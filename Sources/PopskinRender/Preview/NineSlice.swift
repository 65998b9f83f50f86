import CCairo
import PopskinCore

/// Shows an image the way UIKit shows a resizable one: caps copied, the rest stretched (nearest pixel, as the
/// 1-pt tiles popskin's art has stay one colour either way), squashed proportionally when the frame is smaller
/// than the caps.
enum NineSlice {
    typealias Rect = BackgroundRenderer.Rect

    /// Draws `crop` of `source` (points of an image at `scale`) with `caps` (points) into `frame` (points) on `cr`,
    /// whose user space is in points; `mirrored` flips the result about the frame's vertical centre line.
    static func draw(
        _ source: CairoSurface, scale: Double, crop: Rect, caps: EdgeInsets, into frame: Rect, mirrored: Bool,
        on cr: OpaquePointer
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if mirrored {
            cairo_translate(cr, 2 * frame.x + frame.width, 0)
            cairo_scale(cr, -1, 1)
        }
        let columns = segments(crop.x, crop.width, caps.left, caps.right, frame.x, frame.width)
        let rows = segments(crop.y, crop.height, caps.top, caps.bottom, frame.y, frame.height)
        for column in columns {
            for row in rows where column.from.length > 0 && column.to.length > 0 && row.from.length > 0 && row.to.length > 0 {
                cairo_save(cr)
                cairo_rectangle(cr, column.to.start, row.to.start, column.to.length, row.to.length)
                cairo_clip(cr)
                cairo_translate(cr, column.to.start, row.to.start)
                cairo_scale(cr, column.to.length / column.from.length / scale, row.to.length / row.from.length / scale)
                cairo_set_source_surface(cr, source.pointer, -column.from.start * scale, -row.from.start * scale)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }

    typealias Span = (start: Double, length: Double)

    /// The three spans along one axis, source and target: leading cap, stretched middle, trailing cap.
    static func segments(
        _ start: Double, _ length: Double, _ lead: Double, _ trail: Double, _ target: Double, _ targetLength: Double
    ) -> [(from: Span, to: Span)] {
        let squash = targetLength < lead + trail ? targetLength / (lead + trail) : 1
        let toLead = lead * squash, toTrail = trail * squash
        return [
            ((start, lead), (target, toLead)),
            ((start + lead, length - lead - trail), (target + toLead, targetLength - toLead - toTrail)),
            ((start + length - trail, trail), (target + targetLength - toTrail, toTrail)),
        ]
    }
}

extension CairoSurface {
    /// A surface holding `image`, premultiplied as cairo wants it.
    convenience init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let alpha = UInt32(image.pixels[i + 3])
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                let word = alpha << 24 | premultiplied(image.pixels[i]) << 16 | premultiplied(image.pixels[i + 1]) << 8
                    | premultiplied(image.pixels[i + 2])
                UnsafeMutableRawPointer(data).storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
