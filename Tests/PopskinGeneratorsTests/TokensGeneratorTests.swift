import Foundation
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
                case "gradient": #expect((tokenValue as? [Any])?.count == 2, "\(path)")
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
}
