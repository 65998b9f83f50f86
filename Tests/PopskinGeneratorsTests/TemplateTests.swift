import Foundation
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
