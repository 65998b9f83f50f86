import CCairo
import PopskinCore
import PopskinRuntime
import PopskinTokens

extension ContactSheet {
    /// What every cell shows its popover in: the popover's size and what is under it.
    public struct Setting {
        /// The view's size in each cell (the too-small case narrows it along the arrow's edge).
        public var popover: Size
        /// Nil: light grey, or near-black for a dark appearance. A colour or the checkerboard covers the whole sheet;
        /// an image fills each cell's window, moved so that `anchor` is where the arrow is aimed (its frame's edge).
        public var backdrop: Backdrop?
        /// The point of an image backdrop each arrow points at, in its points (nil: its centre), as an app's
        /// popover points at the control that opened it.
        public var anchor: LayoutPoint?

        /// The preview's popover unless told: a small menu on a phone, as `theme render` draws by default.
        public static let defaultPopover = Size(width: 170, height: 120)

        public init(popover: Size = defaultPopover, backdrop: Backdrop? = nil, anchor: LayoutPoint? = nil) {
            (self.popover, self.backdrop, self.anchor) = (popover, backdrop, anchor)
        }

        /// Room left and right of the popover in its cell, and above and below it: wider over an image, so that
        /// what each arrow points at shows.
        var margin: (side: Double, top: Double) {
            if case .image = backdrop { return (40, 28) }
            return (20, 8)
        }

        /// One cell, in whole points: the popover with its margins, then a line for the caption; never narrower
        /// than the longest caption.
        var cell: (width: Double, height: Double) {
            (
                (max(popover.width, Self.defaultPopover.width) + 2 * margin.side).rounded(.up),
                (popover.height + 2 * margin.top + 24).rounded(.up)
            )
        }

        /// Where the image of a cell whose top-left corner is `corner` shows: all of the cell but its caption and a
        /// gutter between cells.
        func window(at corner: (x: Double, y: Double)) -> LayoutRect {
            LayoutRect(
                x: corner.x + 4, y: corner.y + 2, width: cell.width - 8, height: popover.height + 2 * margin.top - 2)
        }

        /// One theme's block: its title, then a row of five cases for each of the four directions.
        var block: (width: Double, height: Double) {
            (cell.width * 5, ContactSheet.header + cell.height * 4)
        }

        /// Whether `entry`'s captions are written light, on a dark ground.
        func lightInk(_ entry: Entry) -> Bool {
            switch backdrop {
            case .color(let color):
                let c = color.sRGB
                return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue < 0.5
            case .checker: return false
            case .image, nil: return entry.isDark
            }
        }

        /// Paints an image backdrop inside `window` (sheet points), moved so that `anchor` lies under `tip` (the
        /// point the arrow is aimed at in the view at `frame`), on whole device pixels; past the image's edges its
        /// edge pixels repeat.
        func paintWindow(
            _ window: LayoutRect, tip: LayoutPoint, of frame: LayoutRect, scale: Int, converted: CairoSurface?,
            on cr: OpaquePointer
        ) throws {
            guard case .image(let image) = backdrop, let size = PixelSize(width: image.width, height: image.height)
            else { return }
            let s = Double(scale)
            let at = anchor ?? LayoutPoint(x: Double(image.width) / s / 2, y: Double(image.height) / s / 2)
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_rectangle(cr, window.x, window.y, window.width, window.height)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_translate(
                cr, ((frame.x + tip.x - at.x) * s).rounded(), ((frame.y + tip.y - at.y) * s).rounded())
            try backdrop?.paint(on: cr, size: size, scale: scale, converted: converted)
        }

        /// An image backdrop as cairo holds it, converted once for all the cells.
        func converted() throws -> CairoSurface? {
            guard case .image(let image) = backdrop else { return nil }
            return try CairoSurface(image)
        }
    }

    /// The sheet's ground: a colour or the checkerboard over all of it; else light grey, near-black under the blocks
    /// of dark appearances (all of it when every entry is dark). `cr` is in device space.
    static func paintGround(
        _ entries: [Entry], columns: Int, setting: Setting, size: PixelSize, scale: Int, on cr: OpaquePointer
    ) throws {
        switch setting.backdrop {
        case .color, .checker:
            try setting.backdrop?.paint(on: cr, size: size, scale: scale)
            return
        case .image, nil:
            break
        }
        let grey = entries.allSatisfy(\.isDark) ? darkBackdrop : 0.88
        cairo_set_source_rgb(cr, grey, grey, grey + 0.02)
        cairo_paint(cr)
        let (block, s) = (setting.block, Double(scale))
        for (index, entry) in entries.enumerated() where entry.isDark {
            let origin = (x: Double(index % columns) * block.width, y: Double(index / columns) * block.height)
            cairo_rectangle(cr, origin.x * s, origin.y * s, block.width * s, block.height * s)
            cairo_set_source_rgb(cr, darkBackdrop, darkBackdrop, darkBackdrop + 0.01)
            cairo_fill(cr)
        }
    }
}
