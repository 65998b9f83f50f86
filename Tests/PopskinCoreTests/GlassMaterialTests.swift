import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// `background.material: glass` and its tint, `background.glass-tint`: a colour per appearance, read from a design
/// token as the other colour keys are, lowered into the runtime's skin and its colour sets; shown only on glass.
@Suite struct GlassMaterialTests {
    static let glass = """
        arrow: { base: 20, height: 10 }
        background:
          material: glass
          glass-tint: { any: "{palette.glass}", dark: "#0a84ff33" }
          fill: { any: "#ffffff1a", dark: "#1c1c1e26" }
        content: { insets: 10 }
        """

    @Test func theTintIsAColourFromATokenLoweredWithTheGlass() throws {
        let project = try TestProject([
            "themes/t.yaml": Self.glass, "tokens/palette.yaml": "palette:\n  glass: \"#0a84ff26\"\n",
        ])
        #expect(project.diagnostics().isEmpty, "\(project.diagnostics())")
        let result = project.run()
        let skin = try #require(result.registry["t"]?.skin)
        #expect(skin.background.material == .glass)
        let tint = try #require(skin.background.glassTint)
        #expect(tint.resolved(for: .light).hex == "#0a84ff26" && tint.resolved(for: .dark).hex == "#0a84ff33")
        #expect(skin.appearances == [.dark])
        let runtime = PopoverSkin(name: "t", skin: skin, inputs: result.project.inputs)
        #expect(runtime.material == .glass && runtime.glassTint == tint)
        #expect(runtime.resolved(for: .dark).glassTint?.hex == "#0a84ff33")
        #expect(runtime.colorSets.map(\.name) == ["t-fill", "t-glass-tint"])
        #expect(skin.colors.map(\.path) == ["background.fill", "background.glass-tint"])
    }

    /// A tint without glass tints nothing: ART-UNUSED at the tint.
    @Test func aTintWithoutGlassIsUnused() throws {
        let theme = Self.glass.replacingOccurrences(of: "  material: glass\n", with: "  material: thin\n")
            .replacingOccurrences(of: "{palette.glass}", with: "#0a84ff26")
        let found = try TestProject(["themes/t.yaml": theme]).diagnostics()
        #expect(found.map(\.id) == [.artUnused], "\(found)")
        // At the tint's value, as rules report.
        #expect(found.first?.location?.line == 4 && found.first?.location?.column == 15)
        #expect(
            found.first?.message.contains(
                "background.glass-tint is not shown with background.material thin: it tints Liquid Glass only") == true)
        // Nor is it lowered.
        let skin = try #require(try TestProject(["themes/t.yaml": theme]).run().registry["t"]?.skin)
        #expect(skin.drawnGlassTint == nil)
    }

    /// Glass is a material like the blurs: an opaque fill hides it (and the blur before iOS 26).
    @Test func anOpaqueFillHidesTheGlass() throws {
        let theme = Self.glass.replacingOccurrences(of: "\"#ffffff1a\"", with: "\"#ffffff\"")
            .replacingOccurrences(of: "{palette.glass}", with: "#0a84ff26")
        #expect(try TestProject(["themes/t.yaml": theme]).ids() == [.materialHidden])
    }
}
