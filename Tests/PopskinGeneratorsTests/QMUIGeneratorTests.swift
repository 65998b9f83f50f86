import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// The `qmui` generator against QMUIKit 4.8.0's QMUIPopupContainerView (see Fixtures/QMUIKitStub.swift).
@Suite struct QMUIGeneratorTests {
    static func project(_ themes: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        for (name, yaml) in themes {
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: folder.path + "/themes/\(name).yaml"))
        }
        return folder
    }

    @Test func featuresQMUICannotShowAreNamedAtTheirKeys() throws {
        let folder = try Self.project([
            "sunset": "arrow: { base: 20, height: 10, shape: rounded, tip-radius: 2 }\ncontent: { insets: 8 }\n"
                + "background:\n  gradient: { from: \"#ff8800\", to: \"#8800ff\" }\n",
            "plain": "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n",
        ])
        let output = try GeneratedSwiftTypecheckTests.output(
            projectRoot: folder.path, with: QMUIGenerator(),
            expectDiagnostics: true)
        let warnings = output.diagnostics.filter { $0.id == .qmuiUnsupported }
        #expect(output.diagnostics.count == warnings.count)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("theme 'sunset'") })
        let byLine = Dictionary(uniqueKeysWithValues: warnings.map { ($0.location!.line, $0.message) })
        #expect(byLine[1]?.contains("a rounded arrow tip") == true)
        #expect(byLine[4]?.contains("a gradient: QMUI fills with one colour, the gradient's first stop") == true)
        let text = String(decoding: output.files[0].contents, as: UTF8.self)
        #expect(text.contains("backgroundColor = UIColor(red: 1, green: 136 / 255, blue: 0, alpha: 1)"))
    }

    /// QMUI's own default, written with its own numbers in popskin's terms (insets from the outline), comes back as
    /// QMUI's properties: a PixelOne border, contentEdgeInsets 8 at @2x (QMUI adds the border's pixel), an NSShadow
    /// of blur radius 10 whose colour carries the opacity.
    @Test func qmuiDefaultMapsBackToItsOwnNumbers() throws {
        let output = try GeneratedSwiftTypecheckTests.output(
            projectRoot: GeneratedSwiftTypecheckTests.repository.path,
            with: QMUIGenerator(), expectDiagnostics: true)
        let text = String(decoding: output.files[0].contents, as: UTF8.self)
        let qmui = try #require(text.range(of: "case .qmuiDefault:")).upperBound
        let block = String(text[qmui...].components(separatedBy: "case .").first ?? "")
        #expect(block.contains("arrowSize = CGSize(width: 18, height: 9)"))
        #expect(block.contains("shadow.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 26 / 255)"))
        #expect(block.contains("shadow.shadowOffset = CGSize(width: 0, height: 2)"))
        #expect(block.contains("shadow.shadowBlurRadius = 10"))
        #expect(block.contains("borderWidth = QMUIHelper.pixelOne\n"))
        let inset = "max(0, 8.5 - QMUIHelper.pixelOne)"
        #expect(
            block.contains(
                "contentEdgeInsets = UIEdgeInsets(top: \(inset), left: \(inset), bottom: \(inset), right: \(inset))"))
        // QMUIKit 4.6 removed the `shadowColor` property.
        #expect(
            !text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("shadowColor") })
    }
}
