import Foundation
import PopskinTestSupport
import Testing

/// Outputs that could destroy inputs or devices, and reports that could carry controls to a terminal or a page (the
/// hostile-inputs issue, N8, N9 and N15).
@Suite(.tags(.process), .unlessSkipped(.process)) struct HostileOutputTests {
    static let theme = "arrow: { base: 20, height: 10 }\nbackground: { fill: \"{color.a}\" }\ncontent: { insets: 8 }\n"
    static let tokens =
        #"{"color": {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#

    /// N8: a `tokens` output at `design`, the token folder, overwrote `design/base.tokens.json` and exited 0.
    @Test func anOutputFolderMayNotBeAnInputFolder() throws {
        let cases = [
            ("design", "is the token source \"design\""),
            ("design/generated", "is inside the token source \"design\""),
            ("themes", "is the themes folder \"themes\""),
            ("templates/out", "is inside the templates folder \"templates\""),
            ("styles", "holds the themes folder \"styles/themes\""),
        ]
        for (path, relation) in cases {
            let folder = try TemporaryFolder()
            let manifest =
                "popskin: 1\nthemes: \(path == "styles" ? "styles/themes" : "themes")\ntokens: design\n"
                + "templates: templates\noutputs:\n  - generator: tokens\n    path: \(path)\n"
            try folder.write([
                "popskin.yaml": manifest, "design/base.tokens.json": Self.tokens, "themes/base.yaml": Self.theme,
                "styles/themes/base.yaml": Self.theme, "templates/.keep": "",
            ])
            for command in ["validate", "build"] {
                let run = try CLIRunner.limited(["theme", command, "--project", folder.path])
                #expect(run.status == 1, "\(path), \(command): \(run.stderr)")
                #expect(run.stderr.contains("error: [BAD-PATH] output path \"\(path)\" \(relation)"), "\(run.stderr)")
            }
            let kept = try String(contentsOfFile: folder.path + "/design/base.tokens.json", encoding: .utf8)
            #expect(kept == Self.tokens, "\(path)")
        }
    }

    /// N8's second half: a generator never replaces a file the build state does not know as popskin's. A
    /// hand-written `PopskinSkins.swift` in the output folder stays, and that output writes nothing; the others do.
    @Test func aGeneratorNeverReplacesAFileItDidNotWrite() throws {
        let folder = try TemporaryFolder()
        let mine = "// my own skins, written by hand\nenum PopskinSkins {}\n"
        try folder.write([
            "popskin.yaml": "popskin: 1\nthemes: themes\ntokens: design\noutputs:\n  - generator: swift\n"
                + "  - generator: tokens\n",
            "design/base.tokens.json": Self.tokens, "themes/base.yaml": Self.theme,
            "Generated/Skins/PopskinSkins.swift": mine,
        ])
        let run = try CLIRunner.limited(["theme", "build", "--project", folder.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "popskin.yaml:5:5: error: [OUTPUT-UNOWNED] swift would replace `Generated/Skins/PopskinSkins.swift`"),
            "\(run.stderr)")
        #expect(
            try String(contentsOfFile: folder.path + "/Generated/Skins/PopskinSkins.swift", encoding: .utf8) == mine)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated/Skins")
        #expect(written == ["PopskinSkins.swift"], "nothing of that output is written: \(written)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Generated/Tokens/base.tokens.json"))

        // Moved away, the build writes; a file the build recorded is then replaced even once edited by hand.
        try FileManager.default.removeItem(atPath: folder.path + "/Generated/Skins/PopskinSkins.swift")
        #expect(try CLIRunner.limited(["theme", "build", "--project", folder.path]).status == 0)
        try "// edited\n".write(
            toFile: folder.path + "/Generated/Skins/BasePopoverBackgroundView.swift", atomically: true, encoding: .utf8)
        let again = try CLIRunner.limited(["theme", "build", "--project", folder.path])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// Committed outputs in a fresh clone (no `.popskin/build`) are popskin's by their look: an edited theme rebuilds
    /// its Swift (the header), PNGs and JSON (the same first lines) over them.
    @Test func committedOutputsWithoutStateAreReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "popskin.yaml": "popskin: 1\nthemes: themes\ntokens: design\n",
            "design/base.tokens.json": Self.tokens, "themes/base.yaml": Self.theme,
        ])
        #expect(try CLIRunner.limited(["theme", "build", "--project", folder.path]).status == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/.popskin")
        try (Self.theme.replacingOccurrences(of: "base: 20", with: "base: 24")).write(
            toFile: folder.path + "/themes/base.yaml", atomically: true, encoding: .utf8)
        let run = try CLIRunner.limited(["theme", "build", "--project", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("OUTPUT-UNOWNED"), "\(run.stderr)")
        #expect(run.stdout.contains("assets → Generated/Skins.xcassets: "), "\(run.stdout)")
    }

    /// N9: `--output` replaced whatever the path named; as root, `--output /dev/null` left a regular file there.
    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try DiffFixture.make(fixture)
        let pipe = fixture.root + "/pipe.png", folder = fixture.root + "/folder.html"
        #expect(mkfifo(pipe, 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for target in [pipe, folder] {
            let run = try CLIRunner.limited([
                "theme", "diff", "--from", "HEAD~1", "--output", target, "--project", repository.path,
            ])
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("which popskin never replaces"), "\(run.stderr)")
        }
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let render = try CLIRunner.limited(
            ["theme", "render", "ocean", "--output", pipe, "--project", repository.path])
        #expect(render.status == 1 && render.stderr.contains("which popskin never replaces"), "\(render.stderr)")
    }

    /// N15: a description's C1 CSI (U+009B) and right-to-left override (U+202E) reached the JSON, report.json and
    /// report.html raw, where `theme show` escapes them.
    @Test func diffOutputsEscapeC1AndBidiControls() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("project")
        let theme = { (word: String) in
            "description: \"\(word) \\u009b2J \\u202eRLO\"\n" + DiffFixture.theme(fill: "#ffffff")
        }
        try repository.commit(["themes/t.yaml": theme("one")], message: "first")
        try repository.commit(["themes/t.yaml": theme("two")], message: "second")
        let report = fixture.root + "/report.html"
        let run = try CLIRunner.limited(
            ["theme", "diff", "--from", "HEAD~1", "--format", "json", "--output", report, "--project", repository.path])
        // A description is no visual change: exit 0.
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: report, encoding: .utf8)
        let json = try String(contentsOfFile: fixture.root + "/report.json", encoding: .utf8)
        for (name, text) in [("stdout", run.stdout), ("report.html", html), ("report.json", json)] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E }, "\(name)")
        }
        #expect(run.stdout.contains("\\u009b2J \\u202eRLO"))
        // The JSON still reads back to the description as written.
        let decoded = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect("\(decoded)".contains("\u{9B}2J"))
        #expect(html.contains("\\u{9B}2J \\u{202E}RLO"))
    }

    /// N14: a version whose theme did not load read as that theme removed (the gate then asked for a major version)
    /// or added; one out of range was compared as if valid. Now the errors are printed, located in their version
    /// (`REVISION:path`), and the diff exits 2.
    @Test func aVersionThatDoesNotLoadStopsTheDiff() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("project")
        try repository.commit(
            [
                "popskin.yaml": "popskin: 1\nname: d\nversion: 1.0.0\n",
                "themes/calm.yaml": DiffFixture.theme(fill: "#ffffff"),
                "themes/ocean.yaml": DiffFixture.theme(fill: "#1060a0"),
            ], message: "first")
        try repository.commit(["themes/calm.yaml": "arrow: { base: 20, height: 10 \n"], message: "broken")
        let package = try CLIRunner.limited(
            ["package", "diff", "HEAD~1", "HEAD", "--check-version", "--project", repository.path])
        #expect(package.status == 2, "\(package.stderr)")
        #expect(package.stderr.contains("HEAD:themes/calm.yaml:2:1: error: [YAML-SYNTAX]"), "\(package.stderr)")
        #expect(!package.stderr.contains("removed") && !package.stdout.contains("removed"))
        // Scoped as every command about named themes: ocean alone still compares.
        let ocean = try CLIRunner.limited(["theme", "diff", "ocean", "--from", "HEAD~1", "--project", repository.path])
        #expect(ocean.status == 0, "\(ocean.stderr)")
        try GitFixture.write(
            [
                "themes/calm.yaml": DiffFixture.theme(fill: "#ffffff").replacingOccurrences(
                    of: "base: 20", with: "base: 5000")
            ], in: repository.path)
        let range = try CLIRunner.limited(["theme", "diff", "--from", "HEAD~1", "--project", repository.path])
        #expect(range.status == 2, "\(range.stderr)")
        #expect(range.stderr.contains("themes/calm.yaml:1:16: error: [FIXED-ARROW-METRICS]"), "\(range.stderr)")
    }
}
