import Foundation

/// Deterministic pseudo-random numbers (a 64-bit LCG with Knuth's MMIX constants), so every run writes the same
/// registry and timings stay comparable between runs and machines.
struct LCG {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33  // the low bits of an LCG are weak
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// `#rrggbb`, or `#rrggbbaa` with `alpha`.
    mutating func hexColor(alpha: UInt8? = nil) -> String {
        var text = String(next() & 0xFF_FFFF, radix: 16)
        text = String(repeating: "0", count: 6 - text.count) + text
        if let alpha { text += (alpha < 16 ? "0" : "") + String(alpha, radix: 16) }
        return "#" + text
    }
}

/// How many themes to write and how deep their `extends` chains go.
struct RegistryShape {
    var themes: Int
    var depth: Int
    /// Every root sets what its heirs warn about (ART-UNUSED), so every concrete theme carries a warning.
    var warnings = false

    var chains: Int { (themes + depth - 1) / depth }
}

/// The shared token namespace written to `tokens/`. The generator keeps the numeric tokens' values here so the
/// themes that refer to them can still satisfy the geometry rules.
enum TokenCatalog {
    static let paletteColors = 160
    static let accents = 40
    static let radii = 16
    static let borders: [(name: String, width: Double)] = [
        ("hairline", 0.5), ("thin", 1), ("regular", 1.5), ("thick", 2),
    ]
    static let spacings = 32
    static let surfaces = 60
    static let dimmings = 10
    static let edges = 20
    static let highlights = 20

    /// `metrics.radius.rK`.
    static func radius(_ index: Int) -> Double { Double(6 + index) }

    /// The token files, project-relative path and text.
    static func files(_ rng: inout LCG) -> [(path: String, text: String)] {
        var palette = ["# Generated colour palette. Some entries alias others, as real palettes do.", "palette:"]
        palette.append("  base: \"#3366cc\"")
        for index in 0..<paletteColors {
            let value: String
            if index % 7 == 3 {
                value = "{palette.base}"
            } else if index % 11 == 5 {
                value = "{palette.accent.a\(index % accents)}"
            } else {
                value = rng.hexColor()
            }
            palette.append("  c\(index): \"\(value)\"")
        }
        palette.append("  accent:")
        for index in 0..<accents { palette.append("    a\(index): \"\(rng.hexColor())\"") }

        var metrics = [
            "# Generated metrics: corner radii, border widths and spacings in points.", "metrics:", "  radius:",
        ]
        for index in 0..<radii { metrics.append("    r\(index): \(number(radius(index)))") }
        metrics.append("  border:")
        for border in borders { metrics.append("    \(border.name): \(number(border.width))") }
        metrics.append("  spacing:")
        for index in 0..<spacings { metrics.append("    s\(index): \(index)") }

        // Semantic tokens point at palette tokens, some of which point further: chains of up to three references.
        var semantic = ["# Generated semantic roles, defined in terms of the palette.", "semantic:", "  surface:"]
        for index in 0..<surfaces { semantic.append("    s\(index): \"{palette.c\(rng.below(paletteColors))}\"") }
        semantic.append("  dimming:")
        for index in 0..<dimmings {
            semantic.append("    d\(index): \"\(rng.hexColor(alpha: UInt8(0x20 + rng.below(0x40))))\"")
        }
        semantic.append("  edge:")
        for index in 0..<edges { semantic.append("    e\(index): \"{palette.accent.a\(rng.below(accents))}\"") }
        semantic.append("  highlight:")
        for index in 0..<highlights { semantic.append("    h\(index): \"{semantic.surface.s\(rng.below(surfaces))}\"") }

        return [
            ("tokens/metrics.yaml", metrics.joined(separator: "\n") + "\n"),
            ("tokens/palette.yaml", palette.joined(separator: "\n") + "\n"),
            ("tokens/semantic.yaml", semantic.joined(separator: "\n") + "\n"),
        ]
    }
}

/// A YAML number as a person would write it: `8`, `0.5`.
func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// The merged geometry of a chain so far, i.e. what the validator will see for the theme being written. The
/// generator updates it with every value it writes and derives dependent values (clearance, insets) from it.
struct ChainGeometry {
    var radius: Double
    var border: Double = 0
    var shadow: (blur: Double, dy: Double)?
    var arrowBase: Double
    var clearance: Double?
    var minimumSize: (width: Double, height: Double)?
    /// A theme of the chain set a gradient: a fill under it never shows (FILL-UNUSED), so from there on fills are
    /// written clear (drawing the same random numbers, so the rest of the registry is as it was).
    var gradient = false

    /// The corner clearance that keeps the arrow's base off the rounded arc and the border's corner, which is also
    /// `arrow.corner-clearance`'s default. The shadow is drawn by the view's layer, outside the art.
    var neededClearance: Double {
        max(radius, border)
    }

    /// ARROW-FITS-CORNERS: the smallest side a popover may have.
    var smallestSide: Double { arrowBase + 2 * (clearance ?? neededClearance) }

    /// Content insets that clear the border (CONTENT-GE-BORDER) and keep the content's corners inside the border's
    /// inner arc (CONTENT-INSIDE-CORNER needs an inset of about 0.3 r + b).
    func contentInsets(_ rng: inout LCG) -> [Double] {
        let clearing = max(4, border + (0.3 * radius).rounded(.up))
        return (0..<4).map { _ in clearing + Double(rng.below(4)) }
    }
}

/// One theme file under construction: the file keys, then top-level sections in the order the sample themes use.
struct ThemeText {
    /// A value written after `key:`; a block value becomes indented lines.
    enum Value {
        case inline(String)
        case block([(String, String)])
    }

    /// `extends`, `abstract`, `description` and a leading comment, as written.
    var header: [String] = []
    /// A section is a mapping of entries, or one flow value on the key's line (`border: { width: 1, ... }`).
    private var entries: [String: [(String, Value)]] = [:]
    private var inline: [String: String] = [:]

    private static let order = ["arrow", "background", "border", "shadow", "content", "popup"]

    mutating func set(_ section: String, _ key: String, _ value: Value) {
        precondition(Self.order.contains(section))
        entries[section, default: []].removeAll { $0.0 == key }
        entries[section, default: []].append((key, value))
    }

    mutating func set(_ section: String, _ key: String, _ text: String) { set(section, key, .inline(text)) }

    mutating func setInline(_ section: String, _ text: String) {
        precondition(Self.order.contains(section))
        inline[section] = text
    }

    var lineCount: Int { text.split(separator: "\n").count }

    var text: String {
        var lines = header
        for section in Self.order {
            if let text = inline[section] { lines.append("\(section): \(text)") }
            guard let list = entries[section] else { continue }
            lines.append("\(section):")
            for (key, value) in list {
                switch value {
                case .inline(let text):
                    lines.append("  \(key): \(text)")
                case .block(let pairs):
                    lines.append("  \(key):")
                    for (inner, text) in pairs { lines.append("    \(inner): \(text)") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Writes a synthetic popskin project: a manifest, token files and `themes` theme files in `extends` chains
/// `depth` deep. Every theme is valid (no error diagnostics) and written to avoid warnings too.
struct RegistryGenerator {
    var shape: RegistryShape

    /// Writes the project into `root` (which must exist) and returns the files written, manifest first.
    func write(to root: String) throws -> [String] {
        var rng = LCG(seed: 0x5EED_0F_90_95C1)
        var files: [(path: String, text: String)] = [
            (
                "popskin.yaml",
                """
                # Generated by popskin-bench: a synthetic registry for timing the front end.
                popskin: 1
                name: \(Self.registryName)
                version: 1.0.0
                themes: themes
                tokens: tokens

                """
            )
        ]
        files += TokenCatalog.files(&rng)
        let width = max(3, String(shape.chains - 1).count)
        for chain in 0..<shape.chains {
            let levels = min(shape.depth, shape.themes - chain * shape.depth)
            let family = "family" + String(repeating: "0", count: width - String(chain).count) + String(chain)
            var geometry = ChainGeometry(radius: 0, arrowBase: 0)
            for level in 0..<levels {
                let text =
                    level == 0
                    ? rootTheme(family, chain: chain, geometry: &geometry, rng: &rng)
                    : derivedTheme(family, level: level, geometry: &geometry, rng: &rng)
                files.append(("themes/\(Self.name(family, level)).yaml", text))
            }
        }

        let manager = FileManager.default
        for folder in ["themes", "tokens"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in files { try Self.writeFile(root + "/" + file.path, file.text) }
        return files.map(\.path)
    }

    /// A file that could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        /// `errno`'s text, taken when the error is made, before later calls overwrite it.
        var reason = String(cString: strerror(errno))
        var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes with stdio rather than `Data.write`, which fsyncs every file on Linux: the registry is scratch data,
    /// and a thousand fsyncs take longer than generating it.
    static func writeFile(_ path: String, _ text: String) throws {
        guard let stream = fopen(path, "w") else { throw WriteError(path: path) }
        var text = text
        let complete = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, stream) == $0.count }
        guard fclose(stream) == 0, complete else { throw WriteError(path: path) }
    }

    /// The manifest's `name:`, also how `--keep` recognises a folder it may overwrite.
    static let registryName = "popskin-bench-registry"

    static func name(_ family: String, _ level: Int) -> String {
        level == 0 ? family : "\(family)-level\(level)"
    }

    // MARK: Themes

    /// The root of a chain: sets everything required (arrow, background, content) plus the popup defaults.
    private func rootTheme(_ family: String, chain: Int, geometry: inout ChainGeometry, rng: inout LCG) -> String {
        var theme = ThemeText()
        theme.header = ["# \(family): the root of a generated chain; it sets the arrow, background and content."]
        // Most roots are abstract, as shared bases are; every fourth is a usable theme itself.
        if chain % 4 != 3 { theme.header.append("abstract: true") }
        theme.header.append("description: \"Generated family \(chain), shared defaults\"")

        let radiusIndex = rng.below(TokenCatalog.radii)
        geometry = ChainGeometry(radius: TokenCatalog.radius(radiusIndex), arrowBase: Double(14 + 2 * rng.below(14)))
        theme.set("arrow", "base", number(geometry.arrowBase))
        theme.set("arrow", "height", number((geometry.arrowBase / 2).rounded(.up)))
        theme.set("arrow", "shape", "triangle")
        theme.set("background", "style", rng.chance(30) ? "combined" : "separate")
        theme.set(
            "background", "corner-radius",
            rng.chance(50) ? "\"{metrics.radius.r\(radiusIndex)}\"" : number(geometry.radius))
        theme.set("background", "fill", fill(&rng))
        if shape.warnings { theme.set("background", "image-margin", "2") }
        if rng.chance(50) { setBorder(&theme, &geometry, &rng) }
        if rng.chance(25) { setShadow(&theme, &geometry, &rng) }
        theme.set("content", "wants-default-appearance", rng.chance(50) ? "true" : "false")
        theme.set("popup", "prefer-direction", rng.pick(["above", "below", "left", "right"]))
        theme.set("popup", "distance-from-source", "\"{metrics.spacing.s\(rng.below(12))}\"")
        theme.set("popup", "safety-margins", rng.chance(50) ? "10" : "[8, 12]")
        theme.set("popup", "maximum-size", "[640, 960]")
        theme.set("popup", "dimming", "\"{semantic.dimming.d\(rng.below(TokenCatalog.dimmings))}\"")
        finish(&theme, geometry: &geometry, form: chain, rng: &rng)
        return theme.text
    }

    /// A level below the root: overrides a few values of its parent, as a variant theme does.
    private func derivedTheme(_ family: String, level: Int, geometry: inout ChainGeometry, rng: inout LCG) -> String {
        let parent = Self.name(family, level - 1)
        var theme = ThemeText()
        theme.header = [
            "# \(Self.name(family, level)): level \(level) of a generated chain, a variant of \(parent).",
            "extends: \(parent)",
            "description: \"Generated family variant, level \(level)\"",
        ]
        if rng.chance(80) { theme.set("background", "fill", fill(&rng, under: geometry)) }
        if rng.chance(30) {
            let index = rng.below(TokenCatalog.radii)
            geometry.radius = TokenCatalog.radius(index)
            theme.set(
                "background", "corner-radius",
                rng.chance(50) ? "\"{metrics.radius.r\(index)}\"" : number(geometry.radius))
        }
        if rng.chance(35) { setBorder(&theme, &geometry, &rng) }
        if geometry.shadow == nil, rng.chance(20) { setShadow(&theme, &geometry, &rng) }
        if rng.chance(25) {
            geometry.arrowBase = Double(14 + 2 * rng.below(14))
            theme.set("arrow", "base", number(geometry.arrowBase))
            theme.set("arrow", "height", number(Double(7 + rng.below(14))))
        }
        if rng.chance(15) {
            geometry.clearance = geometry.neededClearance + Double(rng.below(6))
            theme.set("arrow", "corner-clearance", number(geometry.clearance!))
        }
        if rng.chance(10) {
            theme.set(
                "background", "gradient",
                .block([
                    ("from", fill(&rng)), ("to", fill(&rng)), ("axis", rng.pick(["vertical", "horizontal"])),
                ]))
            geometry.gradient = true
            theme.set("background", "fill", Self.clear)
        }
        if rng.chance(40) {
            theme.set("popup", "prefer-direction", rng.pick(["above", "below", "left", "right"]))
            theme.set("popup", "highlighted-fill", "\"{semantic.highlight.h\(rng.below(TokenCatalog.highlights))}\"")
        }
        if rng.chance(30) {
            theme.set("popup", "distance-from-source", number(Double(rng.below(12))))
            theme.set("popup", "safety-margins", "[\"{metrics.spacing.s\(rng.below(16))}\", \(8 + rng.below(8))]")
        }
        if rng.chance(20) { setMinimumSize(&theme, &geometry, &rng) }
        finish(&theme, geometry: &geometry, form: level, rng: &rng)
        // Real variants restate a handful of knobs; pad short ones with values no rule depends on.
        let knobs: [(String, String, (inout LCG) -> String)] = [
            ("popup", "prefer-direction", { $0.pick(["above", "below", "left", "right"]) }),
            ("popup", "highlighted-fill", { "\"{semantic.highlight.h\($0.below(TokenCatalog.highlights))}\"" }),
            ("background", "fill", { [geometry] in fill(&$0, under: geometry) }),
            ("content", "wants-default-appearance", { $0.chance(50) ? "true" : "false" }),
            ("arrow", "height", { number(Double(7 + $0.below(14))) }),
        ]
        for (section, key, value) in knobs where theme.lineCount < 10 { theme.set(section, key, value(&rng)) }
        return theme.text
    }

    /// Re-establishes the rules that values set here may have broken for inherited ones, then writes the
    /// content insets, which every theme restates because they depend on the border and radius.
    private func finish(_ theme: inout ThemeText, geometry: inout ChainGeometry, form: Int, rng: inout LCG) {
        if let clearance = geometry.clearance, clearance < geometry.neededClearance {
            geometry.clearance = geometry.neededClearance
            theme.set("arrow", "corner-clearance", number(geometry.neededClearance))
        }
        if let size = geometry.minimumSize, min(size.width, size.height) < geometry.smallestSide {
            setMinimumSize(&theme, &geometry, &rng)
        }
        let insets = geometry.contentInsets(&rng)
        theme.set("content", "insets", Self.insets(insets, form: form))
    }

    // MARK: Values

    /// No colour: what a fill under a chain's opaque gradient is written as.
    static let clear = "\"#00000000\""

    /// A fill, or `clear` under a gradient (after drawing the same numbers).
    private func fill(_ rng: inout LCG, under geometry: ChainGeometry) -> String {
        let colour = fill(&rng)
        return geometry.gradient ? Self.clear : colour
    }

    private func fill(_ rng: inout LCG) -> String {
        rng.chance(60)
            ? "\"{palette.c\(rng.below(TokenCatalog.paletteColors))}\""
            : "\"{semantic.surface.s\(rng.below(TokenCatalog.surfaces))}\""
    }

    private func setBorder(_ theme: inout ThemeText, _ geometry: inout ChainGeometry, _ rng: inout LCG) {
        let border = rng.pick(TokenCatalog.borders)
        geometry.border = border.width
        let width = rng.chance(50) ? "\"{metrics.border.\(border.name)}\"" : number(border.width)
        let color = "\"{semantic.edge.e\(rng.below(TokenCatalog.edges))}\""
        theme.setInline("border", "{ width: \(width), color: \(color) }")
    }

    /// A soft drop shadow straight down.
    private func setShadow(_ theme: inout ThemeText, _ geometry: inout ChainGeometry, _ rng: inout LCG) {
        let blur = Double(4 + 2 * rng.below(5)), dy = Double(rng.below(3))
        geometry.shadow = (blur, dy)
        let opacity = rng.pick(["0.1", "0.15", "0.2", "0.25", "0.3"])
        let color = rng.chance(70) ? "\"#000000\"" : "\"{palette.c\(rng.below(TokenCatalog.paletteColors))}\""
        theme.setInline(
            "shadow", "{ color: \(color), opacity: \(opacity), blur: \(number(blur)), offset: [0, \(number(dy))] }")
    }

    private func setMinimumSize(_ theme: inout ThemeText, _ geometry: inout ChainGeometry, _ rng: inout LCG) {
        let side = geometry.smallestSide
        let size = (
            width: (side + Double(rng.below(40))).rounded(.up), height: (side + Double(rng.below(20))).rounded(.up)
        )
        geometry.minimumSize = size
        theme.set("popup", "minimum-size", "[\(number(size.width)), \(number(size.height))]")
    }

    /// Insets (top, left, bottom, right) in one of popskin's four forms; the collapsed forms take the larger side
    /// so no side shrinks below what the rules need.
    static func insets(_ sides: [Double], form: Int) -> ThemeText.Value {
        let vertical = max(sides[0], sides[2]), horizontal = max(sides[1], sides[3])
        switch form % 5 {
        case 0: return .inline(number(sides.max()!))
        case 1: return .inline("[\(number(vertical)), \(number(horizontal))]")
        case 2: return .inline("[" + sides.map(number).joined(separator: ", ") + "]")
        case 3:
            let names = ["top", "left", "bottom", "right"]
            return .inline("{ " + zip(names, sides).map { "\($0): \(number($1))" }.joined(separator: ", ") + " }")
        default:
            return .block(zip(["top", "left", "bottom", "right"], sides.map(number)).map { ($0, $1) })
        }
    }
}
