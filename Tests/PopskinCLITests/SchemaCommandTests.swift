import Foundation
import PopskinTestSupport
import Testing

/// `popskin schema --draft`: what Scripts/generate-docs.sh commits, each draft in its folder.
@Suite(.tags(.process), .unlessSkipped(.process)) struct SchemaCommandTests {
    @Test(arguments: ["theme", "manifest"]) func eachDraftPrintsItsCommittedFile(subject: String) throws {
        let docs = TestPaths.repositoryRoot.appendingPathComponent("docs/schema")
        for (arguments, file) in [
            ([], "\(subject).schema.json"), (["--draft", "07"], "draft-07/\(subject).schema.json"),
        ] {
            let result = try CLIRunner.run(["schema", subject] + arguments)
            #expect(result.status == 0, "\(result.output)")
            let committed = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            #expect(result.stdout == committed, "schema \(subject) \(arguments) is not docs/schema/\(file)")
        }
        let markdown = try CLIRunner.run(["schema", subject, "--format", "markdown", "--draft", "07"])
        #expect(markdown.status == 64 && markdown.stderr.contains("--draft is for --format json"), "\(markdown.output)")
    }
}
