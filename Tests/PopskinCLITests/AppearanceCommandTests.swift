import Foundation
import PopskinTestSupport
import Testing

/// `--appearance` on show, render and preview; explain's value per appearance; check in each appearance a theme
/// varies.
@Suite(.tags(.process), .unlessSkipped(.process)) struct AppearanceCommandTests {
    let root = TestPaths.repositoryRoot.path

    @Test func showResolvesOneAppearanceOrListsThemAll() throws {
        let dark = try CLIRunner.run(["theme", "show", "qmui-adaptive", "--appearance", "dark", "--project", root])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stdout.contains("  fill: \"#1c1c1e\"\n"))
        let high = try CLIRunner.run([
            "theme", "show", "qmui-adaptive", "--appearance", "light-high-contrast", "--project", root,
        ])
        // light-high-contrast falls back to light for the fill, and has its own border.
        #expect(high.stdout.contains("  fill: \"#ffffff\"\n") && high.stdout.contains("  color: \"#8e8e93\"\n"))
        let all = try CLIRunner.run(["theme", "show", "qmui-adaptive", "--appearance", "all", "--project", root])
        #expect(all.stdout.contains("    dark: \"#1c1c1e\"\n"))
        let wrong = try CLIRunner.run(["theme", "show", "qmui-adaptive", "--appearance", "dusk", "--project", root])
        #expect(wrong.status != 0)
    }

    @Test func explainGivesEachAppearanceAndWhereItComesFrom() throws {
        let result = try CLIRunner.run(["theme", "explain", "gik-adaptive", "border.color", "--project", root])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  light: #000000 (falls back to 'any' at themes/gik-adaptive.yaml:8:"))
        #expect(result.stdout.contains("  dark: #000000 (its own at themes/gik-adaptive.yaml:8:"))
        #expect(result.stdout.contains("  dark-high-contrast: #ffffff (its own at themes/gik-adaptive.yaml:8:"))
        #expect(result.stdout.contains("  light-high-contrast: #000000 (falls back to 'any'"))
    }

    @Test func renderAllIsFourPicturesSideBySide() throws {
        let folder = try TemporaryFolder()
        let one = try CLIRunner.run([
            "theme", "render", "amp-adaptive", "--scale", "1", "--appearance", "dark", "--project", root,
            "--output", folder.path + "/dark.png",
        ])
        #expect(one.status == 0, "\(one.stderr)")
        let all = try CLIRunner.run([
            "theme", "render", "amp-adaptive", "--scale", "1", "--appearance", "all", "--project", root,
            "--output", folder.path + "/all.png",
        ])
        #expect(all.status == 0, "\(all.stderr)")
        func size(_ text: String) -> [Int] {
            text.split(separator: " ")[1].split(separator: "×").map { Int($0)! }
        }
        #expect(size(all.stdout) == [size(one.stdout)[0] * 4, size(one.stdout)[1]])
        #expect(all.stdout.contains("light, dark, light-high-contrast and dark-high-contrast, left to right"))
        // The sheet: a block per theme and appearance that draws differently from the one it falls back to, two to a
        // row: amp-adaptive's four, amp-poptip's one (it does not vary), and a line naming what was left out.
        let sheet = try CLIRunner.run([
            "theme", "preview", "amp-adaptive", "amp-poptip", "--scale", "1", "--appearance", "all", "--project", root,
            "--output", folder.path + "/sheet.png",
        ])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path + "/sheet.png")))
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(height == 3 * 668, "three rows of two blocks: amp-adaptive × 4 and amp-poptip × 1")
        #expect(
            sheet.stdout.contains("'amp-poptip' (dark, light-high-contrast, dark-high-contrast)"), "\(sheet.stdout)")
    }

    @Test func checkComparesEachAppearanceTheThemeVaries() throws {
        let result = try CLIRunner.run(["theme", "check", "amp-adaptive", "--scale", "1", "--project", root])
        #expect(result.status == 0, "\(result.stderr)")
        // Each appearance: its fidelity verdict, its shape's, and where its rounded tip lands.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let appearances = [
            "amp-adaptive", "amp-adaptive (dark)", "amp-adaptive (light-high-contrast)",
            "amp-adaptive (dark-high-contrast)",
        ]
        #expect(lines.map { String($0.split(separator: ":")[0]) } == appearances.flatMap { [$0, $0, $0] })
        for (index, line) in lines.enumerated() {
            let expected = [": ok,", ": shape ok,", ": note: the rounded tip stops"][index % 3]
            #expect(line.contains(expected), "\(line)")
        }
    }
}
