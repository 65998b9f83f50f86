import PopskinRender

/// A perceptual pixel comparison after pixelmatch 7.x (docs/visual-diff.md): two pixels differ when the YIQ
/// distance of their colours, each over a fixed background, is above `threshold`² of the largest possible distance;
/// a differing pixel that looks like anti-aliasing in either image (a neighbourhood with both a darker and a brighter
/// neighbour, one of which sits in a flat area of both images) is not counted.
public struct PixelMatch: Sendable {
    /// 0…1; 0.1 is pixelmatch's default.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing = false

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// The count of differing pixels and the overlay: the earlier image faded to grey, differences in red (the
    /// later image darker) or green (lighter), anti-aliasing in yellow. The images must be the same size.
    public func compare(_ one: RGBAImage, _ two: RGBAImage) -> (pixels: Int, overlay: RGBAImage) {
        precondition(one.width == two.width && one.height == two.height, "compared images differ in size")
        let width = one.width, height = one.height
        var overlay = [UInt8](repeating: 0, count: width * height * 4)
        let a = YIQImage(one), b = YIQImage(two)
        // 35215 is the YIQ distance between black and white: the largest there is.
        let limit = 35215 * threshold * threshold
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let delta = a.pixel(index) == b.pixel(index) ? 0 : YIQImage.distance(a, b, index)
                let mark: (UInt8, UInt8, UInt8)
                if abs(delta) > limit {
                    if !includeAntiAliasing && (a.isAntiAliased(x, y, other: b) || b.isAntiAliased(x, y, other: a)) {
                        mark = (255, 255, 0)
                    } else {
                        count += 1
                        mark = delta < 0 ? (0, 200, 0) : (255, 0, 0)
                    }
                } else {
                    let grey = a.faded(index)
                    mark = (grey, grey, grey)
                }
                overlay[index * 4] = mark.0
                overlay[index * 4 + 1] = mark.1
                overlay[index * 4 + 2] = mark.2
                overlay[index * 4 + 3] = 255
            }
        }
        return (count, RGBAImage(width: width, height: height, pixels: overlay))
    }
}

/// An image's pixels as packed RGBA words and, worked out once, each pixel's Y, I and Q over the background.
struct YIQImage {
    let width: Int
    let height: Int
    private let words: [UInt32]
    private let alpha: [UInt8]
    private let y: [Float]
    private let i: [Float]
    private let q: [Float]

    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        let count = image.width * image.height
        var words = [UInt32](repeating: 0, count: count), alpha = [UInt8](repeating: 0, count: count)
        var y = [Float](repeating: 0, count: count), i = y, q = y
        image.pixels.withUnsafeBufferPointer { p in
            for index in 0..<count {
                let r = p[index * 4], g = p[index * 4 + 1], b = p[index * 4 + 2], a = p[index * 4 + 3]
                words[index] = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
                alpha[index] = a
                let c = Self.blended(index, Float(r), Float(g), Float(b), Float(a) / 255)
                y[index] = 0.29889531 * c.0 + 0.58662247 * c.1 + 0.11448223 * c.2
                i[index] = 0.59597799 * c.0 - 0.27417610 * c.1 - 0.32180189 * c.2
                q[index] = 0.21147017 * c.0 - 0.52261711 * c.1 + 0.31114694 * c.2
            }
        }
        self.words = words
        self.alpha = alpha
        self.y = y
        self.i = i
        self.q = q
    }

    func pixel(_ index: Int) -> UInt32 { words[index] }

    /// The colour over a background that changes from pixel to pixel (dark and light in a fixed pattern), so a
    /// change in transparency alone shows, whatever colour is under it.
    static func blended(_ index: Int, _ r: Float, _ g: Float, _ b: Float, _ alpha: Float) -> (Float, Float, Float) {
        guard alpha < 1 else { return (r, g, b) }
        let backgroundR: Float = index % 2 == 0 ? 48 : 207, backgroundG: Float = (index / 3) % 2 == 0 ? 48 : 207
        let backgroundB: Float = (index / 5) % 2 == 0 ? 48 : 207
        return (
            backgroundR + (r - backgroundR) * alpha, backgroundG + (g - backgroundG) * alpha,
            backgroundB + (b - backgroundB) * alpha
        )
    }

    /// The squared YIQ distance of the same pixel in two images, negative when the second is lighter.
    static func distance(_ a: YIQImage, _ b: YIQImage, _ index: Int) -> Double {
        let dy = Double(a.y[index] - b.y[index]), di = Double(a.i[index] - b.i[index])
        let dq = Double(a.q[index] - b.q[index])
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return dy > 0 ? delta : -delta
    }

    /// The brightness difference of two pixels of this image (positive: the second is darker).
    func brightnessStep(_ one: Int, _ two: Int) -> Float { y[one] - y[two] }

    /// The pixel's brightness faded towards white, for the overlay's unchanged areas.
    func faded(_ index: Int) -> UInt8 {
        let level = 255 + (y[index] - 255) * 0.1 * Float(alpha[index]) / 255
        return UInt8(max(0, min(255, level)))
    }

    /// Whether the pixel at (x, y) looks like an anti-aliased edge: it has both darker and brighter neighbours,
    /// few neighbours of its own brightness, and its darkest or brightest neighbour lies in a flat area (three or
    /// more identical neighbours) in both images.
    func isAntiAliased(_ x: Int, _ y: Int, other: YIQImage) -> Bool {
        let centre = y * width + x
        // The image's edge counts as one neighbour of the same brightness.
        var same = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        var lowest: Float = 0, highest: Float = 0, lowestAt = -1, highestAt = -1
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let index = ny * width + nx
                let step = brightnessStep(centre, index)
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

    /// Whether more than two of the pixel's neighbours are exactly the same colour as it.
    func isFlat(_ index: Int) -> Bool {
        let x = index % width, y = index / width, centre = words[index]
        var same = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1)
            where (nx != x || ny != y) && words[ny * width + nx] == centre {
                same += 1
                if same > 2 { return true }
            }
        }
        return false
    }
}
