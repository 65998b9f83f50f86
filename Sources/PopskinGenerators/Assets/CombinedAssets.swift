import PopskinCore
import PopskinRender

/// The image sets of a `style: combined` theme: `<theme>-<variant>` for each of the seven GIK-style variants,
/// the theme's own art where it supplies a variant, else drawn; the slicing in `Contents.json` is the one the
/// `swift` generator's `CombinedArtSet` carries.
enum CombinedAssets {
    static func imageSets(for theme: ResolvedTheme, skin: Skin, scales: [Int], projectRoot: String) throws
        -> [GeneratedFile]
    {
        var files: [GeneratedFile] = []
        for variant in CombinedVariant.allCases {
            let name = "\(theme.name)-\(variant.rawValue)"
            var images: [(Int, String)] = []
            for scale in scales {
                let file = "\(name)\(scale == 1 ? "" : "@\(scale)x").png"
                let bytes: [UInt8]
                if let supplied = skin.background.variants[variant] {
                    bytes = try SuppliedArt.png(for: supplied.image, scale: scale, projectRoot: projectRoot)
                } else {
                    bytes = try PNGEncoder.encode(CombinedRenderer.render(skin, variant: variant, scale: scale))
                }
                files.append(GeneratedFile(path: "\(name).imageset/\(file)", contents: bytes))
                images.append((scale, file))
            }
            let caps = skin.combinedArt(variant, projectRoot: projectRoot).capInsets
            files.append(GeneratedFile(path: "\(name).imageset/Contents.json",
                                       text: AssetCatalog.imageSet(images, capInsets: caps)))
        }
        return files
    }
}
