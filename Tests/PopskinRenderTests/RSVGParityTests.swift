import Foundation
import PopskinCore
import PopskinTestSupport
import Testing
@testable import PopskinRender

/// Parity with an independent renderer: the same skin written as SVG and rasterised by rsvg-convert (librsvg,
/// installed by .ci/run) must match ours within the bar, at 1x, 2x and 3x.
@Suite struct RSVGParityTests {
    /// The reference skin: radius 10, vertical gradient #7a1015 → #4d0a0d,
    /// a 1-pt inner border #2b0507, shadow blur 8 offset (0, 2) black 40%; arrow 31×13.
    static let reference = """
        arrow: { base: 31, height: 13, corner-clearance: 10 }
        background: { style: combined, corner-radius: 10, gradient: { from: "#7a1015", to: "#4d0a0d" } }
        border: { width: 1, color: "#2b0507" }
        shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
        content: { insets: [12, 14, 16, 14] }

        """

    static func skin() throws -> Skin { try BackgroundRendererTests.skin(reference) }

    static func rgb(_ color: Color) -> String { "rgb(\(color.red),\(color.green),\(color.blue))" }

    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> String {
        "M\(x + r),\(y) H\(x + w - r) A\(r),\(r) 0 0 1 \(x + w),\(y + r) V\(y + h - r) A\(r),\(r) 0 0 1 \(x + w - r),\(y + h) "
            + "H\(x + r) A\(r),\(r) 0 0 1 \(x),\(y + h - r) V\(y + r) A\(r),\(r) 0 0 1 \(x + r),\(y) Z"
    }

    static func backgroundSVG(_ skin: Skin, width: Double, height: Double, scale: Int) -> String {
        let m = skin.shadow!.margins, shadow = skin.shadow!, gradient = skin.background.gradient!
        let (x, y, w, h, r) = (m.left, m.top, width - m.left - m.right, height - m.top - m.bottom, skin.background.cornerRadius)
        let outline = roundedRect(x, y, w, h, r)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width) * scale)" height="\(Int(height) * scale)" viewBox="0 0 \(width) \(height)">
              <defs>
                <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="\(y)" x2="0" y2="\(y + h)">
                  <stop offset="0" stop-color="\(rgb(gradient.from))"/><stop offset="1" stop-color="\(rgb(gradient.to))"/>
                </linearGradient>
                <clipPath id="c"><path d="\(outline)"/></clipPath>
                <filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="\(shadow.blur / 2)"/></filter>
              </defs>
              <path d="\(roundedRect(x + shadow.offset.x, y + shadow.offset.y, w, h, r))" fill="black" fill-opacity="\(shadow.opacity)" filter="url(#s)"/>
              <path d="\(outline)" fill="url(#g)"/>
              <path d="\(outline)" fill="none" stroke="\(rgb(skin.border.color))" stroke-width="\(2 * skin.border.width)" clip-path="url(#c)"/>
            </svg>
            """
    }

    /// The up art; `neck` is the shadow margin the triangle reaches across to the outline (separate style).
    /// `quarterTurns` turns it clockwise (right 1, down 2, left 3) with an SVG transform, so the turn is checked too.
    static func arrowSVG(_ skin: Skin, scale: Int, neck: Double = 0, quarterTurns: Int = 0) -> String {
        let a = skin.arrow, depth = a.height + a.overlap, h = a.height + neck
        let shape = "M0,\(depth) L0,\(h) L\(a.base / 2),0 L\(a.base),\(h) L\(a.base),\(depth) Z"
        let upright = quarterTurns % 2 == 0
        let (w, hh) = upright ? (a.base, depth) : (depth, a.base)
        let turn = ["", "translate(\(depth),0) rotate(90)", "translate(\(a.base),\(depth)) rotate(180)",
                    "translate(0,\(a.base)) rotate(-90)"][quarterTurns]
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int((w * Double(scale)).rounded(.up)))" height="\(Int((hh * Double(scale)).rounded(.up)))" viewBox="0 0 \(w) \(hh)">
              <defs><clipPath id="c"><path d="\(shape)"/></clipPath></defs>
              <g transform="\(turn)">
                <path d="\(shape)" fill="\(rgb(skin.background.gradient!.from))"/>
                <path d="M0,\(h) L\(a.base / 2),0 L\(a.base),\(h)" fill="none" stroke="\(rgb(skin.border.color))" stroke-width="\(2 * skin.border.width)" clip-path="url(#c)"/>
              </g>
            </svg>
            """
    }

    /// A combined-style image written directly in image coordinates (no canonical frame, no matrix): the body
    /// inside the shadow's margins but on the arrow's side, the arrow's tip on the image's edge, a gradient over
    /// the whole shape, the shadow of the whole shape.
    static func combinedSVG(_ skin: Skin, direction: CombinedArtDirection, width W: Double, height H: Double,
                            arrowStart p: Double, scale: Int) -> String {
        let m = skin.combinedMargins, h = skin.arrow.height, b = skin.arrow.base, r = skin.background.cornerRadius
        let shadow = skin.shadow!, gradient = skin.background.gradient!
        func outline(dx: Double, dy: Double) -> String {
            switch direction {
            case .up:
                let (x, y, w, hh) = (m.left + dx, h + dy, W - m.left - m.right, H - h - m.bottom)
                return "M\(x),\(y + r) A\(r),\(r) 0 0 1 \(x + r),\(y) H\(p + dx) L\(p + dx + b / 2),\(dy) L\(p + dx + b),\(y) "
                    + "H\(x + w - r) A\(r),\(r) 0 0 1 \(x + w),\(y + r) V\(y + hh - r) A\(r),\(r) 0 0 1 \(x + w - r),\(y + hh) "
                    + "H\(x + r) A\(r),\(r) 0 0 1 \(x),\(y + hh - r) Z"
            case .down:
                let (x, y, w, hh) = (m.left + dx, m.top + dy, W - m.left - m.right, H - m.top - h)
                return "M\(x),\(y + r) A\(r),\(r) 0 0 1 \(x + r),\(y) H\(x + w - r) A\(r),\(r) 0 0 1 \(x + w),\(y + r) "
                    + "V\(y + hh - r) A\(r),\(r) 0 0 1 \(x + w - r),\(y + hh) H\(p + dx + b) L\(p + dx + b / 2),\(H + dy) "
                    + "L\(p + dx),\(y + hh) H\(x + r) A\(r),\(r) 0 0 1 \(x),\(y + hh - r) Z"
            case .right:
                let (x, y, w, hh) = (m.left + dx, m.top + dy, W - m.left - h, H - m.top - m.bottom)
                return "M\(x),\(y + r) A\(r),\(r) 0 0 1 \(x + r),\(y) H\(x + w - r) A\(r),\(r) 0 0 1 \(x + w),\(y + r) "
                    + "V\(p + dy) L\(W + dx),\(p + dy + b / 2) L\(x + w),\(p + dy + b) "
                    + "V\(y + hh - r) A\(r),\(r) 0 0 1 \(x + w - r),\(y + hh) H\(x + r) A\(r),\(r) 0 0 1 \(x),\(y + hh - r) Z"
            }
        }
        let (top, bottom) = direction == .up ? (0.0, H - m.bottom) : direction == .down ? (m.top, H) : (m.top, H - m.bottom)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int((W * Double(scale)).rounded(.up)))" height="\(Int((H * Double(scale)).rounded(.up)))" viewBox="0 0 \(W) \(H)">
              <defs>
                <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="\(top)" x2="0" y2="\(bottom)">
                  <stop offset="0" stop-color="\(rgb(gradient.from))"/><stop offset="1" stop-color="\(rgb(gradient.to))"/>
                </linearGradient>
                <clipPath id="c"><path d="\(outline(dx: 0, dy: 0))"/></clipPath>
                <filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="\(shadow.blur / 2)"/></filter>
              </defs>
              <path d="\(outline(dx: shadow.offset.x, dy: shadow.offset.y))" fill="black" fill-opacity="\(shadow.opacity)" filter="url(#s)"/>
              <path d="\(outline(dx: 0, dy: 0))" fill="url(#g)"/>
              <path d="\(outline(dx: 0, dy: 0))" fill="none" stroke="\(rgb(skin.border.color))" stroke-width="\(2 * skin.border.width)" clip-path="url(#c)"/>
            </svg>
            """
    }

    static func rsvg(_ svg: String) throws -> RGBAImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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

    @Test(arguments: [1, 2, 3]) func backgroundMatchesRSVG(scale: Int) throws {
        let skin = try Self.skin()
        let ours = try BackgroundRenderer.render(skin, scale: scale, size: Size(width: 128, height: 128))
        Self.expectParity(ours, try Self.rsvg(Self.backgroundSVG(skin, width: 128, height: 128, scale: scale)),
                          "background @\(scale)x")
    }

    /// In separate style each arrow reaches across the background image's shadow margin on its own side (top 6,
    /// right 8, bottom 10, left 8 pt for blur 8 offset (0, 2)), drawn in its direction: all four, at 1x, 2x and 3x.
    @Test(arguments: [ArrowRenderer.Direction.up, .right, .down, .left], [1, 2, 3])
    func separateStyleArrowsCrossTheirSidesMargin(direction: ArrowRenderer.Direction, scale: Int) throws {
        let skin = try BackgroundRendererTests.skin(Self.reference.replacingOccurrences(of: "style: combined", with: "style: separate")
            .replacingOccurrences(of: "gradient: { from: \"#7a1015\", to: \"#4d0a0d\" }", with: "gradient: { from: \"#7a1015\", to: \"#7a1015\" }"))
        #expect(skin.arrow.overlap == 11)
        let neck = [6.0, 8, 10, 8][direction.rawValue]
        let ours = try ArrowRenderer.render(skin, scale: scale, direction: direction)
        let svg = Self.arrowSVG(skin, scale: scale, neck: neck, quarterTurns: direction.rawValue)
        Self.expectParity(ours, try Self.rsvg(svg), "\(direction.name) arrow @\(scale)x")
    }

    @Test(arguments: [1, 2, 3]) func arrowMatchesRSVG(scale: Int) throws {
        let skin = try Self.skin()
        Self.expectParity(try ArrowRenderer.render(skin, scale: scale), try Self.rsvg(Self.arrowSVG(skin, scale: scale)),
                          "arrow @\(scale)x")
    }

    /// The reference's combined "Up" image: 128×141 pt, the arrow centred in the outline.
    @Test(arguments: [1, 2, 3]) func combinedUpMatchesRSVG(scale: Int) throws {
        let skin = try Self.skin()
        let ours = try CombinedRenderer.render(skin, variant: .up, scale: scale, size: Size(width: 128, height: 141))
        let svg = Self.combinedSVG(skin, direction: .up, width: 128, height: 141, arrowStart: (128 - 31) / 2, scale: scale)
        Self.expectParity(ours, try Self.rsvg(svg), "combined up @\(scale)x")
    }

    /// The down and side art at their 9-slice size: the canonical frame's reflection and rotation against an SVG
    /// written in image coordinates.
    @Test(arguments: [(CombinedVariant.down, 1), (.down, 3), (.side, 1), (.side, 2)])
    func combinedArtMatchesRSVG(variant: CombinedVariant, scale: Int) throws {
        let skin = try Self.skin()
        let art = skin.drawnArt(variant)
        let ours = try CombinedRenderer.render(skin, variant: variant, scale: scale)
        let svg = Self.combinedSVG(skin, direction: art.direction, width: art.size.width, height: art.size.height,
                                   arrowStart: art.arrowStart, scale: scale)
        Self.expectParity(ours, try Self.rsvg(svg), "\(variant) @\(scale)x")
    }
}
