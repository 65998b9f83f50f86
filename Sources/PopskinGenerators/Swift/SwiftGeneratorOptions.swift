import PopskinCore
import PopskinSources

/// The options of the Swift-emitting generators. Each generator names the keys it accepts; others are unknown.
public struct SwiftGeneratorOptions: GeneratorOptions, Equatable {
    public enum Access: String, CaseIterable, Sendable {
        case `public`, `internal`, package
    }

    public var access: Access = .public
    /// The registry type's name.
    public var registry = "PopskinSkins"
    /// Write PopskinRuntime's sources into the output instead of importing the library.
    public var embedsRuntime = false
    /// The module the generated files are compiled into, for runtime class names (`Module.Type`); nil when unknown.
    public var module: String?
    /// Where the skins' asset catalog is: the app, the Swift package target the code is compiled into, or a
    /// framework with this bundle identifier.
    public var bundle: ImageBundle = .main

    public init() {}

    public var fingerprint: String {
        "access=\(access.rawValue) registry=\(registry) embedded=\(embedsRuntime) module=\(module ?? "-") "
            + "bundle=\(bundle.expression)"
    }

    public enum ImageBundle: Equatable, Sendable {
        case main, module
        case identifier(String)

        /// The Swift expression of type `Bundle?` that finds it.
        var expression: String {
            switch self {
            case .main: "Bundle.main"
            case .module: "Bundle.module"
            case .identifier(let id): "Bundle(identifier: \(SwiftLiteral.string(id)))"
            }
        }

        /// `main`, `module`, or a bundle identifier (letters, digits, `-` and `.`, as CFBundleIdentifier allows).
        public init?(_ text: String) {
            switch text {
            case "main": self = .main
            case "module": self = .module
            default:
                let allowed = text.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
                }
                guard allowed, !text.isEmpty, !text.hasPrefix("."), !text.hasSuffix("."), !text.contains("..") else {
                    return nil
                }
                self = .identifier(text)
            }
        }
    }

    /// The options, declared for reading, `theme validate` and the manifest's JSON Schema.
    static let keys = [
        SettingKey(
            "access", .choice(Access.allCases.map(\.rawValue)),
            doc: "The generated declarations' access (default public)."),
        SettingKey(
            "registry", .text(pattern: "^[A-Z][A-Za-z0-9_]*$", what: "a Swift type name such as PopskinSkins"),
            doc: "The registry type's name (default PopskinSkins)."),
        SettingKey(
            "runtime", .choice(["package", "embedded"]),
            doc: "package imports the PopskinRuntime library; embedded writes its sources into the output."),
        SettingKey(
            "module", .text(pattern: "^[A-Za-z_][A-Za-z0-9_]*$", what: "a Swift module name such as AcmeSkins"),
            doc: "The module the files are compiled into: adds moduleName and runtimeClassName(named:)."),
        SettingKey(
            "bundle",
            .text(
                pattern: #"^(main|module|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)$"#,
                what: "main, module or a bundle identifier such as com.acme.Skins"),
            doc: "Where the asset catalog is: main (the app), module (the package target) or a bundle identifier."),
    ]

    /// The options of `node` (defaults for what it does not say); problems go to `diagnostics`. `accepted` are the
    /// keys the generator takes.
    init(
        _ node: YAMLNode?, accepting accepted: [SettingKey] = Self.keys, generator: String, diagnostics: DiagnosticSink
    ) {
        self.init()
        guard let node, !node.isNull,
            let options = MappingReader(
                node, keys: accepted, context: "\(generator) options", diagnostics: diagnostics)
        else { return }
        if let access = options.text("access").flatMap(Access.init) { self.access = access }
        // Both become Swift names in the generated code, so they must be ones already.
        func swiftName(_ key: String, _ what: String) -> String? {
            guard let value = options.text(key) else { return nil }
            guard SwiftIdentifier.typeName(value) != value else { return value }
            diagnostics.error(.badName, "\(key) must be \(what), not '\(value)'", at: options[key]?.location)
            return nil
        }
        registry = swiftName("registry", "a Swift type name such as PopskinSkins") ?? registry
        module = swiftName("module", "a Swift module name such as AcmeSkins")
        if let value = options.text("bundle") {
            if let bundle = ImageBundle(value) {
                self.bundle = bundle
            } else {
                diagnostics.error(
                    .typeMismatch,
                    "bundle must be main (the app), module (the Swift package target's resources) or a bundle "
                        + "identifier such as com.acme.Skins, not '\(value)'", at: options["bundle"]?.location)
            }
        }
        if let runtime = options.text("runtime") { embedsRuntime = runtime == "embedded" }
    }

    /// The access modifier with its trailing space, as templates put it before declarations.
    var prefix: String { access.rawValue + " " }
}
