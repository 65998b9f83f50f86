import Foundation
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// The asset catalog of themes that vary by appearance: exactly the entries each image and colour set needs, images
/// that differ where the theme varies and are byte-identical where it does not, one size and one slicing for all
/// appearances of an image.
@Suite struct AppearanceCatalogTests {
    /// `four` changes its fill in all four appearances and its border in dark; `masked` changes only its gradient,
    /// which the view's gradient layer draws through images that are masks.
    static let themes = [
        "themes/four.yaml": """
        arrow: { base: 20, height: 10 }
        background:
          corner-radius: 8
          fill: { light: "#ffffff", dark: "#1c1c1e", light-high-contrast: "#eeeeee", dark-high-contrast: "#000000" }
        border: { width: 1, color: { any: "#c6c6c6", dark: "#38383a" } }
        content: { insets: 9 }

        """,
        "themes/masked.yaml": """
        arrow: { base: 20, height: 10 }
        background:
          corner-radius: 8
          gradient: { from: { any: "#eeeeee", dark: "#333333" }, to: { any: "#999999", dark: "#111111" } }
        border: { width: 1, color: { any: "#000000", dark: "#000000" } }
        content: { insets: 9 }

        """,
    ]

    static func catalog() throws -> (files: [String: [UInt8]], folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write(themes)
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path, with: AssetsGenerator())
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }), folder)
    }

    /// Each entry of a set's Contents.json: its appearance (`""` for any, `dark`, `light+high`…) and the rest.
    static func entries(_ files: [String: [UInt8]], _ set: String, key: String) throws -> [(String, [String: Any])] {
        let contents = try #require(files[set + "/Contents.json"], "\(set)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any])
        return try #require(json[key] as? [[String: Any]]).map { entry in
            let appearances = (entry["appearances"] as? [[String: String]]) ?? []
            let name = appearances.map { $0["value"]! }.joined(separator: "+")
            return (name, entry)
        }
    }

    @Test func imageAndColourSetsCarryExactlyTheAppearancesTheThemeChanges() throws {
        let (files, _) = try Self.catalog()
        let all = ["", "dark", "light+high", "dark+high"]
        for set in ["four-body", "four-arrow-up", "four-arrow-right", "four-arrow-down", "four-arrow-left"] {
            let entries = try Self.entries(files, set + ".imageset", key: "images")
            let expected = all.flatMap { appearance in ["1x", "2x", "3x"].map { appearance + " " + $0 } }
            #expect(entries.map { "\($0.0) \($0.1["scale"]!)" }.sorted() == expected.sorted(), "\(set)")
        }
        // The gradient's masks and the border do not change: one image per scale, for any appearance.
        for set in files.keys.filter({ $0.hasPrefix("masked-") && $0.hasSuffix(".imageset/Contents.json") }) {
            let entries = try Self.entries(files, String(set.dropLast("/Contents.json".count)), key: "images")
            #expect(entries.map(\.0) == ["", "", ""], "\(set)")
        }
        // Colour sets: an appearance only where it differs from its fallback's colour.
        let colorSets: [String: [String]] = [
            "four-fill": ["", "dark", "light+high", "dark+high"], "four-border": ["", "dark"],
            "masked-fill": [""], "masked-border": [""], "masked-gradient-1": ["", "dark"],
            "masked-gradient-2": ["", "dark"],
        ]
        for (set, expected) in colorSets {
            #expect(try Self.entries(files, set + ".colorset", key: "colors").map(\.0) == expected, "\(set)")
        }
        let dark = try #require(try Self.entries(files, "four-border.colorset", key: "colors").last?.1)
        let components = (dark["color"] as? [String: Any])?["components"] as? [String: String]
        #expect(components == ["red": "0x38", "green": "0x38", "blue": "0x3A", "alpha": "1.000"])
    }

    @Test func imagesDifferWhereTheThemeVariesAndAreIdenticalWhereItDoesNot() throws {
        let (files, folder) = try Self.catalog()
        let body = ["four-body.png", "four-body~dark.png", "four-body~light-high-contrast.png"].map {
            files["four-body.imageset/" + $0]
        }
        #expect(body.allSatisfy { $0 != nil })
        #expect(Set(body.compactMap { $0 }).count == 3, "each appearance's body is its own picture")
        // What the catalog leaves out is what the renderer draws byte for byte the same.
        let result = FrontEnd().run(root: folder.path)
        let skin = try #require(result.registry["masked"]?.skin)
        for asset in SkinAssets.list(
            skin: skin,
            runtime: PopoverSkin(name: "masked", skin: skin, inputs: InputSnapshot(projectRoot: folder.path)))
        {
            let light = try asset.png(
                skin.resolved(for: nil), scale: 2, inputs: InputSnapshot(projectRoot: folder.path))
            let dark = try asset.png(
                skin.resolved(for: .dark), scale: 2, inputs: InputSnapshot(projectRoot: folder.path))
            #expect(light == dark, "\(asset.name)")
        }
        let four = try #require(result.registry["four"]?.skin)
        for asset in SkinAssets.list(
            skin: four, runtime: PopoverSkin(name: "four", skin: four, inputs: InputSnapshot(projectRoot: folder.path)))
        {
            let light = try asset.png(
                four.resolved(for: nil), scale: 2, inputs: InputSnapshot(projectRoot: folder.path))
            let dark = try asset.png(
                four.resolved(for: .darkHighContrast), scale: 2, inputs: InputSnapshot(projectRoot: folder.path))
            #expect(light != dark, "\(asset.name)")
        }
    }

    @Test func everyAppearanceOfAnImageHasOneSizeAndOneSlicing() throws {
        let (files, _) = try Self.catalog()
        let sets = Set(files.keys.filter { $0.contains(".imageset/") }.map { String($0.prefix { $0 != "/" }) })
        #expect(sets.count == 15)
        for set in sets {
            let entries = try Self.entries(files, set, key: "images")
            for scale in ["1x", "2x", "3x"] {
                let same = entries.filter { $0.1["scale"] as? String == scale }.map(\.1)
                let sizes = try same.map { AssetsGeneratorTests.size(try #require(files["\(set)/\($0["filename"]!)"])) }
                #expect(Set(sizes.map { "\($0.0)x\($0.1)" }).count == 1, "\(set) \(scale)")
                let slicing = try same.map { entry in
                    let resizing = try #require(entry["resizing"])
                    let data = try JSONSerialization.data(withJSONObject: resizing, options: .sortedKeys)
                    return String(decoding: data, as: UTF8.self)
                }
                #expect(Set(slicing).count == 1, "\(set) \(scale)")
            }
        }
    }

    @Test func anAppearanceOfAnotherSizeIsRefused() throws {
        let caps: (Int) -> SkinInsets? = { _ in SkinInsets(all: 1) }
        #expect(throws: AssetCatalog.AppearanceSizeMismatch.self) {
            _ = try AssetCatalog.imageSet(named: "x", scales: [1], capInsets: caps, appearances: [.dark]) {
                _, appearance in
                let size = appearance == nil ? 4 : 5
                return try PNGEncoder.encode(
                    RGBAImage(width: size, height: size, pixels: [UInt8](repeating: 255, count: size * size * 4)))
            }
        }
    }

    /// Hand-made art per appearance: the catalog holds each appearance's own picture, byte for byte, and art of
    /// another size is an error at the line that names it.
    @Test func handMadeArtCanChangeWithTheAppearance() throws {
        let folder = try TemporaryFolder()
        func png(_ size: Int, _ value: UInt8) throws -> Data {
            Data(
                try PNGEncoder.encode(
                    RGBAImage(
                        width: size, height: size,
                        pixels: (0..<size * size).flatMap { _ in [value, value, value, 255] })))
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/themes/art", withIntermediateDirectories: true)
        try png(40, 250).write(to: URL(fileURLWithPath: folder.path + "/themes/art/bg.png"))
        try png(40, 30).write(to: URL(fileURLWithPath: folder.path + "/themes/art/bg-dark.png"))
        try png(44, 30).write(to: URL(fileURLWithPath: folder.path + "/themes/art/bg-big.png"))
        let theme = """
            arrow: { base: 20, height: 10 }
            background:
              corner-radius: 8
              fill: { any: "#fafafa", dark: "#1e1e1e" }
              image: { any: art/bg.png, dark: art/bg-dark.png }
              cap-insets: 12
            border: { width: 1, color: { any: "#cccccc", dark: "#444444" } }
            content: { insets: 12 }

            """
        try folder.write(["themes/t.yaml": theme])
        let files = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: folder.path, with: AssetsGenerator(), options: "scales: [1]")
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let entries = try Self.entries(byPath, "t-background.imageset", key: "images")
        #expect(entries.map(\.0) == ["", "dark"])
        #expect(entries.allSatisfy { $0.1["resizing"] != nil })
        // Passed through as drawn: each appearance's own file.
        #expect(byPath["t-background.imageset/t-background~dark.png"].map { Data($0) } == (try png(40, 30)))
        #expect(byPath["t-background.imageset/t-background.png"].map { Data($0) } == (try png(40, 250)))
        // Arrows drawn over the art follow the fill and border.
        #expect(try Self.entries(byPath, "t-arrow-up.imageset", key: "images").map(\.0) == ["", "dark"])

        try folder.write(["themes/t.yaml": theme.replacingOccurrences(of: "art/bg-dark.png", with: "art/bg-big.png")])
        let found = FrontEnd().run(root: folder.path).diagnostics.sorted().filter { $0.id == .appearanceGeometry }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.location == SourceLocation(file: "themes/t.yaml", line: 5, column: 35))
        #expect(
            found.first?.message.contains("44×44 pt at 1x, but themes/art/bg.png (any appearance) is 40×40") == true)
    }
}
