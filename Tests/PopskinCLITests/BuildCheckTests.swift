import Foundation
import PopskinTestSupport
import Testing

/// `theme build --check`, `theme build NAME…` and the no-op answer, through the built binary.
@Suite(.tags(.process), .unlessSkipped(.process)) struct BuildCheckTests {
    /// A copy of the bundled registry in a fresh folder, removed with the returned handle.
    static func copyOfSamples() throws -> (url: URL, folder: TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "popskin-check")
        for item in ["themes", "popskin.yaml"] {
            try FileManager.default.copyItem(
                at: TestPaths.repositoryRoot.appendingPathComponent(item),
                to: folder.url.appendingPathComponent(item))
        }
        return (folder.url, folder)
    }

    /// The number right after `prefix` on the first line of `text` that starts with it.
    static func count(in text: String, after prefix: String) -> Int? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }
            .flatMap { Int($0.dropFirst(prefix.count).prefix { $0.isNumber }) }
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test func checkPassesAfterABuildAndNamesEveryStaleFileAfterAnEdit() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        let build = try CLIRunner.run(["theme", "build", "--project", project.path])
        #expect(build.status == 0, "\(build.stderr)")
        let clean = try CLIRunner.run(["theme", "build", "--check", "--project", project.path])
        #expect(clean.status == 0, "\(clean.stderr)")
        let written = try #require(Self.count(in: build.stdout, after: "swift → Generated/Skins: "))
        #expect(clean.stdout.hasPrefix("swift → Generated/Skins: \(written) up to date, 0 stale, 0 missing, 0 extra\n"))

        try Self.replace("base: 44", with: "base: 46", in: project.appendingPathComponent("themes/mb-red.yaml"))
        let before = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Generated/Skins")
        let stale = try CLIRunner.run(["theme", "build", "--check", "--project", project.path])
        #expect(stale.status == 1)
        for file in ["MbRedPopoverBackgroundView.swift", "MbBluePopoverBackgroundView.swift", "PopskinSkins.swift"] {
            #expect(stale.stderr.contains("Generated/Skins/\(file):"), "\(file) not named:\n\(stale.stderr)")
        }
        #expect(
            stale.stderr.contains(
                "Generated/Skins/MbRedPopoverBackgroundView.swift:16:1: error: [OUTPUT-STALE] stale: "
                    + "not what the themes generate; run `popskin theme build --project \(project.path)`"))
        #expect(stale.stderr.contains("Generated/Skins.xcassets/mb-red-arrow-up.imageset/mb-red-arrow-up.png:1:1"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path + "/Generated/Skins") == before)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Generated/Skins/.popskin"))

        let json = try CLIRunner.run([
            "theme", "build", "--check", "--project", project.path, "--diagnostics-format", "json",
        ])
        #expect(json.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [[String: Any]])
        let stales = list.filter { $0["id"] as? String == "OUTPUT-STALE" }
        #expect(
            stales.contains {
                $0["file"] as? String == "Generated/Skins/MbRedPopoverBackgroundView.swift" && $0["line"] as? Int == 16
            })

        #expect(try CLIRunner.run(["theme", "build", "--project", project.path]).status == 0)
        #expect(try CLIRunner.run(["theme", "build", "--check", "--project", project.path]).status == 0)
    }

    @Test func checkNamesMissingAndExtraFiles() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        let build = try CLIRunner.run(["theme", "build", "--project", project.path])
        #expect(build.status == 0)
        let tokens = try #require(Self.count(in: build.stdout, after: "tokens → Generated/Tokens: "))
        try FileManager.default.removeItem(atPath: project.path + "/Generated/Tokens/mb-red.tokens.json")
        try Data("{}\n".utf8).write(to: project.appendingPathComponent("Generated/Tokens/old.tokens.json"))
        let result = try CLIRunner.run(["theme", "build", "--check", "--project", project.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Generated/Tokens/mb-red.tokens.json:1:1: error: [OUTPUT-STALE] missing: "))
        #expect(
            result.stderr.contains(
                "Generated/Tokens/old.tokens.json:1:1: error: [OUTPUT-STALE] extra: no theme generates it; delete it"))
        #expect(
            result.stdout.contains("tokens → Generated/Tokens: \(tokens - 1) up to date, 0 stale, 1 missing, 1 extra\n")
        )
    }

    @Test func buildingOneThemeLeavesAnothersFilesUntouched() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        #expect(try CLIRunner.run(["theme", "build", "--project", project.path]).status == 0)
        let green = project.appendingPathComponent("Generated/Skins/MbGreenPopoverBackgroundView.swift")
        let before = try FileManager.default.attributesOfItem(atPath: green.path)[.modificationDate] as? Date
        try Self.replace("insets: 10", with: "insets: 12", in: project.appendingPathComponent("themes/mb-red.yaml"))
        try Self.replace(
            "insets: { top: 30", with: "insets: { top: 32", in: project.appendingPathComponent("themes/mb-green.yaml"))
        let result = try CLIRunner.run(["theme", "build", "mb-red", "--project", project.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("removed"), "\(result.stdout)")
        #expect(try FileManager.default.attributesOfItem(atPath: green.path)[.modificationDate] as? Date == before)
        #expect(try String(contentsOf: green, encoding: .utf8).contains("top: 30"))
        for theme in ["gik-classic", "qmui-default", "rapture-orange"] {
            #expect(FileManager.default.fileExists(atPath: project.path + "/Generated/Tokens/\(theme).tokens.json"))
        }
    }

    @Test func namedThemesBuildWhileOneOfThemIsBroken() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        #expect(try CLIRunner.run(["theme", "build", "--project", project.path]).status == 0)
        try Self.replace("insets: 10", with: "insets: 12", in: project.appendingPathComponent("themes/mb-red.yaml"))
        try Self.replace("base: 18", with: "base: [18]", in: project.appendingPathComponent("themes/qmui-default.yaml"))
        let result = try CLIRunner.run(["theme", "build", "mb-red", "qmui-default", "--project", project.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("themes/qmui-default.yaml:7:9: error: [FIXED-ARROW-METRICS]"), "\(result.stderr)")
        // The cause first, then what it left undone.
        let cause = try #require(result.stderr.range(of: "[FIXED-ARROW-METRICS]"))
        let partial = try #require(result.stderr.range(of: "[BUILD-PARTIAL]"))
        #expect(cause.lowerBound < partial.lowerBound, "\(result.stderr)")
        let view = try String(
            contentsOf: project.appendingPathComponent("Generated/Skins/MbRedPopoverBackgroundView.swift"),
            encoding: .utf8)
        #expect(view.contains("UIEdgeInsets(top: 12"))
    }

    /// A named theme whose file does not even parse is not an unknown name: its syntax error is reported, and the
    /// other named themes build; `theme render` of it shows the same error.
    @Test func namedThemesBuildWhileOneDoesNotParse() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        #expect(try CLIRunner.run(["theme", "build", "--project", project.path]).status == 0)
        try Self.replace("insets: 10", with: "insets: 12", in: project.appendingPathComponent("themes/mb-red.yaml"))
        try Data("extends: seed-base\narrow: [\n".utf8).write(
            to: project.appendingPathComponent("themes/mb-green.yaml"))
        let result = try CLIRunner.run(["theme", "build", "mb-red", "mb-green", "--project", project.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("themes/mb-green.yaml:3:1: error: [YAML-SYNTAX]"), "\(result.stderr)")
        #expect(!result.stderr.contains("UNKNOWN-NAME"))
        // The syntax error first, then the shared files it left as they were (`theme watch` builds the same way).
        let cause = try #require(result.stderr.range(of: "[YAML-SYNTAX]"))
        let partial = try #require(result.stderr.range(of: "[BUILD-PARTIAL]"))
        #expect(cause.lowerBound < partial.lowerBound, "\(result.stderr)")
        let view = try String(
            contentsOf: project.appendingPathComponent("Generated/Skins/MbRedPopoverBackgroundView.swift"),
            encoding: .utf8)
        #expect(view.contains("UIEdgeInsets(top: 12"))
        let render = try CLIRunner.run(
            ["theme", "render", "mb-green", "--project", project.path, "--output", project.path + "/x.png"])
        #expect(render.status == 1)
        #expect(render.stderr.contains("[YAML-SYNTAX]") && !render.stderr.contains("UNKNOWN-NAME"))
    }

    @Test func anUnchangedBuildAnswersFromItsStamp() throws {
        let (project, kept) = try Self.copyOfSamples()
        defer { withExtendedLifetime(kept) {} }
        // The samples' qmui output warns (QMUI-UNSUPPORTED): a build that reports anything never answers from a stamp.
        try Data(
            "popskin: 1\nthemes: themes\ntokens: themes/tokens\noutputs:\n  - generator: swift\n  - generator: assets\n"
                .utf8
        )
        .write(to: project.appendingPathComponent("popskin.yaml"))
        let first = try CLIRunner.run(["theme", "build", "--project", project.path])
        #expect(first.status == 0, "\(first.stderr)")
        let stamps = try FileManager.default.contentsOfDirectory(atPath: project.path + "/.popskin/build")
        #expect(stamps.contains { $0.hasPrefix("noop-") })
        let second = try CLIRunner.run(["theme", "build", "--project", project.path])
        let swift = try #require(Self.count(in: first.stdout, after: "swift → Generated/Skins: "))
        let assets = try #require(Self.count(in: first.stdout, after: "assets → Generated/Skins.xcassets: "))
        #expect(swift > 0 && assets > 0)
        #expect(
            second.stdout == "swift → Generated/Skins: 0 written, \(swift) unchanged\n"
                + "assets → Generated/Skins.xcassets: 0 written, \(assets) unchanged\n")
        #expect(second.stderr.isEmpty)
    }
}
