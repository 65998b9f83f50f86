import CCairo

/// Two images of one size compared in 8-bit premultiplied RGBA, channel by channel within a tolerance: how
/// `theme check` measures a composition against its ideal. (`PixelMatch`, beside it, is the perceptual comparison
/// `theme diff` makes: the two ways popskin compares pixels, in this one folder.)
public struct ImageDifference: Sendable {
    /// Two cairo surfaces (premultiplied ARGB32) compared as they are.
    init(_ a: CairoSurface, _ b: CairoSurface, tolerance: Int) {
        precondition(a.width == b.width && a.height == b.height, "surfaces of different sizes")
        pixels = a.width * a.height
        let stride = Int(cairo_image_surface_get_stride(a.pointer))
        let p = cairo_image_surface_get_data(a.pointer)!, q = cairo_image_surface_get_data(b.pointer)!
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = y * stride + x * 4
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(p[i + c]) - Int(q[i + c]))) }
                if worst > tolerance {
                    over += 1
                    overPixels.append((x, y))
                }
                if worst > maximum {
                    maximum = worst
                    at = (x, y)
                }
            }
        }
    }

    public var over = 0
    /// The pixels over the tolerance (cairo surfaces only).
    public var overPixels: [(x: Int, y: Int)] = []
    public var pixels = 0
    public var maximum = 0
    public var at = (x: 0, y: 0)
}
