import Foundation
import PopskinTestSupport
import Testing

/// `theme validate` checks the whole project as `theme build` would: the manifest's outputs (generator, options,
/// path, themes) as well as the themes, every problem located in popskin.yaml, in one pass.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ValidateProjectTests {
    /// A valid theme and a manifest with four mistakes in its outputs.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        try Data("arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n".utf8)
            .write(to: URL(fileURLWithPath: folder.path + "/themes/sea.yaml"))
        try Data(
            """
            popskin: 1
            outputs:
              - generator: swift
                options: { access: open, registry: my-skins }
              - generator: swfit
              - generator: assets
                path: ../elsewhere
              - generator: qmui
                themes: [sae]

            """.utf8
        ).write(to: URL(fileURLWithPath: folder.path + "/popskin.yaml"))
        return folder
    }

    static let expected = [
        (
            "popskin.yaml:4:24: error: [TYPE-MISMATCH]",
            "'access' in swift options must be one of public, internal or package"
        ),
        ("popskin.yaml:4:40: error: [BAD-NAME]", "registry must be a Swift type name"),
        ("popskin.yaml:5:16: error: [UNKNOWN-KEY]", "no generator named 'swfit' (did you mean 'swift'?)"),
        ("popskin.yaml:7:11: error: [BAD-PATH]", "output path '../elsewhere' must be a folder inside the project"),
        ("popskin.yaml:9:14: error: [UNKNOWN-NAME]", "no theme named 'sae' (did you mean 'sea'?)"),
    ]

    @Test func outputsAreCheckedInText() throws {
        let folder = try Self.project()
        let result = try CLIRunner.run(["theme", "validate", "--project", folder.path])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: [") }
        #expect(errors.count == Self.expected.count, "\(result.stderr)")
        for (prefix, detail) in Self.expected {
            let found = errors.contains { $0.hasPrefix(prefix) && $0.contains(detail) }
            #expect(found, "missing \(prefix) \(detail)\n\(result.stderr)")
        }
        #expect(result.stderr.hasSuffix("1 theme checked: 5 errors, 0 warnings\n"))
        // The build says the same, and writes nothing.
        let build = try CLIRunner.run(["theme", "build", "--project", folder.path])
        #expect(build.status == 1)
        for (prefix, _) in Self.expected { #expect(build.stderr.contains(prefix), "\(build.stderr)") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }

    @Test func outputsAreCheckedInJSON() throws {
        let folder = try Self.project()
        let result = try CLIRunner.run(["theme", "validate", "--project", folder.path, "--diagnostics-format", "json"])
        #expect(result.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let found = list.map { entry in
            "\(entry["file"] as? String ?? ""):\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0): "
                + "\(entry["severity"] as? String ?? ""): [\(entry["id"] as? String ?? "")]"
        }
        #expect(found == Self.expected.map(\.0), "\(found)")
    }
}
