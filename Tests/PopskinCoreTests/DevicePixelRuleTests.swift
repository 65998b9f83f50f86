import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// Rounded tips up to the largest fillet (TIP-RADIUS-LIMIT) and `border.width: hairline`.
@Suite struct DevicePixelRuleTests {
    func theme(tipRadius: String) -> String {
        "arrow: { base: 8, height: 8, shape: rounded, tip-radius: \(tipRadius) }\ncontent: { insets: 8 }\n"
    }

    @Test func theLargestFilletIsTheLimit() throws {
        // b·√(4h² + b²)/(4h) for 8 × 8: √320 · 8 / 32 = √80 / 2.
        #expect(abs(ArrowFillet.largestRadius(base: 8, height: 8) - 80.0.squareRoot() / 2) < 1e-12)
        for radius in ["0", "2", "4", "4.472", "4.47213595499958"] {
            #expect(try TestProject(["themes/t.yaml": theme(tipRadius: radius)]).ids() == [], "\(radius)")
        }
    }

    @Test func aRadiusBeyondTheLimitIsAnErrorNamingIt() throws {
        for radius in ["5.472", "4.473"] {
            let project = try TestProject(["themes/t.yaml": theme(tipRadius: radius)])
            let found = project.diagnostics()
            #expect(found.map(\.id) == [.tipRadiusLimit])
            #expect(
                found.first?.message
                    == "theme 't': arrow.tip-radius \(radius) is larger than the largest fillet a 8 × 8 arrow admits, 4.472 pt "
                    + "(b·√(4h² + b²)/(4h), where the arc's tangent points reach the base's ends)")
        }
        // A triangle's tip radius is not drawn, so not checked.
        let triangle = "arrow: { base: 8, height: 8, tip-radius: 20 }\ncontent: { insets: 8 }\n"
        #expect(try TestProject(["themes/t.yaml": triangle]).ids() == [])
    }

    @Test func theVisibleLengthFollowsTheFormula() {
        let (b, h) = (8.0, 8.0), limit = ArrowFillet.largestRadius(base: b, height: h)
        var last = Double.infinity
        for step in 0...100 {
            let r = limit * Double(step) / 100
            let visible = ArrowFillet.visibleHeight(base: b, height: h, tipRadius: r)
            #expect(visible < last || step == 0)
            last = visible
        }
        #expect(
            abs(ArrowFillet.visibleHeight(base: b, height: h, tipRadius: 2) - (8 - 2 * (5.0.squareRoot() - 1))) < 1e-12)
        #expect(abs(last - (8 - limit * (5.0.squareRoot() - 1))) < 1e-12)
    }

    @Test func hairlineIsAWordOrANumber() throws {
        let hairline =
            "arrow: { base: 18, height: 9 }\nborder: { width: hairline, color: \"#c6c6c6\" }\ncontent: { insets: 8 }\n"
        let project = try TestProject(["themes/t.yaml": hairline])
        #expect(project.ids() == [])
        let border = try #require(FrontEnd().run(root: project.root.path).registry["t"]?.skin?.border)
        #expect(border.hairline && border.width == 1)
        #expect(border.width(scale: 2) == 0.5 && border.width(scale: 3) == 1.0 / 3)
        let thin = try TestProject(["themes/t.yaml": hairline.replacingOccurrences(of: "hairline", with: "0.5")])
        let plain = try #require(FrontEnd().run(root: thin.root.path).registry["t"]?.skin?.border)
        #expect(!plain.hairline && plain.width(scale: 3) == 0.5)
        let wrong = try TestProject(["themes/t.yaml": hairline.replacingOccurrences(of: "hairline", with: "thin")])
        #expect(wrong.ids() == [.typeMismatch])
    }

    /// A theme's numbers are kept to 1/1000, the precision every output writes, so the drawn value is the one the
    /// generated Swift states (13.3334 drew a 41-px arrow column at @3x where the Swift's 13.333 makes 40).
    @Test func numbersAreReadToAThousandth() throws {
        let text =
            "arrow: { base: 13.3334, height: 8.49951 }\ncontent: { insets: [8.0004, 7.9996, 6, -0.0001] }\n"
            + "border: { width: 0.3333 }\n"
        let project = try TestProject(["themes/t.yaml": text])
        let skin = try #require(FrontEnd().run(root: project.root.path).registry["t"]?.skin)
        #expect(skin.arrow.base == 13.333 && skin.arrow.height == 8.5 && skin.border.width == 0.333)
        let insets = skin.content.insets
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [8, 8, 6, 0])
        #expect(insets.right.sign == .plus)
    }
}
