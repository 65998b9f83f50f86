import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// The generated views of the bundled adaptive themes, compiled with PopskinRuntime against the UIKit stub into a
/// program that lays each view out, switches its traits (dark mode, Increase Contrast) as UIKit does on iOS 17 and
/// later, and lays it out again. It prints which catalog images each layout showed, asked for with which
/// appearance, and the layer colours: the images must be loaded again for each new appearance (and come from the
/// cache when one returns), and the colours of layers, which never adapt by themselves, must be set again.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct AppearanceProbeTests {
    static let probe = """
        import PopskinRuntime
        import UIKit

        @MainActor func layers(of view: UIView) -> [CALayer] {
            [view.layer] + view.layer.sublayers + (view.layer.mask.map { [$0] } ?? []) + view.subviews.flatMap(layers(of:))
        }

        func hex(_ color: Any?) -> String {
            guard let components = (color as! CGColor?)?.components, components.count == 4 else { return "-" }
            return "#" + components.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }

        @MainActor func probe(_ view: PopskinPopoverBackgroundView, _ label: String) {
            view.bounds = CGRect(x: 0, y: 0, width: 170, height: 120)
            let steps: [(String, UIUserInterfaceStyle, UIAccessibilityContrast)] = [
                ("light", .light, .normal), ("dark", .dark, .normal), ("dark-high", .dark, .high),
                ("light-high", .light, .high), ("light-again", .light, .normal),
            ]
            for (name, style, contrast) in steps {
                StubRecorder.shown = []
                view.simulateTraitChange(to: UITraitCollection(style: style, contrast: contrast))
                view.layoutSubviews()
                let images = Set(StubRecorder.shown.map { $0.replacingOccurrences(of: label + "-", with: "") })
                let all = layers(of: view)
                let gradient = all.compactMap { $0 as? CAGradientLayer }.flatMap { layer -> [Any] in layer.colors ?? [] }
                    .map(hex)
                let shapes = all.compactMap { $0 as? CAShapeLayer }.flatMap { [$0.fillColor, $0.strokeColor] }
                    .map { hex($0) }.filter { $0 != "-" }
                let shadows = all.map { hex($0.shadowColor) }.filter { $0 != "-" }
                print(label, name, "images:", images.sorted().joined(separator: ","), "gradient:", gradient,
                      "shapes:", shapes, "shadow:", shadows)
            }
        }

        MainActor.assumeIsolated {
            probe(QmuiAdaptivePopoverBackgroundView(frame: .zero), "qmui-adaptive")
            probe(GikAdaptivePopoverBackgroundView(frame: .zero), "gik-adaptive")
            probe(AmpAdaptivePopoverBackgroundView(frame: .zero), "amp-adaptive")
            // Hand-made combined art: cropped pieces, plain CGImages, cut again for each appearance.
            probe(GikClassicPopoverBackgroundView(frame: .zero), "gik-classic")
        }

        """

    /// The generated views of the project at `root`, compiled with PopskinRuntime against the UIKit and SwiftUI
    /// stubs together with `main`, run: what it prints. With `testableRuntime`, `main` may `@testable import` it (and
    /// PopskinTipKit); with `withTipKit`, PopskinTipKit is linked over the TipKit stub.
    static func run(root: URL, main: String, testableRuntime: Bool = false, withTipKit: Bool = false) throws -> String {
        let folder = try TemporaryFolder(prefix: "popskin-probe")
        let generated = try GeneratedSwiftTypecheckTests.generate(projectRoot: root.path)
        var appSources: [String] = []
        for file in generated {
            try Data(file.contents).write(to: URL(fileURLWithPath: folder.path + "/" + file.path))
            appSources.append(folder.path + "/" + file.path)
        }
        try folder.write(["main.swift": main])
        let swiftc = GeneratedSwiftTypecheckTests.swiftc()
        func library(_ name: String, _ sources: [String], flags: [String] = []) throws {
            let built = try GeneratedSwiftTypecheckTests.run(
                [
                    swiftc, "-parse-as-library", "-swift-version", "6", "-emit-library", "-static", "-emit-module",
                    "-module-name", name, "-I", folder.path, "-emit-module-path", folder.path + "/\(name).swiftmodule",
                    "-o", folder.path + "/lib\(name).a",
                ] + flags + sources)
            #expect(built.status == 0, "\(name): \(built.output)")
        }
        try library("UIKit", GeneratedSwiftTypecheckTests.stubSources("UIKit"))
        try library("SwiftUI", GeneratedSwiftTypecheckTests.stubSources("SwiftUI"))
        let testable = testableRuntime ? ["-enable-testing"] : []
        try library("PopskinRuntime", GeneratedSwiftTypecheckTests.sources(of: "PopskinRuntime"), flags: testable)
        if withTipKit {
            try library("TipKit", GeneratedSwiftTypecheckTests.stubSources("TipKit"))
            try library("PopskinTipKit", GeneratedSwiftTypecheckTests.sources(of: "PopskinTipKit"), flags: testable)
        }
        let program = folder.path + "/probe"
        let tipKit = withTipKit ? ["-lPopskinTipKit", "-lTipKit"] : []
        let build = try GeneratedSwiftTypecheckTests.run(
            [swiftc, "-swift-version", "6", "-I", folder.path, "-L", folder.path] + tipKit
                + ["-lPopskinRuntime", "-lSwiftUI", "-lUIKit", "-lm", "-o", program, folder.path + "/main.swift"]
                + appSources)
        #expect(build.status == 0, "\(build.output)")
        let run = try GeneratedSwiftTypecheckTests.run([program])
        #expect(run.status == 0, "\(run.output)")
        return run.output
    }

    @Test func switchingAppearanceReloadsImagesAndResetsLayerColours() throws {
        let output = try Self.run(root: GeneratedSwiftTypecheckTests.repository, main: Self.probe)
        // Each layout shows the images of the view's appearance (a returning one from the cache), and the layers
        // hold that appearance's colours.
        #expect(
            output == """
                qmui-adaptive light images: arrow-up light,body light gradient: [] shapes: [] shadow: ["#000000ff"]
                qmui-adaptive dark images: arrow-up dark,body dark gradient: [] shapes: [] shadow: ["#000000ff"]
                qmui-adaptive dark-high images: arrow-up dark high,body dark high gradient: [] shapes: [] shadow: ["#000000ff"]
                qmui-adaptive light-high images: arrow-up light high,body light high gradient: [] shapes: [] shadow: ["#000000ff"]
                qmui-adaptive light-again images: arrow-up light,body light gradient: [] shapes: [] shadow: ["#000000ff"]
                gik-adaptive light images: arrow-up light,body light,border-arrow-up light,border-body light gradient: ["#cccccccc", "#555555ff"] shapes: [] shadow: []
                gik-adaptive dark images: arrow-up dark,body dark,border-arrow-up dark,border-body dark gradient: ["#3a3a3ccc", "#111111ff"] shapes: [] shadow: []
                gik-adaptive dark-high images: arrow-up dark high,body dark high,border-arrow-up dark high,border-body dark high gradient: ["#3a3a3ccc", "#111111ff"] shapes: [] shadow: []
                gik-adaptive light-high images: arrow-up light high,body light high,border-arrow-up light high,border-body light high gradient: ["#cccccccc", "#555555ff"] shapes: [] shadow: []
                gik-adaptive light-again images: arrow-up light,body light,border-arrow-up light,border-body light gradient: ["#cccccccc", "#555555ff"] shapes: [] shadow: []
                amp-adaptive light images:  gradient: [] shapes: ["#ff3b30ff"] shadow: []
                amp-adaptive dark images:  gradient: [] shapes: ["#ff453aff"] shadow: []
                amp-adaptive dark-high images:  gradient: [] shapes: ["#ff6961ff"] shadow: []
                amp-adaptive light-high images:  gradient: [] shapes: ["#d70015ff"] shadow: []
                amp-adaptive light-again images:  gradient: [] shapes: ["#ff3b30ff"] shadow: []
                gik-classic light images: up light cropped gradient: [] shapes: [] shadow: []
                gik-classic dark images: up dark cropped gradient: [] shapes: [] shadow: []
                gik-classic dark-high images: up dark high cropped gradient: [] shapes: [] shadow: []
                gik-classic light-high images: up light high cropped gradient: [] shapes: [] shadow: []
                gik-classic light-again images: up light cropped gradient: [] shapes: [] shadow: []

                """)
    }

    /// A hairline border on a capsule (shape layers): the border layer strokes twice one device pixel, inside the
    /// outline, at the trait collection's scale, and again when the scale changes.
    @Test func aHairlineStrokesOneDevicePixelAtTheTraitsScale() throws {
        let folder = try TemporaryFolder(prefix: "popskin-hairline")
        try folder.write([
            "themes/hair.yaml": "arrow: { base: 8, height: 8 }\nbackground: { corner-radius: capsule }\n"
                + "border: { width: hairline, color: \"#c6c6c6\" }\ncontent: { insets: 24 }\n"
        ])
        let main = """
            import PopskinRuntime
            import UIKit

            MainActor.assumeIsolated {
                let view = HairPopoverBackgroundView(frame: .zero)
                view.bounds = CGRect(x: 0, y: 0, width: 170, height: 120)
                for scale in [2.0, 3.0, 1.0] {
                    view.simulateTraitChange(to: UITraitCollection(displayScale: scale, style: .light, contrast: .normal))
                    view.layoutSubviews()
                    let widths = view.subviews.flatMap { $0.layer.sublayers }.compactMap { $0 as? CAShapeLayer }
                        .filter { $0.strokeColor != nil }.map { $0.lineWidth * scale }
                    print(scale, widths)
                }
            }

            """
        #expect(
            try Self.run(root: URL(fileURLWithPath: folder.path), main: main) == "2.0 [2.0]\n3.0 [2.0]\n1.0 [2.0]\n")
    }
}
