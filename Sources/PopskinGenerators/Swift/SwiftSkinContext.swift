import PopskinCore
import PopskinRender
import PopskinRuntime

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
    let arrowBase, arrowHeight, cornerClearance, overlap: String
    let insetTop, insetLeft, insetBottom, insetRight: String
    let wantsDefaultContentAppearance: String
    let cornerRadius: String
    let fill: String
    let gradient: String
    let borderWidth: String
    let borderColor: String
    let shadow: String
    let capTop, capLeft, capBottom, capRight: String
    let backgroundImageLiteral: String
    let arrowImageLiteral: String
    /// `CombinedArtSet(…)` for `style: combined`, else `nil`.
    let combinedArt: String
    // Shared by every theme, so per-theme templates can use them.
    let version: String
    let access: String
    let registryName: String
    let embedded: Bool

    init(theme: ResolvedTheme, skin: Skin, typeName: String, memberName: String, options: SwiftGeneratorOptions,
         version: String, projectRoot: String) {
        let number = ValueText.number
        themeName = theme.name
        nameLiteral = SwiftLiteral.string(theme.name)
        self.typeName = typeName
        self.memberName = memberName
        typeDoc = SwiftLiteral.docComment(theme.description ?? "The '\(theme.name)' popover skin.")
        doc = SwiftLiteral.docComment(theme.description ?? "The '\(theme.name)' popover skin.", indent: "    ")
        sourceFile = SwiftLiteral.docComment(theme.file).dropFirst(4).description
        arrowBase = number(skin.arrow.base)
        arrowHeight = number(skin.arrow.height)
        cornerClearance = number(skin.arrow.cornerClearance)
        overlap = number(skin.arrow.overlap)
        let insets = skin.content.insets
        (insetTop, insetLeft, insetBottom, insetRight) = (number(insets.top), number(insets.left),
                                                          number(insets.bottom), number(insets.right))
        wantsDefaultContentAppearance = skin.content.wantsDefaultAppearance ? "true" : "false"
        cornerRadius = number(skin.background.cornerRadius)
        fill = Self.color(skin.background.fill)
        gradient = skin.background.gradient.map {
            "SkinGradient(from: \(Self.color($0.from)), to: \(Self.color($0.to)), isVertical: \($0.axis == .vertical))"
        } ?? "nil"
        borderWidth = number(skin.border.width)
        borderColor = Self.color(skin.border.color)
        shadow = skin.shadow.map {
            "SkinShadow(color: \(Self.color($0.color)), opacity: \(number($0.opacity)), blur: \(number($0.blur)), "
                + "offsetX: \(number($0.offset.x)), offsetY: \(number($0.offset.y)))"
        } ?? "nil"
        let caps = skin.background.capInsets
        (capTop, capLeft, capBottom, capRight) = (number(caps.top), number(caps.left), number(caps.bottom),
                                                  number(caps.right))
        backgroundImageLiteral = SwiftLiteral.string(theme.name + "-background")
        arrowImageLiteral = SwiftLiteral.string(theme.name + "-arrow")
        combinedArt = skin.background.style == .combined
            ? Self.combinedArtSet(theme: theme.name, skin: skin, projectRoot: projectRoot) : "nil"
        self.version = version
        access = options.prefix
        registryName = options.registry
        embedded = options.embedsRuntime
    }

    static func color(_ color: Color) -> String { SwiftExpression.color(color, type: "SkinColor") }

    /// The seven images, named `<theme>-<variant>` as the `assets` generator writes them.
    static func combinedArtSet(theme: String, skin: Skin, projectRoot: String) -> String {
        let number = ValueText.number
        let set = CombinedArtSet(skin, projectRoot: projectRoot, imagePrefix: theme + "-")
        let members = [("up", set.up), ("upRight", set.upRight), ("down", set.down), ("downRight", set.downRight),
                       ("side", set.side), ("sideTop", set.sideTop), ("sideBottom", set.sideBottom)]
            .map { label, art -> String in
                let caps = art.capInsets
                return "\(label): CombinedArt(imageName: \(SwiftLiteral.string(art.imageName)), width: \(number(art.width)), "
                    + "height: \(number(art.height)), capInsets: SkinInsets(top: \(number(caps.top)), left: "
                    + "\(number(caps.left)), bottom: \(number(caps.bottom)), right: \(number(caps.right))), "
                    + "arrowStart: \(number(art.arrowStart)))"
            }
        return "CombinedArtSet(\n            " + members.joined(separator: ",\n            ") + ")"
    }
}

/// Swift expressions for theme values, shared by the Swift-emitting generators.
enum SwiftExpression {
    /// `Type(red:green:blue:alpha:)` with channels as exact fractions of 255, so the code says what the theme said.
    static func color(_ color: Color, type: String) -> String {
        func channel(_ value: UInt8) -> String { value == 0 ? "0" : value == 255 ? "1" : "\(value) / 255" }
        return "\(type)(red: \(channel(color.red)), green: \(channel(color.green)), blue: \(channel(color.blue)), "
            + "alpha: \(channel(color.alpha)))"
    }
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
