import CCairo

/// An ARGB32 cairo image surface, destroyed with its owner.
public final class CairoSurface {
    /// The `cairo_surface_t`.
    public let pointer: OpaquePointer
    /// Checked when it was made, so the `Int32`s cairo takes hold it.
    public let size: PixelSize
    public var width: Int { size.width }
    public var height: Int { size.height }

    init(_ size: PixelSize) {
        self.pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        self.size = size
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The pixels as straight RGBA.
    public func image() -> RGBAImage {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        return RGBAImage(
            premultipliedARGB32: UnsafeRawBufferPointer(start: data, count: stride * height),
            width: width, height: height, stride: stride)
    }
}
