import Foundation
import PopskinCore
import PopskinSources
import Testing

@testable import PopskinRender

/// The preview sheet draws what the runtime lays out: the arrow's tip where the offset asks, the corners clear.
@Suite struct ContactSheetTests {
    static let theme = """
        arrow: { base: 20, height: 10 }
        background: { corner-radius: 6, fill: "#336699" }
        content: { insets: 8 }

        """

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let at = (y * image.width + x) * 4
        return Array(image.pixels[at..<(at + 4)])
    }

    static let fill: [UInt8] = [0x33, 0x66, 0x99, 255]

    @Test(arguments: [BackgroundStyle.separate, .combined]) func theArrowsTipIsWhereTheOffsetAsks(
        style: BackgroundStyle
    ) throws {
        let skin = try RenderTestKit.skin(
            Self.theme.replacingOccurrences(
                of: "corner-radius: 6",
                with: "corner-radius: 6, style: \(style)"))
        let sheet = try ContactSheet.render(
            [ContactSheet.Entry(ThemeDrawing(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")))],
            scale: 1)
        #expect(sheet.width == 5 * 210 && sheet.height == 28 + 4 * 160)
        // "up, offset 0": the view at (20, 36), 170 wide; the tip at x 85, two points down the triangle is 4 wide.
        #expect(Self.pixel(sheet, 20 + 85, 36 + 3) == Self.fill)
        #expect(Self.pixel(sheet, 20 + 85 - 5, 36 + 3) != Self.fill)
        // "up, offset −1000": clamped to the clearance (6), the tip at 6 + 10.
        #expect(Self.pixel(sheet, 20 + 2 * 210 + 16, 36 + 3) == Self.fill)
        // "down, offset −42": the tip at 85 − 42, at the view's bottom.
        #expect(Self.pixel(sheet, 20 + 210 + 43, 36 + 160 + 120 - 4) == Self.fill)
        // The body's middle is filled in every cell of the first row.
        for column in 0..<4 {
            #expect(Self.pixel(sheet, 20 + column * 210 + 85, 36 + 60) == Self.fill, "column \(column)")
        }
    }

    @Test func theCasesFollowThePopoversSize() throws {
        let skin = try RenderTestKit.skin(Self.theme)
        let setting = ContactSheet.Setting(popover: Size(width: 300, height: 200))
        let entry = ContactSheet.Entry(ThemeDrawing(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")))
        let sheet = try ContactSheet.render([entry], scale: 1, setting: setting)
        #expect(ContactSheet.size(of: 1, scale: 1, setting: setting) == (sheet.width, sheet.height))
        #expect(sheet.width == 5 * 340 && sheet.height == 28 + 4 * 240)
        // "up, offset −75" (a quarter of 300): the view at (360, 36), the tip at 150 − 75, two points down 4 wide.
        #expect(Self.pixel(sheet, 360 + 75, 36 + 3) == Self.fill)
        #expect(Self.pixel(sheet, 360 + 75 - 5, 36 + 3) != Self.fill)
        // "left, offset 0" (third row): the tip at half of 200, on the view's left edge.
        #expect(Self.pixel(sheet, 20 + 3, 36 + 2 * 240 + 100) == Self.fill)
        #expect(Self.pixel(sheet, 20 + 3, 36 + 2 * 240 + 100 - 5) != Self.fill)
        // "up, too small": as narrow as the arrow's base and one clearance (26), the full 200 high.
        let tooSmall = 20 + 4 * 340
        #expect(Self.pixel(sheet, tooSmall + 13, 36 + 190) == Self.fill)
        #expect(Self.pixel(sheet, tooSmall + 30, 36 + 190) != Self.fill)
    }

    @Test func theSheetIsDeterministic() throws {
        let skin = try RenderTestKit.skin(Self.theme)
        let entry = ContactSheet.Entry(ThemeDrawing(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")))
        #expect(
            try ContactSheet.render([entry, entry, entry], scale: 2)
                == ContactSheet.render([entry, entry, entry], scale: 2))
        #expect(throws: (any Error).self) { try ContactSheet.render(Array(repeating: entry, count: 40), scale: 3) }
    }

    /// Issue 30, item 5: a sheet too tall for one image is paged; each page as full as the largest image allows, a
    /// theme's appearances kept together.
    @Test(arguments: [(1, 2), (2, 2), (4, 3), (1, 3)])
    func pagesHoldWhatFitsInOneImage(group: Int, scale: Int) throws {
        let entries = try #require(ContactSheet.perSheet(group: group, scale: scale))
        #expect(entries % group == 0)
        let page = ContactSheet.size(of: entries, scale: scale)
        #expect(page.width <= PixelSize.maximum && page.height <= PixelSize.maximum)
        let more = ContactSheet.size(of: entries + ContactSheet.columnsOfThemes * group, scale: scale)
        #expect(more.height > PixelSize.maximum)
    }
}
