import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// Themes built to break popover art — translucent fills, gradients both ways and with stops, thick and hairline
/// borders, large offset shadows, rounded tips, square corners, both styles — measured on the composed popover
/// (`theme render --image popover`), as the device shows it.
@Suite struct StressCorpusTests {
    static let corpus: [(name: String, yaml: String)] = [
        (
            "translucent",
            """
            arrow: { base: 24, height: 11 }
            background: { corner-radius: 14, fill: "#1c1c1ee6" }
            shadow: { color: "#000000", opacity: 0.3, blur: 16, offset: [0, 4] }
            content: { insets: 12 }
            """
        ),
        (
            "translucent-border-combined",
            """
            arrow: { base: 24, height: 12 }
            background: { style: combined, corner-radius: 10, fill: "#3366ccb3" }
            border: { width: 1.5, color: "#ffffff80" }
            content: { insets: 10 }
            """
        ),
        (
            "vertical-gradient",
            """
            arrow: { base: 30, height: 14 }
            background: { corner-radius: 12, gradient: { from: "#ff8800", to: "#8800ff" } }
            border: { width: 1, color: "#331100" }
            shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
            content: { insets: 12 }
            """
        ),
        (
            "horizontal-gradient-stops",
            """
            arrow: { base: 22, height: 10 }
            background:
              style: combined
              corner-radius: 8
              gradient: { axis: horizontal, stops: ["#002244", { color: "#00aaff", at: 0.3 }, { color: "#ffffff", at: 1 }] }
            content: { insets: 10 }
            """
        ),
        (
            "thick-border",
            """
            arrow: { base: 40, height: 20 }
            background: { corner-radius: 16, fill: "#ffffff" }
            border: { width: 6, color: "#222222" }
            content: { insets: 14 }
            """
        ),
        (
            "hairline",
            """
            arrow: { base: 18, height: 9 }
            background: { corner-radius: 10, fill: "#ffffff" }
            border: { width: 0.5, color: "#c6c6c6" }
            shadow: { color: "#000000", opacity: 0.1, blur: 20, offset: [0, 2] }
            content: { insets: 8.5 }
            """
        ),
        (
            "offset-shadow",
            """
            arrow: { base: 26, height: 12 }
            background: { corner-radius: 6, fill: "#e8f0ff" }
            shadow: { color: "#001133", opacity: 0.45, blur: 20, offset: [8, 12] }
            content: { insets: 10 }
            """
        ),
        (
            "rounded-tip",
            """
            arrow: { base: 28, height: 14, shape: rounded, tip-radius: 4 }
            background: { corner-radius: 9, fill: "#2e7d32" }
            border: { width: 2, color: "#1b5e20" }
            content: { insets: 10 }
            """
        ),
        (
            "capsule",
            """
            arrow: { base: 16, height: 10, shape: rounded, tip-radius: 2 }
            background: { corner-radius: capsule, gradient: { from: "#ff5252", to: "#b71c1c" } }
            border: { width: 1, color: "#7f0000" }
            shadow: { color: "#000000", opacity: 0.3, blur: 6, offset: [0, 2] }
            content: { insets: 8 }
            """
        ),
        (
            "square",
            """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 0, fill: "#fafafa" }
            border: { width: 2, color: "#000000" }
            content: { insets: 6 }
            """
        ),
    ]

    static func skin(_ name: String) throws -> Skin {
        try RenderTestKit.skin(corpus.first { $0.name == name }!.yaml + "\n")
    }

    static func compose(
        _ skin: Skin, direction: PopoverArrowDirection, offset: Double, size: Size = Size(width: 200, height: 140),
        scale: Int = 2
    ) throws -> PopoverPicture {
        try PopoverComposer.compose(
            PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
            images: AssetImages(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/")),
                scale: scale, inputs: InputSnapshot(projectRoot: "/")),
            width: size.width, height: size.height, direction: direction, offset: offset)
    }

    /// Every stress theme composes to its ideal within the bar, at 1x (where pixels are coarsest).
    @Test(arguments: corpus.map(\.name)) func checkPasses(name: String) throws {
        let result = try FidelityCheck.check(
            name: "t", skin: Self.skin(name), inputs: InputSnapshot(projectRoot: "/"), scales: [1])
        let worst = try #require(result.worst)
        #expect(
            result.passes,
            "\(name): \(worst.fidelityCase.label) \(worst.overFraction * 100)% over, max \(worst.maximum) at \(worst.at)"
        )
    }

    /// Themes whose every edge is straight beside the arrow (a capsule's round ends are measured in `CapsuleTests`).
    static let straightEdged = corpus.map(\.name).filter { $0 != "capsule" }

    /// The visible arrow, from its tip to the bubble's edge beside it, is `arrow.height` in every direction (a
    /// filleted tip's apex less: `ArrowFillet.visibleHeight`), measured where the fill is half covered, on the render
    /// with its shadow.
    @Test(arguments: straightEdged) func visibleArrowIsItsHeight(name: String) throws {
        let skin = try Self.skin(name)
        let expected = ArrowFillet.visibleHeight(
            base: skin.arrow.base, height: skin.arrow.height, tipRadius: skin.drawnTipRadius)
        for direction in PopoverArrowDirection.allCases {
            for offset in [0.0, -25, 1000] {
                let picture = try Self.compose(skin, direction: direction, offset: offset)
                let measured = Measure(picture, skin: skin).visibleArrow(direction)
                #expect(
                    abs(measured - expected) <= 0.5,
                    "\(name) \(direction) offset \(offset): arrow \(measured) pt, not \(expected)")
            }
        }
    }

    /// A translucent body is one colour all over: nothing is painted twice (no darker rectangle at the arrow, no line
    /// at its base).
    @Test(arguments: ["translucent", "translucent-border-combined"]) func translucentInteriorIsUniform(name: String)
        throws
    {
        let skin = try Self.skin(name)
        for direction in PopoverArrowDirection.allCases {
            for offset in [0.0, -30, -1000] {
                let picture = try Self.compose(skin, direction: direction, offset: offset)
                let alphas = Measure(picture, skin: skin).interiorAlphas()
                #expect(
                    alphas.max()! - alphas.min()! <= 2,
                    "\(name) \(direction) offset \(offset): alpha \(alphas.min()!)…\(alphas.max()!)")
            }
        }
    }

    /// A gradient runs monotonically along its axis through the body at every size, with no flat band longer than
    /// a tenth of the body.
    @Test(
        arguments: ["vertical-gradient", "horizontal-gradient-stops", "capsule"],
        [
            Size(width: 200, height: 140), Size(width: 90, height: 420),
            Size(width: 420, height: 90),
        ])
    func gradientStretchesSmoothly(name: String, size: Size) throws {
        let skin = try Self.skin(name)
        for direction in PopoverArrowDirection.allCases {
            let picture = try Self.compose(skin, direction: direction, offset: -20, size: size)
            let profile = Measure(picture, skin: skin).profile(
                along: skin.background.gradient!.angle == 180 ? .vertical : .horizontal)
            // Each channel on its own: rounded channels can step at different places.
            for channel in 0..<3 {
                let values = profile.map { $0[channel] }
                let rising = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
                let falling = zip(values, values.dropFirst()).allSatisfy { $0 >= $1 }
                #expect(rising || falling, "\(name) \(size) \(direction): channel \(channel) not monotonic: \(values)")
            }
            var longest = 0, run = 1
            for (a, b) in zip(profile, profile.dropFirst()) {
                run = a == b ? run + 1 : 1
                longest = max(longest, run)
            }
            #expect(
                Double(longest) <= Double(profile.count) / 10,
                "\(name) \(size) \(direction): flat for \(longest) of \(profile.count) px")
        }
    }

    /// The whole outline casts the shadow: just outside the arrow's sides there is shadow.
    @Test(arguments: ["translucent", "hairline", "offset-shadow", "vertical-gradient", "capsule"])
    func theArrowCastsAShadow(name: String) throws {
        let skin = try Self.skin(name)
        for direction in PopoverArrowDirection.allCases {
            let picture = try Self.compose(skin, direction: direction, offset: 0)
            for alpha in Measure(picture, skin: skin).besideArrowSides(direction) {
                #expect(alpha > 0, "\(name) \(direction): no shadow beside the arrow")
            }
        }
    }

    /// The content keeps its inset from the outline on every side in every direction, measured from the edges the
    /// render shows.
    @Test(arguments: straightEdged) func contentKeepsItsDistance(name: String) throws {
        let skin = try Self.skin(name)
        for direction in PopoverArrowDirection.allCases {
            let picture = try Self.compose(skin, direction: direction, offset: 0)
            let edges = Measure(picture, skin: skin).bodyEdges(direction)
            let content = picture.layout.content, insets = skin.content.insets
            let distances = (
                top: content.y - edges.top, left: content.x - edges.left,
                bottom: edges.bottom - content.y - content.height, right: edges.right - content.x - content.width
            )
            #expect(
                abs(distances.top - insets.top) <= 0.5 && abs(distances.left - insets.left) <= 0.5
                    && abs(distances.bottom - insets.bottom) <= 0.5 && abs(distances.right - insets.right) <= 0.5,
                "\(name) \(direction): \(distances)")
        }
    }
}

/// Measurements on a composed popover, in the view's points.
struct Measure {
    let picture: PopoverPicture
    let skin: Skin
    /// Pixels per point.
    let s: Double

    init(_ picture: PopoverPicture, skin: Skin) {
        self.picture = picture
        self.skin = skin
        s = Double(picture.scale)
    }

    func alpha(_ x: Double, _ y: Double) -> Double {
        let px = Int(((x + picture.padding) * s).rounded(.down)), py = Int(((y + picture.padding) * s).rounded(.down))
        guard px >= 0, py >= 0, px < picture.image.width, py < picture.image.height else { return 0 }
        return Double(picture.image.pixels[(py * picture.image.width + px) * 4 + 3]) / 255
    }

    /// Where the fill is half covered, walking from `from` in steps of one pixel along (dx, dy).
    func edge(from start: (Double, Double), step: (Double, Double), count: Int) -> Double {
        // The shape's opacity: the fill's, or under a gradient (opaque in this corpus) full.
        let threshold = (skin.background.gradient == nil ? skin.background.fill.alpha : 1) / 2
        var previous = alpha(start.0, start.1)
        for i in 1...count {
            let x = start.0 + step.0 * Double(i) / s, y = start.1 + step.1 * Double(i) / s
            let a = alpha(x, y)
            if (previous < threshold) != (a < threshold) {
                // The crossing, interpolated between the two pixel centres.
                let t = (threshold - previous) / (a - previous)
                return (step.0 != 0 ? x : y) - (1 - t) / s * (step.0 + step.1) + 0.5 / s * (step.0 + step.1)
            }
            previous = a
        }
        return .nan
    }

    /// The arrow's tip to the bubble's edge beside it, along the arrow's axis.
    func visibleArrow(_ direction: PopoverArrowDirection) -> Double {
        let arrow = picture.layout.arrow, body = picture.layout.placement.background, far = 200 * s
        switch direction {
        case .up:
            let tip = edge(from: (arrow.midX, -picture.padding), step: (0, 1), count: Int(far))
            let side = edge(
                from: (
                    body.x + body.width / 2 + (arrow.midX < body.midX ? 1 : -1) * (skin.arrow.base + 12),
                    -picture.padding
                ),
                step: (0, 1), count: Int(far))
            return side - tip
        case .down:
            let bottom = body.y + body.height + skin.arrow.height + picture.padding
            let tip = edge(from: (arrow.midX, bottom), step: (0, -1), count: Int(far))
            let side = edge(
                from: (body.x + body.width / 2 + (arrow.midX < body.midX ? 1 : -1) * (skin.arrow.base + 12), bottom),
                step: (0, -1), count: Int(far))
            return tip - side
        case .left:
            let tip = edge(from: (-picture.padding, arrow.midY), step: (1, 0), count: Int(far))
            let side = edge(
                from: (
                    -picture.padding,
                    body.y + body.height / 2 + (arrow.midY < body.midY ? 1 : -1) * (skin.arrow.base + 12)
                ),
                step: (1, 0), count: Int(far))
            return side - tip
        case .right:
            let right = body.x + body.width + skin.arrow.height + picture.padding
            let tip = edge(from: (right, arrow.midY), step: (-1, 0), count: Int(far))
            let side = edge(
                from: (right, body.y + body.height / 2 + (arrow.midY < body.midY ? 1 : -1) * (skin.arrow.base + 12)),
                step: (-1, 0), count: Int(far))
            return tip - side
        }
    }

    /// Alphas of the body's and the arrow's insides, a border's width and two pixels in from their edges.
    func interiorAlphas() -> [Int] {
        let body = picture.layout.placement.background, inset = skin.border.width + 2 / s + skin.background.cornerRadius
        var alphas: [Int] = []
        var y = body.y + inset
        while y < body.y + body.height - inset {
            var x = body.x + inset
            while x < body.x + body.width - inset {
                alphas.append(Int((alpha(x, y) * 255).rounded()))
                x += 1 / s
            }
            y += 1 / s
        }
        // The arrow's middle, down its axis from a third of its height to its base.
        let arrow = picture.layout.arrow
        let vertical =
            arrow.width > arrow.height || (arrow.width == skin.arrow.base && arrow.height == skin.arrow.height)
        for i in 0..<Int(skin.arrow.height * s) where Double(i) / s > skin.arrow.height / 3 + skin.border.width {
            let t = Double(i) / s
            let (x, y): (Double, Double) =
                vertical
                ? (arrow.midX, arrow.y < body.y ? arrow.y + t : arrow.y + arrow.height - t)
                : (arrow.x < body.x ? arrow.x + t : arrow.x + arrow.width - t, arrow.midY)
            alphas.append(Int((alpha(x, y) * 255).rounded()))
        }
        return alphas
    }

    /// The colour (red, green, blue) along `axis` through the body's middle, inside the border.
    func profile(along axis: GradientAxis) -> [[Int]] {
        let body = picture.layout.placement.background, inset = skin.border.width + skin.background.cornerRadius + 1
        var values: [[Int]] = []
        let start = axis == .vertical ? body.y + inset : body.x + inset
        let end = axis == .vertical ? body.y + body.height - inset : body.x + body.width - inset
        var t = start
        while t < end {
            let (x, y) = axis == .vertical ? (body.midX, t) : (t, body.midY)
            let px = Int(((x + picture.padding) * s).rounded(.down)),
                py = Int(((y + picture.padding) * s).rounded(.down))
            let i = (py * picture.image.width + px) * 4, p = picture.image.pixels
            values.append([Int(p[i]), Int(p[i + 1]), Int(p[i + 2])])
            t += 1 / s
        }
        return values
    }

    /// Alphas one point outside the middle of each of the arrow's two sides.
    func besideArrowSides(_ direction: PopoverArrowDirection) -> [Double] {
        let a = picture.layout.arrow, h = skin.arrow.height, b = skin.arrow.base
        // The sides' midpoints and their outward normals, in the up frame, turned to `direction`.
        let length = (h * h + b * b / 4).squareRoot()
        let normal = (x: h / length, y: -(b / 2) / length)
        let points: [(Double, Double)]
        switch direction {
        case .up:
            points = [
                (a.x + b / 4 - normal.x, a.y + h / 2 + normal.y), (a.x + 3 * b / 4 + normal.x, a.y + h / 2 + normal.y),
            ]
        case .down:
            points = [
                (a.x + b / 4 - normal.x, a.y + h / 2 - normal.y), (a.x + 3 * b / 4 + normal.x, a.y + h / 2 - normal.y),
            ]
        case .left:
            points = [
                (a.x + h / 2 + normal.y, a.y + b / 4 - normal.x), (a.x + h / 2 + normal.y, a.y + 3 * b / 4 + normal.x),
            ]
        case .right:
            points = [
                (a.x + h / 2 - normal.y, a.y + b / 4 - normal.x), (a.x + h / 2 - normal.y, a.y + 3 * b / 4 + normal.x),
            ]
        }
        return points.map { alpha($0.0, $0.1) }
    }

    /// The bubble's four edges as the render shows them, measured through its middle away from the arrow.
    func bodyEdges(_ direction: PopoverArrowDirection) -> (top: Double, left: Double, bottom: Double, right: Double) {
        let body = picture.layout.placement.background, arrow = picture.layout.arrow
        // Lines through the body clear of the arrow: a quarter of the way in from the side away from it.
        let x = arrow.midX < body.midX ? body.x + body.width * 0.75 : body.x + body.width * 0.25
        let y = arrow.midY < body.midY ? body.y + body.height * 0.75 : body.y + body.height * 0.25
        let span = Int((max(body.width, body.height) + 2 * picture.padding + 40) * s)
        let pad = picture.padding
        return (
            top: edge(from: (x, -pad), step: (0, 1), count: span),
            left: edge(from: (-pad, y), step: (1, 0), count: span),
            bottom: edge(from: (x, body.y + body.height + skin.arrow.height + pad), step: (0, -1), count: span),
            right: edge(from: (body.x + body.width + skin.arrow.height + pad, y), step: (-1, 0), count: span)
        )
    }
}

/// A capsule's radius is half its shorter side at every size: no images, the outline drawn by shape layers; the
/// arrow keeps off the round ends (or, on a round end, sits in its middle).
@Suite struct CapsuleTests {
    @Test func aCapsuleFollowsItsSize() throws {
        let skin = try StressCorpusTests.skin("capsule")
        #expect(
            SkinAssets.list(
                skin: skin, runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
            ).isEmpty)
        let runtime = PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        #expect(runtime.cornerRadius.isInfinite && runtime.art == .vector)
        // A 300×60 popover: a body 50 tall, so round ends of radius 25 the arrow stays clear of.
        let wide = runtime.artLayout(width: 300, height: 60, direction: .up, offset: -1000, scale: 2)
        #expect(wide.arrow.x == 25 && wide.clamped)
        // On a round end (a left arrow on a 60-tall popover), the arrow is centred.
        let end = runtime.artLayout(width: 300, height: 60, direction: .left, offset: 10, scale: 2)
        #expect(end.onRoundEnd && !end.tooSmall && !end.clamped && end.arrow.midY == 30)
        // Along the straight sides, the visible arrow is its height less what its fillet takes.
        let expected = ArrowFillet.visibleHeight(
            base: skin.arrow.base, height: skin.arrow.height, tipRadius: skin.drawnTipRadius)
        for direction in [PopoverArrowDirection.up, .down] {
            for offset in [0.0, -1000] {
                let picture = try StressCorpusTests.compose(
                    skin, direction: direction, offset: offset,
                    size: Size(width: 300, height: 70))
                let measured = Measure(picture, skin: skin).visibleArrow(direction)
                #expect(abs(measured - expected) <= 0.5, "\(direction) offset \(offset): \(measured), not \(expected)")
            }
        }
    }
}

/// Hand-made art with its shadow drawn in (WEPopover's classic art keeps a 13-pt margin): declared with
/// `background.image-margin`, the art is laid that far outside the bubble, so the arrow is its height and the content
/// its inset from the outline in every direction.
@Suite struct DeclaredMarginTests {
    /// A 62-pt square background whose opaque bubble sits 13 pt in from every side, under a faint baked shadow.
    static func background() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: 62 * 62 * 4)
        for y in 0..<62 {
            for x in 0..<62 {
                let inside = (13..<49).contains(x) && (13..<49).contains(y)
                let i = (y * 62 + x) * 4
                pixels[i..<(i + 4)] = inside ? [0x38, 0x38, 0x38, 255] : [0, 0, 0, 24]
            }
        }
        return RGBAImage(width: 62, height: 62, pixels: pixels)
    }

    /// An 18×14 up-pointing triangle.
    static func arrow() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: 18 * 14 * 4)
        for y in 0..<14 {
            for x in 0..<18 where abs(Double(x) + 0.5 - 9) <= (Double(y) + 1) * 9 / 14 {
                let i = (y * 18 + x) * 4
                pixels[i..<(i + 4)] = [0x38, 0x38, 0x38, 255]
            }
        }
        return RGBAImage(width: 18, height: 14, pixels: pixels)
    }

    @Test func theOutlineNotTheImageMeetsTheArrowAndTheInsets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-margin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes/art"), withIntermediateDirectories: true)
        try Data(PNGEncoder.encode(Self.background())).write(to: root.appendingPathComponent("themes/art/bg.png"))
        try Data(PNGEncoder.encode(Self.arrow())).write(to: root.appendingPathComponent("themes/art/arrow.png"))
        try Data(
            """
            arrow: { base: 18, height: 14, shape: image, image: art/arrow.png, corner-clearance: 4 }
            background: { image: art/bg.png, image-margin: 13, cap-insets: 14 }
            content: { insets: [4, 4, 4, 3] }

            """.utf8
        ).write(to: root.appendingPathComponent("themes/t.yaml"))
        let result = FrontEnd().run(root: root.path)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        let skin = try #require(result.registry["t"]?.skin)
        for direction in PopoverArrowDirection.allCases {
            let picture = try PopoverComposer.compose(
                PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: root.path)),
                images: AssetImages(
                    skin: skin,
                    runtime: PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: root.path)),
                    scale: 2, inputs: InputSnapshot(projectRoot: root.path)),
                width: 200, height: 140, direction: direction, offset: 0)
            #expect(picture.padding >= 13, "the canvas holds the art's margin")
            let measure = Measure(picture, skin: skin)
            #expect(
                abs(measure.visibleArrow(direction) - 14) <= 0.5, "\(direction): \(measure.visibleArrow(direction))")
            let edges = measure.bodyEdges(direction), content = picture.layout.content
            #expect(
                abs(content.x - edges.left - 4) <= 0.5 && abs(content.y - edges.top - 4) <= 0.5
                    && abs(edges.right - content.x - content.width - 3) <= 0.5
                    && abs(edges.bottom - content.y - content.height - 4) <= 0.5, "\(direction): \(edges) \(content)")
        }
    }
}

/// `arrow.turn`: hand-made arrow art turned to each direction, or mirrored as MBPopoverBackgroundView flips its
/// push-pin (down flipped top to bottom, left flipped from right), so an asymmetric arrow keeps its handedness.
@Suite struct ArrowTurnTests {
    /// A 2×3 arrow whose left column is red and right column blue, the top row lighter.
    static let art = RGBAImage(
        width: 2, height: 3,
        pixels: [
            255, 128, 128, 255, 128, 128, 255, 255,
            255, 0, 0, 255, 0, 0, 255, 255,
            255, 0, 0, 255, 0, 0, 255, 255,
        ])

    @Test func mirrorFlipsWhereRotateTurns() {
        let down = SkinAsset.turned(Self.art, to: .down, by: .mirror)
        // Flipped top to bottom: red still on the left, the light row now at the bottom.
        #expect(
            RenderTestKit.pixel(down, 0, 2) == [255, 128, 128, 255]
                && RenderTestKit.pixel(down, 1, 0) == [0, 0, 255, 255])
        let turned = SkinAsset.turned(Self.art, to: .down, by: .rotate)
        // Turned half a turn: red on the right, the light red corner at the bottom right.
        #expect(
            RenderTestKit.pixel(turned, 1, 2) == [255, 128, 128, 255]
                && RenderTestKit.pixel(turned, 0, 0) == [0, 0, 255, 255])
        let right = SkinAsset.turned(Self.art, to: .right, by: .mirror)
        let left = SkinAsset.turned(Self.art, to: .left, by: .mirror)
        #expect(left == right.flipped(vertically: false))
        #expect(SkinAsset.turned(Self.art, to: .left, by: .rotate) == Self.art.rotated(quarterTurns: 3))
    }
}
