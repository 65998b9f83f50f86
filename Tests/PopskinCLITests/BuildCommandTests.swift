import Foundation
import PopskinTestSupport
import Testing

@Suite(.tags(.process), .unlessSkipped(.process)) struct BuildCommandTests {
    static func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
        var result: [String: (Data, Date)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
            result[name] = (try Data(contentsOf: url), date)
        }
        return result
    }

    @Test func buildingTwiceIsByteIdenticalAndLeavesFilesUntouched() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let first = try CLIRunner.run([
            "theme", "build", "--project", TestPaths.repositoryRoot.path, "--output", out.path,
        ])
        #expect(first.status == 0, "\(first.stderr)")
        // Every file of the catalog, counted on disk.
        let catalog = out.appendingPathComponent("Generated/Skins.xcassets")
        let images = try FileManager.default.subpathsOfDirectory(atPath: catalog.path)
            .filter { !$0.hasSuffix(".imageset") && !$0.hasSuffix(".colorset") }.count
        let themes =
            try FileManager.default.contentsOfDirectory(
                atPath: TestPaths.repositoryRoot.appendingPathComponent("themes").path
            )
            .filter { $0.hasSuffix(".yaml") }.count - 1  // seed-base is abstract
        // A token file per theme, and for a theme that varies by appearance its appearances' files and a resolver.
        let tokens = try FileManager.default.contentsOfDirectory(
            atPath: out.appendingPathComponent("Generated/Tokens").path
        ).count
        #expect(tokens > themes)
        #expect(
            first.stdout == "swift → Generated/Skins: \(themes + 3) written, 0 unchanged\n"
                + "assets → Generated/Skins.xcassets: \(images) written, 0 unchanged\n"
                + "qmui → Generated/QMUI: 1 written, 0 unchanged\ntokens → Generated/Tokens: \(tokens) written, 0 unchanged\n"
        )
        let folder = out.appendingPathComponent("Generated/Skins")
        let before = try Self.snapshot(folder)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLIRunner.run([
            "theme", "build", "--project", TestPaths.repositoryRoot.path, "--output", out.path,
        ])
        #expect(
            second.stdout.hasPrefix(
                "swift → Generated/Skins: 0 written, \(themes + 3) unchanged\n"
                    + "assets → Generated/Skins.xcassets: 0 written, \(images) unchanged\n"))
        let after = try Self.snapshot(folder)
        #expect(before.keys.sorted() == after.keys.sorted())
        for (name, (data, date)) in before {
            #expect(after[name]?.0 == data, "\(name) changed")
            #expect(after[name]?.1 == date, "\(name) was touched")
        }
    }

    @Test func nothingIsWrittenWhenThemesHaveErrors() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run([
            "theme", "build", "--project", CLIRunner.fixture("ten-defects"), "--output", out.path,
        ])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func generatorAndTemplateCommands() throws {
        let list = try CLIRunner.run(["generator", "list"])
        #expect(list.stdout.hasPrefix("swift   "))
        let which = try CLIRunner.run([
            "template", "which", "swift/view.swift", "--project", TestPaths.repositoryRoot.path,
        ])
        #expect(which.stdout.contains("built in"))
        let cat = try CLIRunner.run(["template", "cat", "swift/view.swift", "--project", TestPaths.repositoryRoot.path])
        #expect(cat.stdout.contains("override class func arrowBase() -> CGFloat"))
    }
}
