import CCairo
import PopskinCore

extension SuppliedArt.Source {
    /// The art at `scale`: the file decoded by cairo and drawn onto an ARGB32 surface of its point size × `scale`
    /// pixels (whole pixels, rounded up). At the file's own scale the pixels are copied exactly.
    func resampled(to scale: Int) throws -> RGBAImage {
        let width = ScaledImageFiles.pixels(header.width, from: self.scale, to: scale)
        let height = ScaledImageFiles.pixels(header.height, from: self.scale, to: scale)
        guard width <= SuppliedArt.maximumSide, height <= SuppliedArt.maximumSide,
            let size = PixelSize(width: width, height: height)
        else {
            throw failure(
                .tooLarge,
                "\(file) would be \(width)×\(height) px at \(scale)x; art may have at most "
                    + "\(SuppliedArt.maximumSide) px a side")
        }
        let source = try Self.decode(try checkedBytes())
        defer { cairo_surface_destroy(source) }
        let status = cairo_surface_status(source)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw failure(.unreadable, "cairo cannot read \(file): \(String(cString: cairo_status_to_string(status)))")
        }
        let sourceWidth = Int(cairo_image_surface_get_width(source))
        let sourceHeight = Int(cairo_image_surface_get_height(source))
        guard sourceWidth > 0, sourceHeight > 0 else { throw failure(.unreadable, "\(file) has no pixels") }

        // Always drawn onto a fresh ARGB32 surface: cairo decodes opaque PNGs as RGB24, whose alpha byte is undefined.
        let canvas = CairoSurface(size)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        let sameSize = width == sourceWidth && height == sourceHeight
        cairo_scale(cr, Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, sameSize ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        // PAD, not NONE: the filter would otherwise blend the edge pixels with transparency and darken the rim.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_surface_flush(canvas.pointer)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, cairo_surface_status(canvas.pointer) == CAIRO_STATUS_SUCCESS
        else {
            throw failure(.unreadable, "cairo could not resample \(file) to \(scale)x")
        }
        return canvas.image()
    }

    /// Cairo's surface of PNG `bytes`, decoded from memory: the file is not opened a second time.
    private static func decode(_ bytes: [UInt8]) throws -> OpaquePointer {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard let data, reader.bytes.count - reader.offset >= count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        return withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())!
        }
    }

    private func failure(_ kind: SuppliedArt.Failure.Kind, _ description: String) -> SuppliedArt.Failure {
        SuppliedArt.Failure(kind: kind, file: file, description: description)
    }
}
