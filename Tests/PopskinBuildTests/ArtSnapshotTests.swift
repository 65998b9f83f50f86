import Foundation
import PopskinCore
import PopskinTestSupport
import Synchronization
import Testing

@testable import PopskinBuild

/// A build reads each art file once (`ArtFiles`): the catalog is drawn from those bytes and the stamp records
/// them, so art saved while a build runs makes the next build rebuild instead of answering "up to date".
@Suite struct ArtSnapshotTests {
    /// The bundled themes (GIK's hand-made art among them) with the assets output only.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let repository = TestPaths.repositoryRoot.path
        try FileManager.default.copyItem(atPath: repository + "/themes", toPath: folder.path + "/themes")
        try folder.write([
            "popskin.yaml": "popskin: 1\nthemes: themes\ntokens: themes/tokens\noutputs:\n  - generator: assets\n"
        ])
        return folder
    }

    static func catalog(_ folder: TemporaryFolder) -> [String: Data] {
        let root = folder.path + "/Generated/Skins.xcassets"
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root + "/" + path), !path.hasSuffix(".imageset") {
                found[path] = data
            }
        }
        return found
    }

    @Test func artSavedAfterTheGeneratorReadItIsBuiltByTheNextBuild() throws {
        let folder = try Self.project()
        #expect(!ProjectBuild(project: folder.path).run().failed)
        // An edit that makes the catalog build again, reading GIK's art.
        let theme = folder.path + "/themes/gik-classic.yaml"
        let text = try String(contentsOfFile: theme, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "description: ", with: "description: (edited) ").utf8).write(
            to: URL(fileURLWithPath: theme))
        // Once every theme's images are drawn, before the stamp: the art is saved anew (another of the same size).
        let art = folder.path + "/themes/art/gik/"
        let swapped = Mutex(false)
        let outcome = ProjectBuild(project: folder.path).run(progress: { finished, total in
            guard finished == total, !swapped.withLock({ $0 }) else { return }
            swapped.withLock { $0 = true }
            for suffix in ["", "@2x"] {
                try? FileManager.default.removeItem(atPath: art + "up-right\(suffix).png")
                try? FileManager.default.copyItem(
                    atPath: art + "down-right\(suffix).png", toPath: art + "up-right\(suffix).png")
            }
        })
        #expect(!outcome.failed && swapped.withLock { $0 })
        let next = ProjectBuild(project: folder.path).run()
        #expect(!next.failed)
        #expect(next.changed > 0, "the art saved mid-build was called built")
        let clean = try Self.project()
        try FileManager.default.removeItem(atPath: clean.path + "/themes")
        try FileManager.default.copyItem(atPath: folder.path + "/themes", toPath: clean.path + "/themes")
        #expect(!ProjectBuild(project: clean.path).run().failed)
        let built = Self.catalog(folder), expected = Self.catalog(clean)
        let differing = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing)")
    }
}
