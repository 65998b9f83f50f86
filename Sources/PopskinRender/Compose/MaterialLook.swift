import CCairo
import PopskinRuntime

/// How `theme render` approximates a system material, which only the device draws: what is under the outline
/// blurred (a Gaussian, three box passes), then washed with the elevated background of the appearance.
///
/// Calibrated from what Apple publishes, since it publishes no radius or wash for its materials (docs/drawing.md,
/// "Materials"): UIKit gives popovers the elevated interface level ("the system assigns the elevated level to alerts
/// and popovers", `UITraitCollection.userInterfaceLevel`), and its elevated backgrounds are white in light mode and
/// lighter greys in dark mode (HIG, Color: `tertiarySystemBackground`, dark elevated, is 58 58 60). So a light
/// material lies between its backdrop and white, and a dark one reads lighter than a dark backdrop, as on a device.
/// The blur radii and wash opacities are popskin's, judged by eye against iOS 17 screenshots. Liquid Glass is
/// approximated further still (`MaterialLook+Glass.swift`): a lighter frost with its tint and a bright rim.
public struct MaterialLook: Sendable {
    public var material: SkinMaterial
    public var dark: Bool
    /// Glass's tint as the appearance shows it (nil: none; only glass has one).
    public var tint: SkinColor?

    public init(_ material: SkinMaterial, dark: Bool, tint: SkinColor? = nil) {
        (self.material, self.dark, self.tint) = (material, dark, tint)
    }

    /// The Gaussian's σ in points: thinner materials blur less.
    public var sigma: Double {
        switch material {
        case .ultraThin: 8
        case .thin: 10
        case .regular: 12
        case .thick: 14
        case .chrome: 12
        case .glass: 5
        }
    }

    /// The opacity of the wash over the blur: thinner materials let more of the backdrop through.
    public var wash: Double {
        switch material {
        case .ultraThin: dark ? 0.35 : 0.3
        case .thin: dark ? 0.5 : 0.45
        case .regular: dark ? 0.6 : 0.6
        case .thick: dark ? 0.75 : 0.75
        case .chrome: dark ? 0.7 : 0.65
        case .glass: dark ? 0.3 : 0.25
        }
    }

    /// The wash's colour, each channel 0…1: the elevated background a popover sits on — white in light mode,
    /// `tertiarySystemBackground`'s dark elevated grey (58, 58, 60) in dark mode.
    public var washColor: (red: Double, green: Double, blue: Double) {
        dark ? (58 / 255, 58 / 255, 60 / 255) : (1, 1, 1)
    }

    /// The grey drawn under the wash when there is no backdrop to blur: a page of middle grey, blurred; in dark
    /// mode, a dark page (`secondarySystemBackground`, dark base: 28, 28, 30).
    public var standInGrey: Double { dark ? 28 / 255 : 0.55 }

    /// Draws the material inside `outline` (the view's points, the view at `origin` on the canvas): the canvas under
    /// it blurred (or, as a `standIn`, a flat grey), then the wash. Pixels beyond the canvas's edges repeat its edge,
    /// as a screen has no dark margin.
    func paint(
        under outline: PopoverOutline, at origin: LayoutPoint, on canvas: CairoSurface, scale: Int, standIn: Bool
    ) throws {
        let s = Double(scale)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, s, s)
        cairo_translate(cr, origin.x, origin.y)
        OutlinePainter.trace(outline, on: cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        if standIn {
            cairo_set_source_rgb(cr, standInGrey, standInGrey, standInGrey)
            cairo_fill_preserve(cr)
            try washing(cr, canvas)
            return glazing(outline, on: cr, canvas)
        }
        let reach = Int((3 * sigma * s).rounded(.up)) + 2
        guard
            let left = PixelSize.whole(x0, .down), let top = PixelSize.whole(y0, .down),
            let right = PixelSize.whole(x1, .up), let bottom = PixelSize.whole(y1, .up),
            let region = PixelSize(width: right - left + 2 * reach, height: bottom - top + 2 * reach)
        else { throw RenderFailure(description: "cannot blur the backdrop under a popover this large") }
        let blurred = Self.blurredCopy(
            of: canvas, from: (left - reach, top - reach), size: region, sigma: sigma * s)
        cairo_save(cr)
        cairo_clip_preserve(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, blurred.pointer, Double(left - reach), Double(top - reach))
        cairo_paint(cr)
        cairo_restore(cr)
        try washing(cr, canvas)
        glazing(outline, on: cr, canvas)
    }

    /// Fills `cr`'s path (the outline) with the wash.
    private func washing(_ cr: OpaquePointer, _ canvas: CairoSurface) throws {
        let colour = washColor
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, wash)
        cairo_fill(cr)
        cairo_surface_flush(canvas.pointer)
    }

    /// A `size` piece of `canvas` from `corner` (which may lie outside it: edge pixels repeat), blurred premultiplied
    /// channel by channel.
    static func blurredCopy(
        of canvas: CairoSurface, from corner: (x: Int, y: Int), size: PixelSize, sigma: Double
    ) -> CairoSurface {
        cairo_surface_flush(canvas.pointer)
        let stride = Int(cairo_image_surface_get_stride(canvas.pointer))
        let source = cairo_image_surface_get_data(canvas.pointer)!
        let (width, height) = (size.width, size.height)
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
        for y in 0..<height {
            let sy = min(max(corner.y + y, 0), canvas.height - 1)
            for x in 0..<width {
                let sx = min(max(corner.x + x, 0), canvas.width - 1)
                let word = UnsafeRawPointer(source).loadUnaligned(fromByteOffset: sy * stride + sx * 4, as: UInt32.self)
                for channel in 0..<4 {
                    planes[channel][y * width + x] = UInt8(truncatingIfNeeded: word >> (8 * channel))
                }
            }
        }
        for channel in 0..<4 { BoxBlur.blur(&planes[channel], width: width, height: height, sigma: sigma) }
        let out = CairoSurface(size)
        let target = cairo_image_surface_get_data(out.pointer)!
        let outStride = Int(cairo_image_surface_get_stride(out.pointer))
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                // Averages of premultiplied values stay under the averaged alpha but for rounding.
                let alpha = planes[3][i]
                let word =
                    UInt32(min(planes[0][i], alpha)) | UInt32(min(planes[1][i], alpha)) << 8
                    | UInt32(min(planes[2][i], alpha)) << 16 | UInt32(alpha) << 24
                UnsafeMutableRawPointer(target).storeBytes(
                    of: word, toByteOffset: y * outStride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(out.pointer)
        return out
    }
}
