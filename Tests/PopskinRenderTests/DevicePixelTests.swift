import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// What is exact at the device pixel: hairline borders, arrow heights off the pixel grid, filleted tips.
@Suite struct DevicePixelTests {
    static let hairline =
        "arrow: { base: 18, height: 9 }\nbackground: { corner-radius: 10, fill: \"#ffffff\" }\n"
        + "border: { width: hairline, color: \"#c6c6c6\" }\ncontent: { insets: 8 }\n"

    /// QMUI's PixelOne: the body's straight edges are one pixel of exactly the border colour, with exactly the fill
    /// inside it, at @2x and @3x (and at @1x, where a hairline is a point).
    @Test(arguments: [1, 2, 3]) func aHairlineIsOneDevicePixel(scale: Int) throws {
        let skin = try RenderTestKit.skin(Self.hairline)
        let body = try DrawnArtRenderer.body(skin, plane: .color, scale: scale)
        let (border, fill): ([UInt8], [UInt8]) = ([0xc6, 0xc6, 0xc6, 255], [255, 255, 255, 255])
        let middle = 10 * scale + scale / 2  // inside the 1-pt stretch tile, past the 10-pt caps
        #expect(body.width == 21 * scale && body.height == 21 * scale)
        for (x, y, expected) in [
            (middle, 0, border), (middle, 1, fill), (middle, body.height - 1, border), (middle, body.height - 2, fill),
            (0, middle, border), (1, middle, fill), (body.width - 1, middle, border), (body.width - 2, middle, fill),
        ] {
            #expect(RenderTestKit.pixel(body, x, y) == expected, "(\(x), \(y)) @\(scale)x")
        }
        // The column's far edge (the body's bottom under an up arrow) is the same single pixel.
        let column = try DrawnArtRenderer.column(skin, direction: .up, plane: .color, scale: scale)
        #expect(RenderTestKit.pixel(column, column.width / 2, column.height - 1) == border)
        #expect(RenderTestKit.pixel(column, column.width / 2, column.height - 2) == fill)
    }

    /// WEPopover's real 13.5-pt arrow and an 8.3-pt one: drawn without a seam or doubled border at every scale, the
    /// whole check passing (bodies per direction, framed from the pixel edge).
    @Test(arguments: ["13.5", "8.3"]) func anArrowHeightOffTheGridPassesTheCheck(height: String) throws {
        let theme =
            "arrow: { base: 18, height: \(height), corner-clearance: 6 }\n"
            + "background: { corner-radius: 6, fill: \"#383838\" }\nborder: { width: 0.5, color: \"#131313\" }\n"
            + "shadow: { color: \"#000000\", opacity: 0.5, blur: 13, offset: [0, 0] }\ncontent: { insets: [4, 4, 4, 3] }\n"
        let skin = try RenderTestKit.skin(theme)
        let result = try FidelityCheck.check(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        let worst = try #require(result.worst)
        #expect(result.passes, "\(worst.fidelityCase.label): \(worst.maximum)/255, \(worst.regions.map(\.description))")
        #expect(Set(result.cells.map(\.fidelityCase.scale)) == [1, 2, 3])
        let names = SkinAssets.list(
            skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        ).map(\.name)
        #expect(names.filter { $0.hasPrefix("t-body") } == ["t-body-up", "t-body-right", "t-body-down", "t-body-left"])
    }

    /// At @2x 13.5 pt is 27 px: that scale's up body is the plain one; at @3x (40.5 px) it is a pixel taller, its
    /// top cap a pixel more.
    @Test func theOffGridBodyGrowsByAPixelWhereItIsOffTheGrid() throws {
        let skin = try RenderTestKit.skin(
            "arrow: { base: 18, height: 13.5 }\nbackground: { corner-radius: 6 }\ncontent: { insets: 6 }\n")
        let plain = try DrawnArtRenderer.body(skin, plane: .color, scale: 2)
        #expect(try DrawnArtRenderer.body(skin, plane: .color, scale: 2, direction: .up).pixels == plain.pixels)
        let up = try DrawnArtRenderer.body(skin, plane: .color, scale: 3, direction: .up)
        #expect((up.width, up.height) == (39, 40))
        let asset = try #require(
            SkinAssets.list(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
            ).first)
        #expect(asset.name == "t-body-up")
        #expect(asset.capInsets(scale: 2) == SkinInsets(all: 6))
        #expect(asset.capInsets(scale: 3) == SkinInsets(top: 6 + 1.0 / 3, left: 6, bottom: 6, right: 6))
    }

    /// The arrow's visible length on the @3x up column: each of the two pixel columns beside the axis summed, then
    /// carried on to the axis (a sharp tip's sides fall 1 px per ½ px across it).
    static func measuredLength(_ skin: Skin) throws -> Double {
        let column = try DrawnArtRenderer.column(skin, direction: .up, plane: .color, scale: 3)
        let axis = column.width / 2, strip = Int((skin.arrow.height * 3).rounded(.up))
        func length(_ x: Int) -> Double {
            (0..<strip).reduce(0.0) { $0 + Double(RenderTestKit.pixel(column, x, $1)[3]) / 255 }
        }
        let (near, far) = (length(axis - 1), length(axis - 2))
        return (near + (near - far) / 2) / 3
    }

    /// Fillets from 0 to the limit on AMPopTip's 8 × 8 arrow: the visible length falls steadily and is the
    /// documented h − r·(1/sin(θ/2) − 1) within 0.5 px at @3x.
    @Test func filletsFollowTheFormula() throws {
        let limit = ArrowFillet.largestRadius(base: 8, height: 8)
        var last = Double.infinity
        for r in [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, limit] {
            let skin = try RenderTestKit.skin(
                "arrow: { base: 8, height: 8, shape: rounded, tip-radius: \(r) }\n"
                    + "background: { corner-radius: 4, fill: \"#ff0000\" }\ncontent: { insets: 6 }\n")
            let measured = try Self.measuredLength(skin)
            let formula = 8 - r * (80.0.squareRoot() / 4 - 1)
            #expect(abs(measured - formula) * 3 <= 0.5, "r \(r): measured \(measured), formula \(formula)")
            #expect(measured < last, "r \(r)")
            last = measured
        }
    }
}

extension DevicePixelTests {
    /// A failing cell says which part differs and where: images with a red border against the grey-bordered ideal.
    @Test func aFailingCellNamesThePart() throws {
        let skin = try RenderTestKit.skin(Self.hairline.replacingOccurrences(of: "hairline", with: "1"))
        var red = skin
        red.border.color = SkinColor(red: 1, green: 0, blue: 0)
        let cell = try FidelityCheck.cell(
            FidelityCase(direction: .up, offset: 0, size: Size(width: 170, height: 120), scale: 2),
            skin: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
            images: AssetImages(
                skin: red, runtime: PopoverSkin(name: "t", skin: red, inputs: InputSnapshot(projectRoot: "/")),
                scale: 2, inputs: InputSnapshot(projectRoot: "/")))
        #expect(!cell.passes)
        #expect(cell.regions.map(\.part) == [.border, .arrowColumn])
        #expect(
            cell.differences
                == "differs in border: 2128 px in x 0…339, y 18…239; arrow column: 214 px in x 152…187, y 0…239 "
                + "(view pixels)")
    }
}
