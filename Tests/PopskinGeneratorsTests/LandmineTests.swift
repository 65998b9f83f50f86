import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// Themes named after Swift keywords and UIKit members, with descriptions built to break generated code.
@Suite struct LandmineTests {
    static let names = [
        "self", "class", "init", "default", "type", "protocol", "any", "some", "in", "is", "as", "nil", "true",
        "arrow-base", "arrow-height", "content-view-insets", "layout-subviews", "description", "all", "named", "skin",
        "background-view-class", "popover-skin", "string", "x2", "uikit", "popskin-skins",
    ]
    static let descriptions = [
        #"quotes " and backslash \ and \(interpolation)"#, "comment */ /* and \"\"\" and #\"raw\"#",
        "line one\nline two",
        "emoji 😀 and combining e\u{301} and \u{0655}", "separators \u{2028} \u{2029} nel \u{85} bom \u{FEFF}",
        "#error(\"boom\")", "tab\there\r\nCRLF",
    ]

    static func project() throws -> TemporaryFolder {
        let root = try TemporaryFolder(prefix: "popskin-landmines")
        var files = ["themes/base.yaml": "abstract: true\narrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n"]
        for (index, name) in names.enumerated() {
            let description = descriptions[index % descriptions.count]
            files["themes/\(name).yaml"] = "extends: base\ndescription: \(JSONWriter.quote(description))\n"
        }
        try root.write(files)
        return root
    }

    @Test(
        .tags(.process, .swiftc), .unlessSkipped(.process, .swiftc),
        arguments: GeneratedSwiftTypecheckTests.Mode.allCases)
    func landminesTypecheck(mode: GeneratedSwiftTypecheckTests.Mode) throws {
        let root = try Self.project()
        let files =
            try GeneratedSwiftTypecheckTests.generate(projectRoot: root.path)
            + GeneratedSwiftTypecheckTests.generate(projectRoot: root.path, with: QMUIGenerator())
        #expect(files.count == Self.names.count + 4)
        let (status, output) = try GeneratedSwiftTypecheckTests.typecheck(files, mode: mode, in: root)
        #expect(status == 0, "swiftc -typecheck (\(mode.rawValue)):\n\(output)")
    }

    @Test func namesThatSanitiseAlikeAreADiagnostic() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-clash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        for name in ["mb-red", "mbred", "m-bred"] {
            try Data("arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n".utf8)
                .write(to: root.appendingPathComponent("themes/\(name).yaml"))
        }
        let result = FrontEnd().run(root: root.path)
        let input = GeneratorInput(
            themes: result.registry.themes, project: result.project,
            templates: TemplateSet.defaults)
        let output = SwiftGenerator().run(input)
        let clashes = output.diagnostics.filter { $0.id == .badName }
        #expect(!clashes.isEmpty)
        #expect(clashes.allSatisfy { $0.message.contains("both become the Swift name") && !$0.notes.isEmpty })
    }
}

@Suite struct GeneratorOptionTests {
    @Test func eachGeneratorAcceptsOnlyItsOwnOptions() throws {
        let root = GeneratedSwiftTypecheckTests.repository.path
        let result = FrontEnd().run(root: root)
        let ignored = DiagnosticSink()
        let options = YAMLLoader().load(
            Array("{access: internal, runtime: embedded}".utf8), file: "o.yaml",
            diagnostics: ignored)
        let qmui = DiagnosticSink(), swift = DiagnosticSink()
        let qmuiOptions = QMUIGenerator().readOptions(options, diagnostics: qmui)
        #expect(qmui.diagnostics.map(\.id) == [.unknownKey])
        #expect(
            qmui.diagnostics.first?.message.contains("unknown key 'runtime' in qmui options; it takes access") == true)
        let swiftOptions = SwiftGenerator().readOptions(options, diagnostics: swift)
        #expect(swift.diagnostics.isEmpty)
        let themes = result.registry.themes.filter { !$0.isAbstract }
        let qmuiRun = QMUIGenerator().run(
            GeneratorInput(
                themes: themes, project: result.project, options: qmuiOptions, templates: TemplateSet.defaults))
        #expect(qmuiRun.diagnostics.filter { $0.id != .qmuiUnsupported }.isEmpty)
        let input = GeneratorInput(
            themes: themes, project: result.project, options: swiftOptions, templates: TemplateSet.defaults)
        #expect(SwiftGenerator().run(input).diagnostics.isEmpty)
    }
}
