import Foundation
import PopskinRuntime
import SkinsDemo
import Testing

/// The skins the build plugin generated, as the themes say.
@Suite struct SkinsDemoTests {
    @Test func everyConcreteThemeIsASkin() {
        #expect(SkinsDemo.skinNames == ["coral", "ocean"])
        #expect(DemoSkins.all.count == 2)
        #expect(SkinsDemo.skin(for: "nowhere") == DemoSkins.ocean)
    }

    @Test func valuesFollowInheritanceAndTokens() throws {
        let ocean = DemoSkins.ocean, coral = DemoSkins.coral
        #expect(ocean.arrow.base == 30 && ocean.arrow.height == 12)
        #expect(coral.arrow.base == 36 && coral.arrow.height == 12)
        #expect(ocean.cornerRadius == 10 && coral.cornerRadius == 10)
        #expect(ocean.fill == SkinColor(red: 0x0b / 255.0, green: 0x4f / 255.0, blue: 0x6c / 255.0))
        #expect(ocean.borderWidth == 1 && coral.borderWidth == 0)
        #expect(coral.contentInsets == SkinInsets(top: 12, left: 14, bottom: 12, right: 14))
        #expect(!ocean.wantsDefaultContentAppearance)
    }

    @Test func theAssetCatalogIsTheTargetsResource() throws {
        let catalog = try #require(SkinsDemo.catalog)
        for skin in DemoSkins.all {
            guard case .drawn(let art) = skin.art else {
                Issue.record("\(skin.name): popskin draws this theme's art")
                continue
            }
            for name in [art.bodyImageName] + PopoverArrowDirection.allCases.map(art.arrowImageName) {
                let contents = catalog.appendingPathComponent("\(name).imageset/Contents.json")
                #expect(FileManager.default.fileExists(atPath: contents.path), "\(name)")
            }
        }
    }
}
