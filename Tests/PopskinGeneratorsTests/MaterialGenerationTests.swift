import Foundation
import PopskinCore
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// A theme with `background.material` (frost, a blur; glass, Liquid Glass): the generated skin carries the material,
/// the runtime puts a `UIVisualEffectView` of the matching effect under the tint, masked by the outline (for glass
/// with its fallbacks), and all of it type-checks against the UIKit and SwiftUI stubs, used from SwiftUI too, with
/// the runtime as a package and embedded.
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
        #expect(view.contains("super.init(effect: Self.effect(material, tint: nil))"))
        #expect(view.contains("return UIBlurEffect(style: Self.style(material))"))
        // The view's mask, as UIVisualEffectView's documentation says to mask one (not its layer's), set again after
        // each change.
        #expect(view.contains("mask = outline") && !view.contains("layer.mask"))
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
            files, mode: mode, in: GeneratedSwiftTypecheckTests.temporaryFolder("material"),
            extraSources: [("Bubbles.swift", Self.swiftUIUse(importingRuntime: true))])
        #expect(status == 0, "swiftc -typecheck (\(mode.rawValue)) failed:\n\(output)")
        let embedded = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: Self.project, options: "{runtime: embedded}")
        let (embeddedStatus, embeddedOutput) = try GeneratedSwiftTypecheckTests.typecheck(
            embedded, mode: mode, in: GeneratedSwiftTypecheckTests.temporaryFolder("material-embedded"),
            withRuntimeModule: false, extraSources: [("Bubbles.swift", Self.swiftUIUse(importingRuntime: false))])
        #expect(embeddedStatus == 0, "embedded (\(mode.rawValue)) failed:\n\(embeddedOutput)")
    }

    /// The frost and glass skins in SwiftUI, by name and as their hosted views.
    static func swiftUIUse(importingRuntime: Bool) -> String {
        (importingRuntime ? "import PopskinRuntime\n" : "") + """
            import SwiftUI

            struct Bubbles: View {
                var body: some View {
                    Color.clear.popskinBackground(.glass, arrowEdge: .top)
                    Color.clear.popskinBackground(.frost, arrowEdge: .bottom, arrowOffset: 8)
                    Color.clear.popskinBackground(hosting: GlassPopoverBackgroundView.self, arrowEdge: .leading)
                }
            }

            """
    }

    @Test func theGlassSkinCarriesItsTint() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: Self.project)
        let registry = String(
            decoding: try #require(files.first { $0.path == "PopskinSkins.swift" }).contents, as: UTF8.self)
        #expect(registry.contains("material: .glass,\n        glassTint: SkinColor(red: 10 / 255, green: 132 / 255"))
        #expect(registry.contains("material: .thin)"))
    }

    /// The catalog has the tint's colour set, every appearance in it, as it has the fill's.
    @Test func theCatalogHasTheTintsColourSet() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: Self.project, with: AssetsGenerator())
        let set = try #require(files.first { $0.path.hasSuffix("glass-glass-tint.colorset/Contents.json") })
        let text = String(decoding: set.contents, as: UTF8.self)
        #expect(text.contains("\"value\": \"dark\"") && text.contains("\"value\": \"high\""), "\(text)")
        #expect(!files.contains { $0.path.contains("frost-glass-tint") })
    }

    /// `runtime: embedded` ships the glass and its fallbacks in the app's own PopskinRuntime.swift: each branch the
    /// device takes is in the generated code.
    @Test func theEmbeddedRuntimeHasEveryGlassBranch() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: Self.project, options: "{runtime: embedded}")
        let runtime = String(
            decoding: try #require(files.first { $0.path == "PopskinRuntime.swift" }).contents, as: UTF8.self)
        for branch in [
            // iOS 26: Liquid Glass, tinted, in the effect view masked by the outline.
            "if material == .glass, #available(iOS 26.0, tvOS 26.0, *) {",
            "let glass = UIGlassEffect(style: .regular)", "glass.tintColor = tint",
            // Before iOS 26 (and on visionOS, which has no UIGlassEffect): the standard blur.
            "#if !os(visionOS)", "return UIBlurEffect(style: Self.style(material))",
            "case .regular, .glass: return .systemMaterial",
            // Reduce Transparency: no effect, an opaque bubble under the fill, followed as the setting changes.
            "let reduced = UIAccessibility.isReduceTransparencyEnabled", "glass.isHidden = reduced",
            "opaque.isHidden = !reduced", "opaque.backgroundColor = .systemBackground",
            "UIAccessibility.reduceTransparencyStatusDidChangeNotification",
            // Increase Contrast: the tint of each appearance, set again as the appearance changes.
            "glass.setTint(skin.glassTint)",
            // SwiftUI: glassEffect in the bubble's shape from iOS 26, tinted for the appearance; before, the blur;
            // under Reduce Transparency, an opaque bubble.
            "guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) else { return nil }",
            "Color.clear.glassEffect(Glass.regular.tint(tint), in: shape)",
            "shape.skin.glassTint?.resolved(for: appearance).swiftUIColor", "case .glass: .regularMaterial",
            "if skin.material == .glass, reduceTransparency {",
        ] {
            #expect(runtime.contains(branch), "\(branch)")
        }
    }

    /// The glass view in a program against the UIKit stubs: Liquid Glass (the stubs' platform passes every
    /// `#available`) tinted with each appearance's colour, masked by the outline; under Reduce Transparency, hidden
    /// for the opaque bubble, and back when the setting is turned off.
    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc))
    func theGlassFollowsAppearanceAndReduceTransparency() throws {
        let output = try AppearanceProbeTests.run(root: URL(fileURLWithPath: Self.project), main: Self.glassProbe)
        #expect(
            output == """
                light glass regular tint #0a84ff26 shown masked opaque hidden
                dark glass regular tint #0a84ff33 shown masked opaque hidden
                dark-high glass regular tint #409cff40 shown masked opaque hidden
                light-high glass regular tint #0040dd40 shown masked opaque hidden
                reduce-transparency glass regular tint #0040dd40 hidden masked opaque shown
                transparency-back glass regular tint #0040dd40 shown masked opaque hidden

                """)
    }

    static let glassProbe = """
        import Foundation
        import PopskinRuntime
        import UIKit

        func hex(_ color: CGColor?) -> String {
            guard let components = color?.components, components.count == 4 else { return "-" }
            return "#" + components.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }

        /// The view holding the effect view (the glass's own), found by what it holds.
        @MainActor func host(in view: UIView) -> UIView? {
            if view.subviews.contains(where: { $0 is UIVisualEffectView }) { return view }
            return view.subviews.lazy.compactMap(host(in:)).first
        }

        @MainActor func report(_ view: UIView, _ label: String) {
            view.layoutSubviews()
            let glass = host(in: view)!
            let effect = glass.subviews.compactMap { $0 as? UIVisualEffectView }.first!
            let opaque = glass.subviews.first { !($0 is UIVisualEffectView) }!
            let made = effect.effect as? UIGlassEffect
            print(
                label, made.map { "glass \\($0.style) tint \\(hex($0.tintColor?.cgColor))" } ?? "blur",
                effect.isHidden ? "hidden" : "shown", effect.mask == nil ? "unmasked" : "masked",
                "opaque", opaque.isHidden ? "hidden" : "shown")
        }

        @MainActor func reduceTransparency(_ on: Bool) {
            StubAccessibility.reduceTransparency = on
            let name = UIAccessibility.reduceTransparencyStatusDidChangeNotification
            NotificationCenter.default.post(name: name, object: nil)
            // The observer runs on the main queue.
            RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        }

        MainActor.assumeIsolated {
            let view = GlassPopoverBackgroundView(frame: .zero)
            view.bounds = CGRect(x: 0, y: 0, width: 170, height: 120)
            let steps: [(String, UIUserInterfaceStyle, UIAccessibilityContrast)] = [
                ("light", .light, .normal), ("dark", .dark, .normal), ("dark-high", .dark, .high),
                ("light-high", .light, .high),
            ]
            for (name, style, contrast) in steps {
                view.simulateTraitChange(to: UITraitCollection(style: style, contrast: contrast))
                report(view, name)
            }
            reduceTransparency(true)
            report(view, "reduce-transparency")
            reduceTransparency(false)
            report(view, "transparency-back")
        }

        """
}
