import Foundation
import PopskinTestSupport
import Testing

/// `theme diff` and `package diff --check-version` end to end, on real repositories.
@Suite(.tags(.process), .unlessSkipped(.process)) struct DiffCommandTests {
    /// The JSON's lists, as a CI job reads them.
    struct Listing: Decodable {
        struct Changed: Decodable {
            struct Case: Decodable {
                var direction: String
                var appearance: String
                var scale: Int
                var pixels: Int
            }
            struct Value: Decodable {
                var path: String
                var from: String?
                var to: String?
                var semver: String
            }
            var name: String
            var cases: [Case]
            var values: [Value]
        }
        struct Noted: Decodable { var name: String }
        var changed: [Changed]
        var added: [String]
        var removed: [String]
        var unchanged: [String]
        var notes: [Noted]
        var threshold: Double
        var noticeable: Double
    }

    @Test func themeDiffListsWhatChanged() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try DiffFixture.make(fixture)
        let report = fixture.root + "/report.html"
        let run = try CLIRunner.run(
            ["theme", "diff", "--from", "HEAD~1", "--format", "json", "--output", report], in: repository.path)
        #expect(run.status == 1, "\(run.stderr)")
        let listing = try JSONDecoder().decode(Listing.self, from: Data(run.stdout.utf8))
        #expect(listing.changed.map(\.name) == ["ocean"])
        #expect(listing.added == ["reef"] && listing.removed == ["old"])
        #expect(listing.unchanged == ["calm", "steady"] && listing.notes.map(\.name) == ["calm"])
        #expect(listing.threshold == 0 && listing.noticeable == 1)
        #expect(listing.changed.first?.values.map(\.semver) == ["minor"])
        #expect(listing.changed.first?.cases.count == 16)
        // The JSON beside the report says the same.
        let beside = try Data(contentsOf: URL(fileURLWithPath: fixture.root + "/report.json"))
        #expect(try JSONDecoder().decode(Listing.self, from: beside).changed.map(\.name) == ["ocean"])
        let page = try String(contentsOfFile: report, encoding: .utf8)
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;") && !page.contains("<img src=x"))
    }

    @Test func themeDiffExitStatuses() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try DiffFixture.make(fixture)
        let same = try CLIRunner.run(["theme", "diff", "--from", "HEAD"], in: repository.path)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("HEAD → the working tree: 0 changed, 0 added, 0 removed, 4 unchanged"))
        let text = try CLIRunner.run(["theme", "diff", "--from", "HEAD~1", "ocean"], in: repository.path)
        #expect(text.status == 1)
        #expect(text.stdout.contains("changed    ocean (minor;"))
        #expect(
            text.stdout.contains(
                "  minor  background.fill \"#1060a0\" → \"#c03030\"  "
                    + "(tokens/palette.yaml:2:3 → tokens/palette.yaml:2:3, ΔE2000 "))
        let missing = try CLIRunner.run(["theme", "diff", "--from", "no-such-revision"], in: repository.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'no-such-revision'"))
        let unknown = try CLIRunner.run(["theme", "diff", "--from", "HEAD~1", "nowhere"], in: repository.path)
        #expect(unknown.status == 2)
    }

    @Test func packageDiffChecksTheVersion() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("package")
        try repository.release(
            "1.0.0",
            [
                "popskin.yaml": "popskin: 1\nname: sea\nversion: 1.0.0\n",
                "themes/ocean.yaml": DiffFixture.theme(fill: "#1060a0"),
                "themes/reef.yaml": DiffFixture.theme(fill: "#30c0a0"),
            ])
        try repository.release("1.0.1", ["themes/ocean.yaml": DiffFixture.theme(fill: "#c03030")])
        try FileManager.default.removeItem(atPath: repository.path + "/themes/reef.yaml")
        try repository.release("2.0.0")

        let patch = try CLIRunner.run(["package", "diff", "1.0.0", "1.0.1", "--check-version"], in: repository.path)
        #expect(patch.status == 1, "\(patch.stderr)")
        #expect(patch.stdout.contains("checked 2 themes compared, 16 cases drawn\n"))
        #expect(patch.stdout.contains("1.0.0 → 1.0.1 needs a minor version (at least 1.1.0), because:\n"))
        #expect(patch.stdout.contains("fail: 1.0.0 → 1.0.1 is a patch step; minor is required\n"))

        let major = try CLIRunner.run(["package", "diff", "1.0.1", "2.0.0", "--check-version"], in: repository.path)
        #expect(major.status == 0, "\(major.stdout)\(major.stderr)")
        #expect(major.stdout.contains("  theme 'reef' removed\n") && major.stdout.contains("ok: 1.0.1 → 2.0.0"))
    }
}
