import PopskinRuntime

/// The theme schema (the README's theme format): decodes a merged tree into a `Skin`, filling defaults.
///
/// This is the one place that knows the theme keys; `known` lists double as the did-you-mean vocabulary.
struct SkinDecoder {
    var reader: ValueReader
    /// Required paths that no theme of the chain sets.
    private(set) var missing: [String] = []

    static let rootKeys = ["arrow", "background", "border", "shadow", "content", "popup"]
    static let arrowKeys = ["base", "height", "shape", "tip-radius", "image", "turn", "corner-clearance", "overlap"]
    static let backgroundKeys = [
        "style", "corner-radius", "fill", "gradient", "image", "image-margin", "variants", "cap-insets",
    ]
    static let contentKeys = ["insets", "wants-default-appearance", "clips"]
    static let popupKeys = [
        "prefer-direction", "distance-from-source", "safety-margins", "minimum-size", "maximum-size", "dimming",
        "highlighted-fill",
    ]

    /// Keys other tools use, by section: CSS and CALayer call the blur a radius, UIKit calls the arrow's base its
    /// width, and a fill is a colour elsewhere.
    static let synonyms: [String: [String: String]] = [
        "shadow": ["radius": "blur", "alpha": "opacity"],
        "arrow": ["width": "base"],
        "background": ["color": "fill", "colour": "fill"],
    ]

    init(reader: ValueReader) {
        self.reader = reader
    }

    /// The skin, or nil when a value failed to read or a required one is missing.
    mutating func decode(_ tree: ThemeTree) -> Skin? {
        let root = reader.entries(of: tree, path: "", known: Self.rootKeys) ?? .empty
        let arrowTree = section(root["arrow"], "arrow", Self.arrowKeys, directional: true)
        let backgroundTree = section(root["background"], "background", Self.backgroundKeys)
        let contentTree = section(root["content"], "content", Self.contentKeys, directional: true)
        let popupTree = section(root["popup"], "popup", Self.popupKeys)

        let border = decodeBorder(root["border"])
        let shadow = root["shadow"].flatMap { decodeShadow($0) }
        let capsule = Self.isCapsule(backgroundTree["corner-radius"])
        let cornerRadius =
            capsule ? 0 : reader.length(backgroundTree["corner-radius"], path: "background.corner-radius") ?? 0
        var background = decodeBackground(backgroundTree, cornerRadius: cornerRadius)
        background.capsule = capsule
        // An arrow drawn over a hand-made background covers the background's border where it joins.
        let arrow = decodeArrow(arrowTree, defaultClearance: cornerRadius, defaultOverlap: border.width)
        if !background.capInsetsAreExplicit {
            background.capInsets = SkinInsets(all: max(cornerRadius, border.width).rounded(.up))
        }
        let content = Content(
            insets: reader.insets(
                require(contentTree["insets"], "content.insets"), path: "content.insets",
                directional: true) ?? .zero,
            wantsDefaultAppearance: reader.bool(
                contentTree["wants-default-appearance"],
                path: "content.wants-default-appearance") ?? true,
            clips: reader.bool(contentTree["clips"], path: "content.clips") ?? false)
        let popup = decodePopup(popupTree)

        guard let arrow, !reader.failed, missing.isEmpty else { return nil }
        return Skin(
            arrow: arrow, background: background, border: border, shadow: shadow, content: content, popup: popup)
    }

    private mutating func section(
        _ tree: ThemeTree?, _ path: String, _ known: [String], directional: Bool = false
    ) -> Section {
        guard let tree else { return .empty }
        return reader.entries(
            of: tree, path: path, known: known, directional: directional,
            synonyms: Self.synonyms[path] ?? [:]) ?? .empty
    }

    /// `tree`, noting `path` as missing when no theme of the chain gave it. A value given but unreadable is
    /// reported by its reader instead, so every problem shows in one pass without doubling up.
    mutating func require(_ tree: ThemeTree?, _ path: String) -> ThemeTree? {
        if tree == nil { missing.append(path) }
        return tree
    }

    private mutating func decodeArrow(_ tree: Section, defaultClearance: Double, defaultOverlap: Double) -> Arrow? {
        let baseTree = require(tree["base"], "arrow.base"), heightTree = require(tree["height"], "arrow.height")
        // `height: 0` makes an arrowless popover; then the base may be 0 too.
        let height = metric(heightTree, "arrow.height", allowZero: true)
        let base = metric(baseTree, "arrow.base", allowZero: height == 0)
        let shape = reader.choice(tree["shape"], path: "arrow.shape", as: ArrowShape.self) ?? .triangle
        let imageTree = shape == .image ? require(tree["image"], "arrow.image") : tree["image"]
        let image = reader.image(imageTree, path: "arrow.image")
        let tipRadius = reader.length(tree["tip-radius"], path: "arrow.tip-radius") ?? 0
        let clearance = reader.length(tree["corner-clearance"], path: "arrow.corner-clearance") ?? defaultClearance
        let overlap = reader.length(tree["overlap"], path: "arrow.overlap", minimum: -.greatestFiniteMagnitude)
        let turn = reader.choice(tree["turn"], path: "arrow.turn", as: ArrowTurn.self) ?? .rotate
        guard let base, let height else { return nil }
        // Hand-made art is exactly base × height and brings its own join: reaching further would stretch it.
        return Arrow(
            base: base, height: height, shape: shape, tipRadius: tipRadius, image: image,
            cornerClearance: clearance, overlap: overlap ?? (shape == .image ? 0 : defaultOverlap), turn: turn)
    }

    /// Arrow base and height: one finite constant for all four directions, positive (or 0 when `allowZero`).
    private mutating func metric(_ tree: ThemeTree?, _ path: String, allowZero: Bool = false) -> Double? {
        guard let tree, !reader.variesByAppearance(tree, path: path) else { return nil }
        if case .mapping = tree.content {
            reader.error(
                .fixedArrowMetrics,
                "'\(path)' must be one number for all four directions, not a mapping; "
                    + "UIKit reads it once per class", at: tree.origin?.valueLocation)
            return nil
        }
        if case .value(let node) = tree.content, case .sequence = node.content {
            reader.error(
                .fixedArrowMetrics, "'\(path)' must be one number for all four directions, not a list",
                at: node.location)
            return nil
        }
        return reader.length(tree, path: path, exclusive: !allowZero, id: .fixedArrowMetrics)
    }

    /// `corner-radius: capsule` (AMPopTip's `isRounded`): half the bubble's shorter side at every size.
    static func isCapsule(_ tree: ThemeTree?) -> Bool {
        guard case .value(let node)? = tree?.content else { return false }
        return node.scalarText == "capsule"
    }

    private mutating func decodeBackground(_ tree: Section, cornerRadius: Double) -> Background {
        let explicitCaps = reader.insets(tree["cap-insets"], path: "background.cap-insets")
        return Background(
            style: reader.choice(tree["style"], path: "background.style", as: BackgroundStyle.self) ?? .separate,
            cornerRadius: cornerRadius,
            capsule: false,
            fill: reader.color(tree["fill"], path: "background.fill") ?? SkinColor(red: 1, green: 1, blue: 1),
            gradient: tree["gradient"].flatMap { decodeGradient($0) },
            image: reader.image(tree["image"], path: "background.image"),
            variants: decodeVariants(tree["variants"]),
            imageMargin: reader.insets(tree["image-margin"], path: "background.image-margin") ?? .zero,
            capInsets: explicitCaps ?? .zero,
            capInsetsAreExplicit: explicitCaps != nil)
    }

    private mutating func decodeVariants(_ tree: ThemeTree?) -> [CombinedVariantName: VariantArt] {
        guard let tree else { return [:] }
        let names = CombinedVariantName.allCases.map(\.rawValue)
        guard let entries = reader.entries(of: tree, path: "background.variants", known: names) else { return [:] }
        var variants: [CombinedVariantName: VariantArt] = [:]
        for variant in CombinedVariantName.allCases {
            guard let variantTree = entries[variant.rawValue] else { continue }
            let path = "background.variants.\(variant.rawValue)"
            guard let art = reader.entries(of: variantTree, path: path, known: ["image", "cap-insets"]) else {
                continue
            }
            let image = reader.image(require(art["image"], "\(path).image"), path: "\(path).image")
            let caps = reader.insets(require(art["cap-insets"], "\(path).cap-insets"), path: "\(path).cap-insets")
            if let image, let caps { variants[variant] = VariantArt(image: image, capInsets: caps) }
        }
        return variants
    }

    private mutating func decodeBorder(_ tree: ThemeTree?) -> Border {
        let black = SkinColor(red: 0, green: 0, blue: 0)
        guard let tree, let entries = reader.entries(of: tree, path: "border", known: ["width", "color"]) else {
            return Border(width: 0, color: black)
        }
        // A border written without a width gets a 1-pt stroke, as CoreGraphics draws by default.
        return Border(
            width: reader.length(entries["width"], path: "border.width") ?? (entries["width"] == nil ? 1 : 0),
            color: reader.color(entries["color"], path: "border.color") ?? black)
    }

    private mutating func decodeShadow(_ tree: ThemeTree) -> SkinShadow? {
        guard
            let entries = reader.entries(
                of: tree, path: "shadow", known: ["color", "opacity", "blur", "offset"],
                synonyms: Self.synonyms["shadow"]!)
        else { return nil }
        var opacity = reader.length(entries["opacity"], path: "shadow.opacity") ?? 1
        if opacity > 1 {
            reader.error(
                .typeMismatch, "'shadow.opacity' must lie between 0 and 1, not \(ValueText.number(opacity))",
                at: entries["opacity"]?.origin?.valueLocation)
            opacity = 1
        }
        let offset =
            reader.pair(entries["offset"], path: "shadow.offset", names: ("x", "y"), allowNegative: true) ?? (0, 0)
        return SkinShadow(
            color: reader.color(entries["color"], path: "shadow.color") ?? SkinColor(red: 0, green: 0, blue: 0),
            opacity: opacity,
            blur: reader.length(entries["blur"], path: "shadow.blur") ?? 0,
            offsetX: offset.0, offsetY: offset.1)
    }

    private mutating func decodePopup(_ tree: Section) -> Popup {
        let minimum =
            reader.pair(tree["minimum-size"], path: "popup.minimum-size", names: ("width", "height")) ?? (0, 0)
        let maximum =
            reader.pair(
                tree["maximum-size"], path: "popup.maximum-size", names: ("width", "height"),
                allowInfinity: true) ?? (.infinity, .infinity)
        return Popup(
            preferDirection: reader.choice(
                tree["prefer-direction"], path: "popup.prefer-direction",
                as: PopupDirection.self) ?? .above,
            distanceFromSource: reader.length(tree["distance-from-source"], path: "popup.distance-from-source") ?? 5,
            safetyMargins: reader.insets(tree["safety-margins"], path: "popup.safety-margins") ?? SkinInsets(all: 10),
            minimumSize: Size(width: minimum.0, height: minimum.1),
            maximumSize: Size(width: maximum.0, height: maximum.1),
            dimming: reader.color(tree["dimming"], path: "popup.dimming")
                ?? SkinColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x59),
            highlightedFill: reader.color(tree["highlighted-fill"], path: "popup.highlighted-fill"))
    }
}
