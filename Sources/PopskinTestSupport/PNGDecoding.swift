import CPNG
import PopskinRender

/// Test support: PNG bytes back to pixels with libpng.
public enum PNGDecoding {
    /// Reads PNG bytes back to straight RGBA with libpng (the same library every decoder in the field trusts).
    public static func decode(_ bytes: [UInt8]) -> RGBAImage? {
        bytes.withUnsafeBytes { buffer -> RGBAImage? in
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&png, buffer.baseAddress, buffer.count) != 0 else { return nil }
            png.format = 0x03  // RGBA, 8-bit, straight alpha
            var pixels = [UInt8](repeating: 0, count: Int(png.width * png.height) * 4)
            let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
            png_image_free(&png)
            return ok != 0 ? RGBAImage(width: Int(png.width), height: Int(png.height), pixels: pixels) : nil
        }
    }
}
