import PopskinCore
import PopskinRender

/// The image sets of a `style: combined` theme: `<theme>-<variant>` for each of the seven GIK-style variants,
/// the theme's own art where it supplies a variant, else drawn. The slicing in `Contents.json` is the one the
/// `swift` generator's `CombinedArtSet` carries, with the whole tile as its centre: the runtime cuts each image into
/// pieces by those coordinates, so the catalog must keep every pixel where it was.
enum CombinedAssets {
    static func imageSets(for theme: ResolvedTheme, skin: Skin, scales: [Int], projectRoot: String) throws
        -> [GeneratedFile]
    {
        try CombinedVariant.allCases.flatMap { variant in
            try AssetCatalog.imageSet(named: "\(theme.name)-\(variant.rawValue)", scales: scales,
                                      capInsets: skin.combinedArt(variant, projectRoot: projectRoot).capInsets) {
                try SkinImages.combinedPNG(skin, variant: variant, scale: $0, projectRoot: projectRoot)
            }
        }
    }
}
