import Foundation
import PopskinCore
import PopskinTestSupport
import Testing
import Version

@testable import PopskinInstalledPackages
@testable import PopskinPackages

/// `package diff`: which changes need which semantic version.
@Suite struct PackageDiffTests {
    /// A project folder holding `themes` (and `files`), run through the front end.
    static func project(_ themes: [String: String], files: [String: String] = [:]) throws -> PackageDiff.Snapshot {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-diff-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("themes/art"), withIntermediateDirectories: true)
        for (name, text) in themes {
            try Data(text.utf8).write(to: folder.appendingPathComponent("themes/\(name).yaml"))
        }
        for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
        defer { try? FileManager.default.removeItem(at: folder) }
        return PackageDiff.Snapshot(FrontEnd().run(root: folder.path, validate: false).result)
    }

    static let base = """
        arrow: { base: 31, height: 13 }
        background: { corner-radius: 10, fill: "#336699" }
        content: { insets: 10 }

        """

    @Test func coloursOnlyIsAPatch() throws {
        let diff = PackageDiff(
            old: try Self.project(["ocean": Self.base]),
            new: try Self.project(["ocean": Self.base.replacingOccurrences(of: "336699", with: "123456")]),
            fromVersion: Version(1, 4, 0))
        #expect(diff.level == .patch)
        #expect(diff.changes.map(\.description) == [##"background.fill "#336699" → "#123456""##])
        #expect(diff.suggestedVersion == Version(1, 4, 1))
    }

    @Test func anAddedThemeIsMinorAndARemovedOneMajor() throws {
        let one = try Self.project(["ocean": Self.base]),
            two = try Self.project(["ocean": Self.base, "reef": Self.base])
        let added = PackageDiff(old: one, new: two, fromVersion: Version(1, 4, 2))
        #expect(added.level == .minor && added.suggestedVersion == Version(1, 5, 0))
        #expect(added.changes.map(\.theme) == ["reef"])
        let removed = PackageDiff(old: two, new: one, fromVersion: Version(1, 4, 2))
        #expect(removed.level == .major && removed.suggestedVersion == Version(2, 0, 0))
    }

    @Test func fixedMetricsOfAnExistingThemeAreMajor() throws {
        for (from, to) in [
            ("base: 31", "base: 33"), ("height: 13", "height: 12"), ("insets: 10", "insets: [10, 12, 10, 10]"),
        ] {
            let diff = PackageDiff(
                old: try Self.project(["ocean": Self.base]),
                new: try Self.project(["ocean": Self.base.replacingOccurrences(of: from, with: to)]),
                fromVersion: Version(2, 0, 0))
            #expect(diff.level == .major, "\(to)")
        }
        // The corner radius is not compiled into class methods: a patch.
        let radius = PackageDiff(
            old: try Self.project(["ocean": Self.base]),
            new: try Self.project(["ocean": Self.base.replacingOccurrences(of: "radius: 10", with: "radius: 8")]),
            fromVersion: nil)
        #expect(radius.level == .patch && radius.suggestedVersion == nil)
    }

    /// Redrawn art under the same name is a patch: the art's bytes are compared, not just its path.
    @Test func redrawnArtIsAPatch() throws {
        let theme = Self.base.replacingOccurrences(
            of: "height: 13 }", with: "height: 13, shape: image, image: art/a.png }")
        let diff = PackageDiff(
            old: try Self.project(["ocean": theme], files: ["themes/art/a.png": "one"]),
            new: try Self.project(["ocean": theme], files: ["themes/art/a.png": "two"]),
            fromVersion: Version(1, 0, 0))
        #expect(
            diff.level == .patch && diff.changes.map(\.description).first?.hasPrefix("art themes/art/a.png ") == true)
    }

    @Test func nothingChangedHasNoLevel() throws {
        let diff = PackageDiff(
            old: try Self.project(["ocean": Self.base]), new: try Self.project(["ocean": Self.base]),
            fromVersion: Version(1, 0, 0))
        #expect(diff.changes.isEmpty && diff.level == nil)
    }

    @Test func readsTwoTagsOfTheRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-diff-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = try #require(Git.find())
        func run(_ arguments: [String]) throws {
            try git.run(
                ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments,
                in: folder.path)
        }
        try run(["init", "-q"])
        try Data(Self.base.utf8).write(to: folder.appendingPathComponent("themes/ocean.yaml"))
        try run(["add", "-A"])
        try run(["commit", "-qm", "one"])
        try run(["tag", "v1.2.0"])
        try Data(Self.base.utf8).write(to: folder.appendingPathComponent("themes/reef.yaml"))
        try run(["add", "-A"])
        try run(["commit", "-qm", "two"])
        try run(["tag", "v1.3.0"])
        let diff = try PackageDiff.between("v1.2.0", and: "v1.3.0", projectRoot: folder.path)
        #expect(
            diff.level == .minor && diff.fromVersion == Version(1, 2, 0) && diff.suggestedVersion == Version(1, 3, 0))
        #expect(throws: (any Error).self) { try PackageDiff.between("v9.9.9", and: "v1.3.0", projectRoot: folder.path) }
    }
}
