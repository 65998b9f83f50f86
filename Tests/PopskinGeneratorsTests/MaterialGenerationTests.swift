import Foundation
import PopskinCore
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// A theme with `background.material`: the generated skin carries the material, the runtime puts a
/// `UIVisualEffectView` of the matching `UIBlurEffect.Style` under the tint, masked by the outline, and all of it
/// type-checks against the UIKit stubs, with the runtime as a package and embedded.
@Suite struct MaterialGenerationTests {
    static let project = TestPaths.repositoryRoot.appendingPathComponent("Tests/PopskinCLITests/Fixtures/material")
        .path

    @Test func theSkinCarriesTheMaterial() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: Self.project)
        let registry = try #require(files.first { $0.path == "PopskinSkins.swift" })
        let text = String(decoding: registry.contents, as: UTF8.self)
        #expect(text.contains("art: .drawn(") && text.contains("material: .thin)"))
    }

    @Test func theRuntimeMasksAVisualEffectViewOfTheStyle() throws {
        let runtime = TestPaths.repositoryRoot.appendingPathComponent("Sources/PopskinRuntime")
        let view = try String(contentsOf: runtime.appendingPathComponent("PopoverMaterialView.swift"), encoding: .utf8)
        for style in ["systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial"] {
            #expect(view.contains("return .\(style)\n"))
        }
        #expect(view.contains("class PopoverMaterialView: UIVisualEffectView"))
        #expect(view.contains("super.init(effect: UIBlurEffect(style: Self.style(material)))"))
        #expect(view.contains("layer.mask = outline"))
        let base = try String(
            contentsOf: runtime.appendingPathComponent("PopskinPopoverBackgroundView.swift"), encoding: .utf8)
        // Under the tint and the border: added right after the shadow, laid out from the same outline.
        #expect(base.contains("view.apply(layout.outline, animatingWith: animation)"))
        let shadow = try #require(base.range(of: "if skin.shadow != nil { addSubview(shadow) }"))
        let material = try #require(base.range(of: "addSubview(view)"))
        let fills = try #require(base.range(of: "addSubview(fills)"))
        #expect(shadow.upperBound < material.lowerBound && material.upperBound < fills.lowerBound)
    }

    @Test(
        .tags(.process, .swiftc), .unlessSkipped(.process, .swiftc),
        arguments: GeneratedSwiftTypecheckTests.Mode.allCases)
    func materialThemeTypechecks(mode: GeneratedSwiftTypecheckTests.Mode) throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: Self.project)
        let (status, output) = try GeneratedSwiftTypecheckTests.typecheck(
            files, mode: mode, in: GeneratedSwiftTypecheckTests.temporaryFolder("material"))
        #expect(status == 0, "swiftc -typecheck (\(mode.rawValue)) failed:\n\(output)")
        let embedded = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: Self.project, options: "{runtime: embedded}")
        let (embeddedStatus, embeddedOutput) = try GeneratedSwiftTypecheckTests.typecheck(
            embedded, mode: mode, in: GeneratedSwiftTypecheckTests.temporaryFolder("material-embedded"),
            withRuntimeModule: false)
        #expect(embeddedStatus == 0, "embedded (\(mode.rawValue)) failed:\n\(embeddedOutput)")
    }
}
