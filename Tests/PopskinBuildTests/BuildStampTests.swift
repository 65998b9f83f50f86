import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinBuild

@Suite struct BuildStampTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("popskin: 1\noutputs:\n  - generator: swift\n    path: out\n".utf8).write(
            to: root.appendingPathComponent("popskin.yaml"))
        try Data("arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n".utf8)
            .write(to: root.appendingPathComponent("themes/plain.yaml"))
        return root
    }

    static func build(_ root: URL) -> OutputWriter.Report? {
        buildResult(root)?.report
    }

    static func buildResult(_ root: URL) -> ThemeBuild.OutputResult? {
        let diagnostics = DiagnosticSink()
        let results = ThemeBuild().run(
            FrontEnd().run(root: root.path), names: [], base: root.path, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted())")
        return results.first
    }

    @Test func filesOfRemovedThemesAreRemovedUnlessEdited() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["second", "third"] {
            try Data("arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n".utf8)
                .write(to: root.appendingPathComponent("themes/\(name).yaml"))
        }
        #expect(Self.build(root)?.written.count == 6)
        let third = root.appendingPathComponent("out/ThirdPopoverBackgroundView.swift")
        try Data("// kept by hand\n".utf8).write(to: third)
        try FileManager.default.removeItem(at: root.appendingPathComponent("themes/second.yaml"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("themes/third.yaml"))
        let result = try #require(Self.buildResult(root))
        #expect(result.removed == ["SecondPopoverBackgroundView.swift"])
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("out/SecondPopoverBackgroundView.swift").path))
        #expect(try String(contentsOf: third, encoding: .utf8) == "// kept by hand\n")
    }

    /// actool reads every file of an asset catalog and SwiftPM warns about unknown files in a source folder: the
    /// stamps live in `.popskin/build`, outside every output.
    @Test func noBookkeepingInsideAnOutput() throws {
        let base = try TemporaryFolder()
        let diagnostics = DiagnosticSink()
        let root = BuildTestKit.repository.path
        let results = ThemeBuild().run(
            FrontEnd().run(root: root), names: [], base: base.path, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted())")
        #expect(results.map(\.path).contains("Generated/Skins.xcassets"))
        let catalog = base.path + "/Generated/Skins.xcassets"
        let inCatalog = try #require(FileManager.default.subpathsOfDirectory(atPath: catalog) as [String]?)
        let files = inCatalog.filter { !$0.hasSuffix(".imageset") && !$0.hasSuffix(".colorset") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(
                file == "Contents.json"
                    || (file.contains(".imageset/")
                        && (file.hasSuffix(".png")
                            || file.hasSuffix("/Contents.json")))
                    || (file.contains(".colorset/") && file.hasSuffix("/Contents.json")),
                "\(file) in the asset catalog")
        }
        for output in results.map(\.path) {
            let listing = try FileManager.default.subpathsOfDirectory(atPath: base.path + "/" + output)
            #expect(
                !listing.contains { $0.split(separator: "/").contains { $0.hasPrefix(".") } }, "\(output): \(listing)")
        }
        let stamps = try FileManager.default.contentsOfDirectory(atPath: base.path + "/" + BuildState.folderName)
        #expect(stamps.count == results.count)
    }

    @Test func changedArtIsRebuilt() throws {
        let project = try BuildTestKit.artProject()
        let root = URL(fileURLWithPath: project.path)
        try Data("popskin: 1\noutputs:\n  - generator: assets\n    path: out\n".utf8)
            .write(to: root.appendingPathComponent("popskin.yaml"))
        #expect(Self.build(root)?.written.contains("t-background.imageset/t-background.png") == true)
        #expect(Self.build(root)?.written == [])

        // Other art of the same size: only the file made from it changes (the 2x is supplied, the 3x made from it).
        let other = try Data(
            contentsOf: BuildTestKit.gikArt
                .appendingPathComponent("PopoverBackgroundArrowDown.png"))
        try other.write(to: root.appendingPathComponent("themes/art/bg.png"))
        #expect(Self.build(root)?.written == ["t-background.imageset/t-background.png"])
        #expect(
            try Data(contentsOf: root.appendingPathComponent("out/t-background.imageset/t-background.png")) == other)
    }

    @Test func unchangedInputsSkipGenerationButEditedOutputsAreRepaired() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try #require(Self.build(root))
        #expect(
            first.written == [
                "PlainPopoverBackgroundView.swift", "PopskinSkins+SwiftUI.swift", "PopskinSkins+UIKit.swift",
                "PopskinSkins.swift",
            ])
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(".popskin/build/" + BuildStamp.fileName(forOutput: "out")).path))
        let view = root.appendingPathComponent("out/PlainPopoverBackgroundView.swift")
        let original = try Data(contentsOf: view)

        #expect(Self.build(root)?.written == [])
        #expect(Self.build(root)?.unchanged.count == 4)

        // A hand edit is noticed and undone.
        try Data("// edited\n".utf8).write(to: view)
        #expect(Self.build(root)?.written == ["PlainPopoverBackgroundView.swift"])
        #expect(try Data(contentsOf: view) == original)

        // So is a deleted file.
        try FileManager.default.removeItem(at: view)
        #expect(Self.build(root)?.written == ["PlainPopoverBackgroundView.swift"])

        // A changed theme regenerates.
        try Data("arrow: { base: 22, height: 10 }\ncontent: { insets: 8 }\n".utf8)
            .write(to: root.appendingPathComponent("themes/plain.yaml"))
        #expect(Self.build(root)?.written.contains("PopskinSkins.swift") == true)
        #expect(try String(contentsOf: view, encoding: .utf8).contains("arrowBase() -> CGFloat { 22 }"))
    }
}
