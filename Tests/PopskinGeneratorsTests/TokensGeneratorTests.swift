import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

@Suite struct TokensGeneratorTests {
    /// Every token has a DTCG 2025.10 `$type` and a `$value` of that type's shape.
    @Test func tokenFilesFollowDTCG() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: GeneratedSwiftTypecheckTests.repository.path,
            with: TokensGenerator())
        #expect(files.map(\.path).contains("gik-classic.tokens.json"))
        var counted = 0
        func check(_ value: Any, path: String) {
            guard let group = value as? [String: Any] else { return }
            if let type = group["$type"] as? String {
                counted += 1
                let tokenValue = group["$value"]
                switch type {
                case "dimension":
                    let dimension = tokenValue as? [String: Any]
                    #expect(dimension?["unit"] as? String == "px", "\(path)")
                    #expect(dimension?["value"] is Double || dimension?["value"] is Int, "\(path)")
                case "color":
                    let components = (tokenValue as? [String: Any])?["components"] as? [Double]
                    #expect(components?.count == 3 && components!.allSatisfy { (0...1).contains($0) }, "\(path)")
                case "gradient":
                    // DTCG 2025.10: a list of stops, each a colour and a position from 0 to 1.
                    let stops = (tokenValue as? [[String: Any]]) ?? []
                    #expect(stops.count >= 2, "\(path)")
                    for stop in stops {
                        #expect(stop["color"] is [String: Any], "\(path)")
                        #expect((stop["position"] as? Double).map { (0...1).contains($0) } ?? false, "\(path)")
                    }
                case "border", "shadow": #expect(tokenValue is [String: Any], "\(path)")
                default: Issue.record("unexpected $type \(type) at \(path)")
                }
                return
            }
            for (key, child) in group where key != "$extensions" && key != "$description" {
                check(child, path: path + "." + key)
            }
        }
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(file.contents))
            check(json, path: file.path)
        }
        #expect(counted > 6 * 10)
    }

    /// A theme whose fill changes in dark mode: its tokens for any appearance, a file with what dark changes, and a
    /// DTCG resolver whose `theme` modifier picks it for dark and (by fallback) dark with high contrast.
    @Test func aThemeThatVariesGetsAppearanceFilesAndAResolver() throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "themes/t.yaml": """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 6, fill: { any: "#ffffff", dark: "#000000" } }
            content: { insets: 8 }

            """
        ])
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path, with: TokensGenerator())
        #expect(files.map(\.path) == ["t.tokens.json", "t.dark.tokens.json", "t.resolver.json"])
        func json(_ path: String) throws -> [String: Any] {
            let file = try #require(files.first { $0.path == path })
            return try #require(try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
        }
        let dark = try #require(try json("t.dark.tokens.json")["t"] as? [String: Any])
        #expect(Array(dark.keys) == ["background"], "only what dark changes")
        let fill = ((dark["background"] as? [String: Any])?["fill"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(fill?["hex"] as? String == "#000000")
        let resolver = try json("t.resolver.json")
        #expect(resolver["version"] as? String == "2025.10")
        let theme = (resolver["modifiers"] as? [String: Any])?["theme"] as? [String: Any]
        #expect(theme?["default"] as? String == "light")
        let contexts = try #require(theme?["contexts"] as? [String: [[String: String]]])
        #expect(contexts["light"] == [] && contexts["lightHighContrast"] == [])
        #expect(contexts["dark"] == [["$ref": "./t.dark.tokens.json"]])
        #expect(contexts["darkHighContrast"] == [["$ref": "./t.dark.tokens.json"]])
        let order = resolver["resolutionOrder"] as? [[String: String]]
        #expect(order == [["$ref": "#/sets/t"], ["$ref": "#/modifiers/theme"]])
    }
}
