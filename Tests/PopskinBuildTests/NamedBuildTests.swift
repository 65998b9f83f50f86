import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinBuild

/// `theme build NAME…`: the named themes' files only, and the others keep building when one is broken.
@Suite struct NamedBuildTests {
    /// A project with themes `a` and `b` and the swift and tokens outputs, built once.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        try write(
            folder, "popskin.yaml",
            "popskin: 1\noutputs:\n  - generator: swift\n    path: out\n"
                + "  - generator: tokens\n    path: tokens-out\n")
        try write(folder, "themes/a.yaml", theme(base: 20))
        try write(folder, "themes/b.yaml", theme(base: 30))
        let (diagnostics, _) = build(folder, [])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return folder
    }

    static func theme(base: Int) -> String { "arrow: { base: \(base), height: 10 }\ncontent: { insets: 8 }\n" }

    static func write(_ folder: TemporaryFolder, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + path))
    }

    static func read(_ folder: TemporaryFolder, _ path: String) -> String? {
        FileManager.default.contents(atPath: folder.path + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func build(_ folder: TemporaryFolder, _ names: [String])
        -> (diagnostics: [Diagnostic], results: [ThemeBuild.OutputResult])
    {
        let diagnostics = DiagnosticSink()
        let results = ThemeBuild().run(
            FrontEnd().run(root: folder.path), names: names, base: folder.path,
            diagnostics: diagnostics)
        return (diagnostics.sorted(), results)
    }

    @Test func buildingOneThemeLeavesTheOthersFilesUntouched() throws {
        let folder = try Self.project()
        let bView = "out/BPopoverBackgroundView.swift"
        let before = try #require(Self.read(folder, bView))
        try Self.write(folder, "themes/a.yaml", Self.theme(base: 22))
        try Self.write(folder, "themes/b.yaml", Self.theme(base: 32))
        let (diagnostics, results) = Self.build(folder, ["a"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(results.allSatisfy { $0.removed.isEmpty })
        #expect(results.first?.report?.written == ["APopoverBackgroundView.swift", "PopskinSkins.swift"])
        #expect(Self.read(folder, bView) == before)
        #expect(Self.read(folder, "tokens-out/b.tokens.json")?.contains("\"value\": 30") == true)
        #expect(Self.read(folder, "tokens-out/a.tokens.json")?.contains("\"value\": 22") == true)
        // The registry describes every theme: a as it is now, b as it is on disk now too.
        let registry = try #require(Self.read(folder, "out/PopskinSkins.swift"))
        #expect(registry.contains("base: 22") && registry.contains("base: 32"))

        // The stamp still records b's files: a full build with nothing else changed removes nothing.
        let full = Self.build(folder, [])
        #expect(full.results.allSatisfy { $0.removed.isEmpty })
        #expect(full.results.first?.report?.written == ["BPopoverBackgroundView.swift"])
    }

    @Test func namedThemesBuildWhileANamedOneIsBroken() throws {
        let folder = try Self.project()
        let bView = try #require(Self.read(folder, "out/BPopoverBackgroundView.swift"))
        let registry = try #require(Self.read(folder, "out/PopskinSkins.swift"))
        try Self.write(folder, "themes/a.yaml", Self.theme(base: 22))
        try Self.write(folder, "themes/b.yaml", "arrow: { base: 32, height: 10\ncontent: { insets: 8 }\n")
        let (diagnostics, _) = Self.build(folder, ["a", "b"])
        // The cause first, then the shared files it left as they were, at the same place.
        #expect(diagnostics.map(\.id) == [.yamlSyntax, .buildPartial])
        #expect(diagnostics.first?.location == diagnostics.last?.location)
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(diagnostics.allSatisfy { $0.location?.file == "themes/b.yaml" })
        #expect(
            Self.read(folder, "out/APopoverBackgroundView.swift")?.contains("arrowBase() -> CGFloat { 22 }") == true)
        // b's files and the shared registry, which would have to describe b, are as they were.
        #expect(Self.read(folder, "out/BPopoverBackgroundView.swift") == bView)
        #expect(Self.read(folder, "out/PopskinSkins.swift") == registry)
        #expect(Self.read(folder, "tokens-out/b.tokens.json") != nil)
    }

    @Test func anotherThemesErrorsAreNotThisBuildsOwn() throws {
        let folder = try Self.project()
        try Self.write(folder, "themes/a.yaml", Self.theme(base: 22))
        try Self.write(folder, "themes/b.yaml", "arrow: { base: -1, height: 10 }\ncontent: { insets: 8 }\n")
        let (diagnostics, _) = Self.build(folder, ["a"])
        // b's own problem is not reported; only that the shared files could not follow.
        #expect(diagnostics.map(\.id) == [.buildPartial])
        #expect(Self.read(folder, "tokens-out/a.tokens.json")?.contains("\"value\": 22") == true)
    }

    @Test func aBrokenParentStopsItsHeirsOnly() throws {
        let folder = try Self.project()
        try Self.write(folder, "themes/base.yaml", "abstract: true\narrow: { height: 10 }\n")
        try Self.write(folder, "themes/c.yaml", "extends: base\narrow: { base: 20 }\ncontent: { insets: 8 }\n")
        #expect(Self.build(folder, []).diagnostics.isEmpty)
        try Self.write(folder, "themes/base.yaml", "abstract: true\narrow: { height: ten }\n")
        let (diagnostics, _) = Self.build(folder, ["a", "c"])
        #expect(Set(diagnostics.map(\.id)) == [.typeMismatch, .buildPartial])
        #expect(!diagnostics.contains { $0.location?.file == "themes/a.yaml" })
    }

    @Test func aGlobalErrorStopsEveryNamedTheme() throws {
        let folder = try Self.project()
        try FileManager.default.createDirectory(atPath: folder.path + "/tokens", withIntermediateDirectories: true)
        try Self.write(folder, "tokens/t.yaml", "a: [1, 2\n")
        try Self.write(folder, "themes/a.yaml", Self.theme(base: 22))
        let (diagnostics, results) = Self.build(folder, ["a"])
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
        #expect(results.isEmpty)
        #expect(Self.read(folder, "out/APopoverBackgroundView.swift")?.contains("{ 20 }") == true)
    }

    /// A removed theme's image sets go with it, folders and all: actool reads every folder of a catalog.
    @Test func aRemovedThemesImageSetFoldersGoToo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        try Self.write(
            folder, "popskin.yaml",
            "popskin: 1\noutputs:\n  - generator: assets\n    path: out.xcassets\n"
                + "    options: { scales: [1] }\n")
        try Self.write(folder, "themes/a.yaml", Self.theme(base: 20))
        try Self.write(folder, "themes/b.yaml", Self.theme(base: 30))
        #expect(Self.build(folder, []).diagnostics.isEmpty)
        try FileManager.default.removeItem(atPath: folder.path + "/themes/b.yaml")
        let (diagnostics, results) = Self.build(folder, [])
        #expect(diagnostics.isEmpty)
        // b's five image sets (a PNG and a Contents.json each) and its fill's colour set.
        #expect(results.first?.removed.count == 11)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out.xcassets").sorted()
        #expect(
            left == [
                "Contents.json", "a-arrow-down.imageset", "a-arrow-left.imageset", "a-arrow-right.imageset",
                "a-arrow-up.imageset", "a-body.imageset", "a-fill.colorset",
            ])
    }
}
