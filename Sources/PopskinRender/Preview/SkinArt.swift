import PopskinCore
import PopskinRuntime

/// A theme's images at one scale, as an app would load them, with what the runtime needs to lay them out: the
/// 9-slice background and the up arrow (separate style), or the seven combined-style images.
public struct SkinArt {
    public enum Images {
        /// Arrows by `ArrowRenderer.Direction` (up, right, down, left), each as it points.
        case separate(background: RGBAImage, capInsets: EdgeInsets, arrows: [RGBAImage])
        case combined([CombinedVariantName: RGBAImage], CombinedArtSet)
    }

    public var scale: Int
    public var metrics: ArrowMetrics
    public var images: Images

    /// Renders (or reads, where the theme supplies art) every image of `skin` at `scale`.
    public init(_ skin: Skin, scale: Int, projectRoot: String) throws {
        self.scale = scale
        metrics = ArrowMetrics(base: skin.arrow.base, height: skin.arrow.height,
                               cornerClearance: skin.arrow.cornerClearance, overlap: skin.arrow.overlap)
        switch skin.background.style {
        case .separate:
            let background = try skin.background.image.map { try SuppliedArt.image(for: $0, scale: scale, projectRoot: projectRoot) }
                ?? BackgroundRenderer.render(skin, scale: scale)
            let arrows = try ArrowRenderer.Direction.allCases.map { direction in
                try (skin.arrow.shape == .image ? skin.arrow.image : nil)
                    .map { try SuppliedArt.image(for: $0, scale: scale, projectRoot: projectRoot).rotated(quarterTurns: direction.rawValue) }
                    ?? ArrowRenderer.render(skin, scale: scale, direction: direction)
            }
            images = .separate(background: background, capInsets: skin.background.capInsets, arrows: arrows)
        case .combined:
            var pictures: [CombinedVariantName: RGBAImage] = [:]
            for variant in CombinedVariant.allCases {
                pictures[CombinedVariantName(rawValue: variant.rawValue)!] = try skin.background.variants[variant]
                    .map { try SuppliedArt.image(for: $0.image, scale: scale, projectRoot: projectRoot) }
                    ?? CombinedRenderer.render(skin, variant: variant, scale: scale)
            }
            images = .combined(pictures, CombinedArtSet(skin, projectRoot: projectRoot))
        }
    }
}

extension CombinedArtSet {
    /// The runtime's description of a combined-style skin's seven images, drawn or supplied; image names are the
    /// variants' names after `imagePrefix`.
    public init(_ skin: Skin, projectRoot: String, imagePrefix: String = "") {
        func art(_ variant: CombinedVariant) -> CombinedArt {
            let geometry = skin.combinedArt(variant, projectRoot: projectRoot), caps = geometry.capInsets
            return CombinedArt(
                imageName: imagePrefix + variant.rawValue, width: geometry.size.width, height: geometry.size.height,
                capInsets: SkinInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right),
                arrowStart: geometry.arrowStart)
        }
        self.init(up: art(.up), upRight: art(.upRight), down: art(.down), downRight: art(.downRight), side: art(.side),
                  sideTop: art(.sideTop), sideBottom: art(.sideBottom))
    }
}
