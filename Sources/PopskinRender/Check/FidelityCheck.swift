import CCairo
import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources

/// One popover the check draws both ways.
public struct FidelityCase: Hashable, Sendable {
    public var direction: PopoverArrowDirection
    public var offset: Double
    public var size: Size
    public var scale: Int

    public var label: String {
        "\(direction.rawValue) \(ValueText.number(size.width))×\(ValueText.number(size.height)) offset "
            + "\(ValueText.number(offset)) @\(scale)x"
    }
}

/// How far one composed popover is from its ideal, in 8-bit premultiplied RGBA.
public struct FidelityCell: Sendable {
    public var fidelityCase: FidelityCase
    /// Pixels where some channel differs by more than `FidelityCheck.tolerance`, and all pixels compared.
    public var over: Int
    public var pixels: Int
    /// The largest difference of any channel, and where (in the view's points; negative or past the size is outside
    /// the view, on the shadow).
    public var maximum: Int
    public var at: LayoutPoint
    /// Where the pixels over the tolerance lie, by part, most first.
    public var regions: [FidelityRegion] = []

    public var overFraction: Double { pixels == 0 ? 0 : Double(over) / Double(pixels) }

    /// Which parts differ and where, the three with most pixels: "differs in border: 1026 px in x 0…339, y 18…239;
    /// …(view pixels)"; empty when no pixel is over the tolerance.
    public var differences: String {
        guard !regions.isEmpty else { return "" }
        return "differs in " + regions.prefix(3).map(\.description).joined(separator: "; ") + " (view pixels)"
    }

    /// Within the bar: at most `budget` of the pixels over the tolerance, none over the ceiling.
    public var passes: Bool { overFraction <= FidelityCheck.budget && maximum <= FidelityCheck.ceiling }
}

/// What `popskin theme check` found for one theme.
public struct ThemeFidelity: Sendable {
    public var name: String
    /// Why the theme was not compared (hand-made art has no vector ideal), or nil.
    public var exemption: String?
    public var cells: [FidelityCell]
    /// Cases left out because the popover is smaller than its arrow and corner clearances along the arrow's edge.
    public var tooSmall: Int

    /// The cell furthest from its ideal: a failing one first, then most pixels over the tolerance, then the largest
    /// difference.
    public var worst: FidelityCell? {
        cells.max {
            ($0.passes ? 0 : 1, $0.overFraction, $0.maximum) < ($1.passes ? 0 : 1, $1.overFraction, $1.maximum)
        }
    }

    public var passes: Bool { cells.allSatisfy(\.passes) }
}

/// `popskin theme check`: every case of a theme composed from its built images as the device shows them
/// (`PopoverComposer`) and drawn as one vector shape (`IdealPopover`), compared pixel by pixel.
public enum FidelityCheck {
    /// A channel difference up to this is noise (filtering, rounding through 8-bit PNG).
    public static let tolerance = 8
    /// At most this share of a cell's pixels may differ by more than `tolerance`…
    public static let budget = 0.005
    /// …and none by more than this.
    public static let ceiling = 48

    /// The preview's cases and more: four directions × offsets centred, off-centre, on no whole pixel and pushed into
    /// either corner (clamped) × `sizes` (by default the preview's size, a larger one and two long thin ones) ×
    /// scales 1–3.
    public static func cases(for skin: PopoverSkin, scales: [Int] = [1, 2, 3], sizes given: [Size]? = nil)
        -> [FidelityCase]
    {
        var cases: [FidelityCase] = []
        for scale in scales {
            for direction in PopoverArrowDirection.allCases {
                let vertical = direction == .up || direction == .down
                // Long thin popovers run along the arrow's edge and across it; the short side keeps room for the
                // arrow's depth, in whole points (a view whose bounds are off the pixel grid has its far edge between
                // pixels, which no image drawn before the size is known can be).
                let depth = skin.arrow.height.rounded(.up)
                let sizes =
                    given ?? [
                        Size(width: 170, height: 120), Size(width: 320, height: 200),
                        vertical ? Size(width: 360, height: depth + 48) : Size(width: depth + 48, height: 360),
                        vertical ? Size(width: 72, height: depth + 300) : Size(width: depth + 300, height: 72),
                    ]
                for size in sizes {
                    let edge = vertical ? size.width : size.height
                    for offset in [0, -(edge / 4).rounded(), edge / 3 + 0.3, -1000, 1000] {
                        cases.append(FidelityCase(direction: direction, offset: offset, size: size, scale: scale))
                    }
                }
            }
        }
        return cases
    }

    /// Checks theme `name` in `appearance` (in `sizes`, nil for the default ones), drawn as `ThemeDrawing` draws it.
    /// Cases run on all cores; `progress` counts each of `cases(for:scales:sizes:)`, compared or not. (The material,
    /// which the view blurs under the images, is the same under both and not compared.)
    public static func check(
        name: String, skin: Skin, appearance: SkinAppearance? = nil, inputs: InputSnapshot, scales: [Int] = [1, 2, 3],
        sizes: [Size]? = nil, progress: ProgressCounter? = nil
    ) throws -> ThemeFidelity {
        let runtime = ThemeDrawing(name: name, skin: skin, inputs: inputs).runtime(for: appearance)
        let all = cases(for: runtime, scales: scales, sizes: sizes)
        if skin.artKind == .separate || skin.artKind == .combined { progress?.advance(by: all.count) }
        switch skin.artKind {
        case .separate:
            return ThemeFidelity(
                name: name,
                exemption: "hand-made separate art (background.image or arrow.image) is "
                    + "shown as drawn; there is no vector shape to compare it with", cells: [], tooSmall: 0)
        case .combined:
            return ThemeFidelity(
                name: name,
                exemption: "hand-made combined art (background.variants) is shown as drawn, "
                    + "its corner arrows where the art has them; there is no vector shape to compare it with",
                cells: [], tooSmall: 0)
        case .drawn, .vector:
            break
        }
        let fitting = CheckCases.fitting(all, runtime)
        progress?.advance(by: all.count - fitting.count)
        let cells = try CheckCases.onAllCores(
            fitting, drawing: name, skin: skin, inputs: inputs, progress: progress
        ) { item, drawing in
            try cell(item, skin: runtime, images: drawing.images(for: appearance, scale: item.scale))
        }
        return ThemeFidelity(name: name, exemption: nil, cells: cells, tooSmall: all.count - fitting.count)
    }

    /// One case composed and drawn ideally, compared. Both canvases get the one shadow plane (the same outline,
    /// blurred once) and are compared as cairo holds them, premultiplied.
    public static func cell(_ item: FidelityCase, skin: PopoverSkin, images: AssetImages) throws -> FidelityCell {
        let (width, height, s) = (item.size.width, item.size.height, Double(item.scale))
        var plane: ShadowPlane?
        if let shadow = skin.shadow {
            let layout = skin.artLayout(
                width: width, height: height, direction: item.direction, offset: item.offset,
                scale: s)
            let probe = try Canvas(skin, width: width, height: height, scale: item.scale)
            plane = ShadowPlane(
                try OutlinePainter.blurredCoverage(
                    layout.shadowOutline(shadow, skin: skin), offsetX: shadow.offsetX, offsetY: shadow.offsetY,
                    blur: shadow.blur,
                    size: probe.surface.size, scale: s,
                    origin: LayoutPoint(x: probe.padding, y: probe.padding)))
        }
        let (composed, layout) = try PopoverComposer.composeCanvas(
            skin, images: images, width: width, height: height,
            direction: item.direction, offset: item.offset,
            shadow: plane)
        let (ideal, _) = try IdealPopover.drawCanvas(
            skin, width: width, height: height, direction: item.direction,
            offset: item.offset, scale: item.scale, shadow: plane)
        let difference = ImageDifference(composed.surface, ideal.surface, tolerance: tolerance)
        let parts = PartClassifier(skin: skin, layout: layout, direction: item.direction, scale: s)
        return FidelityCell(
            fidelityCase: item, over: difference.over, pixels: difference.pixels,
            maximum: difference.maximum,
            at: LayoutPoint(
                x: (Double(difference.at.x) + 0.5) / s - composed.padding,
                y: (Double(difference.at.y) + 0.5) / s - composed.padding),
            regions: parts.regions(difference.overPixels, scale: s, padding: composed.padding))
    }
}
