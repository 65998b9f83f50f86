import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// What the Swift templates see of one theme: every value already a valid Swift token or literal.
struct SwiftSkinContext {
    let themeName: String
    let nameLiteral: String
    let typeName: String
    let memberName: String
    /// The description as a `///` comment, indented for a member of the registry.
    let doc: String
    /// The same comment for a top-level type.
    let typeDoc: String
    let sourceFile: String
    /// The runtime value, field by field (`SkinTemplateContext`): the class metrics are its `arrow` and
    /// `contentInsets`.
    let skin: TemplateRecord
    // Shared by every theme, so per-theme templates can use them.
    let version: String
    let access: String
    let registryName: String
    let embedded: Bool

    init(
        theme: ResolvedTheme, skin: Skin, typeName: String, memberName: String, options: SwiftGeneratorOptions,
        version: String, inputs: InputSnapshot
    ) {
        themeName = theme.name
        nameLiteral = SwiftLiteral.string(theme.name)
        self.typeName = typeName
        self.memberName = memberName
        typeDoc = SwiftLiteral.docComment(theme.description ?? "The '\(theme.name)' popover skin.")
        doc = SwiftLiteral.docComment(theme.description ?? "The '\(theme.name)' popover skin.", indent: "    ")
        sourceFile = SwiftLiteral.docComment(theme.file).dropFirst(4).description
        self.skin = SkinTemplateContext.record(PopoverSkin(name: theme.name, skin: skin, inputs: inputs))
        self.version = version
        access = options.prefix
        registryName = options.registry
        embedded = options.embedsRuntime
    }
}

/// Swift expressions for theme values, shared by the Swift-emitting generators.
enum SwiftExpression {
    /// A colour for any appearance, and for each appearance that changes it (only those: the rest fall back to the
    /// same value) its name in generated code and its own colour, all as `type(red:green:blue:alpha:)`.
    static func colors(_ color: SkinColor, type: String) -> (any: String, changed: [(name: String, expression: String)])
    {
        (
            self.color(color.resolved(for: nil), type: type),
            color.changedAppearances.map { ($0.caseName, self.color(color.resolved(for: $0), type: type)) }
        )
    }

    /// `Type(red:green:blue:alpha:)` with channels as exact fractions of 255, so the code says what the theme said;
    /// a Display P3 colour keeps its space: `UIColor(displayP3Red:…)`, `SkinColor(…, space: .displayP3)`.
    static func color(_ color: SkinColor, type: String) -> String {
        let c = channels(color)
        guard color.space == .displayP3 else {
            return "\(type)(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        }
        if type == "UIColor" {
            return "UIColor(displayP3Red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        }
        return "\(type)(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha), space: .displayP3)"
    }

    /// The channels as Swift literals: exact fractions of 255 for whole bytes (a theme's `#rrggbb`), decimals for
    /// Display P3 and for sRGB finer than bytes (a design token's, to 1/1000000).
    static func channels(_ color: SkinColor) -> (red: String, green: String, blue: String, alpha: String) {
        guard color.space == .sRGB, color.isWholeBytes else {
            let text = [color.red, color.green, color.blue, color.alpha].map(ValueText.fineChannel)
            return (text[0], text[1], text[2], text[3])
        }
        let b = color.bytes
        return (channel(b.red), channel(b.green), channel(b.blue), channel(b.alpha))
    }

    /// One channel as an exact fraction of 255: `0`, `1` or `59 / 255`.
    static func channel(_ value: UInt8) -> String { value == 0 ? "0" : value == 255 ? "1" : "\(value) / 255" }
}

/// What the registry templates see; `skins` are `SwiftSkinContext`s, indexed once for all templates.
struct SwiftRegistryContext {
    let version: String
    let access: String
    let registryName: String
    let embedded: Bool
    /// Whether the `module` option is set, and its name as a string literal.
    let hasModule: Bool
    let moduleLiteral: String
    /// The `Bundle?` expression for the skins' asset catalog.
    let bundleExpression: String
    let skins: [IndexedContext]
}
