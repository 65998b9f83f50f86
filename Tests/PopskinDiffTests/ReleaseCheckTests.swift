import Foundation
import PopskinTestSupport
import Testing
import Version

@testable import PopskinDiff

/// `package diff --check-version` on tagged releases.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ReleaseCheckTests {
    static func check(_ repository: GitFixture.Repository, _ from: String, _ to: String) throws -> ReleaseCheck {
        let before = try ProjectVersion.load(.revision(from), projectRoot: repository.path, packages: [])
        let after = try ProjectVersion.load(.revision(to), projectRoot: repository.path, packages: [])
        defer {
            before.discard()
            after.discard()
        }
        return ReleaseCheck(VisualDiff().run(before, after), fromTag: from, toTag: to)
    }

    static func package(_ fixture: GitFixture) throws -> GitFixture.Repository {
        let repository = try fixture.repository("package")
        try repository.release(
            "1.0.0",
            [
                "popskin.yaml": "popskin: 1\nname: sea\nversion: 1.0.0\n",
                "themes/ocean.yaml": DiffFixture.theme(fill: "#1060a0"),
                "themes/reef.yaml": DiffFixture.theme(fill: "#30c0a0"),
            ])
        return repository
    }

    @Test func aColourChangeInAPatchReleaseNeedsMinor() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try Self.package(fixture)
        try repository.release("1.0.1", ["themes/ocean.yaml": DiffFixture.theme(fill: "#c03030")])
        let check = try Self.check(repository, "1.0.0", "1.0.1")
        #expect(check.required == .minor && check.step == .patch && !check.passes)
        #expect(check.suggested == Version(1, 1, 0))
        #expect(
            check.reasons.count == 1 && check.reasons[0].hasPrefix("ocean: background.fill \"#1060a0\" → \"#c03030\""))
        #expect(check.checks.themesCompared == 2 && check.checks.casesRendered == 16)
    }

    @Test func aRemovedThemeInAMajorReleasePasses() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try Self.package(fixture)
        try FileManager.default.removeItem(atPath: repository.path + "/themes/reef.yaml")
        try repository.release("2.0.0")
        let check = try Self.check(repository, "1.0.0", "2.0.0")
        #expect(check.required == .major && check.step == .major && check.passes)
        #expect(check.reasons == ["theme 'reef' removed"])
    }

    /// A check that compared nothing does not pass.
    @Test func nothingComparedFails() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("empty")
        try repository.release("1.0.0", ["popskin.yaml": "popskin: 1\nname: e\nversion: 1.0.0\n"])
        try repository.release("1.0.1", ["README": "words\n"])
        let check = try Self.check(repository, "1.0.0", "1.0.1")
        #expect(check.required == nil && check.checks.themesCompared == 0 && !check.passes)
    }
}
