import Foundation
import PopskinCore
import Testing
@testable import PopskinGenerators

@Suite struct AssetsGeneratorTests {
    static let root = GeneratedSwiftTypecheckTests.repository.path

    static func files() throws -> [GeneratedFile] {
        try GeneratedSwiftTypecheckTests.generate(projectRoot: root, with: AssetsGenerator())
    }

    /// Width and height from a PNG's IHDR.
    static func size(_ png: [UInt8]) -> (Int, Int) {
        func be32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func catalogHasTheStructureXcodeReads() throws {
        let files = try Self.files()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let catalog = try JSONSerialization.jsonObject(with: Data(try #require(byPath["Contents.json"]))) as? [String: Any]
        #expect((catalog?["info"] as? [String: Any])?["version"] as? Int == 1)
        for set in files.map(\.path).filter({ $0.hasSuffix(".imageset/Contents.json") }) {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(byPath[set]!)) as? [String: Any])
            let images = try #require(json["images"] as? [[String: Any]])
            #expect(images.map { $0["scale"] as? String } == ["1x", "2x", "3x"], "\(set)")
            for image in images {
                #expect(image["idiom"] as? String == "universal")
                let file = try #require(image["filename"] as? String)
                #expect(byPath[set.replacingOccurrences(of: "Contents.json", with: file)] != nil, "\(set) names \(file)")
                if set.contains("-background.") {
                    let resizing = try #require(image["resizing"] as? [String: Any])
                    #expect(resizing["mode"] as? String == "9-part")
                    let caps = try #require(resizing["cap-insets"] as? [String: Int])
                    #expect(Set(caps.keys) == ["top", "left", "bottom", "right"])
                }
            }
        }
    }

    @Test func namesAndSizesAgreeWithTheSkins() throws {
        let files = try Self.files()
        let result = FrontEnd().run(root: Self.root)
        for theme in result.registry.themes where !theme.isAbstract {
            let skin = try #require(theme.skin)
            for scale in 1...3 {
                let suffix = scale == 1 ? "" : "@\(scale)x"
                // The swift generator's skins name "<theme>-background" and "<theme>-arrow".
                let background = try #require(files.first {
                    $0.path == "\(theme.name)-background.imageset/\(theme.name)-background\(suffix).png" })
                let caps = skin.background.capInsets
                #expect(Self.size(background.contents) == (Int(caps.left + caps.right + 1) * scale,
                                                            Int(caps.top + caps.bottom + 1) * scale))
                let arrow = try #require(files.first {
                    $0.path == "\(theme.name)-arrow.imageset/\(theme.name)-arrow\(suffix).png" })
                #expect(Self.size(arrow.contents) == (Int((skin.arrow.base * Double(scale)).rounded(.up)),
                                                      Int(((skin.arrow.height + skin.arrow.overlap) * Double(scale)).rounded(.up))))
            }
        }
    }

    @Test func imagesAreByteIdenticalAcrossRuns() throws {
        #expect(try Self.files() == Self.files())
    }

    @Test func scalesOption() throws {
        var diagnostics: [Diagnostic] = []
        let options = YAMLLoader().load(Array("{scales: [3, 2]}".utf8), file: "o.yaml", diagnostics: &diagnostics)
        #expect(AssetsGenerator.scales(options, diagnostics: &diagnostics) == [2, 3])
        let bad = YAMLLoader().load(Array("{scales: [4]}".utf8), file: "o.yaml", diagnostics: &diagnostics)
        _ = AssetsGenerator.scales(bad, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.typeMismatch])
    }
}
