import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources

/// An arrow that does not hold on to its bubble in one case: between them the drawn shape narrows again (a gap of
/// background, or a touch at one point).
public struct DetachedArrow: Sendable, CustomStringConvertible {
    public var shapeCase: FidelityCase
    /// Device pixels, from the arrow towards the bubble, where the shape is narrower than the arrow's base.
    public var gap: Int
    /// Where the gap begins, in the view's points.
    public var at: LayoutPoint

    public var description: String {
        let n = ValueText.number
        return "\(shapeCase.label): the arrow is detached from the bubble, \(gap) px of background between them from "
            + "(\(n((at.x * 10).rounded() / 10)), \(n((at.y * 10).rounded() / 10))) pt"
    }
}

/// What the shape check found for one theme.
public struct ThemeShape: Sendable {
    /// Cases drawn (the layout accepts them).
    public var checked: Int
    /// The cases whose arrow comes loose, the largest gap first.
    public var detached: [DetachedArrow]
}

/// `theme check`'s shape check: the picture the device shows (built images through the runtime's layout, or the
/// capsule's shape) must be one shape, its arrow joined to the bubble across its base, at every size `theme layout`
/// accepts. It reads the pixels, not the outline, so it sees hand-made art and the outline's own mistakes alike.
public enum ShapeCheck {
    /// The fidelity check's cases and, unless `sizes` are given, a sweep of small sizes: along the arrow's edge and
    /// across it, one point at a time from the arrow's base (or depth) up 24 points, arrow centred.
    public static func cases(for skin: PopoverSkin, scales: [Int] = [1, 2, 3], sizes: [Size]? = nil) -> [FidelityCase] {
        var cases = FidelityCheck.cases(for: skin, scales: scales, sizes: sizes)
        guard sizes == nil else { return cases }
        let depth = skin.arrow.height.rounded(.up), base = max(1, skin.arrow.base.rounded(.up))
        for scale in scales {
            for direction in PopoverArrowDirection.allCases {
                let vertical = direction == .up || direction == .down
                for step in 0...24 {
                    let along = base + Double(step), across = depth + 1 + Double(step)
                    for (edge, deep) in [(along, depth + 60), (170, across)] {
                        let size = vertical ? Size(width: edge, height: deep) : Size(width: deep, height: edge)
                        cases.append(FidelityCase(direction: direction, offset: 0, size: size, scale: scale))
                    }
                }
            }
        }
        return cases
    }

    /// Each case of `cases(for:scales:sizes:)` the layout accepts (not too small) drawn as the device shows it,
    /// without its shadow, and the arrows that come loose; on all cores. `progress` counts every case.
    public static func check(
        name: String, skin: Skin, appearance: SkinAppearance? = nil, inputs: InputSnapshot, scales: [Int] = [1, 2, 3],
        sizes: [Size]? = nil, progress: ProgressCounter? = nil
    ) throws -> ThemeShape {
        let runtime = ThemeDrawing(name: name, skin: skin, inputs: inputs).runtime(for: appearance)
        let all = cases(for: runtime, scales: scales, sizes: sizes)
        guard runtime.arrow.base > 0, runtime.arrow.height > 0 else {
            progress?.advance(by: all.count)
            return ThemeShape(checked: 0, detached: [])
        }
        let shadowless = {
            var skin = runtime
            skin.shadow = nil
            return skin
        }()
        let fitting = CheckCases.fitting(all, runtime)
        let found = try CheckCases.onAllCores(
            fitting, drawing: name, skin: skin, inputs: inputs, progress: progress
        ) { item, drawing -> DetachedArrow? in
            let (canvas, layout) = try PopoverComposer.composeCanvas(
                shadowless, images: drawing.images(for: appearance, scale: item.scale), width: item.size.width,
                height: item.size.height, direction: item.direction, offset: item.offset)
            return detachment(canvas.finish(), padding: canvas.padding, layout: layout, scale: item.scale)
                .map { DetachedArrow(shapeCase: item, gap: $0.gap, at: $0.at) }
        }
        progress?.advance(by: all.count - fitting.count)
        let detached = found.sorted { $0.gap > $1.gap }
        return ThemeShape(checked: fitting.count, detached: detached)
    }

    /// Where the arrow of the popover drawn in `image` (the view `padding` points in, at `scale`) comes loose: the
    /// lines across the arrow, from its tip into the bubble, narrower than the widest before them (by more than two
    /// pixels of anti-aliasing) once the arrow has reached half its base, so background shows between arrow and
    /// bubble; nil when none is. Covered means at least half as opaque as the
    /// bubble's middle, so a translucent fill is measured as drawn.
    public static func detachment(_ image: RGBAImage, padding: Double, layout: PopoverArtLayout, scale: Int)
        -> (gap: Int, at: LayoutPoint)?
    {
        let s = Double(scale), arrow = layout.placement.arrow, body = layout.placement.background
        let vertical = layout.direction == .up || layout.direction == .down
        func pixel(_ points: Double) -> Int { Int(((points + padding) * s).rounded(.down)) }
        // The span across the arrow, and the lines from its tip to the bubble's middle.
        let span =
            vertical
            ? pixel(arrow.x)..<max(pixel(arrow.x) + 1, pixel(arrow.x + arrow.width - 0.001) + 1)
            : pixel(arrow.y)..<max(pixel(arrow.y) + 1, pixel(arrow.y + arrow.height - 0.001) + 1)
        let tipLine: Int, edgeLine: Int, lastLine: Int, step: Int
        switch layout.direction {
        case .up:
            (tipLine, edgeLine, lastLine, step) = (pixel(arrow.y), pixel(body.y), pixel(body.y + body.height / 2), 1)
        case .down:
            (tipLine, edgeLine, lastLine, step) = (
                pixel(arrow.y + arrow.height) - 1, pixel(body.y + body.height) - 1, pixel(body.y + body.height / 2), -1
            )
        case .left:
            (tipLine, edgeLine, lastLine, step) = (pixel(arrow.x), pixel(body.x), pixel(body.x + body.width / 2), 1)
        case .right:
            (tipLine, edgeLine, lastLine, step) = (
                pixel(arrow.x + arrow.width) - 1, pixel(body.x + body.width) - 1, pixel(body.x + body.width / 2), -1
            )
        }
        func alpha(line: Int, across: Int) -> UInt8 {
            let (x, y) = vertical ? (across, line) : (line, across)
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
            return image.pixels[(y * image.width + x) * 4 + 3]
        }
        let middle = alpha(line: lastLine, across: (span.lowerBound + span.upperBound) / 2)
        // A bubble with nothing in its middle (a border alone) has no body to join: not measured.
        guard middle >= 16 else { return nil }
        let covered = middle / 2
        var widest = 0, gap = 0, first: Int?
        for line in stride(from: tipLine, through: lastLine, by: step) {
            let width = span.filter { alpha(line: line, across: $0) >= covered }.count
            // Inside the bubble: past its edge, the whole span covered (its two end pixels may be anti-aliasing).
            if (line - edgeLine) * step > 0 && width >= span.count - 2 { break }
            // Narrower than the arrow was (beyond anti-aliasing at its two sides): background between arrow and
            // bubble.
            if widest * 2 >= span.count && width < widest - 2 {
                gap += 1
                if first == nil { first = line }
            }
            widest = max(widest, width)
        }
        guard gap > 0, let first else { return nil }
        let line = Double(first) / s - padding, across = Double(span.lowerBound) / s - padding
        return (gap, vertical ? LayoutPoint(x: across, y: line) : LayoutPoint(x: line, y: across))
    }
}
