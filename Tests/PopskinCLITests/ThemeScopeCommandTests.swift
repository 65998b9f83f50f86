import Foundation
import PopskinTestSupport
import Testing

/// One rule for whose problems are whose (`ThemeScope`), the same in every command about named themes: with an error
/// in a sibling theme, each command about the healthy one does its work, exits 0 and says one line about the other;
/// about the broken one, each exits 1 and writes nothing.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ThemeScopeCommandTests {
    /// `green` and `blue` extend `base`; `blue` has a colour that is not one.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write([
            "popskin.yaml": "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n",
            "themes/base.yaml": "abstract: true\narrow: {base: 20, height: 10}\ncontent: {insets: 8}\n",
            "themes/green.yaml": "extends: base\nbackground: {fill: \"#00aa00\"}\n",
            "themes/blue.yaml": "extends: base\nbackground: {fill: \"#0000zz\"}\n",
        ])
        return folder
    }

    static func commands(_ theme: String, _ folder: TemporaryFolder) -> [(name: String, arguments: [String])] {
        [
            ("validate", ["theme", "validate", theme]),
            ("build", ["theme", "build", theme]),
            ("render", ["theme", "render", theme, "--output", folder.path + "/\(theme)-render.png"]),
            ("check", ["theme", "check", theme, "--scale", "1", "--size", "120x90"]),
            ("preview", ["theme", "preview", theme, "--output", folder.path + "/\(theme)-preview.png"]),
            ("layout", ["theme", "layout", theme]),
            ("show", ["theme", "show", theme]),
        ]
    }

    @Test func aCommandAboutTheHealthyThemeIsNotFailedByItsSibling() throws {
        let folder = try Self.project()
        for (name, arguments) in Self.commands("green", folder) {
            let result = try CLIRunner.run(arguments, in: folder.path)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            // `validate` also counts what it checked.
            let lines = result.stderr.split(separator: "\n").filter { !$0.contains("checked: 0 errors") }
            let expected = name == "build" ? "[BUILD-PARTIAL]" : "[OTHER-THEMES]"
            #expect(lines.count == 1 && lines[0].contains(expected), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("'blue'"), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("BAD-COLOR"), "\(name): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.path + "/green-render.png"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/green-preview.png"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/GreenPopoverBackgroundView.swift"))
    }

    @Test func aCommandAboutTheBrokenThemeFailsAndWritesNothing() throws {
        let folder = try Self.project()
        for (name, arguments) in Self.commands("blue", folder) where name != "show" {
            let result = try CLIRunner.run(arguments, in: folder.path)
            #expect(result.status == 1, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("themes/blue.yaml:2:"), "\(name): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/blue-render.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/blue-preview.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/BluePopoverBackgroundView.swift"))
    }

    /// A problem in a token file belongs to the themes that use it: a theme that does not is not failed by it.
    @Test func aTokenProblemBelongsToTheThemesThatUseTheToken() throws {
        let folder = try Self.project()
        try folder.write([
            "themes/blue.yaml": "extends: base\nbackground: {fill: \"{brand.blue}\"}\n",
            "tokens/brand.yaml": "brand:\n  blue: \"#0000ff\"\n  blue: \"#0000fe\"\n",
        ])
        let green = try CLIRunner.run(["theme", "validate", "green"], in: folder.path)
        #expect(green.status == 0, "\(green.stderr)")
        #expect(
            green.stderr.contains("[OTHER-THEMES]") && green.stderr.contains("tokens/brand.yaml"), "\(green.stderr)")
        let blue = try CLIRunner.run(["theme", "validate", "blue"], in: folder.path)
        #expect(blue.stderr.contains("tokens/brand.yaml:3:3: error: [DUPLICATE-KEY]"), "\(blue.stderr)")
    }
}
