import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinRender

/// Parity with an independent renderer: the same popover written by hand as SVG (its path spelled out here, not
/// taken from `PopoverOutline`) and rasterised by rsvg-convert (librsvg, installed by .ci/run) must match ours within
/// the bar of ../shared/reference/rasterization.md, at 1x, 2x and 3x: the ideal the check measures against, and the
/// images the catalog holds.
@Suite(.tags(.process), .unlessSkipped(.process)) struct RSVGParityTests {
    /// The reference skin of rasterization.md: radius 10, vertical gradient #7a1015 → #4d0a0d, a 1-pt inner border
    /// #2b0507, shadow blur 8 offset (0, 2) black 40%; arrow 31×13.
    static let reference = """
        arrow: { base: 31, height: 13, corner-clearance: 10 }
        background: { corner-radius: 10, gradient: { from: "#7a1015", to: "#4d0a0d" } }
        border: { width: 1, color: "#2b0507" }
        shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
        content: { insets: [12, 14, 16, 14] }

        """

    static func skin() throws -> Skin { try RenderTestKit.skin(reference) }

    static func rgb(_ color: SkinColor) -> String { "rgb(\(color.bytes.red),\(color.bytes.green),\(color.bytes.blue))" }

    /// The outline of a body (x, y, w, h, radius r) with an arrow of base b and height h on one edge, its base
    /// starting `a` along it, written as SVG path data: clockwise from the top-left corner.
    static func outline(
        _ x: Double, _ y: Double, _ w: Double, _ hh: Double, r: Double, direction: PopoverArrowDirection?,
        a: Double, b: Double, h: Double
    ) -> String {
        let arc = "A\(r),\(r) 0 0 1"
        let top = direction == .up ? "H\(a) L\(a + b / 2),\(y - h) L\(a + b),\(y) " : ""
        let right = direction == .right ? "V\(a) L\(x + w + h),\(a + b / 2) L\(x + w),\(a + b) " : ""
        let bottom = direction == .down ? "H\(a + b) L\(a + b / 2),\(y + hh + h) L\(a),\(y + hh) " : ""
        let left = direction == .left ? "V\(a + b) L\(x - h),\(a + b / 2) L\(x),\(a) " : ""
        return
            "M\(x + r),\(y) \(top)H\(x + w - r) \(arc) \(x + w),\(y + r) \(right)V\(y + hh - r) \(arc) \(x + w - r),\(y + hh) "
            + "\(bottom)H\(x + r) \(arc) \(x),\(y + hh - r) \(left)V\(y + r) \(arc) \(x + r),\(y) Z"
    }

    /// The whole popover of `width × height` points as the theme describes it, on a canvas `padding` points larger on
    /// every side: the shadow of the outline outside it, the gradient across the view, the border inside the outline.
    static func popoverSVG(
        _ skin: Skin, width W: Double, height H: Double, direction: PopoverArrowDirection,
        arrowStart a: Double, padding p: Double, scale: Int
    ) -> String {
        let h = skin.arrow.height, b = skin.arrow.base, r = skin.background.cornerRadius
        let shadow = skin.shadow!, gradient = skin.background.gradient!
        let body: (Double, Double, Double, Double)
        switch direction {
        case .up: body = (0, h, W, H - h)
        case .down: body = (0, 0, W, H - h)
        case .left: body = (h, 0, W - h, H)
        case .right: body = (0, 0, W - h, H)
        }
        let path = outline(body.0, body.1, body.2, body.3, r: r, direction: direction, a: a, b: b, h: h)
        let size = (w: W + 2 * p, h: H + 2 * p)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(size.w) * scale)" height="\(Int(size.h) * scale)" viewBox="\(-p) \(-p) \(size.w) \(size.h)">
              <defs>
                <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="\(H)">
                  <stop offset="0" stop-color="\(rgb(gradient.from))"/><stop offset="1" stop-color="\(rgb(gradient.to))"/>
                </linearGradient>
                <clipPath id="c"><path d="\(path)"/></clipPath>
                <mask id="outside" maskUnits="userSpaceOnUse" x="\(-p)" y="\(-p)" width="\(size.w)" height="\(size.h)">
                  <rect x="\(-p)" y="\(-p)" width="\(size.w)" height="\(size.h)" fill="white"/><path d="\(path)" fill="black"/>
                </mask>
                <filter id="s" filterUnits="userSpaceOnUse" x="\(-p)" y="\(-p)" width="\(size.w)" height="\(size.h)"><feGaussianBlur stdDeviation="\(shadow.blur / 2)"/></filter>
              </defs>
              <g mask="url(#outside)">
                <path d="\(path)" transform="translate(\(shadow.offsetX),\(shadow.offsetY))" fill="black" fill-opacity="\(shadow.opacity)" filter="url(#s)"/>
              </g>
              <path d="\(path)" fill="url(#g)"/>
              <path d="\(path)" fill="none" stroke="\(rgb(skin.border.color))" stroke-width="\(2 * skin.border.width)" clip-path="url(#c)"/>
            </svg>
            """
    }

    static func rsvg(_ svg: String) throws -> RGBAImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let converted = try TestProcess.run("rsvg-convert", [input.path, "-o", output.path])
        guard converted.status == 0, let bytes = FileManager.default.contents(atPath: output.path),
            let image = PNGDecoding.decode([UInt8](bytes))
        else { throw ParityError(message: "rsvg-convert failed (is librsvg2-bin installed? .ci/run installs it)") }
        return image
    }

    struct ParityError: Error { var message: String }

    /// Max and mean |difference| per premultiplied channel, and the share of pixels with any channel off by > 2.
    static func compare(_ a: RGBAImage, _ b: RGBAImage) -> (max: [Int], mean: [Double], offShare: Double) {
        var maxima = [0, 0, 0, 0], sums = [0, 0, 0, 0], off = 0
        let count = a.width * a.height
        for pixel in 0..<count {
            let o = pixel * 4
            var any = false
            for channel in 0..<4 {
                func premultiplied(_ image: RGBAImage) -> Int {
                    let alpha = Int(image.pixels[o + 3])
                    return channel == 3 ? alpha : (Int(image.pixels[o + channel]) * alpha + 127) / 255
                }
                let d = abs(premultiplied(a) - premultiplied(b))
                maxima[channel] = max(maxima[channel], d)
                sums[channel] += d
                if d > 2 { any = true }
            }
            if any { off += 1 }
        }
        return (maxima, sums.map { Double($0) / Double(count) }, Double(off) / Double(count))
    }

    static func expectParity(_ ours: RGBAImage, _ theirs: RGBAImage, _ what: String) {
        #expect(ours.width == theirs.width && ours.height == theirs.height, "\(what): sizes differ")
        guard ours.width == theirs.width, ours.height == theirs.height else { return }
        let result = compare(ours, theirs)
        #expect(result.max[3] <= 8, "\(what): max alpha difference \(result.max)")
        #expect(result.mean.allSatisfy { $0 <= 0.1 }, "\(what): mean difference \(result.mean)")
        #expect(result.offShare <= 0.02, "\(what): \(result.offShare * 100)% of pixels off by more than 2")
    }

    /// The ideal: the reference popover 160×130 pt, its arrow off-centre, in each direction.
    @Test(arguments: PopoverArrowDirection.allCases, [1, 2, 3])
    func idealMatchesRSVG(direction: PopoverArrowDirection, scale: Int) throws {
        let skin = try Self.skin(),
            runtime = PopoverSkin(name: "t", skin: skin, inputs: InputSnapshot(projectRoot: "/"))
        let ideal = try IdealPopover.draw(
            runtime, width: 160, height: 130, direction: direction, offset: -17,
            scale: scale)
        let start =
            direction == .up || direction == .down ? ideal.layout.placement.arrow.x : ideal.layout.placement.arrow.y
        let svg = Self.popoverSVG(
            skin, width: 160, height: 130, direction: direction, arrowStart: start,
            padding: ideal.padding, scale: scale)
        Self.expectParity(ideal.image, try Self.rsvg(svg), "\(direction) popover @\(scale)x")
    }

    /// The catalog's images: the body, and the up and right arrow columns (their body's sides past the image's
    /// ends), each in the colour plane of a flat version of the reference.
    @Test(arguments: [1, 2, 3]) func artMatchesRSVG(scale: Int) throws {
        let flat = try RenderTestKit.skin(
            Self.reference.replacingOccurrences(
                of: "gradient: { from: \"#7a1015\", to: \"#4d0a0d\" }", with: "fill: \"#7a1015\""))
        let k = flat.bodyCapInsets.top, side = 2 * k + 1, fill = Self.rgb(flat.background.fill)
        func svg(_ w: Double, _ h: Double, _ path: String) -> String {
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int((w * Double(scale)).rounded(.up)))" height="\(Int((h * Double(scale)).rounded(.up)))" viewBox="0 0 \(w) \(h)">
              <defs><clipPath id="c"><path d="\(path)"/></clipPath></defs>
              <path d="\(path)" fill="\(fill)"/>
              <path d="\(path)" fill="none" stroke="\(Self.rgb(flat.border.color))" stroke-width="2" clip-path="url(#c)"/>
            </svg>
            """
        }
        let body = Self.outline(0, 0, side, side, r: 10, direction: nil, a: 0, b: 0, h: 0)
        Self.expectParity(
            try DrawnArtRenderer.body(flat, plane: .color, scale: scale), try Self.rsvg(svg(side, side, body)),
            "body @\(scale)x")
        // The up column: 31 pt across (whole pixels at every scale), 13 + 1 + 1 + 1 pt along.
        let breadth = (31 * Double(scale)).rounded(.up) / Double(scale), length = 13 + 1 + 1 + 1.0
        let up = Self.outline(-20, 13, breadth + 40, length - 13, r: 10, direction: .up, a: 0, b: 31, h: 13)
        Self.expectParity(
            try DrawnArtRenderer.column(flat, direction: .up, plane: .color, scale: scale),
            try Self.rsvg(svg(breadth, length, up)), "up column @\(scale)x")
        let right = Self.outline(0, -20, length - 13, breadth + 40, r: 10, direction: .right, a: 0, b: 31, h: 13)
        Self.expectParity(
            try DrawnArtRenderer.column(flat, direction: .right, plane: .color, scale: scale),
            try Self.rsvg(svg(length, breadth, right)), "right column @\(scale)x")
    }
}
