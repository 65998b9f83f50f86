import Foundation
import PopskinCore
import Testing
@testable import PopskinGenerators

@Suite struct TemplateTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("templates")

    @Test func embeddedCopyMatchesTemplatesFolder() throws {
        var onDisk: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: Self.templates.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".mustache") else { continue }
            let text = try String(contentsOf: Self.templates.appendingPathComponent(relative), encoding: .utf8)
            onDisk[String(relative.dropLast(".mustache".count))] = text
        }
        #expect(!onDisk.isEmpty)
        #expect(DefaultTemplates.all == onDisk, "templates/ changed: run `python3 Scripts/embed-templates.py`")
    }

    @Test func projectTemplatesOverrideByName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tpl/swift"), withIntermediateDirectories: true)
        try Data("{{% CONTENT_TYPE: TEXT }}\n// custom {{{registryName}}}\n".utf8)
            .write(to: root.appendingPathComponent("tpl/swift/registry.swift.mustache"))
        let set = TemplateSet(projectRoot: root.path, folder: "tpl")
        #expect(set.texts["swift/registry.swift"]?.source == .project("tpl/swift/registry.swift.mustache"))
        #expect(set.texts["swift/view.swift"]?.source == .builtIn)
        struct Context { let registryName = "Acme" }
        #expect(try set.render("swift/registry.swift", Context()) == "// custom Acme\n")
    }
}

@Suite struct EmbeddedRuntimeTests {
    @Test func embeddedCopyMatchesRuntimeSources() throws {
        let folder = TemplateTests.templates.deletingLastPathComponent().appendingPathComponent("Sources/PopskinRuntime")
        let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { "// MARK: - \($0)\n\n" + (try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        #expect(EmbeddedRuntime.source == parts.joined(separator: "\n"),
                "Sources/PopskinRuntime changed: run `python3 Scripts/embed-templates.py`")
    }

    /// `runtime: embedded` output type-checks with no PopskinRuntime module at all, in every mode (the runtime then
    /// compiles with the app's settings, Xcode 26's main-actor default isolation included).
    @Test(arguments: GeneratedSwiftTypecheckTests.Mode.allCases)
    func embeddedRuntimeTypechecks(mode: GeneratedSwiftTypecheckTests.Mode) throws {
        let root = GeneratedSwiftTypecheckTests.repository.path
        let result = FrontEnd().run(root: root)
        var diagnostics: [Diagnostic] = []
        let loader = YAMLLoader()
        let options = loader.load(Array("{runtime: embedded, access: internal, module: AcmeSkins}".utf8), file: "o.yaml", diagnostics: &diagnostics)
        let input = GeneratorInput(themes: result.registry.themes.filter { !$0.isAbstract }, project: result.project,
                                   options: options, templates: TemplateSet(projectRoot: root, folder: nil))
        let output = SwiftGenerator().generate(input)
        #expect(output.diagnostics.isEmpty)
        #expect(output.files.contains { $0.path == "PopskinRuntime.swift" })
        let classes = try #require(output.files.first { $0.path == "PopskinSkins+UIKit.swift" })
        #expect(String(decoding: classes.contents, as: UTF8.self).contains("static let moduleName = \"AcmeSkins\""))
        #expect(!output.files.contains { String(decoding: $0.contents, as: UTF8.self).contains("import PopskinRuntime") })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-embedded-\(UUID().uuidString)")
        let (status, text) = try GeneratedSwiftTypecheckTests.typecheck(output.files, mode: mode, in: folder,
                                                                         withRuntimeModule: false)
        #expect(status == 0, "\(text)")
    }
}
