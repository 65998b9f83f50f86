import PopskinCore
import PopskinRuntime
import PopskinSources

/// `qmui`: a Swift extension that applies each theme to a `QMUIPopupContainerView` of QMUIKit 4.6 or later (arrow
/// size, corner radius, border, shadow, colours, content insets, layout preferences). What QMUI cannot show is a
/// `QMUI-UNSUPPORTED` warning naming it, never silently dropped; Liquid Glass, which it cannot even approximate, is
/// that id as an error.
public struct QMUIGenerator: Generator {
    public let description = GeneratorDescription(
        name: "qmui", summary: "QMUIPopupContainerView.apply(_:) for every theme (QMUIKit 4.6 and later)",
        defaultPath: "Generated/QMUI", options: [SwiftGeneratorOptions.keys[0]])

    public init() {}

    public func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions {
        SwiftGeneratorOptions(options, accepting: description.options, generator: name, diagnostics: diagnostics)
    }

    /// Clashing Swift names, and what QMUI cannot show.
    public func check(_ input: GeneratorInput) {
        let names = SwiftThemeNames(input.themes, registry: nil, diagnostics: input.diagnostics)
        for entry in names.entries {
            input.diagnostics.report(contentsOf: QMUIUnsupported.diagnostics(for: entry.theme, skin: entry.skin))
        }
    }

    public func generate(_ input: GeneratorInput) -> [GeneratedFile] {
        let diagnostics = input.diagnostics
        let options = input.options(as: SwiftGeneratorOptions.self)
        check(input)
        let names = SwiftThemeNames(input.themes, registry: nil, diagnostics: DiagnosticSink())
        let themes = names.entries.map {
            QMUIThemeContext(name: $0.theme.name, memberName: $0.memberName, skin: $0.skin)
        }
        let context = QMUIFileContext(
            version: PopskinVersion.current, access: options.prefix, enumName: "PopskinQMUITheme",
            themes: themes, hasDynamicColors: names.entries.contains { !$0.skin.appearances.isEmpty })
        do {
            let text = try input.templates.render("qmui/apply.swift", context)
            return [GeneratedFile(path: "QMUIPopupContainerView+Popskin.swift", text: text)]
        } catch let error as TemplateError {
            diagnostics.report(error.diagnostic)
            return []
        } catch {
            diagnostics.error(.generator, "qmui generator: \(error)", at: nil)
            return []
        }
    }
}

struct QMUIFileContext {
    let version: String
    let access: String
    let enumName: String
    let themes: [QMUIThemeContext]
    /// Some colour varies by appearance: the file defines the dynamic-colour helper its themes call.
    let hasDynamicColors: Bool
}

/// One theme as QMUI's properties take it; every value a Swift expression.
struct QMUIThemeContext {
    let memberName, nameLiteral: String
    let arrowBase, arrowHeight, cornerRadius, borderWidth: String
    let borderColor, fill, highlightedFill, dimming: String
    let hasShadow: Bool
    let shadowColor, shadowOffsetX, shadowOffsetY, shadowBlurRadius: String
    let insetTop, insetLeft, insetBottom, insetRight: String
    let direction, distance: String
    let marginTop, marginLeft, marginBottom, marginRight: String
    let minimumWidth, minimumHeight, maximumWidth, maximumHeight: String

    init(name: String, memberName: String, skin: Skin) {
        let number = ValueText.number
        self.memberName = memberName
        nameLiteral = SwiftLiteral.string(name)
        arrowBase = number(skin.arrow.base)
        arrowHeight = number(skin.arrow.height)
        cornerRadius = number(
            skin.background.capsule ? QMUIUnsupported.capsuleRadius(skin) : skin.background.cornerRadius)
        // A hairline is QMUI's PixelOne: Swift reads the macro's source, QMUIHelper's class property.
        let hairline = skin.border.hairline
        borderWidth = hairline ? "QMUIHelper.pixelOne" : number(skin.border.width)
        borderColor = Self.color(skin.border.color)
        // QMUI fills with one colour: the fill when it shows, else a gradient's first stop (and a QMUI-UNSUPPORTED
        // warning).
        let gradientColor = skin.background.fill.shows ? nil : skin.background.gradient?.from
        fill = Self.color(gradientColor ?? skin.background.fill)
        highlightedFill = skin.popup.highlightedFill.map(Self.color) ?? "nil"
        dimming = Self.color(skin.popup.dimming)
        // QMUI's layer draws NSShadow with shadowRadius = shadowBlurRadius and opacity 1: the opacity goes into the
        // colour, and the CSS blur radius halves (σ = blur / 2).
        hasShadow = skin.shadow != nil
        let shadow = skin.shadow
        shadowColor = shadow.map { Self.color($0.effectiveColor) } ?? ""
        shadowOffsetX = shadow.map { number($0.offsetX) } ?? ""
        shadowOffsetY = shadow.map { number($0.offsetY) } ?? ""
        shadowBlurRadius = shadow.map { number($0.blur / 2) } ?? ""
        // QMUI measures contentEdgeInsets from the bubble and adds the border itself (a hairline's pixel too).
        let insets = skin.content.insets, border = skin.border.width
        func inset(_ value: Double) -> String {
            hairline ? "max(0, \(number(value)) - QMUIHelper.pixelOne)" : number(max(0, value - border))
        }
        (insetTop, insetLeft, insetBottom, insetRight) = (
            inset(insets.top), inset(insets.left), inset(insets.bottom), inset(insets.right)
        )
        direction = skin.popup.preferDirection.rawValue
        distance = number(skin.popup.distanceFromSource)
        let margins = skin.popup.safetyMargins
        (marginTop, marginLeft, marginBottom, marginRight) = (
            number(margins.top), number(margins.left),
            number(margins.bottom), number(margins.right)
        )
        func size(_ value: Double) -> String { value.isFinite ? number(value) : "CGFloat.greatestFiniteMagnitude" }
        minimumWidth = size(skin.popup.minimumSize.width)
        minimumHeight = size(skin.popup.minimumSize.height)
        maximumWidth = size(skin.popup.maximumSize.width)
        maximumHeight = size(skin.popup.maximumSize.height)
    }

    /// A `UIColor`; one that varies by appearance is a dynamic colour (`popskinColor(_:light:dark:…)`) given the
    /// appearances that change it.
    static func color(_ color: SkinColor) -> String {
        let (plain, changed) = SwiftExpression.colors(color, type: "UIColor")
        guard !changed.isEmpty else { return plain }
        let arguments = changed.map { "\($0.name): \($0.expression)" }
        return "popskinColor(\(([plain] + arguments).joined(separator: ", ")))"
    }
}

/// The theme features QMUIPopupContainerView has no property for.
enum QMUIUnsupported {
    /// The radius written for a capsule: QMUIPopupContainerView's layoutSubviews (QMUI_iOS 4.8) draws its arcs of
    /// `cornerRadius` unclamped, so no one number is a capsule at every size. Half the shortest bubble the theme
    /// allows: one that is exactly that tall is a capsule, and every taller one a rounded rectangle.
    static func capsuleRadius(_ skin: Skin) -> Double {
        let insets = skin.content.insets
        return max(skin.popup.minimumSize.height - skin.arrow.height, insets.top + insets.bottom, 0) / 2
    }

    /// A warning for each feature QMUI shows approximately, and an error for glass, which it cannot: QMUI would fill
    /// with the tint alone where iOS 26 draws Liquid Glass. A blur's look is mostly its tint; glass's is the light it
    /// bends and reflects, which no flat colour keeps.
    static func diagnostics(for theme: ResolvedTheme, skin: Skin) -> [Diagnostic] {
        let at = { (path: String) in theme.origin(of: path)?.keyLocation ?? .start(of: theme.file) }
        if skin.drawnMaterial == .glass {
            return [
                .error(
                    .qmuiUnsupported,
                    "qmui: QMUIPopupContainerView cannot show Liquid Glass (theme '\(theme.name)'): it has no glass "
                        + "and no fallbacks, and a flat fill does not approximate glass; leave the theme out of the "
                        + "qmui output (exclude: [\(theme.name)])",
                    at: at("background.material"))
            ]
        }
        var found: [(path: String, what: String)] = []
        if skin.background.gradient != nil {
            let instead = skin.background.fill.shows ? "background.fill" : "the gradient's first stop"
            found.append(("background.gradient", "a gradient: QMUI fills with one colour, \(instead)"))
        }
        if let material = skin.drawnMaterial {
            found.append(
                (
                    "background.material",
                    "a blur material (\(material.rawValue)): QMUI fills with the tint, background.fill, alone"
                ))
        }
        if skin.arrow.shape == .image, skin.arrow.image != nil {
            found.append(("arrow.image", "arrow art: QMUI draws a triangle of arrow.base × arrow.height"))
        }
        if skin.background.capsule {
            let radius = ValueText.number(capsuleRadius(skin))
            found.append(
                (
                    "background.corner-radius",
                    "capsule corners: QMUI draws cornerRadius as given, and a radius over half the bubble's side "
                        + "breaks its outline; \(radius) is written, half the shortest bubble the theme allows "
                        + "(popup.minimum-size, or the top and bottom content insets), a capsule at that height only"
                ))
        }
        if skin.arrow.shape == .rounded {
            found.append(("arrow.shape", "a rounded arrow tip: QMUI's arrow is a sharp triangle"))
        }
        if skin.background.image != nil {
            found.append(("background.image", "background art: QMUI draws its outline in one colour"))
        }
        if !skin.background.variants.isEmpty {
            found.append(("background.variants", "combined art: QMUI draws its outline in one colour"))
        }
        return found.map { path, what in
            .warning(
                .qmuiUnsupported, "qmui: QMUIPopupContainerView cannot show \(what) (theme '\(theme.name)')",
                at: at(path))
        }
    }
}
