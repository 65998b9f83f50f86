import PopskinRuntime
import PopskinSources

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
    /// The geometry of the theme's hand-made `variant`, its size from the header of the file as `inputs` read it;
    /// nil when the theme does not supply it or the file cannot be read (validation reports which).
    public func combinedArt(_ variant: CombinedVariantName, inputs: InputSnapshot) -> CombinedArtGeometry? {
        guard let supplied = background.variants[variant],
            let file = ScaledImageFiles(supplied.image, in: inputs).files.first,
            case .success(let art) = inputs.art(file.input)
        else { return nil }
        let scale = Double(file.scale)
        let size = Size(width: Double(art.header.width) / scale, height: Double(art.header.height) / scale)
        return CombinedArtGeometry(
            variant: variant, suppliedSize: size, capInsets: supplied.capInsets,
            arrowBase: arrow.base)
    }
}
