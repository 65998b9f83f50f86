import PopskinRuntime

/// One hand-made combined-style image: size and cap insets in points, and where its arrow's base begins along the
/// arrow's edge (from the left for up/down art, from the top for side art).
public struct CombinedArtGeometry: Hashable, Sendable {
    public var variant: CombinedVariantName
    public var size: Size
    public var capInsets: SkinInsets
    public var arrowStart: Double

    /// Hand-made art has no room to say where its arrow is, so the convention GIK's art follows decides: the arrow
    /// begins right after the stretch tile, except in `side-top`, where it ends right before it.
    public init(variant: CombinedVariantName, suppliedSize size: Size, capInsets caps: SkinInsets, arrowBase b: Double)
    {
        self.variant = variant
        self.size = size
        self.capInsets = caps
        switch variant {
        case .up, .upRight, .down, .downRight: arrowStart = size.width - caps.right
        case .side, .sideBottom: arrowStart = size.height - caps.bottom
        case .sideTop: arrowStart = caps.top - b
        }
    }
}

extension Skin {
    /// The geometry of the theme's hand-made `variant`, its size read from the file's header; nil when the theme
    /// does not supply it or the file cannot be read (validation reports which).
    public func combinedArt(_ variant: CombinedVariantName, projectRoot: String) -> CombinedArtGeometry? {
        guard let supplied = background.variants[variant],
            let (scale, _, file) = ScaledImageFiles(supplied.image, projectRoot: projectRoot).files.first,
            case .success(let header) = PNGHeader.read(path: file)
        else { return nil }
        let size = Size(width: Double(header.width) / Double(scale), height: Double(header.height) / Double(scale))
        return CombinedArtGeometry(
            variant: variant, suppliedSize: size, capInsets: supplied.capInsets,
            arrowBase: arrow.base)
    }
}
