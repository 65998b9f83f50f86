import PopskinCore
import PopskinRuntime
import PopskinTokens

/// `tokens`: each resolved theme as a DTCG 2025.10 token file (`<theme>.tokens.json`). Points are written as `px`
/// dimensions (DTCG's unit for platform pixels-per-point); values DTCG has no type for (shapes, styles, the
/// popup direction) go under `$extensions.dev.popskin`. A theme whose colours vary by appearance also gets
/// `<theme>.<appearance>.tokens.json` files and `<theme>.resolver.json` (see `appearanceFiles`).
public struct TokensGenerator: Generator {
    public let description = GeneratorDescription(
        name: "tokens",
        summary: "DTCG 2025.10 token files per resolved theme, with per-appearance files and a resolver",
        defaultPath: "Generated/Tokens")

    public init() {}

    public func generate(_ input: GeneratorInput) -> [GeneratedFile] {
        input.selectedThemes.flatMap { theme -> [GeneratedFile] in
            guard let skin = theme.skin else { return [] }
            // The colours for any appearance; the others in files of their own, with a resolver.
            let base = Self.document(theme, skin.resolved(for: nil))
            return [
                GeneratedFile(
                    path: "\(theme.name).tokens.json", text: JSONWriter.render(base) + "\n", theme: theme.name)
            ] + Self.appearanceFiles(theme, skin, base: base)
        }
    }

    /// The document's groups, in order: each a section of the theme format.
    static let groups = ["arrow", "background", "border", "content", "shadow"]

    /// A theme as tokens, as the schema maps its keys (`ThemeKey.tokens`): in each group the plain tokens in the
    /// schema's order, then groups of tokens, then gradients; a composite section (border, shadow) as one token;
    /// what DTCG has no type for under `$extensions.dev.popskin`.
    static func document(_ theme: ResolvedTheme, _ skin: Skin, schema: ThemeSchema = .popskin) -> StructuredValue {
        var groups: [(String, StructuredValue)] = []
        for name in Self.groups {
            guard let section = schema[name] else { continue }
            if section.tokens.contains(.composite) {
                if let token = composite(name, skin) { groups.append((name, token)) }
                continue
            }
            let members = schema.children(of: name).flatMap { key in
                key.tokens.compactMap { mapping in token(mapping, key.value(in: skin)).map { (key.name, $0) } }
            }
            groups.append((name, .object(members.sorted { $0.1.order < $1.1.order }.map { ($0.0, $0.1.value) })))
        }
        var extensions: [(String, StructuredValue)] = [
            ("theme", .string(theme.name)), ("extends", theme.parent.map(StructuredValue.string) ?? .null),
        ]
        for key in schema.keys {
            for case .popskinExtension(let name) in key.tokens {
                extensions.append((name, key.value(in: skin).map(plain) ?? .null))
            }
        }
        groups.append(("$extensions", .object([("dev.popskin", .object(extensions))])))
        var root: [(String, StructuredValue)] = []
        if let description = theme.description { root.append(("$description", .string(description))) }
        return .object([(theme.name, .object(root + groups))])
    }

    /// One key's token and where it goes in its group; nil for a value it has no token form of (a capsule's
    /// radius: no dimension says it) and for extensions.
    private static func token(_ mapping: TokenMapping, _ value: ThemeValue?) -> (value: StructuredValue, order: Int)? {
        switch (mapping, value) {
        case (.dimension, .number(let points)?): (dimension(points), 0)
        case (.color, .color(let value)?): (token("color", color(value)), 0)
        case (.insets, .insets(let value)?): (insets(value), 1)
        case (.gradient, .gradient(let gradient)?):
            (
                token(
                    "gradient",
                    .array(
                        gradient.stops.map {
                            .object([("color", color($0.color)), ("position", .number($0.location))])
                        })), 2
            )
        default: nil
        }
    }

    /// A composite section's one token: a border (always, so a theme without one says width 0), a shadow when
    /// there is one.
    private static func composite(_ section: String, _ skin: Skin) -> StructuredValue? {
        switch section {
        case "border":
            return token(
                "border",
                .object([
                    ("color", color(skin.border.color)), ("width", dimensionValue(skin.border.width)),
                    ("style", .string("solid")),
                ]))
        case "shadow":
            guard let shadow = skin.shadow else { return nil }
            return token(
                "shadow",
                .object([
                    ("color", color(shadow.effectiveColor)), ("offsetX", dimensionValue(shadow.offsetX)),
                    ("offsetY", dimensionValue(shadow.offsetY)), ("blur", dimensionValue(shadow.blur)),
                    ("spread", dimensionValue(0)),
                ]))
        default:
            return nil
        }
    }

    /// An extension's value as it is: a word, a number or a flag.
    private static func plain(_ value: ThemeValue) -> StructuredValue {
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .word(let word): .string(word)
        default: .null
        }
    }

    static func token(_ type: String, _ value: StructuredValue) -> StructuredValue {
        .object([("$type", .string(type)), ("$value", value)])
    }

    static func dimensionValue(_ points: Double) -> StructuredValue {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    static func dimension(_ points: Double) -> StructuredValue { token("dimension", dimensionValue(points)) }

    static func insets(_ insets: SkinInsets) -> StructuredValue {
        .object(insets.sides.map { ($0.side.rawValue, dimension($0.value)) })
    }

    /// DTCG 2025.10 colour: components 0…1 in its space (srgb or display-p3), alpha, and the sRGB hex for tools
    /// that want it.
    static func color(_ color: SkinColor) -> StructuredValue {
        var hex = color.sRGB
        hex.alpha = 1
        return .object([
            ("colorSpace", .string(color.space.rawValue)),
            ("components", .array([.channel(color.red), .channel(color.green), .channel(color.blue)])),
            ("alpha", .channel(color.alpha)),
            ("hex", .string(hex.hex)),
        ])
    }
}
