import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// Liquid Glass as `theme render` approximates it (MaterialLook+Glass.swift): lighter than any blur material, the
/// tint toward its colour, and a rim brighter than the body inside the outline's edge. (MaterialCalibrationTests
/// holds glass, as every material, between its backdrop and the elevated background.)
@Suite struct GlassLookTests {
    /// The picture of a 170 × 120-pt glass popover (arrow up) over a mid grey at 2x, and its view's origin in pixels.
    static func draw(tint: String?) throws -> (RGBAImage, x: Int, y: Int) {
        let tinted = tint.map { ", glass-tint: '\($0)'" } ?? ""
        let skin = try RenderTestKit.skin(
            """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 12, fill: "#ffffff08", material: glass\(tinted) }
            content: { insets: 10 }
            """)
        let drawing = ThemeDrawing(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        let scene = PopoverScene(
            size: Size(width: 170, height: 120), appearance: .light,
            backdrop: .color(SkinColor(red: 0.5, green: 0.5, blue: 0.5)))
        let picture = try drawing.draw(scene)
        return (picture.image, Int(picture.origin.x * 2), Int(picture.origin.y * 2))
    }

    @Test func theRimIsBrighterThanTheBody() throws {
        let (image, x, y) = try Self.draw(tint: nil)
        // The bubble's top edge is 10 pt down (the arrow's height); 40 pt in from the left, clear of the arrow.
        let rim = RenderTestKit.pixel(image, x + 80, y + 20)
        let body = RenderTestKit.pixel(image, x + 170, y + 140)
        #expect(Int(rim[1]) > Int(body[1]) + 30, "rim \(rim), body \(body)")
        // Untinted over grey: the body stays grey, lighter than the backdrop.
        #expect(abs(Int(body[0]) - Int(body[2])) <= 2 && body[1] > 128, "\(body)")
    }

    @Test func theTintTurnsTheGlassTowardItsColour() throws {
        let (image, x, y) = try Self.draw(tint: "#0a84ff80")
        let body = RenderTestKit.pixel(image, x + 170, y + 140)
        #expect(Int(body[2]) > Int(body[0]) + 30, "\(body)")
        // Toward it, not covered by it: half the tint's alpha at most, so the grey shows through.
        #expect(body[0] > 80, "\(body)")
    }

    @Test func glassIsLighterFrostThanAnyBlur() {
        for material in SkinMaterial.allCases where material != .glass {
            let blur = MaterialLook(material, dark: false), glass = MaterialLook(.glass, dark: false)
            #expect(glass.sigma < blur.sigma && glass.wash < blur.wash, "\(material)")
        }
    }
}
