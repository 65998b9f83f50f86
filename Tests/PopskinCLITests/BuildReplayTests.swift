import Foundation
import PopskinTestSupport
import Testing

/// A build answered from its stamp says what the build it replays said: warnings printed again byte for byte, in
/// text and in JSON, and an unchanged build with warnings is a no-op like any other.
@Suite(.tags(.process), .unlessSkipped(.process)) struct BuildReplayTests {
    /// Two themes whose content pokes out of a rounded corner (CONTENT-INSIDE-CORNER, a warning, with its notes).
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let theme = """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 16}
            content:
              insets: 2
              wants-default-appearance: false

            """
        try folder.write([
            "popskin.yaml": "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n",
            "themes/a.yaml": theme, "themes/b.yaml": "extends: a\n",
        ])
        return folder
    }

    @Test(arguments: ["text", "json"]) func warningsAreReplayedByteForByte(format: String) throws {
        let folder = try Self.project()
        let arguments = ["theme", "build", "--diagnostics-format", format]
        let first = try CLIRunner.run(arguments, in: folder.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("CONTENT-INSIDE-CORNER"))
        #expect(first.stdout.contains("5 written"))
        let stamp = try Self.noOpStamp(folder)
        let second = try CLIRunner.run(arguments, in: folder.path)
        #expect(second.status == 0)
        #expect(second.stderr == first.stderr)
        #expect(second.stdout.contains("0 written, 5 unchanged"), "\(second.stdout)")
        // Answered from the stamp: it is read, not rewritten, and the themes are not parsed (a theme file's bytes
        // swapped for an unreadable file of the same size and time would otherwise fail the build).
        #expect(try Self.noOpStamp(folder) == stamp)
    }

    /// A no-op reads no theme: the lines a warning quotes come from the stamp, which holds them, and are printed as
    /// the build printed them. (A theme whose bytes change is always read again: its status-change time moves even
    /// when its size and modification time are put back.)
    @Test func theReplayQuotesTheLinesTheBuildRead() throws {
        let folder = try Self.project()
        let theme = folder.path + "/themes/a.yaml"
        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: theme)
        let first = try CLIRunner.run(["theme", "build"], in: folder.path)
        #expect(first.stderr.contains("    content:\n") || first.stderr.contains("insets: 2"), "\(first.stderr)")
        let stamp = String(decoding: try Self.noOpStamp(folder), as: UTF8.self)
        let quoted = first.stderr.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.contains("^") }
        #expect(!quoted.isEmpty)
        for line in quoted { #expect(stamp.contains("\t" + line.dropFirst(4)), "\(line)") }
        let second = try CLIRunner.run(["theme", "build"], in: folder.path)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == first.stderr)
        // The same size and time over other bytes: read again, and found broken.
        let size = try Data(contentsOf: URL(fileURLWithPath: theme)).count
        try Data(String(repeating: "[", count: size).utf8).write(to: URL(fileURLWithPath: theme))
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: theme)
        let third = try CLIRunner.run(["theme", "build"], in: folder.path)
        #expect(third.status == 1)
        #expect(third.stderr.contains("themes/a.yaml:1:"), "\(third.stderr)")
    }

    static func noOpStampName(_ folder: TemporaryFolder) throws -> String {
        try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.popskin/build").first {
                $0.hasPrefix("noop-")
            })
    }

    static func noOpStamp(_ folder: TemporaryFolder) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder.path + "/.popskin/build/" + noOpStampName(folder)))
    }
}
