import Foundation
import PopskinTestSupport
import Testing

/// Bytes that steer a terminal, from themes, packages, generators and git: escaped in text, exact in JSON.
@Suite(.tags(.process), .unlessSkipped(.process)) struct UntrustedTextTests {
    /// OSC (set the title, ended by BEL), CSI (clear the screen), a C1 CSI and a right-to-left override.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil"
    static let shown = #"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\u{202E}evil"#
    /// `hostile` in a YAML double-quoted string.
    static let quoted = #""\e]0;pwned\a\e[2J\x9b31m\u202Eevil""#

    /// `raw.yaml` carries the bytes themselves on a line (a YAML-SYNTAX error quotes it); `values.yaml` has them in
    /// a value and a key (BAD-COLOR, UNKNOWN-KEY), `heir.yaml` in a parent's name (EXTENDS-MISSING).
    static let themes = [
        "themes/raw.yaml": "arrow: { base: 20, height: 10 }\n# \(hostile)\ncontent: { insets: 8 }\n",
        "themes/values.yaml": """
        arrow: { base: 20, height: 10 }
        content: { insets: 8 }
        background:
          fill: \(quoted)
          \u{202E}key: 1

        """,
        "themes/heir.yaml": "extends: \(quoted)\n",
    ]

    /// Text output holds none of the hostile characters, only their escapes, once per diagnostic that carries them.
    static func expectEscaped(_ text: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) }
        #expect(raw.isEmpty, "raw control characters in:\n\(text)", sourceLocation: sourceLocation)
        #expect(text.components(separatedBy: shown).count - 1 >= count, "\(text)", sourceLocation: sourceLocation)
    }

    /// The JSON array's messages, as parsed.
    static func messages(_ json: String) throws -> [String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return array.compactMap { $0["message"] as? String }
    }

    @Test func projectThemes() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.themes)
        let text = try CLIRunner.run(["theme", "validate", "--project", folder.path])
        #expect(text.status == 1)
        // The raw line as a source line; the value, the parent's name in messages and their lines as written.
        Self.expectEscaped(text.stderr, count: 3)
        #expect(text.stderr.contains("themes/raw.yaml:2:3: error: [YAML-SYNTAX] control characters are not allowed"))
        #expect(text.stderr.contains("    # \(Self.shown)\n      ^\n"), "\(text.stderr)")
        #expect(
            text.stderr.contains(
                "themes/values.yaml:5:3: error: [UNKNOWN-KEY] unknown key '\\u{202E}key' in "
                    + "'background'\n      \\u{202E}key: 1\n      ^\n"), "\(text.stderr)")
        #expect(
            text.stderr.contains(
                "[BAD-COLOR] 'background.fill': '\(Self.shown)' is not a colour: '\\u{1B}' at "
                    + "offset 0 is not '#'"), "\(text.stderr)")

        let json = try CLIRunner.run(["theme", "validate", "--project", folder.path, "--diagnostics-format", "json"])
        let messages = try Self.messages(json.stdout)
        #expect(messages.contains("theme 'heir' extends '\(Self.hostile)', which does not exist"), "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("'background.fill': '\(Self.hostile)' is not a colour") }, "\(messages)")
        #expect(messages.contains("unknown key '\u{202E}key' in 'background'"), "\(messages)")
    }

    /// The same themes in a theme package fetched with git; then a release with a file whose name carries the bytes.
    @Test func packageThemes() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let package = try fixture.repository("hostile")
        try package.release(
            "1.0.0", Self.themes.merging(["popskin.yaml": "popskin: 1\nname: hostile\nversion: 1.0.0\n"]) { $1 })
        let project = try fixture.project(
            "app",
            [
                "popskin.yaml":
                    "popskin: 1\nname: app\ndependencies:\n  hostile: { git: \"\(package.url)\", from: 1.0.0 }\n",
                "themes/app.yaml": "extends: hostile/values\n",
            ])
        let environment = ["POPSKIN_CACHE": fixture.cache]
        func popskin(_ arguments: [String]) throws -> TestProcess.Outcome {
            try CLIRunner.run(arguments + ["--project", project], environment: environment)
        }
        #expect(try popskin(["package", "resolve"]).status == 0)

        let text = try popskin(["theme", "validate"])
        #expect(text.status == 1)
        Self.expectEscaped(text.stderr, count: 3)
        #expect(text.stderr.contains("@hostile/themes/raw.yaml:2:3: error: [YAML-SYNTAX]"), "\(text.stderr)")
        let json = try popskin(["theme", "validate", "--diagnostics-format", "json"])
        #expect(
            try Self.messages(json.stdout).contains(
                "theme 'hostile/heir' extends 'hostile/\(Self.hostile)', which "
                    + "does not exist"), "\(json.stdout)")

        try package.release(
            "1.0.1",
            [
                "popskin.yaml": "popskin: 1\nname: hostile\nversion: 1.0.1\n",
                "themes/\(Self.hostile).yaml": "abstract: true\n",
            ])
        let refused = try popskin(["package", "update"])
        #expect(refused.status == 1)
        Self.expectEscaped(refused.stderr, count: 1)
        #expect(refused.stderr.contains("[PACKAGE-UNSAFE] refusing 'hostile' 1.0.1"), "\(refused.stderr)")
        let exact = try popskin(["package", "update", "--diagnostics-format", "json"])
        #expect(
            try Self.messages(exact.stderr).contains { $0.contains("themes/\(Self.hostile).yaml") }, "\(exact.stderr)")
    }

    /// Git's words about a repository it cannot read, and an external generator's diagnostics.
    @Test func gitAndGeneratorMessages() throws {
        let folder = try TemporaryFolder()
        let script =
            "#!/bin/sh\ncat >/dev/null\nprintf '%s' '{\"files\": [], \"diagnostics\": [{\"severity\": \"error\", "
            + "\"message\": \"\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\u202eevil\"}]}'\n"
        try folder.write([
            "gen.sh": script,
            "popskin.yaml": "popskin: 1\noutputs:\n  - exec: ./gen.sh\n    path: out\n",
            "themes/t.yaml": "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n",
        ])
        #expect(chmod(folder.path + "/gen.sh", 0o755) == 0)
        let built = try CLIRunner.run(["theme", "build", "--project", folder.path])
        #expect(built.status == 1)
        Self.expectEscaped(built.stderr, count: 1)
        let json = try CLIRunner.run(["theme", "build", "--project", folder.path, "--diagnostics-format", "json"])
        #expect(try Self.messages(json.stderr).contains { $0.contains(Self.hostile) }, "\(json.stderr)")

        let url = "file://" + folder.path + "/no-repo-" + Self.quoted.dropFirst()
        try folder.write([
            "dep/popskin.yaml": "popskin: 1\nname: dep\ndependencies:\n  gone: { git: \"\(url), from: 1.0.0 }\n"
        ])
        let environment = ["POPSKIN_CACHE": folder.path + "/cache"]
        let resolved = try CLIRunner.run(
            ["package", "resolve", "--project", folder.path + "/dep"], environment: environment)
        #expect(resolved.status == 1)
        Self.expectEscaped(resolved.stderr, count: 1)
        let exact = try CLIRunner.run(
            [
                "package", "resolve", "--project", folder.path + "/dep", "--diagnostics-format",
                "json",
            ], environment: environment)
        #expect(try Self.messages(exact.stderr).contains { $0.contains(Self.hostile) }, "\(exact.stderr)")
    }

    /// A line break in a theme's file name, a token file's name or a value must not start a line of its own: one
    /// reading `file:line:col: error: …` at column 0 is taken for a diagnostic by editors and CI annotators. Inside a
    /// diagnostic's message it may break the line, but what follows is indented.
    @Test func forgedDiagnosticLinesNeverStartALine() throws {
        // A file name cannot hold a slash.
        let forgedName = "x.yaml:1:1: error: forged", forgedValue = "themes/x.yaml:1:1: error: forged"
        let evil = "evil\n\(forgedName)"
        let folder = try TemporaryFolder()
        try folder.write([
            "themes/plain.yaml": """
            arrow: { base: 20, height: 10 }
            content: { insets: 8 }
            description: "calm\\n\(forgedValue)\\tand\\rmore"
            background: { fill: "{colors.sea}" }

            """,
            "themes/\(evil).yaml": "extends: plain\n",
            "themes/bad.yaml": "extends: plain\nbackground: { fill: \"red\\n\(forgedValue)\" }\n",
            "tokens/\(evil)-colors.yaml": "colors: { sea: \"#336699\" }\n",
        ])
        let runs: [[String]] = [
            ["theme", "list"], ["theme", "list", "--tree"], ["theme", "explain", evil, "arrow.base"],
            ["theme", "explain", "plain", "description"], ["theme", "explain", "plain", "background.fill"],
            ["theme", "show", evil], ["theme", "show", "plain", "--provenance"], ["tokens", "show", "colors.sea"],
            ["theme", "validate"], ["theme", "build"],
        ]
        for arguments in runs {
            let run = try CLIRunner.run(arguments + ["--project", folder.path])
            for line in run.output.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(
                    !line.hasPrefix(forgedName) && !line.hasPrefix(forgedValue) && !line.contains("\t")
                        && !line.contains("\r"), "\(arguments): \(run.output)")
            }
            // The text is there, shown.
            #expect(run.output.contains("forged"), "\(arguments): \(run.output)")
        }
        // Where a name is shown inside a line, its line break is an escape.
        let list = try CLIRunner.run(["theme", "list", "--project", folder.path])
        #expect(list.stdout.contains("evil\\u{A}\(forgedName)  themes/evil\\u{A}\(forgedName).yaml"), "\(list.stdout)")
        let explain = try CLIRunner.run(["theme", "explain", evil, "arrow.base", "--project", folder.path])
        #expect(explain.stdout.contains("  chain: evil\\u{A}\(forgedName) → plain\n"), "\(explain.stdout)")
    }
}
