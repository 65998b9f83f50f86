import ArgumentParser
import PopskinConsole
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `popskin theme layout NAME [--direction D] [--size WxH] [--offset X] [--scale S] [--format text|json]`
struct ThemeLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Show where a theme's background and arrow go in a popover of a given size.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @OptionGroup var placement: PlacementOptions
    @Option(help: "Screen scale (pixels per point).") var scale: Double = 2
    @Option(help: "text or json.") var format: Format = .text

    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a positive number") }
    }

    func run() throws {
        let session = Session(options, validate: false)
        let skin = try session.skin(of: session.theme(named: name))
        let (size, direction, offset) = (placement.size, placement.direction, placement.offset)
        let (width, height) = (size.width, size.height)
        let runtime = PopoverSkin(name: name, skin: skin, inputs: session.result.project.inputs)
        let art = runtime.artLayout(width: width, height: height, direction: direction, offset: offset, scale: scale)
        if format == .json {
            Output.write(JSONWriter.render(Self.json(art)) + "\n")
        } else {
            Output.write(
                Self.text(
                    art, theme: name, width: width, height: height, offset: offset, scale: scale,
                    metrics: runtime.arrow) + Self.text(art))
        }
        try session.finish(about: [name])
    }

    static func json(_ layout: PopoverLayout) -> StructuredValue {
        .object([
            ("background", rect(layout.background)),
            ("arrow", rect(layout.arrow)),
            ("arrowCenter", .object([("x", .number(layout.arrowCenter.x)), ("y", .number(layout.arrowCenter.y))])),
            ("rotation", .number(layout.rotation)),
            ("clamped", .bool(layout.clamped)),
            ("tooSmall", .bool(layout.tooSmall)),
        ])
    }

    static func rect(_ r: LayoutRect) -> StructuredValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// The placement's fields, then what the view shows: the visible arrow, the content's frame, every image.
    static func json(_ art: PopoverArtLayout) -> StructuredValue {
        guard case .object(var fields) = json(art.placement) else { return .null }
        fields.removeAll { $0.0 == "clamped" || $0.0 == "tooSmall" }
        fields += [
            ("clamped", .bool(art.clamped)), ("tooSmall", .bool(art.tooSmall)),
            ("visibleArrow", rect(art.arrow)),
            ("anchor", .object([("x", .number(art.anchor.x)), ("y", .number(art.anchor.y))])),
            ("visibleTipGap", .number(art.visibleTipGap)),
            ("content", rect(art.content)),
            (
                "images",
                .array(
                    art.images.map { placed in
                        let caps = placed.capInsets
                        var image: [(String, StructuredValue)] = [
                            ("name", .string(placed.imageName)),
                            ("layer", .string(placed.layer == .fill ? "fill" : "border")),
                            ("frame", rect(placed.frame)),
                            (
                                "capInsets",
                                .array([
                                    .number(caps.top), .number(caps.left), .number(caps.bottom), .number(caps.right),
                                ])
                            ),
                        ]
                        if let clip = placed.clip { image.append(("clip", rect(clip))) }
                        if let crop = placed.crop { image.append(("crop", rect(crop))) }
                        if placed.mirrored { image.append(("mirrored", .bool(true))) }
                        return .object(image)
                    })
            ),
        ]
        return .object(fields)
    }

    /// The visible arrow, the content's frame, and each image as the view shows it.
    static func text(_ art: PopoverArtLayout) -> String {
        let n = ValueText.number
        func rect(_ r: LayoutRect) -> String { "x \(n(r.x))  y \(n(r.y))  width \(n(r.width))  height \(n(r.height))" }
        var lines = [
            "  visible arrow \(rect(art.arrow))",
            "  content       \(rect(art.content))",
            "  images, in drawing order:",
        ]
        for placed in art.images {
            let caps = placed.capInsets
            var line =
                "    \(placed.imageName)\(placed.layer == .border ? " (border)" : "")"
                + "\(placed.mirrored ? " mirrored" : ""): caps [\(n(caps.top)), \(n(caps.left)), \(n(caps.bottom)), "
                + "\(n(caps.right))] → \(rect(placed.frame))"
            if let crop = placed.crop { line += ", cropped from \(rect(crop))" }
            if let clip = placed.clip { line += ", showing \(rect(clip))" }
            lines.append(line)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func text(
        _ art: PopoverArtLayout, theme: String, width: Double, height: Double, offset: Double, scale: Double,
        metrics: ArrowMetrics
    ) -> String {
        let (layout, direction) = (art.placement, art.direction)
        let n = ValueText.number
        func rect(_ r: LayoutRect) -> String { "x \(n(r.x))  y \(n(r.y))  width \(n(r.width))  height \(n(r.height))" }
        let turn = ["up": "0", "down": "π", "left": "−π/2", "right": "+π/2"][direction.rawValue]!
        var lines = [
            "\(theme): arrow \(direction.rawValue), \(n(width))×\(n(height)) pt, offset \(n(offset)), scale \(n(scale))",
            "  background    \(rect(layout.background))",
            "  arrow         \(rect(layout.arrow))  rotation \(turn)",
            "  arrow centre  x \(n(layout.arrowCenter.x))  y \(n(layout.arrowCenter.y))",
        ]
        lines += notes(art, metrics: metrics).map { "  " + $0 }
        return lines.map { $0 + "\n" }.joined()
    }

    /// What the layout did to the arrow, in the words `theme layout` and `theme render` both print.
    static func notes(_ art: PopoverArtLayout, metrics: ArrowMetrics) -> [String] {
        let n = ValueText.number, clearance = art.cornerClearance
        var lines: [String] = []
        if art.clamped {
            lines.append(
                "clamped: the offset would take the arrow within \(n(clearance)) pt of a corner; "
                    + "it stops at the corner clearance")
        }
        if art.onRoundEnd {
            lines.append(
                "round end: the \(art.direction.rawValue) edge of a capsule is a half circle with no straight part; "
                    + "the arrow is centred on it whatever the offset")
        }
        if art.tooSmall && art.onRoundEnd {
            lines.append(
                "too small: the round end is narrower than the arrow's base \(n(metrics.base)) pt and cannot hold it; "
                    + "the arrow is centred")
        } else if art.tooSmall {
            lines.append(
                "too small: the edge is under \(n(metrics.base + 2 * clearance)) pt "
                    + "(base + 2 × corner clearance \(n(clearance))); the arrow is centred")
        }
        if art.visibleTipGap > 1e-9 {
            let gap = n((art.visibleTipGap * 100).rounded() / 100)
            lines.append(
                "visible tip: the rounded tip shows \(gap) pt inside the arrow's frame; UIKit puts the frame's edge "
                    + "on the source, so on a device the tip stops \(gap) pt short of it")
        }
        return lines
    }
}

extension PopoverArrowDirection: ExpressibleByArgument {}
