import PopskinCore

/// `swift`: per concrete theme a `UIPopoverBackgroundView` subclass with constant class metrics, a skin value in a
/// registry type, and the registry's lookup of background view classes.
public struct SwiftGenerator: Generator {
    public let name = "swift"
    public let summary = "UIPopoverBackgroundView subclasses, skin values and their registry (Swift 5 and 6)"
    public let defaultPath = "Generated/Skins"

    public init() {}

    public func generate(_ input: GeneratorInput) -> GeneratorOutput {
        var diagnostics: [Diagnostic] = []
        let options = SwiftGeneratorOptions(input.options, diagnostics: &diagnostics)
        var typeNames = SwiftNameTable(), memberNames = SwiftNameTable()
        var skins: [SwiftSkinContext] = []
        for theme in input.themes {
            guard let skin = theme.skin else { continue }
            let typeName = SwiftIdentifier.typeName(theme.name) + "PopoverBackgroundView"
            let memberName = SwiftIdentifier.memberName(theme.name)
            // Type names are also file names, so they must differ in more than case (macOS disks ignore case).
            let clash = typeNames.claim(typeName.lowercased(), for: theme.name)
                ?? memberNames.claim(memberName, for: theme.name)
            if let other = clash {
                let otherFile = input.themes.first { $0.name == other }?.file
                diagnostics.append(.error(
                    .badName, "themes '\(other)' and '\(theme.name)' both become the Swift name '\(typeName)' "
                        + "(or one differing only in case); rename one",
                    at: .start(of: theme.file), notes: [DiagnosticNote("'\(other)' is here", at: otherFile.map(SourceLocation.start))]))
                continue
            }
            skins.append(SwiftSkinContext(theme: theme, skin: skin, typeName: typeName, memberName: memberName,
                                          options: options, version: PopskinGeneratorsVersion.current))
        }
        // Each skin is indexed for the templates once, and shared by the registry, the classes and its view.
        let indexed = skins.map(IndexedContext.init)
        let registry = SwiftRegistryContext(version: PopskinGeneratorsVersion.current, access: options.prefix,
                                            registryName: options.registry, skins: indexed)
        var files: [GeneratedFile] = []
        do {
            files.append(GeneratedFile(path: "\(options.registry).swift",
                                       text: try input.templates.render("swift/registry.swift", registry)))
            files.append(GeneratedFile(path: "\(options.registry)+UIKit.swift",
                                       text: try input.templates.render("swift/classes.swift", registry)))
            let views = try input.templates.renderEach("swift/view.swift", indexed)
            files += zip(skins, views).map { GeneratedFile(path: "\($0.typeName).swift", text: $1) }
        } catch {
            diagnostics.append(.error(.ioError, "swift generator: \(error)", at: nil))
        }
        return GeneratorOutput(files: files, diagnostics: diagnostics)
    }
}

/// The version written into generated headers.
public enum PopskinGeneratorsVersion {
    public static let current = "0.1.0"
}
