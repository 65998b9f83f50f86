import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinDiff

/// The engine on the issue's repository (DiffFixture): what is changed, added, removed and unchanged, why, and at
/// which level.
@Suite(.tags(.process), .unlessSkipped(.process)) struct VisualDiffTests {
    static func run(_ repository: GitFixture.Repository, keepImages: Bool = false) throws -> DiffReport {
        let before = try ProjectVersion.load(.revision("HEAD~1"), projectRoot: repository.path, packages: [])
        let after = try ProjectVersion.load(.folder(repository.path), projectRoot: repository.path, packages: [])
        defer { before.discard() }
        return VisualDiff(keepImages: keepImages).run(before, after)
    }

    @Test func classifiesEachTheme() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let report = try Self.run(try DiffFixture.make(fixture), keepImages: true)
        #expect(report.changed.map(\.name) == ["ocean"])
        #expect(report.added == ["reef"] && report.removed == ["old"])
        #expect(report.unchanged == ["calm", "steady"])
        #expect(report.notes.map(\.name) == ["calm"] && report.notes.first?.notes.map(\.path) == ["description"])
        #expect(report.semver == .major)  // a removed theme
        #expect(report.checks.themesCompared == 3)

        let ocean = try #require(report.changed.first)
        #expect(ocean.values.map(\.path) == ["background.fill"])
        let fill = try #require(ocean.values.first)
        #expect(fill.from == "\"#1060a0\"" && fill.to == "\"#c03030\"" && fill.semver == .minor)
        // The value is written in the token file, in both versions.
        #expect(fill.fromLocation == ValueLocation(file: "tokens/palette.yaml", line: 2, column: 3))
        #expect(fill.toLocation == ValueLocation(file: "tokens/palette.yaml", line: 2, column: 3))
        // Eight placements at 2x and 3x, one appearance; every case shows the new fill.
        #expect(ocean.cases.count == 16 && report.checks.casesRendered == 16)
        #expect(ocean.cases.allSatisfy { $0.pixels > 1000 && $0.images != nil })
        #expect(Set(ocean.cases.map(\.scale)) == [2, 3] && Set(ocean.cases.map(\.direction)).count == 4)
    }

    /// A change that draws nothing new is a patch; a class metric is major.
    @Test func levelsFollowWhatChanged() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("levels")
        let theme = DiffFixture.theme(fill: "#336699")
        try repository.commit(["themes/a.yaml": theme, "themes/b.yaml": theme], message: "first")
        // `a`: a highlighted fill the popover does not draw; `b`: a taller arrow.
        try repository.commit(
            [
                "themes/a.yaml": theme + "popup: { highlighted-fill: \"#ff0000\" }\n",
                "themes/b.yaml": theme.replacingOccurrences(of: "height: 10", with: "height: 12"),
            ], message: "second")
        let report = try Self.run(repository)
        let levels = Dictionary(uniqueKeysWithValues: report.changed.map { ($0.name, $0.semver) })
        #expect(levels == ["a": .patch, "b": .major])
        #expect(report.changed.first { $0.name == "a" }?.pixels == 0)
    }

    /// Issue 30: a colour change is measured in ΔE2000 before pixels: brick to crimson is minor whatever the pixel
    /// threshold makes of it, a change below one ΔE2000 is a patch that says so.
    @Test func colourChangesAreMeasuredAsValues() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("colours")
        try repository.commit(
            ["themes/a.yaml": DiffFixture.theme(fill: "#990000"), "themes/b.yaml": DiffFixture.theme(fill: "#990000")],
            message: "first")
        try repository.commit(
            ["themes/a.yaml": DiffFixture.theme(fill: "#b00020"), "themes/b.yaml": DiffFixture.theme(fill: "#990100")],
            message: "second")
        let report = try Self.run(repository)
        let a = try #require(report.changed.first { $0.name == "a" }?.values.first)
        #expect(a.semver == .minor && a.difference?.hasPrefix("ΔE2000 7.") == true, "\(a)")
        // The pixels say the same, whatever the threshold: the largest change inside the fill, and where.
        let drawn = try #require(report.changed.first { $0.name == "a" }?.largestChange)
        #expect(abs((drawn.largestDeltaE ?? 0) - 7.5) <= 0.2, "\(drawn.largestChange ?? "")")
        #expect(drawn.largestAt?.count == 2)
        let b = try #require(report.changed.first { $0.name == "b" }?.values.first)
        #expect(b.semver == .patch && b.difference?.hasSuffix("no visible difference") == true, "\(b)")
    }

    /// A material is drawn in every case (as `theme render` draws it, over a grey stand-in): a translucent bubble
    /// that gains one draws differently, so the change is at least minor. (How small a difference the comparison
    /// sees, thin against thick, is the comparator's threshold, docs/visual-diff.md.)
    @Test func aMaterialChangeDrawsDifferently() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try fixture.repository("material")
        let theme = DiffFixture.theme(fill: "#ffffff80")
        try repository.commit(["themes/a.yaml": theme], message: "first")
        try repository.commit(
            [
                "themes/a.yaml": theme.replacingOccurrences(
                    of: "corner-radius: 8,", with: "corner-radius: 8, material: regular,")
            ], message: "second")
        let report = try Self.run(repository)
        let a = try #require(report.changed.first { $0.name == "a" })
        #expect(a.values.map(\.path) == ["background.material"])
        #expect(a.semver >= .minor, "\(a.semver)")
        #expect(a.pixels > 1000 && a.cases.allSatisfy { $0.pixels > 0 }, "\(a.cases.map(\.pixels))")
    }

    /// Unchanged themes are never drawn, and a theme named alone is the only one compared.
    @Test func onlyChangedThemesAreDrawn() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let repository = try DiffFixture.make(fixture)
        let before = try ProjectVersion.load(.revision("HEAD~1"), projectRoot: repository.path, packages: [])
        let after = try ProjectVersion.load(.revision("HEAD"), projectRoot: repository.path, packages: [])
        defer {
            before.discard()
            after.discard()
        }
        let one = VisualDiff(names: ["steady"]).run(before, after)
        #expect(one.unchanged == ["steady"] && one.changed.isEmpty && one.checks.casesRendered == 0)
        #expect(!one.hasChanges)
        #expect(VisualDiff(names: ["nowhere"]).unknownNames(before, after) == ["nowhere"])
    }
}
