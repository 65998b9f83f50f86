import Foundation
import PopskinTestSupport
import Testing

/// What `--size`, `--direction`, `--output` and `--appearance` say, word for word, on the commands that draw or
/// place a popover.
@Suite(.tags(.process), .unlessSkipped(.process)) struct PlacementMessageTests {
    let root = TestPaths.repositoryRoot.path

    @Test func aSizeMustBePositive() throws {
        let cases = [
            ("0x0", "--size must be positive: the width is 0 pt and the height is 0 pt"),
            ("-5x20", "--size must be positive: the width is -5 pt"),
            ("20x-0", "--size must be positive: the height is 0 pt"),
        ]
        for command in [["render", "mb-red", "--output", "/tmp/x.png"], ["layout", "mb-red"]] {
            for (size, message) in cases {
                let refused = try CLIRunner.run(["theme"] + command + ["--size", size, "--project", root])
                #expect(refused.status == 64, "\(command) \(size)")
                #expect(refused.stderr.hasPrefix("Error: \(message)\n"), "\(command) \(size): \(refused.stderr)")
            }
        }
    }

    /// `theme layout` places the arrow as `theme render` draws it: up, 170×120 pt, unless told otherwise.
    @Test func layoutDefaultsAsRenderDoes() throws {
        let bare = try CLIRunner.run(["theme", "layout", "mb-red", "--project", root])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout.hasPrefix("mb-red: arrow up, 170×120 pt, offset 0, scale 2\n"), "\(bare.stdout)")
        let explicit = try CLIRunner.run([
            "theme", "layout", "mb-red", "--direction", "up", "--size", "170x120", "--project", root,
        ])
        #expect(bare.stdout == explicit.stdout)
    }

    @Test func onlyPNGIsWritten() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/x.jpg"
        let commands = [
            (["theme", "render", "mb-red", "--output", target], "--output"),
            (["theme", "preview", "mb-red", "--output", target], "--output"),
            (["theme", "watch", "--preview", target], "--preview"),
        ]
        for (command, option) in commands {
            let refused = try CLIRunner.run(command + ["--project", root])
            #expect(refused.status == 64, "\(command)")
            #expect(
                refused.stderr.hasPrefix(
                    "Error: \(option) must name a .png file: only PNG is written, not '\(target)'\n"),
                "\(command): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
        let upper = try CLIRunner.run(
            ["theme", "render", "mb-red", "--output", folder.path + "/x.PNG"] + ["--project", root])
        #expect(upper.status == 0, "\(upper.stderr)")
    }

    /// An appearance named for a theme whose colours never change draws what any other would, and says so.
    @Test func anAppearanceOfAThemeThatDoesNotVary() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/x.png"
        let dark = try CLIRunner.run([
            "theme", "render", "mb-red", "--appearance", "dark", "--output", target, "--project", root,
        ])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(
            dark.stdout.hasSuffix(
                "; 'mb-red' has one appearance: --appearance dark draws the same colours\n"), "\(dark.stdout)")
        let all = try CLIRunner.run([
            "theme", "render", "mb-red", "--appearance", "all", "--output", target, "--project", root,
        ])
        #expect(
            all.stdout.hasSuffix("; 'mb-red' has one appearance: --appearance all draws the same colours four times\n"))
        let sheet = try CLIRunner.run([
            "theme", "preview", "mb-red", "mb-blue", "--scale", "1", "--appearance", "dark", "--output", target,
            "--project", root,
        ])
        #expect(
            sheet.stdout.hasSuffix(
                " bytes; none of these themes varies by appearance: --appearance dark draws the same colours\n"),
            "\(sheet.stdout)")
        // A theme that varies draws its dark colours: nothing to say.
        let varied = try CLIRunner.run([
            "theme", "render", "amp-adaptive", "--appearance", "dark", "--output", target, "--project", root,
        ])
        #expect(varied.status == 0 && !varied.stdout.contains("appearance"), "\(varied.stdout)")
    }
}
