import Foundation
import PopskinTestSupport
import Testing

/// An output's `path:` is a folder inside the project: one holding a control character, or reached through a
/// symbolic link that leaves the project, is refused at its `path:` by `theme validate` and `theme build` alike, and
/// nothing is written.
@Suite(.tags(.process), .unlessSkipped(.process)) struct OutputPathTests {
    /// `FOLDER/app` (a project with one theme and `manifest`) beside `FOLDER/outside`; `Generated` in the project is
    /// a link to `../outside`.
    static func project(_ manifest: String) throws -> (folder: TemporaryFolder, project: String, outside: String) {
        let folder = try TemporaryFolder()
        let project = folder.path + "/app", outside = folder.path + "/outside"
        try folder.write([
            "app/themes/sea.yaml": "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n",
            "app/popskin.yaml": manifest, "outside/README": "not the project's\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: project + "/Generated", withDestinationPath: "../outside")
        return (folder, project, outside)
    }

    static let manifest = """
        popskin: 1
        outputs:
          - generator: swift
            path: "Gen\\nerated"
          - generator: assets
            path: "Skins\\u202E.xcassets"
          - generator: qmui
            path: Generated/QMUI
          - generator: tokens

        """

    /// Each refusal at its `path:` (the `tokens` output, which has none, at its entry), as both commands print it.
    static func expected(outside: String) -> String {
        let leaves =
            "leads outside the project: \"Generated\" is a symbolic link to \"\(outside)\"; popskin writes outputs "
            + "only inside the project, so point the link inside it or name a real folder"
        return """
            popskin.yaml:4:11: error: [BAD-PATH] output path "Gen\\nerated" is refused: it contains the control or \
            invisible character U+A
                    path: "Gen\\nerated"
                          ^
            popskin.yaml:6:11: error: [BAD-PATH] output path "Skins\\u202e.xcassets" is refused: it contains the \
            control or invisible character U+202E
                    path: "Skins\\u202E.xcassets"
                          ^
            popskin.yaml:8:11: error: [BAD-PATH] output path "Generated/QMUI" \(leaves)
                    path: Generated/QMUI
                          ^
            popskin.yaml:9:5: error: [BAD-PATH] output path "Generated/Tokens" \(leaves)
                  - generator: tokens
                    ^

            """
    }

    @Test func validateAndBuildRefuseThePaths() throws {
        let (folder, project, outside) = try Self.project(Self.manifest)
        let real = try #require(realpath(outside, nil))
        defer { free(real) }
        let expected = Self.expected(outside: String(cString: real))

        let validate = try CLIRunner.run(["theme", "validate", "--project", project])
        #expect(validate.status == 1)
        #expect(validate.stderr == expected + "1 theme checked: 4 errors, 0 warnings\n", "\(validate.stderr)")

        let build = try CLIRunner.run(["theme", "build", "--project", project])
        #expect(build.status == 1)
        #expect(build.stderr == expected, "\(build.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["README"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project).sorted() == [
                "Generated", "popskin.yaml", "themes",
            ])
        withExtendedLifetime(folder) {}
    }

    /// A link that stays inside the project is followed: the output lands in the folder it names.
    @Test func aLinkInsideTheProjectIsFollowed() throws {
        let (folder, project, outside) = try Self.project(
            "popskin: 1\noutputs:\n  - generator: swift\n    path: Out/Skins\n")
        try FileManager.default.createDirectory(atPath: project + "/Build/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/Out", withDestinationPath: "Build/real")
        let build = try CLIRunner.run(["theme", "build", "--project", project])
        #expect(build.status == 0 && build.stderr == "", "\(build.stderr)")
        #expect(build.stdout == "swift → Out/Skins: 4 written, 0 unchanged\n")
        #expect(FileManager.default.fileExists(atPath: project + "/Build/real/Skins/SeaPopoverBackgroundView.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["README"])
        withExtendedLifetime(folder) {}
    }
}
