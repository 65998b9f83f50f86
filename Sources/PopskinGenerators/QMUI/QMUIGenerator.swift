import PopskinCore

/// `qmui`: a Swift extension that applies each theme to a `QMUIPopupContainerView` (arrow size, corner radius,
/// border, shadow, colours, content insets, layout preferences).
public struct QMUIGenerator: Generator {
    public let name = "qmui"
    public let summary = "QMUIPopupContainerView.apply(_:) for every theme (QMUIKit)"
    public let defaultPath = "Generated/QMUI"

    public init() {}

    public func generate(_ input: GeneratorInput) -> GeneratorOutput {
        var diagnostics: [Diagnostic] = []
        let options = SwiftGeneratorOptions(input.options, accepting: ["access"], diagnostics: &diagnostics)
        let names = SwiftThemeNames(input.themes)
        diagnostics += names.diagnostics
        let context = QMUIFileContext(
            version: PopskinGeneratorsVersion.current, access: options.prefix, enumName: "PopskinQMUITheme",
            themes: names.entries.map { QMUIThemeContext(name: $0.theme.name, memberName: $0.memberName, skin: $0.skin) })
        do {
            let text = try input.templates.render("qmui/apply.swift", context)
            return GeneratorOutput(files: [GeneratedFile(path: "QMUIPopupContainerView+Popskin.swift", text: text)],
                                   diagnostics: diagnostics)
        } catch {
            diagnostics.append(.error(.ioError, "qmui generator: \(error)", at: nil))
            return GeneratorOutput(files: [], diagnostics: diagnostics)
        }
    }
}

struct QMUIFileContext {
    let version: String
    let access: String
    let enumName: String
    let themes: [QMUIThemeContext]
}

/// One theme as QMUI's properties take it; every value a Swift expression.
struct QMUIThemeContext {
    let memberName, nameLiteral: String
    let arrowBase, arrowHeight, cornerRadius, borderWidth: String
    let borderColor, fill, highlightedFill, shadowColor, dimming: String
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
        cornerRadius = number(skin.background.cornerRadius)
        borderWidth = number(skin.border.width)
        borderColor = Self.color(skin.border.color)
        fill = Self.color(skin.background.fill)
        highlightedFill = skin.popup.highlightedFill.map(Self.color) ?? "nil"
        // QMUI draws the shadow from one colour.
        shadowColor = skin.shadow.map { Self.color($0.effectiveColor) } ?? "nil"
        dimming = Self.color(skin.popup.dimming)
        // contentViewInsets include the border; QMUI adds it again on non-arrow sides.
        let insets = skin.content.insets, border = skin.border.width
        (insetTop, insetLeft, insetBottom, insetRight) = (number(max(0, insets.top - border)),
                                                          number(max(0, insets.left - border)),
                                                          number(max(0, insets.bottom - border)),
                                                          number(max(0, insets.right - border)))
        direction = skin.popup.preferDirection.rawValue
        distance = number(skin.popup.distanceFromSource)
        let margins = skin.popup.safetyMargins
        (marginTop, marginLeft, marginBottom, marginRight) = (number(margins.top), number(margins.left),
                                                              number(margins.bottom), number(margins.right))
        func size(_ value: Double) -> String { value.isFinite ? number(value) : "CGFloat.greatestFiniteMagnitude" }
        minimumWidth = size(skin.popup.minimumSize.width)
        minimumHeight = size(skin.popup.minimumSize.height)
        maximumWidth = size(skin.popup.maximumSize.width)
        maximumHeight = size(skin.popup.maximumSize.height)
    }

    static func color(_ color: Color) -> String { SwiftExpression.color(color, type: "UIColor") }
}
