import PopskinCore
import PopskinSources

/// `swift`: per concrete theme a `UIPopoverBackgroundView` subclass with constant class metrics, a skin value in a
/// registry type, the registry's lookup of background view classes, and each skin by name for SwiftUI. With
/// `runtime: embedded` the runtime's sources are written beside them, so an app needs no package dependency.
public struct SwiftGenerator: Generator {
    public let description = GeneratorDescription(
        name: "swift", summary: "UIPopoverBackgroundView subclasses, skin values and their registry (Swift 5 and 6)",
        defaultPath: "Generated/Skins", options: SwiftGeneratorOptions.keys)

    public init() {}

    public func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions {
        SwiftGeneratorOptions(options, generator: name, diagnostics: diagnostics)
    }

    /// Themes whose Swift names clash.
    public func check(_ input: GeneratorInput) {
        let options = input.options(as: SwiftGeneratorOptions.self)
        SwiftThemeNames.reportClashes(input.themes, registry: options.registry, diagnostics: input.diagnostics)
    }

    public func generate(_ input: GeneratorInput) -> [GeneratedFile] {
        let diagnostics = input.diagnostics
        let options = input.options(as: SwiftGeneratorOptions.self)
        let names = SwiftThemeNames(input.themes, registry: options.registry, diagnostics: diagnostics)
        let skins = names.entries.map { entry in
            SwiftSkinContext(
                theme: entry.theme, skin: entry.skin, typeName: entry.className,
                memberName: entry.memberName, options: options, version: PopskinVersion.current,
                inputs: input.project.inputs)
        }
        // Each skin is indexed for the templates once, and shared by the registry, the classes and its view.
        let indexed = skins.map(IndexedContext.init)
        let registry = SwiftRegistryContext(
            version: PopskinVersion.current, access: options.prefix,
            registryName: options.registry, embedded: options.embedsRuntime,
            hasModule: options.module != nil,
            moduleLiteral: options.module.map(SwiftLiteral.string) ?? "",
            bundleExpression: options.bundle.expression, skins: indexed)
        var files: [GeneratedFile] = []
        do {
            files.append(
                GeneratedFile(
                    path: "\(options.registry).swift",
                    text: try input.templates.render("swift/registry.swift", registry)))
            files.append(
                GeneratedFile(
                    path: "\(options.registry)+UIKit.swift",
                    text: try input.templates.render("swift/classes.swift", registry)))
            files.append(
                GeneratedFile(
                    path: "\(options.registry)+SwiftUI.swift",
                    text: try input.templates.render("swift/swiftui.swift", registry)))
            if options.embedsRuntime {
                files.append(
                    GeneratedFile(
                        path: "PopskinRuntime.swift",
                        text: EmbeddedRuntime.file(
                            access: options.access,
                            version: PopskinVersion.current)))
            }
            let own = indexed.indices.filter { input.selected?.contains(skins[$0].themeName) ?? true }
            let views = try input.templates.renderEach("swift/view.swift", own.map { indexed[$0] })
            files += zip(own, views).map { index, text in
                GeneratedFile(path: "\(skins[index].typeName).swift", text: text, theme: skins[index].themeName)
            }
        } catch let error as TemplateError {
            diagnostics.report(error.diagnostic)
        } catch {
            diagnostics.error(.generator, "swift generator: \(error)", at: nil)
        }
        return files
    }
}
