import Foundation
import PopskinTestSupport
import Testing

/// The themes `popskin-fuzz-cli` crashed `theme build` with, or made it disagree with `theme validate`, minimised to
/// one file each (Fixtures/fuzz-cli/). Each says in `# expect:` lines the errors validate must report (`# expect:
/// clean` for none); the build must report the same, exit as validate does, and neither may die.
@Suite(.tags(.process), .unlessSkipped(.process)) struct FuzzFoundTests {
    static let folder = CLIRunner.fixture("fuzz-cli")

    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()

    /// The error lines of a run (`file:line:column: error: [ID] message`), in order.
    static func errors(_ outcome: TestProcess.Outcome) -> [String] {
        outcome.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": error: [") }
    }

    @Test func everyFixtureIsHere() {
        #expect(Self.fixtures.count >= 2, "\(Self.folder)")
    }

    @Test(arguments: fixtures)
    func validateAndBuildReportTheSameErrorsWithoutCrashing(fixture: String) throws {
        let text = try String(contentsOfFile: Self.folder + "/" + fixture, encoding: .utf8)
        let expected = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
        }
        #expect(!expected.isEmpty, "\(fixture) has no '# expect:' line")
        let project = try TemporaryFolder(prefix: "popskin-fuzz-found")
        try project.write(["themes/" + fixture: text])
        // Hand-made art the fixtures share.
        try FileManager.default.copyItem(atPath: Self.folder + "/art", toPath: project.path + "/themes/art")

        let validate = try CLIRunner.run(["theme", "validate", "--project", project.path])
        let build = try CLIRunner.run(["theme", "build", "--project", project.path])
        let clean = expected == ["clean"]
        for (command, outcome) in [("validate", validate), ("build", build)] {
            #expect(outcome.signal == nil, "theme \(command) crashed on \(fixture):\n\(outcome.stderr)")
            #expect(outcome.status == (clean ? 0 : 1), "theme \(command) on \(fixture):\n\(outcome.output)")
        }
        let reported = Self.errors(validate)
        for prefix in expected where !clean {
            #expect(reported.contains { $0.hasPrefix(prefix) }, "\(fixture): no \(prefix)\n\(validate.stderr)")
        }
        #expect(Self.errors(build) == reported, "\(fixture): build\n\(build.stderr)\nvalidate\n\(validate.stderr)")
    }
}
