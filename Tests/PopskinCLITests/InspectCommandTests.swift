import Foundation
import PopskinTestSupport
import Testing

@Suite(.tags(.process), .unlessSkipped(.process)) struct InspectCommandTests {
    let root = TestPaths.repositoryRoot.path

    @Test func showJSONHasMergeSemantics() throws {
        let result = try CLIRunner.run(["theme", "show", "mb-green", "--format", "json", "--project", root])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let background = try #require(json["background"] as? [String: Any])
        // Deep merge: fill from mb-green, corner-radius from mb-red, style from seed-base.
        #expect(background["fill"] as? String == "#00e22b")
        #expect(background["corner-radius"] as? Int == 6)
        #expect(background["style"] as? String == "separate")
        // Sequence replaced wholesale.
        #expect((json["content"] as? [String: Any])?["insets"] as? [Int] == [30, 20, 20, 10])
        #expect(json["extends"] as? String == "mb-red")
    }

    @Test func showRemovesNull() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-null-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data(
            """
            arrow: { base: 20, height: 10 }
            content: { insets: 12 }
            shadow: { blur: 2 }
            popup: { highlighted-fill: "#eeeeee" }

            """.utf8
        ).write(to: folder.appendingPathComponent("themes/parent.yaml"))
        try Data("extends: parent\nshadow: null\npopup: { highlighted-fill: null }\n".utf8)
            .write(to: folder.appendingPathComponent("themes/child.yaml"))
        let parent = try CLIRunner.run(["theme", "show", "parent", "--format", "json", "--project", folder.path])
        let child = try CLIRunner.run(["theme", "show", "child", "--format", "json", "--project", folder.path])
        #expect(child.status == 0, "\(child.stderr)")
        let parentJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(parent.stdout.utf8)) as? [String: Any])
        let childJSON = try #require(try JSONSerialization.jsonObject(with: Data(child.stdout.utf8)) as? [String: Any])
        #expect(parentJSON["shadow"] is [String: Any])
        #expect(childJSON["shadow"] is NSNull)
        #expect((childJSON["popup"] as? [String: Any])?["highlighted-fill"] is NSNull)
    }

    @Test func showYAMLWithProvenance() throws {
        let result = try CLIRunner.run(["theme", "show", "mb-blue", "--provenance", "--project", root])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  fill: \"#0000e2\"\n"))
        #expect(result.stdout.contains("  arrow.base:\n    theme: mb-red\n    file: themes/mb-red.yaml\n    line: 6\n"))
    }

    @Test func explainNamesWinnerAndOverridden() throws {
        let result = try CLIRunner.run(["theme", "explain", "mb-blue", "content.insets", "--project", root])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                mb-blue: content.insets = [20, 10, 20, 10]
                  set to [20, 10, 20, 10] by 'mb-blue' at themes/mb-blue.yaml:7:11
                  overrides 10 from 'mb-red' at themes/mb-red.yaml:12:11
                  chain: mb-blue → mb-red → seed-base

                """)
        let unknown = try CLIRunner.run(["theme", "explain", "mb-blue", "arrow.bsae", "--project", root])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean 'arrow.base'?"))
    }

    @Test func listTreeAndJSON() throws {
        let tree = try CLIRunner.run(["theme", "list", "--tree", "--project", root])
        #expect(tree.status == 0)
        #expect(
            tree.stdout.contains(
                "├── gik-default\n│   ├── gik-adaptive\n│   └── gik-classic\n├── mb-red\n│   ├── mb-blue\n│   └── mb-green\n"
            ))
        #expect(tree.stdout.hasPrefix("seed-base (abstract)\n"))
        let json = try CLIRunner.run(["theme", "list", "--format", "json", "--project", root])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let files = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.repositoryRoot.appendingPathComponent("themes").path)
        #expect(items.count == files.filter { $0.hasSuffix(".yaml") }.count)
        #expect(items.first { $0["name"] as? String == "mb-red" }?["children"] as? [String] == ["mb-blue", "mb-green"])
    }

    @Test func unknownThemeSuggestsOne() throws {
        let result = try CLIRunner.run(["theme", "show", "mb-rde", "--project", root])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean 'mb-red'?"))
    }

    @Test func initCreatesAProjectThatValidates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "Acme Skins \(UUID().uuidString.prefix(4))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let created = try CLIRunner.run(["init", "--project", folder.path])
        #expect(created.status == 0, "\(created.stderr)")
        // The build's state is this machine's: kept out of the repository from the start.
        let ignored = try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignored.split(separator: "\n").contains(".popskin/"), "\(ignored)")
        let validated = try CLIRunner.run(["theme", "validate", "--strict"], in: folder.path)
        #expect(validated.status == 0, "\(validated.stderr)")
        let again = try CLIRunner.run(["init", "--project", folder.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("not overwriting"))
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct ExplainDerivationTests {
    /// A derived value says how it was reached.
    @Test func derivedValuesShowTheirSums() throws {
        let root = TestPaths.repositoryRoot.path
        let side = try CLIRunner.run([
            "theme", "explain", "qmui-default", "metrics.minimum-popover-side", "--project", root,
        ])
        #expect(side.stdout.contains("  derived: 38 = arrow.base 18 + 2 × corner clearance 10\n"), "\(side.stdout)")
        let clearance = try CLIRunner.run([
            "theme", "explain", "wepopover", "arrow.corner-clearance", "--project", root,
        ])
        #expect(
            clearance.stdout.contains(
                "  derived: 6 in effect = the largest of corner-clearance 6 as written, "
                    + "corner-radius 6 and border.width 0.5"), "\(clearance.stdout)")
        // A capsule's written clearance is 0; what it keeps clear of is its round ends (issue 30, item 5).
        let capsule = try CLIRunner.run([
            "theme", "explain", "amp-poptip-rounded", "arrow.corner-clearance", "--project", root,
        ])
        #expect(
            capsule.stdout.contains("in effect the arrow keeps clear of a capsule's round ends, half the bubble's "),
            "\(capsule.stdout)")
        let caps = try CLIRunner.run(["theme", "explain", "gik-default", "background.cap-insets", "--project", root])
        #expect(
            caps.stdout.contains(
                "  derived: popskin's art uses 7 on every side = the larger of corner-radius 7 and "
                    + "border.width 0.5, rounded up to whole points"), "\(caps.stdout)")
    }
}
