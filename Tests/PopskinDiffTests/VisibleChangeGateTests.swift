import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinDiff

/// Issue 30: the gate sees what a person sees. Each theme of one repository changes one way between two commits;
/// every visible change is at least minor, counts pixels and says its largest ΔE2000, and a change below one ΔE2000
/// is a patch that says "no visible difference".
@Suite(.tags(.process), .unlessSkipped(.process)) struct VisibleChangeGateTests {
    /// Theme name → (first commit, second commit).
    static let changes: [String: (String, String)] = [
        "brick": (DiffFixture.theme(fill: "#990000"), DiffFixture.theme(fill: "#b00020")),
        "grey": (DiffFixture.theme(fill: "#383838"), DiffFixture.theme(fill: "#505050")),
        "alpha": (DiffFixture.theme(fill: "#1060a0"), DiffFixture.theme(fill: "#1060a0e6")),
        "radius": (
            DiffFixture.theme(fill: "#1060a0"),
            DiffFixture.theme(fill: "#1060a0").replacingOccurrences(of: "corner-radius: 8", with: "corner-radius: 9")
        ),
        "material": (
            DiffFixture.theme(fill: "#ffffff80"),
            DiffFixture.theme(fill: "#ffffff80").replacingOccurrences(
                of: "corner-radius: 8,", with: "corner-radius: 8, material: regular,")
        ),
        "barely": (DiffFixture.theme(fill: "#990000"), DiffFixture.theme(fill: "#990100")),
    ]

    static func report() throws -> (DiffReport, GitFixture) {
        let fixture = try GitFixture()
        let repository = try fixture.repository("gate")
        try repository.commit(
            Dictionary(uniqueKeysWithValues: changes.map { ("themes/\($0.key).yaml", $0.value.0) }), message: "first")
        try repository.commit(
            Dictionary(uniqueKeysWithValues: changes.map { ("themes/\($0.key).yaml", $0.value.1) }), message: "second")
        let before = try ProjectVersion.load(.revision("HEAD~1"), projectRoot: repository.path, packages: [])
        let after = try ProjectVersion.load(.folder(repository.path), projectRoot: repository.path, packages: [])
        defer { before.discard() }
        return (VisualDiff().run(before, after), fixture)
    }

    @Test func visibleChangesAreAtLeastMinorAndCountPixels() throws {
        let (report, fixture) = try Self.report()
        defer { fixture.remove() }
        let themes = Dictionary(uniqueKeysWithValues: report.changed.map { ($0.name, $0) })
        #expect(Set(themes.keys) == Set(Self.changes.keys))
        for name in ["brick", "grey", "alpha", "radius", "material"] {
            let theme = try #require(themes[name])
            #expect(theme.semver == .minor, "\(name): \(theme.semver)")
            #expect(theme.pixels > 0, "\(name) counts no pixel")
            let largest = try #require(theme.largestChange, "\(name) has no largest ΔE2000")
            #expect((largest.largestDeltaE ?? 0) >= 1 && largest.largestAt?.count == 2, "\(name): \(largest)")
        }
        // The colours: the fill's own ΔE2000 is the largest, found inside it.
        #expect(abs((themes["brick"]?.largestChange?.largestDeltaE ?? 0) - 7.5) <= 0.2)
        #expect(abs((themes["grey"]?.largestChange?.largestDeltaE ?? 0) - 8.0) <= 0.3)
        #expect(themes["grey"]?.values.first?.difference?.hasPrefix("ΔE2000 8.") == true)
        // The radius moves the corners' edges by 0.9 px at @3x: counted, though no fill changed colour.
        #expect(themes["radius"]?.cases.contains { $0.scale == 3 && $0.pixels > 0 } == true)
        // The corner clearance the author never wrote moves with the radius, and says so.
        let clearance = try #require(themes["radius"]?.values.first { $0.path == "arrow.corner-clearance" })
        #expect(clearance.derivedFrom == "background.corner-radius")
        #expect(themes["radius"]?.values.first { $0.path == "background.corner-radius" }?.derivedFrom == nil)

        let barely = try #require(themes["barely"])
        #expect(barely.semver == .patch && barely.pixels == 0)
        #expect(barely.values.first?.difference?.hasSuffix("no visible difference") == true)
        #expect(barely.cases.allSatisfy { $0.looksTheSame })
        #expect(report.countingRule.contains("ΔE2000 ≥ 1") && report.countingRule.contains("YIQ threshold 0"))
        #expect(report.materials == ["material"] && report.materialNote?.contains("approximates") == true)
    }

    /// The release check of the same change: `#383838 → #505050` cannot ship as a patch.
    @Test func aGreyThatLightensCannotShipAsAPatch() throws {
        let (report, fixture) = try Self.report()
        defer { fixture.remove() }
        var grey = report
        grey.changed = report.changed.filter { $0.name == "grey" }
        let check = ReleaseCheck(grey, fromTag: "1.0.0", toTag: "1.0.1")
        #expect(check.required == .minor && !check.passes)
        #expect(check.reasons.first?.contains("ΔE2000 8.") == true, "\(check.reasons)")
    }
}
