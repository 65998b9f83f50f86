import CCairo
import PopskinRuntime

/// How `theme render` approximates Liquid Glass (`material: glass`), which only iOS 26 draws: over the frost (a
/// lighter blur and wash than any blur material: glass lets more of what is behind it through) the tint at half its
/// alpha, then the light glass catches at its edge — a soft bright band inside the outline and a thin rim, brightest
/// at the top-left and bottom-right. Apple publishes no numbers for glass; these are popskin's, judged by eye, and
/// nothing here bends or moves as glass does. Every render of glass says it is approximated.
extension MaterialLook {
    /// What a picture says of its materials, the one wording `theme preview` and the diff's report share: `blurs`
    /// and `glass` (theme names as shown) are popskin's approximations, drawn over a grey stand-in where
    /// `overStandIn`; nil when there are none.
    public static func approximationNote(blurs: [String], glass: [String], overStandIn: Bool) -> String? {
        var parts: [String] = []
        if !blurs.isEmpty {
            parts.append(
                "the material of \(blurs.joined(separator: ", ")) is "
                    + (overStandIn
                        ? "drawn as popskin approximates it, over a grey stand-in" : "popskin's approximation")
                    + " (docs/drawing.md); the device draws UIKit's own")
        }
        if !glass.isEmpty {
            parts.append(
                "Liquid Glass approximated for \(glass.joined(separator: ", "))"
                    + (overStandIn ? ", over a grey stand-in" : "") + " (docs/drawing.md); iOS 26 draws UIGlassEffect")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The rim's width inside the outline, in points.
    public static let glassRim = 1.0
    /// The soft band's width inside the outline, in points.
    public static let glassBand = 6.0

    /// The rim's opacity along the outline's diagonal, top-left to bottom-right: bright, faint, bright again.
    var rimStops: [(at: Double, alpha: Double)] {
        dark ? [(0, 0.55), (0.5, 0.12), (1, 0.35)] : [(0, 0.9), (0.5, 0.2), (1, 0.6)]
    }

    /// The soft band's opacity (white).
    var bandAlpha: Double { dark ? 0.06 : 0.12 }

    /// Paints glass's tint and light inside `outline` on `cr` (in the outline's points); nothing for a blur material.
    func glazing(_ outline: PopoverOutline, on cr: OpaquePointer, _ canvas: CairoSurface) {
        guard material == .glass else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        OutlinePainter.trace(outline, on: cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        cairo_clip_preserve(cr)
        if let tint {
            // Glass is tinted toward the colour, never covered by it: half the tint's alpha at most.
            OutlinePainter.setColor(tint, on: cr, opacity: 0.5)
            cairo_fill_preserve(cr)
        }
        // Strokes of twice a width, clipped to the outline, lie that width inside it. The band is six of them, one
        // point apart, so it fades from the edge inwards.
        for step in 1...6 {
            cairo_set_source_rgba(cr, 1, 1, 1, bandAlpha / 6)
            cairo_set_line_width(cr, 2 * Self.glassBand * Double(step) / 6)
            cairo_stroke_preserve(cr)
        }
        let rim = cairo_pattern_create_linear(x0, y0, x1, y1)!
        for stop in rimStops { cairo_pattern_add_color_stop_rgba(rim, stop.at, 1, 1, 1, stop.alpha) }
        cairo_set_source(cr, rim)
        cairo_pattern_destroy(rim)
        cairo_set_line_width(cr, 2 * Self.glassRim)
        cairo_stroke(cr)
        cairo_restore(cr)
        cairo_surface_flush(canvas.pointer)
    }
}
