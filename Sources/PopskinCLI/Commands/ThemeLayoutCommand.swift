import ArgumentParser
import PopskinCore
import PopskinRender
import PopskinRuntime

/// `popskin theme layout NAME --direction D --size WxH [--offset X] [--scale S] [--format text|json]`
struct ThemeLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Show where a theme's background and arrow go in a popover of a given size.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The theme's name.") var name: String
    @Option(help: "up, down, left or right.") var direction: PopoverArrowDirection
    @Option(help: "The background view's size in points, WxH.") var size: String
    // Negative offsets are half of all cases: `--offset -60` must read -60 as the value, not as an option.
    @Option(parsing: .unconditional, help: "arrowOffset in points from the edge's middle (negative: towards the top or left).")
    var offset: Double = 0
    @Option(help: "Screen scale (pixels per point).") var scale: Double = 2
    @Option(help: "text or json.") var format: Format = .text

    func validate() throws {
        guard Self.parseSize(size) != nil else { throw ValidationError("--size takes WxH in points, such as 320x200") }
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a positive number") }
    }

    static func parseSize(_ text: String) -> (Double, Double)? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
        return (width, height)
    }

    func run() throws {
        let session = Session(options, validate: false)
        let skin = try session.skin(of: session.theme(named: name))
        let (width, height) = Self.parseSize(size)!
        let metrics = ArrowMetrics(base: skin.arrow.base, height: skin.arrow.height,
                                   cornerClearance: skin.arrow.cornerClearance, overlap: skin.arrow.overlap)
        let layout = PopoverLayout(width: width, height: height, direction: direction, offset: offset, arrow: metrics,
                                   scale: scale)
        // Combined style: the art the view shows, and where its arrow really is.
        let combined = skin.background.style != .combined ? nil : CombinedLayout(
            width: width, height: height, direction: direction, offset: offset, arrow: metrics,
            art: CombinedArtSet(skin, projectRoot: session.result.project.root, imagePrefix: name + "-"), scale: scale)
        if format == .json {
            var value = Self.json(layout)
            if let combined, case .object(var fields) = value {
                fields.append(("combined", Self.json(combined)))
                value = .object(fields)
            }
            Output.write(JSONWriter.render(value) + "\n")
        } else {
            Output.write(Self.text(layout, theme: name, width: width, height: height, offset: offset, scale: scale,
                                   metrics: metrics, direction: direction) + (combined.map(Self.text) ?? ""))
        }
        try session.finish()
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

    static func json(_ layout: CombinedLayout) -> StructuredValue {
        .object([
            ("pieces", .array(layout.pieces.map { piece in
                let caps = piece.capInsets
                return .object([
                    ("variant", .string(piece.variant.rawValue)), ("mirrored", .bool(piece.mirrored)),
                    ("crop", rect(piece.crop)), ("capInsets", .array([.number(caps.top), .number(caps.left),
                                                                       .number(caps.bottom), .number(caps.right)])),
                    ("frame", rect(piece.frame)),
                ])
            })),
            ("arrow", rect(layout.arrow)), ("clamped", .bool(layout.clamped)), ("tooSmall", .bool(layout.tooSmall)),
        ])
    }

    /// The combined-style lines: each piece of art, and the arrow where the art draws it.
    static func text(_ layout: CombinedLayout) -> String {
        let n = ValueText.number
        func rect(_ r: LayoutRect) -> String { "x \(n(r.x))  y \(n(r.y))  width \(n(r.width))  height \(n(r.height))" }
        var lines = ["  combined art (style: combined), as the view shows it:"]
        for piece in layout.pieces {
            let caps = piece.capInsets
            lines.append("    \(piece.variant.rawValue)\(piece.mirrored ? " mirrored" : ""): crop \(rect(piece.crop)), caps "
                         + "[\(n(caps.top)), \(n(caps.left)), \(n(caps.bottom)), \(n(caps.right))] → \(rect(piece.frame))")
        }
        lines.append("    arrow drawn at \(rect(layout.arrow))\(layout.clamped ? " (moved: clamped, or to the nearest drawable position)" : "")"
                     + (layout.tooSmall ? "; too small for the art, squashed" : ""))
        return lines.map { $0 + "\n" }.joined()
    }

    static func text(
        _ layout: PopoverLayout, theme: String, width: Double, height: Double, offset: Double, scale: Double,
        metrics: ArrowMetrics, direction: PopoverArrowDirection
    ) -> String {
        let n = ValueText.number
        func rect(_ r: LayoutRect) -> String { "x \(n(r.x))  y \(n(r.y))  width \(n(r.width))  height \(n(r.height))" }
        let turn = ["up": "0", "down": "π", "left": "−π/2", "right": "+π/2"][direction.rawValue]!
        var lines = [
            "\(theme): arrow \(direction.rawValue), \(n(width))×\(n(height)) pt, offset \(n(offset)), scale \(n(scale))",
            "  background    \(rect(layout.background))",
            "  arrow         \(rect(layout.arrow))  rotation \(turn)",
            "  arrow centre  x \(n(layout.arrowCenter.x))  y \(n(layout.arrowCenter.y))",
        ]
        if layout.clamped {
            lines.append("  clamped: the offset would take the arrow within \(n(metrics.cornerClearance)) pt of a corner; "
                           + "it stops at the corner clearance")
        }
        if layout.tooSmall {
            lines.append("  too small: the edge is under \(n(metrics.base + 2 * metrics.cornerClearance)) pt "
                           + "(base + 2 × corner-clearance); the arrow is centred")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

extension PopoverArrowDirection: ExpressibleByArgument {}
