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

    static func document(_ theme: ResolvedTheme, _ skin: Skin) -> StructuredValue {
        let arrow = skin.arrow, background = skin.background
        // A capsule's radius follows the size: no dimension says it, so it is an extension (below).
        var backgroundGroup: [(String, StructuredValue)] =
            background.capsule
            ? []
            : [("corner-radius", dimension(background.cornerRadius))]
        backgroundGroup += [
            ("fill", token("color", color(background.fill))),
            ("cap-insets", insets(background.capInsets)),
        ]
        if let gradient = background.gradient {
            backgroundGroup.append(
                (
                    "gradient",
                    token(
                        "gradient",
                        .array(
                            gradient.stops.map {
                                .object([("color", color($0.color)), ("position", .number($0.location))])
                            }))
                ))
        }
        var groups: [(String, StructuredValue)] = [
            (
                "arrow",
                .object([
                    ("base", dimension(arrow.base)), ("height", dimension(arrow.height)),
                    ("corner-clearance", dimension(arrow.cornerClearance)), ("overlap", dimension(arrow.overlap)),
                ])
            ),
            ("background", .object(backgroundGroup)),
            (
                "border",
                token(
                    "border",
                    .object([
                        ("color", color(skin.border.color)), ("width", dimensionValue(skin.border.width)),
                        ("style", .string("solid")),
                    ]))
            ),
            ("content", .object([("insets", insets(skin.content.insets))])),
        ]
        if let shadow = skin.shadow {
            groups.append(
                (
                    "shadow",
                    token(
                        "shadow",
                        .object([
                            ("color", color(shadow.effectiveColor)), ("offsetX", dimensionValue(shadow.offsetX)),
                            ("offsetY", dimensionValue(shadow.offsetY)), ("blur", dimensionValue(shadow.blur)),
                            ("spread", dimensionValue(0)),
                        ]))
                ))
        }
        groups.append(
            (
                "$extensions",
                .object([
                    (
                        "dev.popskin",
                        .object([
                            ("theme", .string(theme.name)),
                            ("extends", theme.parent.map(StructuredValue.string) ?? .null),
                            ("arrow-shape", .string(arrow.shape.rawValue)),
                            ("background-style", .string(background.style.rawValue)),
                            (
                                "corner-radius",
                                background.capsule ? .string("capsule") : .number(background.cornerRadius)
                            ),
                            ("wants-default-appearance", .bool(skin.content.wantsDefaultAppearance)),
                            ("prefer-direction", .string(skin.popup.preferDirection.rawValue)),
                        ])
                    )
                ])
            ))
        var root: [(String, StructuredValue)] = []
        if let description = theme.description { root.append(("$description", .string(description))) }
        return .object([(theme.name, .object(root + groups))])
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
