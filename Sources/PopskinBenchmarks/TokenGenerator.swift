/// A JSON value as the generator writes it: objects keep their order, numbers are kept as written.
indirect enum GeneratedJSON {
    case string(String)
    case number(String)
    case array([GeneratedJSON])
    case object([(String, GeneratedJSON)])

    /// Pretty-printed as design tools export tokens: two-space indents, one member a line, arrays of plain values
    /// on one line (as Prettier leaves `components`).
    func text() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .string(let text): Self.quote(text, into: &out)
        case .number(let text): out += text
        case .array(let items):
            if items.allSatisfy(\.isPlain) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            let inner = indent + "  "
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            let inner = indent + "  "
            for (index, (name, value)) in members.enumerated() {
                out += inner
                Self.quote(name, into: &out)
                out += ": "
                value.write(into: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isPlain: Bool {
        switch self {
        case .string, .number: true
        case .array, .object: false
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// What a generated token file holds, for the report.
struct TokenCounts {
    var tokens = 0
    /// Tokens whose whole `$value` is a reference (`"{a.b.c}"`).
    var aliases = 0
    /// References inside composite values (a border's colour, a gradient stop's).
    var innerReferences = 0
    var byType: [String: Int] = [:]
}

/// Writes a DTCG 2025.10 token document of a given number of tokens, shaped like a design system's export: a
/// colour palette in several colour spaces, semantic colours that alias it, sizes, opacities, type, motion,
/// shadows, gradients and borders, with group-level `$type`s, `$description`s, a few `$extensions` and
/// `$deprecated`s, and about 30% aliases. Deterministic, so runs and machines compare. The first tokens of each
/// group are fixed ("anchors", all sRGB) so that themes can refer to them at any size.
struct TokenGenerator {
    var total: Int
    private var rng = LCG(seed: 0xD7C6_2025_10)
    private(set) var counts = TokenCounts()

    /// The fewest tokens a document can hold: the anchors and a few of every kind.
    static let minimumTokens = 150

    init(tokens: Int) {
        total = max(tokens, Self.minimumTokens)
    }

    static let hues = [
        "gray", "blue", "red", "green", "orange", "amber", "yellow", "lime", "emerald", "teal", "cyan", "sky",
        "indigo", "violet", "purple", "fuchsia", "pink", "rose", "slate", "zinc", "stone", "neutral",
    ]
    static let steps = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]
    static let areas = ["surface", "text", "icon", "border", "interactive", "feedback", "overlay", "selection"]
    static let roles = ["primary", "secondary", "tertiary", "muted", "subtle", "brand", "success", "warning", "danger"]
    static let states = ["default", "hover", "pressed", "focused", "disabled", "selected"]
    static let components = [
        "button", "popover", "tooltip", "menu", "card", "sheet", "toast", "chip", "tab", "field", "badge", "banner",
    ]

    /// The document; `counts` says what it holds.
    mutating func document() -> GeneratedJSON {
        // Shares of the total, by kind; the palette takes what is left so the total is exact.
        let total = self.total
        let share = { (percent: Int, least: Int) in max(least, total * percent / 100) }
        let semantic = share(22, 10), chart = share(5, 4), spacing = share(4, 8), radii = share(3, 5)
        let widths = share(1, 3), componentSizes = share(7, 6), opacities = share(4, 3), weights = share(2, 2)
        let families = share(1, 2), durations = share(3, 2), easings = share(1, 2), shadows = share(4, 6)
        let gradients = share(3, 3), borders = share(4, 4)
        let palette =
            total - semantic - chart - spacing - radii - widths - componentSizes - opacities - weights - families
            - durations - easings - shadows - gradients - borders
        precondition(palette >= 4 * Self.steps.count, "too few tokens for the anchors")

        var paletteGroup: [(String, GeneratedJSON)] = [
            ("$description", .string("Every colour of the brand, by hue and lightness step"))
        ]
        var palettePaths: [String] = []
        var hue = 0
        while palettePaths.count < palette {
            let round = hue / Self.hues.count
            let name = Self.hues[hue % Self.hues.count] + (round == 0 ? "" : "-alt\(round)")
            var members: [(String, GeneratedJSON)] = []
            for step in Self.steps where palettePaths.count < palette {
                // The first four hues are the anchors' and plain sRGB, so a theme using them draws them exactly.
                members.append((step, token(paletteColor(srgbOnly: hue < 4), description: nil)))
                palettePaths.append("color.palette.\(name).\(step)")
            }
            paletteGroup.append((name, .object(members)))
            hue += 1
        }
        count("color", palette)

        let semanticGroup = semanticColors(semantic, palette: palettePaths)
        var chartGroup: [(String, GeneratedJSON)] = [
            ("$description", .string("Data visualisation series, in wide-gamut spaces"))
        ]
        for index in 0..<chart {
            let value = rng.chance(50) ? oklch(alpha: rng.chance(20)) : displayP3()
            chartGroup.append(("series-\(index + 1)", token(value, description: "Chart series \(index + 1)")))
        }
        count("color", chart)

        let color: GeneratedJSON = .object([
            ("$type", .string("color")),
            ("$description", .string("Colours: the palette, what each colour is for, and chart series")),
            ("palette", .object(paletteGroup)), ("semantic", .object(semanticGroup)), ("chart", .object(chartGroup)),
        ])
        let size = sizes(spacing: spacing, radii: radii, widths: widths, components: componentSizes)
        var members: [(String, GeneratedJSON)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/format.json")),
            ("$description", .string("Generated by popskin-bench tokens: a design system's tokens, DTCG 2025.10")),
            ("color", color), ("size", size),
        ]
        members.append(("opacity", numbers(opacities)))
        members.append(("font", fonts(weights: weights, families: families)))
        members.append(("motion", motion(durations: durations, easings: easings)))
        members.append(("shadow", shadowGroup(shadows, palette: palettePaths)))
        members.append(("gradient", gradientGroup(gradients, palette: palettePaths)))
        members.append(("border", borderGroup(borders, palette: palettePaths)))
        return .object(members)
    }

    // MARK: Colours

    private mutating func semanticColors(_ total: Int, palette: [String]) -> [(String, GeneratedJSON)] {
        var group: [(String, GeneratedJSON)] = [
            ("$description", .string("What each colour is for; themes and components use these, not the palette")),
            ("accent", alias("color.palette.blue.500", description: "The brand's accent: links, selection, focus")),
            ("accent-muted", alias("color.palette.blue.100", description: nil)),
            ("dimming", token(srgb(0, 0, 0, alpha: "0.35"), description: "Behind a modal popover")),
        ]
        var byArea: [String: [(String, GeneratedJSON)]] = [
            "surface": [
                ("default", alias("color.palette.gray.50", description: "The popover's background")),
                ("raised", alias("color.palette.gray.100", description: nil)),
                ("inverse", alias("color.palette.gray.900", description: nil)),
            ],
            "border": [
                ("default", alias("color.palette.gray.300", description: nil)),
                ("strong", alias("color.palette.gray.600", description: nil)),
            ],
        ]
        let anchors = 8
        var earlier: [String] = []
        for index in 0..<max(0, total - anchors) {
            let area = Self.areas[index % Self.areas.count]
            let rest = index / Self.areas.count
            let role = Self.roles[rest % Self.roles.count]
            let state = Self.states[(rest / Self.roles.count) % Self.states.count]
            let round = rest / (Self.roles.count * Self.states.count)
            let name = "\(role)-\(state)" + (round == 0 ? "" : "-\(round + 1)")
            // Some roles are defined by other roles, as hover states often are: chains of references.
            let target = !earlier.isEmpty && rng.chance(15) ? rng.pick(earlier) : rng.pick(palette)
            let value = alias(target, description: rng.chance(20) ? "\(role) \(area), \(state)" : nil)
            byArea[area, default: []].append((name, value))
            // A few are deprecated, and so never referred to: a reference to one warns (TOKEN-DEPRECATED).
            if rng.chance(1), case .object(var members) = value {
                members.append(("$deprecated", .string("Use color.semantic.\(area).\(role)-default instead")))
                byArea[area]![byArea[area]!.count - 1].1 = .object(members)
            } else {
                earlier.append("color.semantic.\(area).\(name)")
            }
        }
        for area in Self.areas { if let members = byArea[area] { group.append((area, .object(members))) } }
        count("color", total)
        return group
    }

    /// A palette colour: mostly sRGB, half of them with their hex, some Display P3 and OKLCH, a few with alpha.
    private mutating func paletteColor(srgbOnly: Bool) -> GeneratedJSON {
        let roll = srgbOnly ? 0 : rng.below(100)
        if roll < 65 {
            let alpha = !srgbOnly && rng.chance(8) ? fixed(10 + rng.below(90), places: 2) : nil
            return srgb(rng.below(256), rng.below(256), rng.below(256), alpha: alpha, hex: srgbOnly || rng.chance(50))
        }
        return roll < 85 ? displayP3() : oklch(alpha: rng.chance(30))
    }

    /// sRGB from bytes, with the `hex` fallback some design tools write beside it.
    private func srgb(_ red: Int, _ green: Int, _ blue: Int, alpha: String?, hex: Bool = true) -> GeneratedJSON {
        var members: [(String, GeneratedJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([red, green, blue].map { .number(fixed(($0 * 10_000 + 127) / 255, places: 4)) })),
        ]
        if let alpha { members.append(("alpha", .number(alpha))) }
        if hex {
            let digits = [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            members.append(("hex", .string("#" + digits)))
        }
        return .object(members)
    }

    private mutating func displayP3() -> GeneratedJSON {
        var members: [(String, GeneratedJSON)] = [
            ("colorSpace", .string("display-p3")),
            ("components", .array((0..<3).map { _ in .number(fixed(rng.below(10_001), places: 4)) })),
        ]
        if rng.chance(50) { members.append(("hex", .string(rng.hexColor()))) }
        return .object(members)
    }

    private mutating func oklch(alpha: Bool) -> GeneratedJSON {
        var members: [(String, GeneratedJSON)] = [
            ("colorSpace", .string("oklch")),
            (
                "components",
                .array([
                    .number(fixed(2_000 + rng.below(7_801), places: 4)), .number(fixed(rng.below(3_701), places: 4)),
                    .number(fixed(rng.below(36_000), places: 2)),
                ])
            ),
        ]
        if alpha { members.append(("alpha", .number(fixed(20 + rng.below(80), places: 2)))) }
        return .object(members)
    }

    // MARK: Sizes, numbers, type, motion

    private mutating func sizes(spacing: Int, radii: Int, widths: Int, components: Int) -> GeneratedJSON {
        var spacingGroup: [(String, GeneratedJSON)] = [("$description", .string("The 4-pt spacing scale"))]
        for index in 0..<spacing { spacingGroup.append(("\(index)", token(px(4 * index), description: nil))) }
        var radiusGroup: [(String, GeneratedJSON)] = []
        for (name, value) in [("none", 0), ("sm", 4), ("md", 8), ("lg", 12), ("xl", 16)] {
            radiusGroup.append((name, token(px(value), description: nil)))
        }
        for index in 0..<max(0, radii - 5) {
            radiusGroup.append(("r\(index + 1)", token(px(2 + rng.below(30)), description: nil)))
        }
        var widthGroup: [(String, GeneratedJSON)] = [
            ("hairline", token(dimension("0.5"), description: "One device pixel at 2x")),
            ("thin", token(px(1), description: nil)), ("thick", token(px(2), description: nil)),
        ]
        for index in 0..<max(0, widths - 3) {
            widthGroup.append(("w\(index + 1)", token(px(1 + index % 4), description: nil)))
        }
        // The popover's arrow, then each component's sizes in terms of the scales: aliases.
        var componentGroup: [(String, GeneratedJSON)] = [
            (
                "arrow",
                .object([
                    ("base", token(px(16), description: "The arrow's width where it meets the bubble")),
                    ("height", token(px(8), description: nil)),
                ])
            )
        ]
        var byComponent: [String: [(String, GeneratedJSON)]] = [:]
        let properties = ["padding-x", "padding-y", "gap", "radius", "min-height", "icon", "offset", "inset"]
        for index in 0..<max(0, components - 2) {
            let component = Self.components[index % Self.components.count]
            let rest = index / Self.components.count
            let property = properties[rest % properties.count]
            let round = rest / properties.count
            let target =
                property == "radius"
                ? "size.radius." + ["sm", "md", "lg", "xl"][rng.below(4)] : "size.spacing.\(rng.below(spacing))"
            byComponent[component, default: []].append(
                (property + (round == 0 ? "" : "-\(round + 1)"), alias(target, description: nil)))
        }
        for component in Self.components {
            if let members = byComponent[component] { componentGroup.append((component, .object(members))) }
        }
        count("dimension", spacing + radii + widths + components)
        return .object([
            ("$type", .string("dimension")), ("spacing", .object(spacingGroup)), ("radius", .object(radiusGroup)),
            ("border-width", .object(widthGroup)), ("component", .object(componentGroup)),
        ])
    }

    private mutating func numbers(_ total: Int) -> GeneratedJSON {
        var group: [(String, GeneratedJSON)] = [
            ("$type", .string("number")), ("$description", .string("Opacities of overlays and disabled content")),
        ]
        for index in 0..<total {
            group.append(("o\(index + 1)", token(.number(fixed(5 + rng.below(96), places: 2)), description: nil)))
        }
        count("number", total)
        return .object(group)
    }

    private mutating func fonts(weights: Int, families: Int) -> GeneratedJSON {
        var weightGroup: [(String, GeneratedJSON)] = [("$type", .string("fontWeight"))]
        for index in 0..<weights {
            weightGroup.append(("w\(index + 1)", token(.number("\(100 * (1 + index % 9))"), description: nil)))
        }
        var familyGroup: [(String, GeneratedJSON)] = [("$type", .string("fontFamily"))]
        let faces = ["Inter", "SF Pro Text", "Roboto", "Source Serif", "JetBrains Mono", "Noto Sans"]
        for index in 0..<families {
            let stack: [GeneratedJSON] = [
                .string(faces[index % faces.count]), .string("system-ui"), .string("sans-serif"),
            ]
            familyGroup.append(("f\(index + 1)", token(.array(stack), description: nil)))
        }
        count("fontWeight", weights)
        count("fontFamily", families)
        return .object([("weight", .object(weightGroup)), ("family", .object(familyGroup))])
    }

    private mutating func motion(durations: Int, easings: Int) -> GeneratedJSON {
        var durationGroup: [(String, GeneratedJSON)] = [("$type", .string("duration"))]
        for index in 0..<durations {
            let value: GeneratedJSON = .object([
                ("value", .number("\(50 * (1 + rng.below(12)))")), ("unit", .string("ms")),
            ])
            durationGroup.append(("d\(index + 1)", token(value, description: nil)))
        }
        var easingGroup: [(String, GeneratedJSON)] = [("$type", .string("cubicBezier"))]
        for index in 0..<easings {
            let curve = [fixed(rng.below(101), places: 2), "0", fixed(rng.below(101), places: 2), "1"]
            easingGroup.append(("e\(index + 1)", token(.array(curve.map { .number($0) }), description: nil)))
        }
        count("duration", durations)
        count("cubicBezier", easings)
        return .object([("duration", .object(durationGroup)), ("easing", .object(easingGroup))])
    }

    // MARK: Shadows, gradients, borders

    private mutating func shadowGroup(_ total: Int, palette: [String]) -> GeneratedJSON {
        var elevation: [(String, GeneratedJSON)] = []
        for level in 1...3 {
            elevation.append(
                (
                    "\(level)",
                    token(
                        Self.shadowLayer(
                            color: srgb(0, 0, 0, alpha: fixed(10 + 5 * level, places: 2)), y: level, blur: 4 * level),
                        description: "Elevation \(level)")
                ))
        }
        var generated: [(String, GeneratedJSON)] = []
        var components: [(String, GeneratedJSON)] = []
        let aliases = max(1, total / 6)
        for index in 0..<max(0, total - 3 - aliases) {
            let layer = {
                (rng: inout LCG, counts: inout TokenCounts) -> GeneratedJSON in
                let color = Self.color(referencing: palette, chance: 50, &rng, &counts)
                return Self.shadowLayer(color: color, y: rng.below(12), blur: rng.below(24), spread: rng.below(3))
            }
            let value: GeneratedJSON =
                rng.chance(30)
                ? .array([layer(&rng, &counts), layer(&rng, &counts)]) : layer(&rng, &counts)
            generated.append(("s\(index + 1)", token(value, description: rng.chance(20) ? "Shadow \(index + 1)" : nil)))
        }
        for index in 0..<aliases {
            let name =
                Self.components[index % Self.components.count]
                + (index < Self.components.count ? "" : "-\(index / Self.components.count + 1)")
            components.append((name, alias("shadow.elevation.\(1 + rng.below(3))", description: nil)))
        }
        count("shadow", total)
        return .object([
            ("$type", .string("shadow")), ("elevation", .object(elevation)), ("custom", .object(generated)),
            ("component", .object(components)),
        ])
    }

    private mutating func gradientGroup(_ total: Int, palette: [String]) -> GeneratedJSON {
        var group: [(String, GeneratedJSON)] = [
            ("$type", .string("gradient")),
            (
                "accent",
                token(
                    .array([
                        stop(.string("{color.palette.blue.400}"), at: "0"),
                        stop(.string("{color.palette.blue.600}"), at: "1"),
                    ]), description: "The accent, lighter at the top")
            ),
        ]
        counts.innerReferences += 2
        for index in 0..<(total - 1) {
            let stops = 2 + (rng.chance(30) ? 1 : 0)
            let list = (0..<stops).map { position -> GeneratedJSON in
                let color = Self.color(referencing: palette, chance: 60, &rng, &counts)
                return stop(color, at: fixed(position * 100 / (stops - 1), places: 2))
            }
            group.append(("g\(index + 1)", token(.array(list), description: nil)))
        }
        count("gradient", total)
        return .object(group)
    }

    private mutating func borderGroup(_ total: Int, palette: [String]) -> GeneratedJSON {
        let border = { (color: String, width: String) -> GeneratedJSON in
            .object([
                ("color", .string("{\(color)}")), ("width", .string("{\(width)}")), ("style", .string("solid")),
            ])
        }
        var group: [(String, GeneratedJSON)] = [
            ("$type", .string("border")),
            (
                "default",
                token(
                    border("color.semantic.border.default", "size.border-width.thin"),
                    description: "The popover's outline")
            ),
            ("strong", token(border("color.semantic.border.strong", "size.border-width.thick"), description: nil)),
        ]
        counts.innerReferences += 4
        let aliases = max(1, total / 5)
        for index in 0..<max(0, total - 2 - aliases) {
            let width: GeneratedJSON
            if rng.chance(50) {
                width = .string("{size.border-width.\(rng.pick(["hairline", "thin", "thick"]))}")
                counts.innerReferences += 1
            } else {
                width = px(1 + rng.below(3))
            }
            let color = Self.color(referencing: palette, chance: 70, &rng, &counts)
            let value: GeneratedJSON = .object([
                ("color", color), ("width", width),
                ("style", .string(rng.pick(["solid", "solid", "dashed", "dotted"]))),
            ])
            group.append(("b\(index + 1)", token(value, description: nil)))
        }
        for index in 0..<aliases {
            let name =
                Self.components[index % Self.components.count]
                + (index < Self.components.count ? "" : "-\(index / Self.components.count + 1)")
            group.append((name, alias(rng.chance(70) ? "border.default" : "border.strong", description: nil)))
        }
        count("border", total)
        return .object(group)
    }

    private static func shadowLayer(color: GeneratedJSON, y: Int, blur: Int, spread: Int = 0) -> GeneratedJSON {
        .object([
            ("color", color), ("offsetX", px(0)), ("offsetY", px(y)), ("blur", px(blur)), ("spread", px(spread)),
        ])
    }

    private func stop(_ color: GeneratedJSON, at position: String) -> GeneratedJSON {
        .object([("color", color), ("position", .number(position))])
    }

    /// A colour: a reference to one of `palette` (`chance` in 100, counted), else a literal sRGB colour.
    private static func color(
        referencing palette: [String], chance: Int, _ rng: inout LCG, _ counts: inout TokenCounts
    ) -> GeneratedJSON {
        guard rng.chance(chance) else { return srgbColor(&rng) }
        counts.innerReferences += 1
        return .string("{\(rng.pick(palette))}")
    }

    private static func srgbColor(_ rng: inout LCG) -> GeneratedJSON {
        .object([
            ("colorSpace", .string("srgb")),
            ("components", .array((0..<3).map { _ in .number(fixed(rng.below(10_001), places: 4)) })),
        ])
    }

    // MARK: Tokens

    /// A token; its type comes from its group.
    private mutating func token(_ value: GeneratedJSON, description: String?) -> GeneratedJSON {
        var members: [(String, GeneratedJSON)] = [("$value", value)]
        if let description { members.append(("$description", .string(description))) }
        // A few carry what a design tool exported them with.
        if rng.chance(3) {
            let id = "VariableID:\(rng.below(10_000)):\(rng.below(100_000))"
            members.append(
                (
                    "$extensions",
                    .object([
                        (
                            "com.figma",
                            .object([("variableId", .string(id)), ("hiddenFromPublishing", .number("false"))])
                        )
                    ])
                ))
        }
        return .object(members)
    }

    private mutating func alias(_ path: String, description: String?) -> GeneratedJSON {
        counts.aliases += 1
        var members: [(String, GeneratedJSON)] = [("$value", .string("{\(path)}"))]
        if let description { members.append(("$description", .string(description))) }
        return .object(members)
    }

    private mutating func count(_ type: String, _ number: Int) {
        counts.tokens += number
        counts.byType[type, default: 0] += number
    }

    private static func px(_ value: Int) -> GeneratedJSON { dimension("\(value)") }

    private func px(_ value: Int) -> GeneratedJSON { Self.px(value) }

    private static func dimension(_ value: String) -> GeneratedJSON {
        .object([("value", .number(value)), ("unit", .string("px"))])
    }

    private func dimension(_ value: String) -> GeneratedJSON { Self.dimension(value) }
}

/// `scaled / 10^places` as a person writes it: `0.25`, `1`, `0`.
func fixed(_ scaled: Int, places: Int) -> String {
    var divisor = 1
    for _ in 0..<places { divisor *= 10 }
    let whole = scaled / divisor
    var fraction = String(scaled % divisor)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
}
