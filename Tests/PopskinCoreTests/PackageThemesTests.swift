import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore

/// A dependency's themes and tokens in the registry: `package/theme`, its own token namespace, its files shown as
/// `@package/…` (fetching is the packages layer's; here the folders are given).
@Suite struct PackageThemesTests {
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-package-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test func eachPackageResolvesItsOwnTokens() throws {
        let brand = try Self.folder([
            "tokens/palette.yaml": "palette: { primary: \"#0a4d8c\" }\n",
            "themes/base.yaml": "abstract: true\narrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n",
            "themes/ocean.yaml": "extends: base\nbackground: { fill: \"{palette.primary}\" }\n",
        ])
        let app = try Self.folder([
            "tokens/palette.yaml": "palette: { primary: \"#aa0000\" }\n",
            "themes/app.yaml": "extends: brand/ocean\n",
            "themes/own.yaml": "extends: brand/ocean\nbackground: { fill: \"{palette.primary}\" }\n",
        ])
        defer { for root in [brand, app] { try? FileManager.default.removeItem(atPath: root) } }
        let result = FrontEnd().run(root: app, packages: [PackageSource(name: "brand", root: brand, label: "1.0.0")])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        // Inside the package, `extends: base` means brand/base.
        #expect(result.registry["app"]?.chain == ["app", "brand/ocean", "brand/base"])
        // brand's value keeps brand's token, the app's own value the app's.
        #expect(result.registry["app"]?.skin?.background.fill == SkinColor(hex: "#0a4d8c"))
        #expect(result.registry["own"]?.skin?.background.fill == SkinColor(hex: "#aa0000"))
        #expect(result.registry["brand/ocean"]?.file == "@brand/themes/ocean.yaml")
        let explanation = try #require(
            ThemeExplanation(
                theme: result.registry["app"]!, path: "background.fill",
                project: result.project))
        #expect(explanation.references.map(\.path) == ["palette.primary"])
        #expect(explanation.references.first?.location.file == "@brand/tokens/palette.yaml")
    }
}
