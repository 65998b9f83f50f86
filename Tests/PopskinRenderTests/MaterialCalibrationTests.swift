import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// Issue 30: materials follow what UIKit publishes (MaterialLook): a popover is at the elevated interface level, whose
/// backgrounds are white in light mode and lighter greys in dark mode. So over a dark and a light backdrop, a light
/// material's body lies between the backdrop and white, and a dark one's is lighter than a dark backdrop. The
/// tolerance is one just noticeable step of lightness (1 L*).
@Suite struct MaterialCalibrationTests {
    /// CIE L* of an sRGB grey level 0…255.
    static func lightness(_ level: Double) -> Double {
        let c = level / 255, linear = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return linear > 216 / 24389 ? 116 * cbrt(linear) - 16 : 24389 / 27 * linear
    }

    /// The mean L* of the body's middle (a 40×20-pt patch away from its edges and border) in a render of a HUD with
    /// `material` and a barely tinted fill, in `appearance`, over `backdrop`.
    static func body(_ material: SkinMaterial, _ appearance: SkinAppearance, over backdrop: SkinColor) throws -> Double
    {
        let skin = try RenderTestKit.skin(
            """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 12, fill: "#ffffff08", material: \(material.rawValue) }
            content: { insets: 10 }
            """)
        let drawing = ThemeDrawing(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        let scene = PopoverScene(
            size: Size(width: 170, height: 120), scale: 1, appearance: appearance, backdrop: .color(backdrop))
        let picture = try drawing.draw(scene)
        var total = 0.0, count = 0
        for y in 0..<20 {
            for x in 0..<40 {
                let px = Int(picture.origin.x) + 65 + x, py = Int(picture.origin.y) + 50 + y
                let offset = (py * picture.image.width + px) * 4
                let p = picture.image.pixels
                total += lightness(
                    0.2126 * Double(p[offset]) + 0.7152 * Double(p[offset + 1]) + 0.0722 * Double(p[offset + 2]))
                count += 1
            }
        }
        return total / Double(count)
    }

    static let darkBackdrop = SkinColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)  // #1c1c1e, a dark list
    static let lightBackdrop = SkinColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255)  // #f2f2f7

    @Test(arguments: SkinMaterial.allCases)
    func lightMaterialsLieBetweenTheBackdropAndWhite(_ material: SkinMaterial) throws {
        for backdrop in [Self.darkBackdrop, Self.lightBackdrop] {
            let under = Self.lightness(
                backdrop.red * 255 * 0.2126 + backdrop.green * 255 * 0.7152 + backdrop.blue * 255 * 0.0722)
            let body = try Self.body(material, .light, over: backdrop)
            #expect(body >= under + 1 && body <= 100, "\(material) over L* \(under): \(body)")
        }
    }

    @Test(arguments: SkinMaterial.allCases)
    func darkMaterialsReadLighterThanADarkBackdrop(_ material: SkinMaterial) throws {
        let under = Self.lightness(28 * 0.2126 + 28 * 0.7152 + 30 * 0.0722)
        let body = try Self.body(material, .dark, over: Self.darkBackdrop)
        #expect(body >= under + 1, "\(material) over L* \(under): \(body)")
        // Over black too: never darker than what it floats on.
        #expect(try Self.body(material, .dark, over: SkinColor(red: 0, green: 0, blue: 0)) >= 1)
    }
}
