import Foundation
import Testing

@testable import PopskinGenerators

/// The platform-independent part of the generated code (the registry of skin values), compiled with
/// PopskinRuntime into a real program and run: what it prints must be the bundled themes' values.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct GeneratedRegistryRunTests {
    @Test func registryValuesSurviveCompilation() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path)
        let registry = try #require(files.first { $0.path == "PopskinSkins.swift" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(registry.contents).write(to: folder.appendingPathComponent("PopskinSkins.swift"))
        try Data(
            """
            import PopskinRuntime

            for skin in PopskinSkins.all {
                let i = skin.contentInsets
                let layout = skin.layout(width: 320, height: 200, direction: .up, offset: 150, scale: 2)
                print(skin.name, skin.arrow.base, skin.arrow.height, i.top, i.left, i.bottom, i.right,
                      skin.wantsDefaultContentAppearance, layout.arrow.x, layout.clamped)
            }
            print(PopskinSkins.named("mb-blue")?.fill.blue == 226.0 / 255, PopskinSkins.named("nope") == nil)
            // QMUI's PixelOne: one device pixel at every scale.
            let hairline = PopskinSkins.named("qmui-default")!
            print(hairline.hairlineBorder, [1.0, 2, 3].map { hairline.borderWidth(scale: $0) * $0 })
            // Colours per appearance, through their fallbacks.
            let adaptive = PopskinSkins.named("qmui-adaptive")!
            for appearance in SkinAppearance.allCases {
                let fill = adaptive.resolved(for: appearance).fill, border = adaptive.resolved(for: appearance).borderColor
                print(appearance.rawValue, [fill.red, fill.green, fill.blue, border.red].map { Int(($0 * 255).rounded()) })
            }

            """.utf8
        ).write(to: folder.appendingPathComponent("main.swift"))

        let swiftc = GeneratedSwiftTypecheckTests.swiftc()
        let sources = try GeneratedSwiftTypecheckTests.sources(of: "PopskinRuntime")
        let library = try GeneratedSwiftTypecheckTests.run(
            [
                swiftc, "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name",
                "PopskinRuntime",
                "-emit-module-path", folder.appendingPathComponent("PopskinRuntime.swiftmodule").path,
                "-o", folder.appendingPathComponent("libPopskinRuntime.a").path,
            ] + sources)
        #expect(library.status == 0, "\(library.output)")
        let program = folder.appendingPathComponent("skins").path
        let build = try GeneratedSwiftTypecheckTests.run([
            swiftc, "-I", folder.path, "-L", folder.path, "-lPopskinRuntime", "-lm", "-o", program,
            folder.appendingPathComponent("main.swift").path, folder.appendingPathComponent("PopskinSkins.swift").path,
        ])
        #expect(build.status == 0, "\(build.output)")
        let run = try GeneratedSwiftTypecheckTests.run([program])
        #expect(
            run.output == """
                amp-adaptive 8.0 8.0 6.0 7.0 6.0 7.0 false 306.0 false
                amp-poptip 8.0 8.0 6.0 6.0 6.0 6.0 false 306.0 false
                amp-poptip-rounded 8.0 8.0 6.0 7.0 6.0 7.0 false 306.0 false
                cmpoptip 24.0 12.0 12.0 12.0 12.0 12.0 false 286.0 true
                cmpoptip-flat 24.0 12.0 12.0 12.0 12.0 12.0 false 286.0 true
                dd-popover 35.0 19.0 9.0 9.0 9.0 9.0 false 277.0 true
                gik-adaptive 37.0 19.0 8.0 8.0 8.0 8.0 false 276.0 true
                gik-classic 37.0 19.0 8.0 8.0 8.0 8.0 false 276.0 true
                gik-default 37.0 19.0 8.0 8.0 8.0 8.0 false 276.0 true
                mb-blue 44.0 16.0 20.0 10.0 20.0 10.0 false 270.0 true
                mb-green 44.0 16.0 30.0 20.0 20.0 10.0 false 270.0 true
                mb-red 44.0 16.0 10.0 10.0 10.0 10.0 false 270.0 true
                qmui-adaptive 18.0 9.0 8.5 8.5 8.5 8.5 false 292.0 true
                qmui-default 18.0 9.0 8.5 8.5 8.5 8.5 false 292.0 true
                rapture-orange 31.0 70.0 10.0 10.0 10.0 10.0 true 274.0 true
                wepopover 18.0 14.0 4.0 4.0 4.0 3.0 false 296.0 true
                true true
                true [1.0, 1.0, 1.0]
                light [255, 255, 255, 198]
                dark [28, 28, 30, 56]
                light-high-contrast [255, 255, 255, 142]
                dark-high-contrast [36, 36, 38, 142]

                """)
    }
}
