import PopskinCore

/// The options of the Swift-emitting generators. Each generator names the keys it accepts; others are unknown.
struct SwiftGeneratorOptions {
    enum Access: String, CaseIterable {
        case `public`, `internal`, package
    }

    var access: Access = .public
    /// The registry type's name.
    var registry = "PopskinSkins"
    /// Write PopskinRuntime's sources into the output instead of importing the library.
    var embedsRuntime = false
    /// The module the generated files are compiled into, for runtime class names (`Module.Type`); nil when unknown.
    var module: String?
    /// Where the skins' asset catalog is: the app, the Swift package target the code is compiled into, or a
    /// framework with this bundle identifier.
    var bundle: ImageBundle = .main

    enum ImageBundle: Equatable {
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
        init?(_ text: String) {
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

    static let keys = ["access", "registry", "runtime", "module", "bundle"]

    init(_ node: YAMLNode?, accepting accepted: [String] = Self.keys, diagnostics: inout [Diagnostic]) {
        guard let node, !node.isNull else { return }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.append(.error(.typeMismatch, "swift generator options must be a mapping", at: node.location))
            return
        }
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            let value = pair.value.scalarText ?? ""
            switch accepted.contains(key) ? key : "" {
            case "access":
                if let access = Access(rawValue: value) {
                    self.access = access
                } else {
                    diagnostics.append(
                        .error(
                            .typeMismatch, "access must be public, internal or package, not '\(value)'",
                            at: pair.value.location))
                }
            case "registry":
                let identifier = SwiftIdentifier.typeName(value)
                if identifier == value {
                    registry = value
                } else {
                    diagnostics.append(
                        .error(
                            .badName,
                            "registry must be a Swift type name such as PopskinSkins, "
                                + "not '\(value)'", at: pair.value.location))
                }
            case "module":
                if SwiftIdentifier.typeName(value) == value {
                    module = value
                } else {
                    diagnostics.append(
                        .error(
                            .badName, "module must be a Swift module name such as AcmeSkins, not '\(value)'",
                            at: pair.value.location))
                }
            case "bundle":
                if let bundle = ImageBundle(value) {
                    self.bundle = bundle
                } else {
                    diagnostics.append(
                        .error(
                            .typeMismatch,
                            "bundle must be main (the app), module (the Swift package "
                                + "target's resources) or a bundle identifier such as com.acme.Skins, not "
                                + "'\(value)'", at: pair.value.location))
                }
            case "runtime":
                switch value {
                case "package": embedsRuntime = false
                case "embedded": embedsRuntime = true
                default:
                    diagnostics.append(
                        .error(
                            .typeMismatch,
                            "runtime must be package (import PopskinRuntime) or "
                                + "embedded (write its sources into the output), not '\(value)'",
                            at: pair.value.location))
                }
            default:
                diagnostics.append(
                    .error(
                        .unknownKey,
                        "unknown option '\(key)' (this generator takes "
                            + accepted.joined(separator: ", ") + ")"
                            + Suggestion.hint(for: key, in: accepted), at: pair.key.location))
            }
        }
    }

    /// The access modifier with its trailing space, as templates put it before declarations.
    var prefix: String { access.rawValue + " " }
}
