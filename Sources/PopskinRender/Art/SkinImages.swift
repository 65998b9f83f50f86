import PopskinCore

/// A theme's images as a build writes them: the theme's own art where it supplies some, else drawn. The one place
/// that choice is made, for the asset catalog, `theme render` and the preview.
public enum SkinImages {
    /// Why an image cannot be made as asked.
    public struct Unsupported: Error, CustomStringConvertible {
        public var description: String
    }

    /// The separate-style background: the 9-slice source, or drawn at `size` points (drawn art only).
    public static func background(_ skin: Skin, scale: Int, size: Size? = nil, projectRoot: String) throws -> RGBAImage {
        guard let art = skin.background.image else { return try BackgroundRenderer.render(skin, scale: scale, size: size) }
        try refuseSize(size, art)
        return try SuppliedArt.image(for: art, scale: scale, projectRoot: projectRoot)
    }

    /// The four arrows, by `ArrowRenderer.Direction` (up, right, down, left). Hand-made art points up and is
    /// decoded once; the others are exact quarter turns of it.
    public static func arrows(_ skin: Skin, scale: Int, projectRoot: String) throws -> [RGBAImage] {
        guard let art = suppliedArrow(skin) else {
            return try ArrowRenderer.Direction.allCases.map { try ArrowRenderer.render(skin, scale: scale, direction: $0) }
        }
        let up = try SuppliedArt.image(for: art, scale: scale, projectRoot: projectRoot)
        return ArrowRenderer.Direction.allCases.map { up.rotated(quarterTurns: $0.rawValue) }
    }

    /// The arrow pointing `direction`.
    public static func arrow(
        _ skin: Skin, scale: Int, direction: ArrowRenderer.Direction, projectRoot: String
    ) throws -> RGBAImage {
        guard let art = suppliedArrow(skin) else { return try ArrowRenderer.render(skin, scale: scale, direction: direction) }
        return try SuppliedArt.image(for: art, scale: scale, projectRoot: projectRoot).rotated(quarterTurns: direction.rawValue)
    }

    /// One combined-style image: its 9-slice source, or drawn at `size` points (drawn art only).
    public static func combined(
        _ skin: Skin, variant: CombinedVariant, scale: Int, size: Size? = nil, projectRoot: String
    ) throws -> RGBAImage {
        guard let art = skin.background.variants[variant] else {
            return try CombinedRenderer.render(skin, variant: variant, scale: scale, size: size)
        }
        try refuseSize(size, art.image)
        return try SuppliedArt.image(for: art.image, scale: scale, projectRoot: projectRoot)
    }

    // PNG forms for the asset catalog: a supplied file that exists at the scale passes through byte for byte.

    public static func backgroundPNG(_ skin: Skin, scale: Int, projectRoot: String) throws -> [UInt8] {
        guard let art = skin.background.image else { return try PNGEncoder.encode(BackgroundRenderer.render(skin, scale: scale)) }
        return try SuppliedArt.png(for: art, scale: scale, projectRoot: projectRoot)
    }

    /// The four arrows' PNGs, by direction; hand-made up art passes through.
    public static func arrowPNGs(_ skin: Skin, scale: Int, projectRoot: String) throws -> [[UInt8]] {
        let images = try arrows(skin, scale: scale, projectRoot: projectRoot)
        return try ArrowRenderer.Direction.allCases.map { direction in
            if direction == .up, let art = suppliedArrow(skin) {
                return try SuppliedArt.png(for: art, scale: scale, projectRoot: projectRoot)
            }
            return try PNGEncoder.encode(images[direction.rawValue])
        }
    }

    public static func combinedPNG(_ skin: Skin, variant: CombinedVariant, scale: Int, projectRoot: String) throws -> [UInt8] {
        guard let art = skin.background.variants[variant] else {
            return try PNGEncoder.encode(CombinedRenderer.render(skin, variant: variant, scale: scale))
        }
        return try SuppliedArt.png(for: art.image, scale: scale, projectRoot: projectRoot)
    }

    static func suppliedArrow(_ skin: Skin) -> ImageReference? {
        skin.arrow.shape == .image ? skin.arrow.image : nil
    }

    private static func refuseSize(_ size: Size?, _ art: ImageReference) throws {
        guard size != nil else { return }
        throw Unsupported(description: "--size draws popskin's own art; \(art.path) is hand-made (leave --size out "
                          + "to see its 9-slice source)")
    }
}
