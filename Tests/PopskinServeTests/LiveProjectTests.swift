import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinServe

/// What `popskin serve` re-draws when a file changes (issue 31, item 3): the themes whose drawing changed, through
/// inheritance and tokens, and no other; a theme that breaks keeps its last good picture with its errors.
@Suite struct LiveProjectTests {
    static let base =
        "abstract: true\narrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n"
        + "background: { corner-radius: 6, fill: \"{brand.fill}\" }\n"

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "popskin-serve")
        try folder.write([
            "tokens/brand.yaml": "brand:\n  fill: \"#c03030\"\n  other: \"#30c030\"\n",
            "themes/base.yaml": base,
            "themes/red.yaml": "extends: base\n",
            "themes/blue.yaml": "extends: base\nbackground: { fill: \"#3030c0\" }\n",
            "themes/lone.yaml":
                "arrow: { base: 12, height: 6 }\ncontent: { insets: 6 }\nbackground: { fill: \"{brand.other}\" }\n",
        ])
        return folder
    }

    @Test func onlyWhatChangedIsRedrawn() throws {
        let folder = try Self.project()
        let live = LiveProject(root: folder.path)
        let first = live.refresh()
        #expect(first.changed == ["blue", "lone", "red"] && first.removed.isEmpty)
        let pictures = Dictionary(uniqueKeysWithValues: live.cards.map { ($0.name, $0.strips.map(\.picture)) })
        #expect(pictures.values.allSatisfy { $0.count == 1 })

        // The base's radius reaches both heirs; the lone theme's picture is the same one.
        try folder.write(["themes/base.yaml": Self.base.replacingOccurrences(of: "radius: 6", with: "radius: 14")])
        #expect(live.refresh().changed == ["blue", "red"])
        let after = Dictionary(uniqueKeysWithValues: live.cards.map { ($0.name, $0.strips.map(\.picture)) })
        #expect(after["lone"] == pictures["lone"] && after["red"] != pictures["red"])
        #expect(live.pictures.picture(pictures["red"]![0]) == nil, "the old picture is dropped")

        // A token only `red` draws (blue overrides the fill).
        try folder.write(["tokens/brand.yaml": "brand:\n  fill: \"#a02020\"\n  other: \"#30c030\"\n"])
        #expect(live.refresh().changed == ["red"])
        // Nothing changed: nothing re-drawn.
        #expect(live.refresh().changed.isEmpty)
    }

    @Test func aBrokenThemeKeepsItsLastGoodPicture() throws {
        let folder = try Self.project()
        let live = LiveProject(root: folder.path)
        live.refresh()
        let good = try #require(live.cards.first { $0.name == "blue" })
        try folder.write(["themes/blue.yaml": "extends: base\nbackground: { fill: \"#3030zz\" }\n"])
        #expect(live.refresh().changed == ["blue"])
        let broken = try #require(live.cards.first { $0.name == "blue" })
        #expect(broken.stale && broken.strips == good.strips)
        #expect(broken.problems.contains { $0.severity == "error" && $0.file == "themes/blue.yaml" && $0.line == 2 })
        #expect(live.pictures.picture(good.strips[0].picture) != nil)
        // The others are untouched; fixed, it draws again.
        #expect(live.cards.filter { $0.name != "blue" }.allSatisfy { !$0.stale && $0.problems.isEmpty })
        try folder.write(["themes/blue.yaml": "extends: base\nbackground: { fill: \"#3030c0\" }\n"])
        #expect(live.refresh().changed == ["blue"])
        #expect(live.cards.first { $0.name == "blue" }?.stale == false)
    }

    @Test func aThemeWithAppearancesHasAStripForEach() throws {
        let folder = try Self.project()
        try folder.write([
            "themes/lone.yaml":
                "arrow: { base: 12, height: 6 }\ncontent: { insets: 6 }\nbackground: { fill: { any: \"#ffffff\", dark: \"#202020\" } }\n"
        ])
        let live = LiveProject(root: folder.path)
        live.refresh()
        #expect(live.cards.first { $0.name == "lone" }?.strips.map(\.appearance) == ["light", "dark"])
        #expect(live.cards.first { $0.name == "red" }?.strips.map(\.appearance) == ["any"])
    }
}
