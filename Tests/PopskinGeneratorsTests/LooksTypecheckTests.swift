import Foundation
import PopskinCore
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// Gradients at an angle across the bubble over a fill, shadows of the bubble alone with a spread, and a capsule:
/// the generated Swift and QMUI code type-check against the stubs, and say what they hold.
@Suite struct LooksTypecheckTests {
    static let themes = [
        "gloss": """
        arrow: { base: 24, height: 12 }
        background:
          corner-radius: 10
          fill: "#3e3c9a"
          gradient: { stops: ["#ffffff40", {color: "#ffffff00", at: 0.5}], angle: 170, span: bubble }
        shadow: { opacity: 0.4, blur: 4, spread: -1.5, covers: bubble }
        content: { insets: 12 }
        """,
        "capsule": """
        arrow: { base: 8, height: 8 }
        background: { corner-radius: capsule, fill: "#ff0000" }
        content: { insets: [6, 7] }
        """,
    ]

    static func project() throws -> TemporaryFolder {
        let root = try TemporaryFolder(prefix: "popskin-looks")
        try root.write(Dictionary(uniqueKeysWithValues: themes.map { ("themes/\($0.key).yaml", $0.value) }))
        return root
    }

    @Test(
        .tags(.process, .swiftc), .unlessSkipped(.process, .swiftc),
        arguments: GeneratedSwiftTypecheckTests.Mode.allCases)
    func typechecks(mode: GeneratedSwiftTypecheckTests.Mode) throws {
        let root = try Self.project()
        let files =
            try GeneratedSwiftTypecheckTests.generate(projectRoot: root.path)
            + GeneratedSwiftTypecheckTests.generate(
                projectRoot: root.path, with: QMUIGenerator(), expectDiagnostics: true)
        let swift = files.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(swift.contains("angle: 170, span: .bubble"), "\(swift)")
        #expect(swift.contains("spread: -1.5, covers: .bubble"))
        // QMUI fills with the fill under the gloss, and gives the capsule half its 12-pt insets' bubble.
        #expect(swift.contains("cornerRadius = 6"), "\(swift)")
        let (status, output) = try GeneratedSwiftTypecheckTests.typecheck(files, mode: mode, in: root)
        #expect(status == 0, "swiftc -typecheck (\(mode.rawValue)):\n\(output)")
    }

    @Test func qmuiSaysWhatItWritesForACapsule() throws {
        let root = try Self.project()
        let result = FrontEnd().run(root: root.path)
        let capsule = try #require(result.registry["capsule"])
        let messages = QMUIUnsupported.diagnostics(for: capsule, skin: try #require(capsule.skin)).map(\.message)
        #expect(
            messages == [
                "qmui: QMUIPopupContainerView cannot show capsule corners: QMUI draws cornerRadius as given, and a "
                    + "radius over half the bubble's side breaks its outline; 6 is written, half the shortest bubble "
                    + "the theme allows (popup.minimum-size, or the top and bottom content insets), a capsule at that "
                    + "height only (theme 'capsule')"
            ])
        let gloss = try #require(result.registry["gloss"])
        #expect(
            QMUIUnsupported.diagnostics(for: gloss, skin: try #require(gloss.skin)).map(\.message).first
                == "qmui: QMUIPopupContainerView cannot show a gradient: QMUI fills with one colour, background.fill "
                + "(theme 'gloss')")
    }
}
