import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// Generated Swift for the bundled themes, type-checked on Linux against SDK-faithful UIKit, QMUIKit and SwiftUI stubs
/// together with PopskinRuntime (whose UIKit base class and SwiftUI shape compile too, since the stubs make
/// `canImport(UIKit)` and `canImport(SwiftUI)` true).
@Suite struct GeneratedSwiftTypecheckTests {
    static let repository = TestPaths.repositoryRoot
    static let fixtures = repository.appendingPathComponent("Tests/PopskinGeneratorsTests/Fixtures")

    /// How an app compiles the generated files.
    enum Mode: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case swift5, swift6
        /// What Xcode 26 sets for a new app target: Swift 6, main-actor default isolation and two upcoming features.
        case xcode26

        var flags: [String] {
            switch self {
            case .swift5: ["-swift-version", "5"]
            case .swift6: ["-swift-version", "6"]
            case .xcode26:
                [
                    "-swift-version", "6", "-default-isolation", "MainActor", "-enable-upcoming-feature",
                    "InferIsolatedConformances", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                ]
            }
        }

        /// Modules that are not the app's (the SDK, QMUIKit, the PopskinRuntime package) keep their own settings.
        var libraryFlags: [String] { self == .swift5 ? ["-swift-version", "5"] : ["-swift-version", "6"] }

        var testDescription: String { rawValue }
    }

    static func swiftc() -> String { (try? TestPaths.swiftc()) ?? "swiftc" }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outcome = try TestProcess.run(arguments[0], Array(arguments.dropFirst()))
        return (outcome.status, outcome.output)
    }

    /// `generator`'s files for the concrete themes of the project at `projectRoot`, with `options` as YAML.
    static func generate(
        projectRoot: String, with generator: any Generator = SwiftGenerator(), options: String? = nil,
        expectDiagnostics: Bool = false
    ) throws -> [GeneratedFile] {
        try output(projectRoot: projectRoot, with: generator, options: options, expectDiagnostics: expectDiagnostics)
            .files
    }

    static func output(
        projectRoot: String, with generator: any Generator = SwiftGenerator(), options: String? = nil,
        expectDiagnostics: Bool = false
    ) throws -> GeneratorRun {
        let result = FrontEnd().run(root: projectRoot)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        let themes = result.registry.themes.filter { !$0.isAbstract && $0.skin != nil }
        let ignored = DiagnosticSink(), read = DiagnosticSink()
        let node = options.flatMap { YAMLLoader().load(Array($0.utf8), file: "options.yaml", diagnostics: ignored) }
        let input = GeneratorInput(
            themes: themes, project: result.project,
            options: generator.readOptions(node, diagnostics: read),
            templates: TemplateSet.defaults)
        // What reading the options said, then what generating did.
        var output = generator.run(input)
        output.diagnostics = read.diagnostics + output.diagnostics
        if !expectDiagnostics { #expect(output.diagnostics.isEmpty, "\(output.diagnostics)") }
        return output
    }

    /// Builds the stub UIKit, QMUIKit and SwiftUI modules (and the PopskinRuntime module unless the runtime is embedded;
    /// with `withTipKit`, the TipKit stub and PopskinTipKit, warnings as errors) in `scratch`, then type-checks `files`
    /// plus `extraSources` (name, text) as the app would in `mode`.
    static func typecheck(
        _ files: [GeneratedFile], mode: Mode, in scratch: TemporaryFolder, withRuntimeModule: Bool = true,
        withTipKit: Bool = false, extraSources: [(String, String)] = []
    ) throws -> (Int32, String) {
        let swiftc = swiftc(), folder = scratch.url
        let modules = folder.appendingPathComponent("modules-\(mode.rawValue)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        func module(_ name: String, _ sources: [String]) throws -> (Int32, String) {
            try run(
                [swiftc, "-parse-as-library"] + mode.libraryFlags + [
                    "-emit-module", "-module-name", name, "-I",
                    modules.path, "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path,
                ]
                    + sources)
        }
        let uikit = try module("UIKit", try stubSources("UIKit"))
        guard uikit.0 == 0 else { return (uikit.0, "UIKit stub: " + uikit.1) }
        let qmui = try module("QMUIKit", try stubSources("QMUIKit"))
        guard qmui.0 == 0 else { return (qmui.0, "QMUIKit stub: " + qmui.1) }
        let swiftUI = try module("SwiftUI", try stubSources("SwiftUI"))
        guard swiftUI.0 == 0 else { return (swiftUI.0, "SwiftUI stub: " + swiftUI.1) }
        if withRuntimeModule {
            let runtime = try module("PopskinRuntime", try sources(of: "PopskinRuntime"))
            guard runtime.0 == 0 else { return (runtime.0, "PopskinRuntime: " + runtime.1) }
        }
        if withTipKit {
            let tipKit = try module("TipKit", try stubSources("TipKit"))
            guard tipKit.0 == 0 else { return (tipKit.0, "TipKit stub: " + tipKit.1) }
            let popskinTipKit = try module(
                "PopskinTipKit", ["-warnings-as-errors"] + (try sources(of: "PopskinTipKit")))
            guard popskinTipKit.0 == 0 else { return (popskinTipKit.0, "PopskinTipKit: " + popskinTipKit.1) }
        }
        let sources = folder.appendingPathComponent("generated-\(mode.rawValue)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, contents) in files.map({ ($0.path, $0.contents) }) + extraSources.map({ ($0.0, Array($0.1.utf8)) }) {
            let url = sources.appendingPathComponent(name)
            try Data(contents).write(to: url)
            paths.append(url.path)
        }
        // Warnings are errors: a deprecated or isolation-unsafe use that warns today fails in the next SDK.
        return try run(
            [swiftc, "-typecheck", "-parse-as-library", "-warnings-as-errors"] + mode.flags
                + ["-module-name", "Skins", "-package-name", "SkinsPackage", "-I", modules.path] + paths)
    }

    /// The Swift files of the package's target `target`, sorted.
    static func sources(of target: String) throws -> [String] {
        let folder = repository.appendingPathComponent("Sources/\(target)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The stub module `module`'s sources: `<module>Stub.swift` and its `<module>Stub+Part.swift` files.
    static func stubSources(_ module: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0 == "\(module)Stub.swift" || ($0.hasPrefix("\(module)Stub+") && $0.hasSuffix(".swift")) }
            .sorted().map { fixtures.appendingPathComponent($0).path }
    }

    static func temporaryFolder(_ label: String) throws -> TemporaryFolder {
        try TemporaryFolder(prefix: "popskin-\(label)")
    }

    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc), arguments: Mode.allCases)
    func bundledThemesTypecheck(mode: Mode) throws {
        let root = Self.repository.path
        let files =
            try Self.generate(projectRoot: root)
            + Self.generate(projectRoot: root, with: QMUIGenerator(), expectDiagnostics: true)
        #expect(files.map(\.path).contains("PopskinSkins.swift"))
        #expect(files.map(\.path).contains("MbRedPopoverBackgroundView.swift"))
        #expect(files.map(\.path).contains("QMUIPopupContainerView+Popskin.swift"))
        let (status, output) = try Self.typecheck(files, mode: mode, in: Self.temporaryFolder("typecheck"))
        #expect(status == 0, "swiftc -typecheck (\(mode.rawValue)) failed:\n\(output)")
    }

    /// An app's SwiftUI: the shape as a view's body, inset, and asked for its path off the main actor (SwiftUI's
    /// `path(in:)` is nonisolated); a tooltip in a skin's bubble, drawn in SwiftUI and as the skin's hosted view; a
    /// skinned popover in both forms.
    static func swiftUIUse(importingRuntime: Bool) -> String {
        (importingRuntime ? "import PopskinRuntime\n" : "") + """
            import SwiftUI

            struct TipBackground: View {
                var body: some View {
                    PopskinPopoverShape(skin: .ampAdaptive, direction: .down, offset: 12, displayScale: 3)
                        .inset(by: 0.5)
                }
            }

            nonisolated func outline(of shape: PopskinPopoverShape) -> Path {
                shape.path(in: CGRect(x: 0, y: 0, width: 120, height: 60))
            }

            struct Tooltip: View {
                var body: some View {
                    Color.clear.popskinBackground(.mbRed, arrowEdge: .top, arrowOffset: -8)
                }
            }

            struct ArtTooltip: View {
                var body: some View {
                    Color.clear.popskinBackground(hosting: GikClassicPopoverBackgroundView.self, arrowEdge: .bottom, arrowOffset: 12)
                }
            }

            struct Note: Identifiable {
                let id: Int
            }

            struct Toolbar: View {
                var shown: Binding<Bool>
                var note: Binding<Note?>
                var body: some View {
                    EmptyView()
                        .popskinPopover(isPresented: shown, skin: MbRedPopoverBackgroundView.self, arrowEdge: .bottom) {
                            Color.clear.padding(8)
                        }
                        .popskinPopover(
                            item: note, skin: AmpAdaptivePopoverBackgroundView.self,
                            attachmentAnchor: .point(.top)
                        ) { note in
                            Color(red: Double(note.id), green: 0, blue: 0)
                        }
                }
            }

            """
    }

    /// PopskinRuntime's SwiftUI (the shape, the background and the popover) with the generated skins by name, as a
    /// module and embedded in the app (then compiled with the app's settings, Xcode 26's main-actor default
    /// isolation included), used by app code against the SwiftUI and UIKit stubs.
    @Test(
        .tags(.process, .swiftc), .unlessSkipped(.process, .swiftc),
        arguments: Mode.allCases, [false, true])
    func swiftUITypechecks(mode: Mode, embedded: Bool) throws {
        let files = try Self.generate(
            projectRoot: Self.repository.path, options: embedded ? "{runtime: embedded}" : nil)
        #expect(files.contains { $0.path == "PopskinRuntime.swift" } == embedded)
        #expect(files.contains { $0.path == "PopskinSkins+SwiftUI.swift" })
        let (status, output) = try Self.typecheck(
            files, mode: mode, in: Self.temporaryFolder("swiftui"), withRuntimeModule: !embedded,
            extraSources: [("AppViews.swift", Self.swiftUIUse(importingRuntime: !embedded))])
        #expect(status == 0, "SwiftUI (\(mode.rawValue), embedded: \(embedded)):\n\(output)")
    }

    /// Examples/SkinsDemo's SwiftUI and TipKit routes, with the skins its themes generate, as an app compiles them.
    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc), arguments: Mode.allCases)
    func theExamplesSwiftUITypechecks(mode: Mode) throws {
        let example = Self.repository.appendingPathComponent("Examples/SkinsDemo/Sources/SkinsDemo")
        let files = try Self.generate(projectRoot: example.path)
        let source = try String(
            contentsOf: example.appendingPathComponent("SkinsDemo+SwiftUI.swift"), encoding: .utf8)
        let tips = try String(contentsOf: example.appendingPathComponent("SkinsDemo+TipKit.swift"), encoding: .utf8)
        #expect(source.contains(".popskinPopover(") && source.contains(".popskinBackground("))
        #expect(tips.contains(".popskinPopoverTip(") && tips.contains(".popskinSkin("))
        let (status, output) = try Self.typecheck(
            files, mode: mode, in: Self.temporaryFolder("example"), withTipKit: true,
            extraSources: [("SkinsDemo+SwiftUI.swift", source), ("SkinsDemo+TipKit.swift", tips)])
        #expect(status == 0, "SkinsDemo+SwiftUI.swift, SkinsDemo+TipKit.swift (\(mode.rawValue)):\n\(output)")
    }

    /// SwiftPM's accessor for a target's resources, as Swift 6.3.1 writes it (`resource_bundle_accessor.swift`;
    /// internal, a `static let` of type `Bundle`; the Darwin form has the same shape).
    static let resourceBundleAccessor = """
        import Foundation

        extension Foundation.Bundle {
            static let module: Bundle = {
                let mainPath = Bundle.main.bundleURL.appendingPathComponent("Skins_Skins.resources").path
                guard let bundle = Bundle(path: mainPath) else {
                    Swift.fatalError("could not load resource bundle: from \\(mainPath)")
                }
                return bundle
            }()
        }

        """

    /// `bundle: module` reads the target's own resources; `bundle: <identifier>` a framework's.
    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc), arguments: Mode.allCases)
    func moduleAndIdentifierBundlesTypecheck(mode: Mode) throws {
        let root = Self.repository.path
        let module = try Self.generate(projectRoot: root, options: "{bundle: module, access: internal}")
        let classes = try #require(module.first { $0.path == "PopskinSkins+UIKit.swift" })
        #expect(
            String(decoding: classes.contents, as: UTF8.self).contains(
                "static var imageBundle: Bundle? { Bundle.module }"))
        let (status, output) = try Self.typecheck(
            module, mode: mode, in: Self.temporaryFolder("bundle-module"),
            extraSources: [("resource_bundle_accessor.swift", Self.resourceBundleAccessor)])
        #expect(status == 0, "bundle: module (\(mode.rawValue)):\n\(output)")

        let framework = try Self.generate(projectRoot: root, options: "{bundle: com.acme.Skins}")
        let text = String(
            decoding: try #require(framework.first { $0.path == "PopskinSkins+UIKit.swift" }).contents,
            as: UTF8.self)
        #expect(text.contains(#"Bundle(identifier: "com.acme.Skins")"#))
        let (status2, output2) = try Self.typecheck(framework, mode: mode, in: Self.temporaryFolder("bundle-id"))
        #expect(status2 == 0, "bundle: identifier (\(mode.rawValue)):\n\(output2)")
    }

    @Test func badBundleOptionIsADiagnostic() throws {
        let output = try Self.output(
            projectRoot: Self.repository.path, options: "{bundle: \"../x\"}",
            expectDiagnostics: true)
        #expect(output.diagnostics.map(\.id) == [.typeMismatch])
        #expect(output.diagnostics.first?.message.contains("bundle must be main") == true)
    }
}
