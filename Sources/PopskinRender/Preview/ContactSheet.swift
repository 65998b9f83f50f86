import CCairo
import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources

/// `popskin theme preview`: every theme as an app would show it, laid out by the runtime's own rule from the images
/// a build writes, in the four directions at several offsets: centred, off-centre, pushed into either corner
/// (clamped) and on a popover too small for the arrow. A red tick marks where the offset asks the arrow to point;
/// each cell's caption says what the layout reported. A theme shown in a dark appearance sits on a dark backdrop, as
/// it would in an app in dark mode, unless the sheet is given a backdrop (`Setting`).
public enum ContactSheet {
    /// One theme to show in one appearance, drawn at the sheet's scale.
    public struct Entry {
        public var drawing: ThemeDrawing
        /// Nil: the colours for any appearance, on the light backdrop.
        public var appearance: SkinAppearance?

        public init(_ drawing: ThemeDrawing, appearance: SkinAppearance? = nil) {
            (self.drawing, self.appearance) = (drawing, appearance)
        }

        public var name: String { drawing.name }
        /// The skin as the entry's appearance lowers it.
        var skin: PopoverSkin { drawing.runtime(for: appearance) }
        var isDark: Bool { appearance?.isDark ?? false }
    }

    static let header = 28.0
    static let columnsOfThemes = 2
    /// Near-black, as an app's background in dark mode, under popovers' elevated fills.
    static let darkBackdrop = 0.05
    static let directions: [PopoverArrowDirection] = [.up, .down, .left, .right]

    /// The cases of one row: an offset along the arrow's edge, and whether the popover is too small for the arrow.
    static func cases(edge: Double) -> [(label: String, offset: Double, tooSmall: Bool)] {
        [
            ("offset 0", 0, false),
            ("offset −\(ValueText.number((edge / 4).rounded(.towardZero)))", -(edge / 4).rounded(), false),
            ("offset −1000", -1000, false), ("offset +1000", 1000, false), ("too small, 0", 0, true),
        ]
    }

    /// The pixels of a sheet of `count` entries at `scale`.
    public static func size(of count: Int, scale: Int, setting: Setting = Setting()) -> (width: Int, height: Int) {
        let block = setting.block
        let columns = min(columnsOfThemes, max(1, count))
        let rows = (count + columns - 1) / columns
        return (Int(block.width) * columns * scale, Int(block.height) * max(1, rows) * scale)
    }

    /// How many entries one sheet holds, in whole groups of `group` (a theme's appearances kept together), within
    /// the largest image (`PixelSize.maximum` a side); nil when not even one group fits.
    public static func perSheet(group: Int, scale: Int, setting: Setting = Setting()) -> Int? {
        let block = setting.block
        let columns = columnsOfThemes
        guard Int(block.width) * min(columns, group) * scale <= PixelSize.maximum else { return nil }
        let rows = PixelSize.maximum / max(1, Int(block.height) * scale)
        let groups = rows * columns / max(1, group)
        return groups > 0 ? groups * group : nil
    }

    /// The sheet at `scale` pixels per point (all entries' images must be at that scale), each cell's popover
    /// `setting.popover` in size over `setting.backdrop`.
    public static func render(_ entries: [Entry], scale: Int, setting: Setting = Setting()) throws -> RGBAImage {
        let (block, cell, popover) = (setting.block, setting.cell, setting.popover)
        let columns = min(columnsOfThemes, max(1, entries.count))
        let (width, height) = size(of: entries.count, scale: scale, setting: setting)
        guard width <= 8192, height <= 8192, let size = PixelSize(width: width, height: height) else {
            throw RenderFailure(
                description: "a \(width)×\(height) px sheet is too large; "
                    + "name fewer themes or use a smaller --scale or --size")
        }
        let sheet = CairoSurface(size)
        let cr = cairo_create(sheet.pointer)!
        defer { cairo_destroy(cr) }
        try paintGround(entries, columns: columns, setting: setting, size: size, scale: scale, on: cr)
        let converted = try setting.converted()
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        for (index, entry) in entries.enumerated() {
            let origin = (x: Double(index % columns) * block.width, y: Double(index / columns) * block.height)
            let light = setting.lightInk(entry)
            let title = entry.name + (entry.appearance.map { " · \($0.rawValue)" } ?? "")
            caption(title, at: (origin.x + 10, origin.y + 20), size: 15, dark: light, on: cr)
            for (row, direction) in directions.enumerated() {
                let vertical = direction == .up || direction == .down
                for (column, item) in cases(edge: vertical ? popover.width : popover.height).enumerated() {
                    let corner = (
                        x: origin.x + Double(column) * cell.width, y: origin.y + header + Double(row) * cell.height
                    )
                    let (x, y) = (corner.x + setting.margin.side, corner.y + setting.margin.top)
                    let minimum = entry.skin.arrow.base + entry.skin.arrow.cornerClearance
                    let size =
                        item.tooSmall
                        ? (vertical ? (minimum, popover.height) : (popover.width, minimum))
                        : (popover.width, popover.height)
                    let scene = PopoverScene(
                        size: Size(width: size.0, height: size.1), direction: direction, offset: item.offset,
                        scale: scale, appearance: entry.appearance)
                    let flags = try drawPopover(
                        entry, scene, at: LayoutPoint(x: x, y: y), window: setting.window(at: corner),
                        setting: setting, on: (cr, sheet, converted))
                    caption(
                        "\(direction.rawValue), \(item.label)\(flags)",
                        at: (x, y + popover.height + setting.margin.top + 14), size: 10,
                        dark: light, on: cr)
                }
            }
        }
        return sheet.image()
    }

    /// Draws one popover (`ThemeDrawing`, as `theme render` does) at `origin` over its piece of the backdrop, its
    /// bounds faint, and returns the layout's flags in `theme layout`'s words.
    static func drawPopover(
        _ entry: Entry, _ scene: PopoverScene, at origin: LayoutPoint, window: LayoutRect,
        setting: Setting, on target: (cr: OpaquePointer, sheet: CairoSurface, backdrop: CairoSurface?)
    ) throws -> String {
        let cr = target.cr
        let frame = LayoutRect(x: origin.x, y: origin.y, width: scene.size.width, height: scene.size.height)
        let picture = try entry.drawing.picture(scene)
        try setting.paintWindow(
            window, tip: picture.layout.anchor, of: frame, scale: scene.scale, converted: target.backdrop,
            on: cr)
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_rectangle(cr, 0.25, 0.25, frame.width - 0.5, frame.height - 0.5)
        let faint = setting.lightInk(entry) ? 1.0 : 0
        cairo_set_source_rgba(cr, faint, faint, faint, 0.15)
        cairo_set_line_width(cr, 0.5)
        cairo_stroke(cr)
        cairo_restore(cr)
        cairo_surface_flush(target.sheet.pointer)
        try entry.drawing.paint(picture, of: scene, on: target.sheet, viewAt: origin, standIn: setting.backdrop == nil)
        cairo_surface_mark_dirty(target.sheet.pointer)
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        tick(direction: scene.direction, offset: scene.offset, size: (frame.width, frame.height), on: cr)
        cairo_restore(cr)
        let layout = picture.layout
        return (layout.clamped ? " · clamped" : "") + (layout.tooSmall ? " · too small" : "")
            + (layout.onRoundEnd ? " · round end, centred" : "")
    }

    /// A red tick just outside the arrow's edge where the offset asks the arrow's tip to be (omitted off the edge).
    static func tick(direction: PopoverArrowDirection, offset: Double, size: (Double, Double), on cr: OpaquePointer) {
        let vertical = direction == .up || direction == .down
        let along = (vertical ? size.0 : size.1) / 2 + offset
        guard along >= 0, along <= (vertical ? size.0 : size.1) else { return }
        let (x, y, dx, dy): (Double, Double, Double, Double)
        switch direction {
        case .up: (x, y, dx, dy) = (along, 0, 0, -6)
        case .down: (x, y, dx, dy) = (along, size.1, 0, 6)
        case .left: (x, y, dx, dy) = (0, along, -6, 0)
        case .right: (x, y, dx, dy) = (size.0, along, 6, 0)
        }
        cairo_move_to(cr, x, y)
        cairo_line_to(cr, x + dx, y + dy)
        cairo_set_source_rgb(cr, 0.9, 0, 0)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    static func caption(
        _ text: String, at point: (Double, Double), size: Double, dark: Bool = false, on cr: OpaquePointer
    ) {
        cairo_set_font_size(cr, size)
        let ink = dark ? 0.85 : 0.15
        cairo_set_source_rgb(cr, ink, ink, ink)
        cairo_move_to(cr, point.0, point.1)
        cairo_show_text(cr, text)
    }
}
