import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinDiff

/// The diff names glass apart from the blurs: a theme that turns to glass is drawn as popskin approximates Liquid
/// Glass, and the report says so in its own words, while a blur keeps its note.
@Suite(.tags(.process), .unlessSkipped(.process)) struct GlassDiffTests {
    @Test func aThemeTurnedToGlassIsNamedInTheGlassNote() throws {
        let blur = DiffFixture.theme(fill: "#ffffff80").replacingOccurrences(
            of: "corner-radius: 8,", with: "corner-radius: 8, material: regular,")
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("glass")
        try repository.commit(["themes/frosted.yaml": blur, "themes/glassy.yaml": blur], message: "blurs")
        try repository.commit(
            [
                "themes/frosted.yaml": blur.replacingOccurrences(of: "#ffffff80", with: "#ffffff60"),
                "themes/glassy.yaml": blur.replacingOccurrences(of: "material: regular", with: "material: glass"),
            ], message: "glass")
        let before = try ProjectVersion.load(.revision("HEAD~1"), projectRoot: repository.path, packages: [])
        defer { before.discard() }
        let after = try ProjectVersion.load(.folder(repository.path), projectRoot: repository.path, packages: [])
        let report = VisualDiff().run(before, after)
        #expect(Set(report.changed.map(\.name)) == ["frosted", "glassy"])
        #expect(report.materials.sorted() == ["frosted", "glassy"] && report.glass == ["glassy"])
        #expect(
            report.materialNote
                == "the material of frosted is drawn as popskin approximates it, over a grey stand-in "
                + "(docs/drawing.md); the device draws UIKit's own; Liquid Glass approximated for glassy, over a grey "
                + "stand-in (docs/drawing.md); iOS 26 draws UIGlassEffect")
    }
}
