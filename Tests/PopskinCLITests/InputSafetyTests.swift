import Foundation
import PopskinTestSupport
import Testing

/// Inputs popskin must neither block on nor follow: a named pipe where a file should be (opening one for reading
/// waits for a writer forever), and theme and token files or folders that lead outside the project through
/// symbolic links (their lines would be quoted in diagnostics).
@Suite(.tags(.process), .unlessSkipped(.process)) struct InputSafetyTests {
    static let theme = "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n"

    static func makePipe(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
    }

    @Test func aNamedPipeAsTheManifestIsANamedErrorNotAHang() throws {
        let folder = try TemporaryFolder()
        try folder.write(["themes/t.yaml": Self.theme])
        try Self.makePipe(folder.path + "/popskin.yaml")
        for command in [["theme", "validate"], ["theme", "build"], ["theme", "list"]] {
            // A hang fails at the runner's limit; a refusal takes about 0.05 s, a few seconds on a busy machine.
            let run = try CLIRunner.limited(command + ["--project", folder.path])
            #expect(run.status == 1)
            #expect(
                run.stderr.contains(
                    "popskin.yaml:1:1: error: [IO-ERROR] cannot read popskin.yaml: it is a named pipe (FIFO), not a "
                        + "regular file"), "\(command): \(run.stderr)")
        }
    }

    /// A theme, a YAML and a DTCG token file, a template, a piece of art and the lock, each a named pipe: every one
    /// named, in one run, and the build stops the same way.
    @Test func namedPipesInEveryOtherPlaceAreNamedErrorsNotHangs() throws {
        let folder = try TemporaryFolder()
        try folder.write([
            // A git dependency, so that the lock is read.
            "popskin.yaml":
                "popskin: 1\ntemplates: templates\ndependencies:\n  dep: { git: \"file:///nowhere\", from: 1.0.0 }\n",
            "themes/t.yaml": Self.theme + "background: { image: art/bg.png }\n",
            "tokens/base.yaml": "space: 4\n",
        ])
        let pipes = [
            "themes/pipe.yaml", "tokens/colors.yaml", "tokens/more.tokens.json",
            "templates/swift/view.swift.mustache", "themes/art/bg.png", "popskin.lock",
        ]
        for pipe in pipes { try Self.makePipe(folder.path + "/" + pipe) }
        for command in [["theme", "validate"], ["theme", "build"]] {
            // A hang fails at the runner's limit; a refusal takes about 0.05 s, a few seconds on a busy machine.
            let run = try CLIRunner.limited(command + ["--project", folder.path])
            #expect(run.status == 1)
            for pipe in pipes {
                let named = run.stderr.split(separator: "\n").contains {
                    $0.contains("error: [IO-ERROR]") && $0.contains("cannot read \(pipe): it is a named pipe (FIFO)")
                }
                #expect(named, "\(command), \(pipe):\n\(run.stderr)")
            }
        }
    }

    /// A folder elsewhere holding a theme and a token file whose first lines would be quoted if they were read.
    static func outside() throws -> TemporaryFolder {
        let outside = try TemporaryFolder()
        try outside.write([
            "themes/stolen.yaml": "SECRET-THEME-LINE: [\n",
            "tokens/stolen.yaml": "SECRET-TOKEN-LINE: [\n",
            "secret.yaml": "SECRET-FILE-LINE: [\n",
        ])
        return outside
    }

    @Test func themeAndTokenFoldersLinkedOutsideAreRefusedUnread() throws {
        let outside = try Self.outside()
        let folder = try TemporaryFolder()
        try folder.write([
            "popskin.yaml": "popskin: 1\nthemes: [themes, linked]\ntokens: [shared]\n", "themes/t.yaml": Self.theme,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/linked", withDestinationPath: outside.path + "/themes")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/shared", withDestinationPath: outside.path + "/tokens")
        let run = try CLIRunner.limited(["theme", "validate", "--project", folder.path])
        #expect(run.status == 1)
        #expect(!run.output.contains("SECRET"), "\(run.output)")
        #expect(!run.output.contains("stolen"), "\(run.output)")
        for shown in ["linked", "shared"] {
            #expect(
                run.stderr.contains(
                    "error: [BAD-PATH] folder '\(shown)' resolves through a symbolic link to somewhere outside the "
                        + "project"), "\(run.stderr)")
        }
        // The token source is located where the manifest names it.
        #expect(run.stderr.contains("popskin.yaml:3:10: error: [BAD-PATH] folder 'shared'"), "\(run.stderr)")
    }

    @Test func aThemeFileLinkedOutsideIsRefusedUnread() throws {
        let outside = try Self.outside()
        let folder = try TemporaryFolder()
        try folder.write(["themes/t.yaml": Self.theme])
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/themes/linked.yaml", withDestinationPath: outside.path + "/secret.yaml")
        let run = try CLIRunner.limited(["theme", "validate", "--project", folder.path])
        #expect(run.status == 1)
        #expect(!run.output.contains("SECRET"), "\(run.output)")
        #expect(
            run.stderr.contains(
                "themes/linked.yaml:1:1: error: [BAD-PATH] themes/linked.yaml resolves through a symbolic link to "
                    + "somewhere outside the project"), "\(run.stderr)")
        // A link that stays inside the project is followed as before.
        try FileManager.default.removeItem(atPath: folder.path + "/themes/linked.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/themes/linked.yaml", withDestinationPath: "t.yaml")
        #expect(try CLIRunner.limited(["theme", "validate", "--project", folder.path]).status == 0)
    }
}
