import CCairo
import PopskinCore
import PopskinRuntime

/// Shows an image the way a `UIImageView` shows a resizable one (Core Animation's `contentsCenter`): caps copied,
/// the rest stretched, squashed proportionally when the frame is smaller than the caps. Each patch is sampled
/// inside its own rectangle, as a texture patch is: a stretched tile never reads its neighbouring cap, however
/// the transform rounds. Stretching samples the nearest pixel: popskin's tiles are uniform, so Core Animation's
/// linear filter gives the same pixels, and cairo's bilinear path leaks transparency at the edges of large
/// magnifications, which the device does not.
enum NineSlice {
    /// Draws `crop` of `source` (points of an image at `scale`; nil for all of it) with `caps` (points) into `frame`
    /// (points) on `cr`, whose user space is in points; `mirrored` flips the result about the frame's vertical
    /// centre line. A crop is a new image, as `CGImage.cropping(to:)` makes: nothing outside it is sampled.
    static func draw(
        _ source: CairoSurface, scale: Double, crop: LayoutRect?, caps: SkinInsets, into frame: LayoutRect,
        mirrored: Bool, on cr: OpaquePointer
    ) {
        let whole = LayoutRect(x: 0, y: 0, width: Double(source.width) / scale, height: Double(source.height) / scale)
        let part = crop ?? whole
        var surface = source.pointer, cropped: OpaquePointer?
        if crop != nil {
            cropped = cairo_surface_create_for_rectangle(
                source.pointer, part.x * scale, part.y * scale,
                part.width * scale, part.height * scale)
            surface = cropped!
        }
        defer { if let cropped { cairo_surface_destroy(cropped) } }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if mirrored {
            cairo_translate(cr, 2 * frame.x + frame.width, 0)
            cairo_scale(cr, -1, 1)
        }
        let columns = segments(part.width, caps.left, caps.right, frame.x, frame.width)
        let rows = segments(part.height, caps.top, caps.bottom, frame.y, frame.height)
        for column in columns where column.from.length > 0 && column.to.length > 0 {
            for row in rows where row.from.length > 0 && row.to.length > 0 {
                cairo_save(cr)
                cairo_rectangle(cr, column.to.start, row.to.start, column.to.length, row.to.length)
                cairo_clip(cr)
                cairo_translate(cr, column.to.start, row.to.start)
                cairo_scale(cr, column.to.length / column.from.length / scale, row.to.length / row.from.length / scale)
                // Whole pixels: caps such as 6⅓ pt are 19 px at 3x, whatever the floating point says (a patch a
                // hair short would pad its last pixel into the next one).
                let (x, y) = ((column.from.start * scale).rounded(), (row.from.start * scale).rounded())
                let patch = cairo_surface_create_for_rectangle(
                    surface, x, y, ((column.from.start + column.from.length) * scale).rounded() - x,
                    ((row.from.start + row.from.length) * scale).rounded() - y)!
                cairo_set_source_surface(cr, patch, 0, 0)
                cairo_surface_destroy(patch)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }

    typealias Span = (start: Double, length: Double)

    /// The three spans along one axis, source (from 0) and target: leading cap, stretched middle, trailing cap.
    static func segments(
        _ length: Double, _ lead: Double, _ trail: Double, _ target: Double, _ targetLength: Double
    ) -> [(from: Span, to: Span)] {
        let squash = targetLength < lead + trail ? targetLength / (lead + trail) : 1
        let toLead = lead * squash, toTrail = trail * squash
        return [
            ((0, lead), (target, toLead)),
            ((lead, length - lead - trail), (target + toLead, targetLength - toLead - toTrail)),
            ((length - trail, trail), (target + targetLength - toTrail, toTrail)),
        ]
    }
}

extension CairoSurface {
    /// A surface holding `image`, premultiplied as cairo wants it.
    convenience init(_ image: RGBAImage) throws(RenderFailure) {
        guard let size = PixelSize(width: image.width, height: image.height) else {
            throw RenderFailure(description: "cannot draw a \(image.width)×\(image.height) px image")
        }
        self.init(size)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let alpha = UInt32(image.pixels[i + 3])
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                let word =
                    alpha << 24 | premultiplied(image.pixels[i]) << 16 | premultiplied(image.pixels[i + 1]) << 8
                    | premultiplied(image.pixels[i + 2])
                UnsafeMutableRawPointer(data).storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
