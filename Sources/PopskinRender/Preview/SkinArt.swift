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
        metrics = ArrowMetrics(skin.arrow)
        switch skin.background.style {
        case .separate:
            images = .separate(background: try SkinImages.background(skin, scale: scale, projectRoot: projectRoot),
                               capInsets: skin.background.capInsets,
                               arrows: try SkinImages.arrows(skin, scale: scale, projectRoot: projectRoot))
        case .combined:
            var pictures: [CombinedVariantName: RGBAImage] = [:]
            for variant in CombinedVariant.allCases {
                pictures[CombinedVariantName(rawValue: variant.rawValue)!] =
                    try SkinImages.combined(skin, variant: variant, scale: scale, projectRoot: projectRoot)
            }
            images = .combined(pictures, CombinedArtSet(skin, projectRoot: projectRoot))
        }
    }
}

extension ArrowMetrics {
    /// The runtime's fixed metrics of a theme's arrow.
    public init(_ arrow: Arrow) {
        self.init(base: arrow.base, height: arrow.height, cornerClearance: arrow.cornerClearance, overlap: arrow.overlap)
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
