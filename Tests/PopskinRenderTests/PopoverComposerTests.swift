import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import Testing

@testable import PopskinRender

@Suite struct PopoverComposerTests {
    /// The cell of `theme` (theme `t`) for one case, composed and compared with its ideal.
    static func cell(
        _ theme: String, width: Double, height: Double, direction: PopoverArrowDirection, offset: Double,
        scale: Int
    ) throws -> FidelityCell {
        let skin = try RenderTestKit.skin(theme)
        return try FidelityCheck.cell(
            FidelityCase(direction: direction, offset: offset, size: Size(width: width, height: height), scale: scale),
            skin: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
            images: AssetImages(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
                scale: scale, inputs: InputSnapshot(projectRoot: "/")))
    }

    /// Pieces meet on pixel edges: an opaque flat popover composed from its pieces is its ideal, centred, clamped
    /// into a corner or at an offset on no whole pixel, in every direction and at every scale.
    @Test(arguments: [PopoverArrowDirection.up, .down, .left, .right], [1, 2, 3])
    func noSeamBetweenPieces(direction: PopoverArrowDirection, scale: Int) throws {
        let theme =
            "arrow: { base: 44, height: 16 }\nbackground: { corner-radius: 6, fill: \"#990000\" }\ncontent: { insets: 10 }\n"
        for offset in [0.0, -18, 7.3, -1000] {
            let cell = try Self.cell(theme, width: 72, height: 120, direction: direction, offset: offset, scale: scale)
            #expect(cell.maximum <= 2, "\(direction) offset \(offset) @\(scale)x: \(cell.maximum)/255 at \(cell.at)")
        }
    }
}

extension PopoverComposerTests {
    /// corin8823/Popover's dialog mode: no arrow images, the body over the whole view, composed exactly.
    @Test func arrowlessThemes() throws {
        let theme =
            "arrow: { base: 0, height: 0 }\nbackground: { corner-radius: 12, fill: \"#ffffff\" }\n"
            + "border: { width: 1, color: \"#cccccc\" }\nshadow: { opacity: 0.2, blur: 10 }\ncontent: { insets: 12 }\n"
        let skin = try RenderTestKit.skin(theme)
        #expect(
            SkinAssets.list(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
            ).map(\.name) == ["t-body"])
        for direction in PopoverArrowDirection.allCases {
            let cell = try Self.cell(theme, width: 240, height: 120, direction: direction, offset: 30, scale: 2)
            #expect(cell.maximum <= 2, "\(direction): \(cell.maximum)/255 at \(cell.at)")
            let layout = PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
                .artLayout(width: 240, height: 120, direction: direction, offset: 30, scale: 2)
            #expect(layout.placement.background == LayoutRect(x: 0, y: 0, width: 240, height: 120))
            #expect(layout.images.map(\.imageName) == ["t-body"])
        }
    }
}
