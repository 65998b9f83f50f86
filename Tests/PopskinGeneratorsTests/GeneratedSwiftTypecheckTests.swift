import Foundation
import PopskinCore
import Testing
@testable import PopskinGenerators

/// Generated Swift for the bundled themes, type-checked on Linux against the UIKit stub together with
/// PopskinRuntime (whose UIKit base class compiles too, since the stub makes `canImport(UIKit)` true).
@Suite struct GeneratedSwiftTypecheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftc() -> String { (try? TestKit.swiftc()) ?? "swiftc" }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TestKit.run(arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env",
                        arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments)
    }

    static func generate(projectRoot: String, with generator: any Generator = SwiftGenerator()) throws -> [GeneratedFile] {
        let result = FrontEnd().run(root: projectRoot)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        let themes = result.registry.themes.filter { !$0.isAbstract && $0.skin != nil }
        let input = GeneratorInput(themes: themes, project: result.project, options: nil,
                                   templates: TemplateSet(projectRoot: projectRoot, folder: nil))
        let output = generator.generate(input)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return output.files
    }

    /// Builds the stub UIKit and PopskinRuntime modules in `folder`, then type-checks `files` in one language mode.
    static func typecheck(_ files: [GeneratedFile], mode: String, in folder: URL, withRuntimeModule: Bool = true) throws
        -> (Int32, String)
    {
        let swiftc = swiftc()
        let stub = repository.appendingPathComponent("Tests/PopskinGeneratorsTests/Fixtures/UIKitStub.swift").path
        let modules = folder.appendingPathComponent("modules-\(mode)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let uikit = try run([swiftc, "-parse-as-library", "-swift-version", mode, "-emit-module", "-module-name", "UIKit",
                             "-emit-module-path", modules.appendingPathComponent("UIKit.swiftmodule").path, stub])
        guard uikit.status == 0 else { return (uikit.status, "UIKit stub: " + uikit.output) }
        let qmuiStub = repository.appendingPathComponent("Tests/PopskinGeneratorsTests/Fixtures/QMUIKitStub.swift").path
        let qmui = try run([swiftc, "-parse-as-library", "-swift-version", mode, "-emit-module", "-module-name", "QMUIKit",
                            "-I", modules.path, "-emit-module-path",
                            modules.appendingPathComponent("QMUIKit.swiftmodule").path, qmuiStub])
        guard qmui.status == 0 else { return (qmui.status, "QMUIKit stub: " + qmui.output) }
        let runtimeSources = try FileManager.default.contentsOfDirectory(
            atPath: repository.appendingPathComponent("Sources/PopskinRuntime").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { repository.appendingPathComponent("Sources/PopskinRuntime/\($0)").path }
        let runtime = !withRuntimeModule ? (status: Int32(0), output: "") : try run([swiftc, "-parse-as-library", "-swift-version", mode, "-emit-module", "-module-name",
                               "PopskinRuntime", "-I", modules.path, "-emit-module-path",
                               modules.appendingPathComponent("PopskinRuntime.swiftmodule").path] + runtimeSources)
        guard runtime.status == 0 else { return (runtime.status, "PopskinRuntime: " + runtime.output) }
        let sources = folder.appendingPathComponent("generated-\(mode)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let url = sources.appendingPathComponent(file.path)
            try Data(file.contents).write(to: url)
            paths.append(url.path)
        }
        return try run([swiftc, "-typecheck", "-parse-as-library", "-swift-version", mode, "-module-name", "Skins",
                        "-I", modules.path] + paths)
    }

    @Test(arguments: ["5", "6"]) func bundledThemesTypecheck(mode: String) throws {
        let files = try Self.generate(projectRoot: Self.repository.path)
            + Self.generate(projectRoot: Self.repository.path, with: QMUIGenerator())
        #expect(files.map(\.path).contains("PopskinSkins.swift"))
        #expect(files.map(\.path).contains("MbRedPopoverBackgroundView.swift"))
        #expect(files.map(\.path).contains("QMUIPopupContainerView+Popskin.swift"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-typecheck-\(UUID().uuidString)")
        let (status, output) = try Self.typecheck(files, mode: mode, in: folder)
        #expect(status == 0, "swiftc -typecheck -swift-version \(mode) failed:\n\(output)")
    }
}
