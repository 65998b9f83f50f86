import Foundation
import PopskinTestSupport
import Testing

/// What the commands say about the usual mistakes, word for word, in text and in JSON.
@Suite(.tags(.process), .unlessSkipped(.process)) struct CommandMessageTests {
    let root = TestPaths.repositoryRoot.path

    @Test func negativeOffsetIsAValue() throws {
        let result = try CLIRunner.run([
            "theme", "layout", "mb-red", "--direction", "up", "--size", "320x200",
            "--offset", "-60", "--project", root,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("mb-red: arrow up, 320×200 pt, offset -60, scale 2\n"))
        #expect(
            result.stdout.contains("  arrow         x 78  y 0  width 44  height 16  rotation 0\n"), "\(result.stdout)")
    }

    /// `theme watch --quiet -1` would wait for a second change before rebuilding: refused before watching.
    @Test func watchRefusesANegativeQuietTime() throws {
        let refused = try CLIRunner.run(["theme", "watch", "--quiet", "-1"])
        #expect(refused.status != 0)
        #expect(
            refused.stderr.hasPrefix("Error: --quiet must be between 0 and 10000 milliseconds, not -1\n"),
            "\(refused.stderr)")
    }

    /// render and preview take one `--scale`: the same help, the same error, the same scales.
    @Test func oneScaleRule() throws {
        var helps: [String] = []
        for command in ["render", "preview"] {
            let refused = try CLIRunner.run(["theme", command, "mb-red", "--scale", "4", "--output", "/tmp/x.png"])
            #expect(refused.status != 0)
            #expect(
                refused.stderr.hasPrefix("Error: --scale must be 1, 2 or 3, not 4\n"), "\(command): \(refused.stderr)")
            let help = try CLIRunner.run(["theme", command, "--help"]).stdout
            helps.append(
                help.split(separator: "\n").first { $0.contains("--scale <scale>") && $0.contains("Pixels") }
                    .map(String.init) ?? "")
        }
        #expect(helps[0] == "  --scale <scale>         Pixels per point: 1, 2 or 3, the scales of iOS")
        #expect(helps[0] == helps[1])
    }

    @Test func writingIntoAMissingFolderSaysSo() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/missing/qmui.png"
        for command in [["theme", "render", "qmui-default"], ["theme", "preview", "qmui-default", "--scale", "1"]] {
            let result = try CLIRunner.run(command + ["--output", target, "--project", root])
            #expect(result.status == 1)
            #expect(
                result.stderr == "popskin: error: [IO-ERROR] cannot write \(target): the folder \(folder.path)/missing "
                    + "does not exist; create it first\n", "\(command)")
        }
    }

    /// Problems of the command line itself (a name the project lacks, a file it cannot write) are diagnostics too:
    /// `--diagnostics-format json` prints them as JSON, with no file.
    @Test func commandProblemsHonourJSON() throws {
        let cases: [([String], String, String)] = [
            (["theme", "show", "mb-rde"], "UNKNOWN-NAME", "no theme named 'mb-rde' (did you mean 'mb-red'?)"),
            (
                ["template", "cat", "swift/veiw.swift"], "UNKNOWN-NAME",
                "no template named 'swift/veiw.swift' (did you mean 'swift/view.swift'?)"
            ),
            (
                ["theme", "explain", "mb-red", "arrow.bsae"], "UNKNOWN-KEY",
                "theme 'mb-red' has no key 'arrow.bsae' (did you mean 'arrow.base'?)"
            ),
            (
                ["theme", "layout", "seed-base", "--direction", "up", "--size", "100x100"], "MISSING-REQUIRED",
                "theme 'seed-base' is abstract and does not set everything a skin needs; name one of its heirs"
            ),
            (
                ["theme", "render", "mb-red", "--output", "/nonexistent/x.png"], "IO-ERROR",
                "cannot write /nonexistent/x.png: the folder /nonexistent does not exist; create it first"
            ),
        ]
        for (arguments, id, message) in cases {
            let result = try CLIRunner.run(arguments + ["--project", root, "--diagnostics-format", "json"])
            #expect(result.status == 1, "\(arguments)")
            let array = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [[String: Any]],
                "\(arguments): \(result.stderr)")
            #expect(
                array.count == 1 && array[0]["id"] as? String == id && array[0]["message"] as? String == message,
                "\(arguments): \(result.stderr)")
            #expect(array.first?["file"] is NSNull)
        }
        let folder = try TemporaryFolder()
        let initialised = try CLIRunner.run([
            "init", "--project", folder.path, "--name", "9lives", "--diagnostics-format", "json",
        ])
        #expect(initialised.stderr.contains("\"id\": \"BAD-NAME\""), "\(initialised.stderr)")
    }

    /// No border and no shadow print alike; `--provenance` lists defaults, marked as such.
    @Test func showPrintsAbsentOptionalsAlike() throws {
        let folder = try TemporaryFolder()
        try folder.write(["themes/plain.yaml": "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n"])
        let shown = try CLIRunner.run(["theme", "show", "plain", "--project", folder.path])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("\nborder: null\nshadow: null\n"), "\(shown.stdout)")
        let provenance = try CLIRunner.run(["theme", "show", "plain", "--provenance", "--project", folder.path])
        #expect(
            provenance.stdout.contains(
                """
                  arrow.base:
                    theme: plain
                    file: themes/plain.yaml
                    line: 1
                    column: 16
                """), "\(provenance.stdout)")
        #expect(provenance.stdout.contains("  arrow.overlap:\n    default: true\n"), "\(provenance.stdout)")
        #expect(provenance.stdout.contains("  border:\n    default: true\n  shadow:\n    default: true\n"))
    }

    /// On a terminal a long command shows `done/total` on one line it rewrites, and erases it; in a pipe, nothing.
    @Test func progressOnlyOnATerminal() throws {
        let folder = try TemporaryFolder()
        let popskin = TestPaths.productsDirectory.appendingPathComponent("popskin").path
        let command =
            "\(popskin) theme preview qmui-default mb-red --scale 1 --output \(folder.path)/sheet.png --project \(root)"
        // `script` runs the command on a pseudo-terminal.
        let terminal = try TestProcess.run("script", ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"])
        #expect(terminal.status == 0, "\(terminal.output)")
        #expect(
            terminal.stdout.contains("\r\u{1B}[Kpreview 0/4: drawing qmui-default"),
            "\(terminal.stdout.debugDescription)")
        #expect(terminal.stdout.contains("\r\u{1B}[Kpreview 3/4: writing the PNG\r\u{1B}[K"))
        let piped = try CLIRunner.run([
            "theme", "preview", "qmui-default", "mb-red", "--scale", "1", "--output",
            folder.path + "/sheet.png", "--project", root,
        ])
        #expect(piped.status == 0 && piped.stderr == "", "\(piped.stderr)")
        // A build counts each theme of each output: the concrete themes (all but seed-base), 4 outputs.
        let themes = try FileManager.default.contentsOfDirectory(atPath: root + "/themes").filter {
            $0.hasSuffix(".yaml")
        }
        let steps = (themes.count - 1) * 4
        let build = "\(popskin) theme build --output \(folder.path)/out --project \(root) 2>&1 >/dev/null"
        let built = try TestProcess.run("script", ["-qec", build, "/dev/null"], environment: ["NO_COLOR": "1"])
        #expect(built.stdout.contains("\r\u{1B}[Kbuild \(steps)/\(steps)"), "\(built.stdout.debugDescription)")
    }
}
