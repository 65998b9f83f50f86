import Foundation
import PopskinCore
import PopskinRuntime
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// Design tokens from DTCG files reach what a build ships: a resolver's four appearance contexts become the
/// catalog's colour sets and images, and a Display P3 colour stays Display P3 in the colour sets and the Swift while
/// the PNGs carry its sRGB rendering.
@Suite struct ImportedTokenCatalogTests {
    static func colorFile(_ surface: String, _ edge: String) -> String {
        """
        {
          "color": {
            "$type": "color",
            "surface": {"$value": {"colorSpace": "srgb", "components": \(surface), "alpha": 1}},
            "edge": {"$value": {"colorSpace": "srgb", "components": \(edge)}}
          }
        }
        """
    }

    static let files = [
        "popskin.yaml": """
        tokens:
          - path: design/brand.resolver.json
            appearances: {modifier: mode, light: day, dark: night, light-high-contrast: day-ax, dark-high-contrast: night-ax}

        """,
        "design/brand.resolver.json": """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
          "modifiers": {
            "mode": {
              "default": "day",
              "contexts": {
                "day": [{"$ref": "day.tokens.json"}], "night": [{"$ref": "night.tokens.json"}],
                "day-ax": [{"$ref": "day-ax.tokens.json"}], "night-ax": [{"$ref": "night-ax.tokens.json"}]
              }
            }
          },
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]
        }
        """,
        "design/base.tokens.json": """
        {
          "size": {"$type": "dimension", "radius": {"$value": {"value": 8, "unit": "px"}}},
          "color": {"vivid": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.9, 0.2, 0.1]}}}
        }
        """,
        "design/day.tokens.json": colorFile("[1, 1, 1]", "[0.8, 0.8, 0.8]"),
        "design/night.tokens.json": colorFile("[0.1, 0.1, 0.1]", "[0.3, 0.3, 0.3]"),
        "design/day-ax.tokens.json": colorFile("[0.9333, 0.9333, 0.9333]", "[0, 0, 0]"),
        "design/night-ax.tokens.json": colorFile("[0, 0, 0]", "[1, 1, 1]"),
        "themes/card.yaml": """
        arrow: { base: 20, height: 10 }
        background: { corner-radius: "{size.radius}", fill: "{color.surface}" }
        border: { width: 1, color: "{color.edge}" }
        content: { insets: 9 }

        """,
        "themes/vivid.yaml": """
        arrow: { base: 20, height: 10 }
        background: { corner-radius: 8, fill: "{color.vivid}" }
        content: { insets: 9 }

        """,
    ]

    static func catalog() throws -> (files: [String: [UInt8]], folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write(files)
        let made = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: folder.path, with: AssetsGenerator(), options: "scales: [1]")
        return (Dictionary(uniqueKeysWithValues: made.map { ($0.path, $0.contents) }), folder)
    }

    @Test func aResolversFourContextsAreTheCatalogsFourAppearances() throws {
        let (files, _) = try Self.catalog()
        let fill = try AppearanceCatalogTests.entries(files, "card-fill.colorset", key: "colors")
        #expect(fill.map(\.0) == ["", "dark", "light+high", "dark+high"])
        let components = fill.map { ($0.1["color"] as? [String: Any])?["components"] as? [String: String] }
        // Whole bytes as bytes; the others (0.1, 0.9333) as the files say them, not cut to a byte.
        #expect(components.map { $0?["red"] } == ["0xFF", "0.1", "0.9333", "0x00"])
        let border = try AppearanceCatalogTests.entries(files, "card-border.colorset", key: "colors")
        let red = border.map { (($0.1["color"] as? [String: Any])?["components"] as? [String: String])?["red"] }
        #expect(red == ["0xCC", "0.3", "0x00", "0xFF"])
        // Each appearance's images are drawn in its own colours.
        let body = try AppearanceCatalogTests.entries(files, "card-body.imageset", key: "images")
        #expect(body.map(\.0) == ["", "dark", "light+high", "dark+high"])
        let pictures = try body.map { entry in
            let name = try #require(entry.1["filename"] as? String)
            return try #require(files["card-body.imageset/" + name])
        }
        #expect(Set(pictures).count == 4)
        let centres = try pictures.map { png -> [UInt8] in
            let image = try #require(PNGDecoding.decode(png))
            let at = ((image.height / 2) * image.width + image.width / 2) * 4
            return Array(image.pixels[at..<at + 4])
        }
        // 0.1 is 25.5 of 255, which cairo draws as 25.
        #expect(centres == [[255, 255, 255, 255], [25, 25, 25, 255], [238, 238, 238, 255], [0, 0, 0, 255]])
    }

    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc))
    func aDisplayP3ColourStaysP3WhereThePlatformShowsIt() throws {
        let (files, folder) = try Self.catalog()
        let fill = try AppearanceCatalogTests.entries(files, "vivid-fill.colorset", key: "colors")
        let color = try #require(fill.first?.1["color"] as? [String: Any])
        #expect(color["color-space"] as? String == "display-p3")
        #expect(
            color["components"] as? [String: String] == ["red": "0.9", "green": "0.2", "blue": "0.1", "alpha": "1.000"])
        // The PNG carries the sRGB rendering: display-p3 0.9 0.2 0.1 is outside sRGB; CSS Color 4's gamut mapping
        // gives #fa0500 (Scripts/color-reference.py display-p3 0.9 0.2 0.1, an independent implementation).
        let body = try #require(files["vivid-body.imageset/vivid-body.png"])
        let image = try #require(PNGDecoding.decode(body))
        let at = ((image.height / 2) * image.width + image.width / 2) * 4
        // Within one step of 255: cairo quantises a source colour through 16 bits (its rendering, not ours).
        let pixel = Array(image.pixels[at..<at + 4]).map(Int.init)
        #expect(zip(pixel, [0xfa, 0x05, 0x00, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(pixel)")

        let swift = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path)
        let registry = swift.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(registry.contains("SkinColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1, space: .displayP3)"))
        let qmui = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path, with: QMUIGenerator())
        let code = qmui.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(code.contains("UIColor(displayP3Red: 0.9, green: 0.2, blue: 0.1, alpha: 1)"))
        // Both compile against the SDK's shapes (UIColor.h's initWithDisplayP3Red:green:blue:alpha:).
        let scratch = try GeneratedSwiftTypecheckTests.temporaryFolder("p3")
        let checked = try GeneratedSwiftTypecheckTests.typecheck(swift + qmui, mode: .swift6, in: scratch)
        #expect(checked.0 == 0, "\(checked.1)")
    }

    /// An imported colour is carried typed from its file to the generated code, never through a hex string: a
    /// Display P3 colour keeps six decimals, an sRGB one finer than bytes is not cut to bytes, and the colours of a
    /// resolver's contexts stay one typed colour per appearance.
    @Test func importedColoursReachTheSwiftAsTheirFilesSayThem() throws {
        let folder = try TemporaryFolder()
        var files = Self.files
        files["design/base.tokens.json"] = """
            {
              "size": {"$type": "dimension", "radius": {"$value": {"value": 8, "unit": "px"}}},
              "color": {
                "$type": "color",
                "vivid": {"$value": {"colorSpace": "display-p3", "components": [0.912345, 0.234567, 0.101234]}},
                "fine": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.25, 0.123457], "alpha": 0.5}}
              }
            }
            """
        files["design/night.tokens.json"] = Self.colorFile("[0.123457, 0.1, 0.1]", "[0.3, 0.3, 0.3]")
        files["themes/fine.yaml"] =
            "arrow: { base: 20, height: 10 }\nbackground: { fill: \"{color.fine}\" }\ncontent: { insets: 9 }\n"
        try folder.write(files)
        let swift = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path)
        let code = swift.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(code.contains("SkinColor(red: 0.912345, green: 0.234567, blue: 0.101234, alpha: 1, space: .displayP3)"))
        #expect(code.contains("SkinColor(red: 0.5, green: 0.25, blue: 0.123457, alpha: 0.5)"))
        #expect(code.contains(".dark: SkinColor(red: 0.123457, green: 0.1, blue: 0.1, alpha: 1)"), "\(code)")
    }
}
