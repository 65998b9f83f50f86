/// An image's size in whole pixels, from 1 to `maximum` a side: the one way the renderer turns lengths into pixel
/// counts, and the only size a `CairoSurface` is made with. A length that gives no such count (not finite, beyond
/// `Int`, beyond the maximum) is a `RenderFailure` the caller reports, never a trap in `Int(_:)` or `Int32(_:)`.
/// The theme format's bounds (`NumberRange.maximumLength`) keep popskin's own art within it by construction; a
/// preview of a large popover, or hand-made art, may still be refused here.
public struct PixelSize: Hashable, Sendable {
    /// The most pixels an image may have a side: 8192 (256 MiB as ARGB32), far beyond any popover at 3x.
    public static let maximum = 8192

    public let width: Int
    public let height: Int

    /// Both sides from 1 to `maximum`, else nil.
    public init?(width: Int, height: Int) {
        guard (1...Self.maximum).contains(width), (1...Self.maximum).contains(height) else { return nil }
        (self.width, self.height) = (width, height)
    }

    /// Lengths in pixels rounded to whole ones by `rule`; throws naming `what` when they make no size.
    public init(pixels width: Double, _ height: Double, rounding rule: FloatingPointRoundingRule, what: String)
        throws(RenderFailure)
    {
        guard let w = Self.whole(width, rule), let h = Self.whole(height, rule),
            let size = PixelSize(width: w, height: h)
        else {
            throw RenderFailure(
                description: "cannot draw a \(Self.text(width, rule))×\(Self.text(height, rule)) px \(what); an image "
                    + "has at most \(Self.maximum) px a side")
        }
        self = size
    }

    /// `pixels` rounded by `rule` as an `Int`, or nil when no `Int` holds it (not finite, or beyond `Int.max`):
    /// the checked conversion of a length into a count.
    public static func whole(_ pixels: Double, _ rule: FloatingPointRoundingRule) -> Int? {
        Int(exactly: pixels.rounded(rule))
    }

    private static func text(_ pixels: Double, _ rule: FloatingPointRoundingRule) -> String {
        whole(pixels, rule).map(String.init) ?? "\(pixels)"
    }
}
