import Testing
import Version

@testable import PopskinInstalledPackages
@testable import PopskinPackages

@Suite struct RequirementTests {
    @Test func releaseTagsAreXYZOrVXYZOnly() {
        #expect(PackageRequirement.releaseVersion(ofTag: "v2.3.1") == Version(2, 3, 1))
        #expect(PackageRequirement.releaseVersion(ofTag: "2.3.1") == Version(2, 3, 1))
        for tag in ["2.3", "v2.3.1-beta", "2.3.1.4", "release-1", "v", "1..2", "-1.2.3"] {
            #expect(PackageRequirement.releaseVersion(ofTag: tag) == nil, "\(tag)")
        }
    }

    @Test func rangesFollowSwiftPM() {
        let from = PackageRequirement.from(Version(2, 1, 0))
        #expect(from.allows(Version(2, 1, 0)) && from.allows(Version(2, 9, 9)))
        #expect(!from.allows(Version(3, 0, 0)) && !from.allows(Version(2, 0, 9)))
        let minor = PackageRequirement.upToNextMinor(Version(1, 4, 0))
        #expect(minor.allows(Version(1, 4, 7)) && !minor.allows(Version(1, 5, 0)))
        #expect(PackageRequirement.exact(Version(3, 0, 2)).allows(Version(3, 0, 2)))
        #expect(!PackageRequirement.exact(Version(3, 0, 2)).allows(Version(3, 0, 3)))
        #expect(from.rangeText == ">=2.1.0 <3.0.0")
        #expect(from.description == "from 2.1.0" && minor.description == "upToNextMinor 1.4.0")
        #expect(
            PackageRequirement(key: "from", value: "2.1") == nil
                && PackageRequirement(key: "since", value: "1.0.0") == nil)
        for requirement in [from, minor, .exact(Version(1, 0, 0)), .branch("main"), .revision("abc123")] {
            #expect(PackageRequirement(key: requirement.key, value: requirement.value) == requirement)
        }
    }
}
