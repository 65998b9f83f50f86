import PopskinRuntime
import PopskinTokens

/// A perceptual pixel comparison after pixelmatch 7.x (docs/visual-diff.md), how `theme diff` compares a theme's two
/// versions: two pixels differ when the YIQ distance of their colours, each over a fixed background, is above
/// `threshold`² of the largest possible distance and they are at least `noticeable` apart in ΔE2000; a differing
/// pixel that looks like anti-aliasing in either image (a neighbourhood with both a darker and a brighter neighbour,
/// one of which sits in a flat area of both images) is not counted.
public struct PixelMatch: Sendable {
    /// 0…1. pixelmatch's default, 0.1, is for screenshots with noise; popskin's own drawings are deterministic, so
    /// every change counts (0) unless it is below `noticeable`.
    public var threshold: Double
    /// The smallest ΔE2000 (over white and over black) that counts: one just noticeable difference.
    public var noticeable: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing = false

    public init(
        threshold: Double = 0, noticeable: Double = ColorDifference.noticeable, includeAntiAliasing: Bool = false
    ) {
        self.threshold = threshold
        self.noticeable = noticeable
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// Differing pixels, anti-aliasing left out.
        public var pixels: Int
        /// The earlier image faded to grey, differences in red (the later image darker) or green (lighter),
        /// anti-aliasing in yellow; nil unless asked for.
        public var overlay: RGBAImage?
        /// The counted pixel whose colour moved most (ΔE2000), and where.
        public var largest: (value: Double, x: Int, y: Int)?
    }

    /// The differing pixels of two images of one size, and the overlay when `overlay`.
    public func compare(_ one: RGBAImage, _ two: RGBAImage, overlay drawn: Bool = true) -> Result {
        precondition(one.width == two.width && one.height == two.height, "compared images differ in size")
        let width = one.width, height = one.height
        var overlay = drawn ? [UInt8](repeating: 0, count: width * height * 4) : []
        // 35215 is the YIQ distance between black and white: the largest there is.
        let limit = Float(35215 * threshold * threshold)
        var count = 0
        var largest: (value: Double, x: Int, y: Int)?
        var apart = PixelDistances()
        one.pixels.withUnsafeBufferPointer { first in
            two.pixels.withUnsafeBufferPointer { second in
                let a = YIQPixels(bytes: first, width: width, height: height)
                let b = YIQPixels(bytes: second, width: width, height: height)
                for index in 0..<(width * height) {
                    var mark: (UInt8, UInt8, UInt8)?
                    if a.word(index) != b.word(index) {
                        let delta = YIQPixels.distance(a, b, index)
                        let deltaE = abs(delta) > limit ? apart.deltaE(a, b, index) : 0
                        if abs(delta) > limit, deltaE >= noticeable {
                            let x = index % width, y = index / width
                            if !includeAntiAliasing
                                && (a.isAntiAliased(x, y, other: b) || b.isAntiAliased(x, y, other: a))
                            {
                                mark = (255, 255, 0)
                            } else {
                                count += 1
                                if deltaE > (largest?.value ?? 0) { largest = (deltaE, x, y) }
                                mark = delta < 0 ? (0, 200, 0) : (255, 0, 0)
                            }
                        }
                    }
                    guard drawn else { continue }
                    let colour =
                        mark
                        ?? {
                            let grey = a.faded(index); return (grey, grey, grey)
                        }()
                    overlay[index * 4] = colour.0
                    overlay[index * 4 + 1] = colour.1
                    overlay[index * 4 + 2] = colour.2
                    overlay[index * 4 + 3] = 255
                }
            }
        }
        return Result(
            pixels: count, overlay: drawn ? RGBAImage(width: width, height: height, pixels: overlay) : nil,
            largest: largest)
    }

    /// The largest ΔE2000 over the pixels that differ inside a flat area of both images — every neighbour the
    /// pixel's colour, in each — and where it is: how much a colour changed, measured where no edge's anti-aliasing
    /// blurs it. Nil when no such pixel differs.
    public func largest(_ one: RGBAImage, _ two: RGBAImage) -> (value: Double, x: Int, y: Int)? {
        precondition(one.width == two.width && one.height == two.height, "compared images differ in size")
        let width = one.width
        var found: (value: Double, x: Int, y: Int)?
        // Each pair is measured at the first pixel it is found inside a flat area (the one reported), skipped after.
        var measured: Set<UInt64> = []
        var last: UInt64?
        var apart = PixelDistances()
        one.pixels.withUnsafeBufferPointer { first in
            two.pixels.withUnsafeBufferPointer { second in
                let a = YIQPixels(bytes: first, width: width, height: one.height)
                let b = YIQPixels(bytes: second, width: width, height: one.height)
                for index in 0..<(width * one.height) {
                    let (wordA, wordB) = (a.word(index), b.word(index))
                    guard wordA != wordB else { continue }
                    let pair = UInt64(wordA) << 32 | UInt64(wordB)
                    guard pair != last, !measured.contains(pair), a.isInterior(index), b.isInterior(index) else {
                        continue
                    }
                    (last, _) = (pair, measured.insert(pair))
                    let value = apart.deltaE(a, b, index)
                    if value > (found?.value ?? 0) { found = (value, index % width, index / width) }
                }
            }
        }
        return found
    }
}

/// ΔE2000 of a pixel in two images, each pair of colours measured once: a recoloured fill is one pair over
/// thousands of pixels.
struct PixelDistances {
    private var known: [UInt64: Double] = [:]
    /// The pair before, which a run of a fill repeats: no hashing for it.
    private var last: (key: UInt64, value: Double)?

    mutating func deltaE(_ a: YIQPixels, _ b: YIQPixels, _ index: Int) -> Double {
        let key = UInt64(a.word(index)) << 32 | UInt64(b.word(index))
        if let last, last.key == key { return last.value }
        let value =
            known[key]
            ?? {
                let value = ColorDifference.deltaE2000(a.skinColor(index), b.skinColor(index))
                known[key] = value
                return value
            }()
        last = (key, value)
        return value
    }
}

/// An image's RGBA bytes read as the comparison needs them: packed words, and each pixel's Y, I and Q (over the
/// background, for pixels that are not opaque), worked out when asked.
struct YIQPixels {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always) func word(_ index: Int) -> UInt32 {
        UnsafeRawPointer(bytes.baseAddress! + index * 4).loadUnaligned(as: UInt32.self)
    }

    /// The colour over a background that changes from pixel to pixel (dark and light in a fixed pattern), so a
    /// change in transparency alone shows, whatever colour is under it.
    @inline(__always) func colour(_ index: Int) -> (Float, Float, Float) {
        let r = Float(bytes[index * 4]), g = Float(bytes[index * 4 + 1]), b = Float(bytes[index * 4 + 2])
        let alphaByte = bytes[index * 4 + 3]
        guard alphaByte < 255 else { return (r, g, b) }
        let alpha = Float(alphaByte) / 255
        let backgroundR: Float = index % 2 == 0 ? 48 : 207, backgroundG: Float = (index / 3) % 2 == 0 ? 48 : 207
        let backgroundB: Float = (index / 5) % 2 == 0 ? 48 : 207
        return (
            backgroundR + (r - backgroundR) * alpha, backgroundG + (g - backgroundG) * alpha,
            backgroundB + (b - backgroundB) * alpha
        )
    }

    /// The pixel's own colour and alpha (not over the background).
    func skinColor(_ index: Int) -> SkinColor {
        let p = index * 4
        return SkinColor(
            red: Double(bytes[p]) / 255, green: Double(bytes[p + 1]) / 255, blue: Double(bytes[p + 2]) / 255,
            alpha: Double(bytes[p + 3]) / 255)
    }

    @inline(__always) func brightness(_ index: Int) -> Float {
        let c = colour(index)
        return 0.29889531 * c.0 + 0.58662247 * c.1 + 0.11448223 * c.2
    }

    /// The squared YIQ distance of the same pixel in two images, negative when the second is lighter.
    static func distance(_ a: YIQPixels, _ b: YIQPixels, _ index: Int) -> Float {
        let one = a.colour(index), two = b.colour(index)
        let r = one.0 - two.0, g = one.1 - two.1, b = one.2 - two.2
        let y = 0.29889531 * r + 0.58662247 * g + 0.11448223 * b
        let i = 0.59597799 * r - 0.27417610 * g - 0.32180189 * b
        let q = 0.21147017 * r - 0.52261711 * g + 0.31114694 * b
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? delta : -delta
    }

    /// The pixel's brightness faded towards white, for the overlay's unchanged areas.
    func faded(_ index: Int) -> UInt8 {
        let level = 255 + (brightness(index) - 255) * 0.1 * Float(bytes[index * 4 + 3]) / 255
        return UInt8(max(0, min(255, level)))
    }

    /// Whether the pixel at (x, y) looks like an anti-aliased edge: it has both darker and brighter neighbours,
    /// few neighbours of its own brightness, and its darkest or brightest neighbour lies in a flat area (three or
    /// more identical neighbours) in both images.
    func isAntiAliased(_ x: Int, _ y: Int, other: YIQPixels) -> Bool {
        let centre = y * width + x, centreWord = word(centre)
        // Inside a flat area (the common case: a fill that changed colour) the three neighbours above settle it.
        if x > 0, y > 0, x < width - 1 {
            let above = centre - width
            if word(above - 1) == centreWord && word(above) == centreWord && word(above + 1) == centreWord {
                return false
            }
        }
        // Worked out only when a neighbour is not the same colour: inside a flat area none is.
        var level: Float?
        // The image's edge counts as one neighbour of the same brightness.
        var same = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        var lowest: Float = 0, highest: Float = 0, lowestAt = -1, highestAt = -1
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let index = ny * width + nx
                let step: Float
                if word(index) == centreWord {
                    step = 0
                } else {
                    if level == nil { level = brightness(centre) }
                    step = level! - brightness(index)
                }
                if step == 0 {
                    same += 1
                    if same > 2 { return false }
                } else if step < lowest {
                    lowest = step
                    lowestAt = index
                } else if step > highest {
                    highest = step
                    highestAt = index
                }
            }
        }
        guard lowestAt >= 0, highestAt >= 0 else { return false }
        return (isFlat(lowestAt) && other.isFlat(lowestAt)) || (isFlat(highestAt) && other.isFlat(highestAt))
    }

    /// Whether every neighbour is exactly the pixel's colour (the image's border counts as such).
    func isInterior(_ index: Int) -> Bool {
        let x = index % width, y = index / width, centre = word(index)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where word(ny * width + nx) != centre { return false }
        }
        return true
    }

    /// Whether more than two of the pixel's neighbours are exactly the same colour as it.
    func isFlat(_ index: Int) -> Bool {
        let x = index % width, y = index / width, centre = word(index)
        var same = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1)
            where (nx != x || ny != y) && word(ny * width + nx) == centre {
                same += 1
                if same > 2 { return true }
            }
        }
        return false
    }
}
