/// How much hand-made art one build, or one preview, may decode: each image's pixels × 4 bytes at every scale it is
/// made at, and a preview's canvas, at most `decodedBytes` in all. Counted from the files' headers before anything
/// is decoded, so art over the budget costs no time either. (Each file's own limits are `PNGHeader.byteLimit`,
/// its declared size, and 8192 px a side.)
public enum ArtBudget {
    /// 1 GiB: four images of 8192 × 8192 px.
    public static let decodedBytes = 1 << 30

    /// What one theme's art takes decoded.
    public struct Use: Sendable {
        public var bytes = 0
        /// The largest image, as `path` (key) and file, with its bytes at all scales.
        public var largest: (path: String, file: String, bytes: Int)?
    }

    /// The art of `skin` (every appearance's too) at each of `scales`, sized from the header of the file each
    /// scale is made from. Files that cannot be read count nothing: validation reports them.
    public static func use(of skin: Skin, scales: [Int], projectRoot: String) -> Use {
        var use = Use()
        var counted: Set<String> = []
        for (path, image) in skin.art {
            for art in [image.resolved(for: nil)] + image.appearances.values.sorted(by: { $0.path < $1.path })
            where counted.insert(art.path).inserted {
                let files = ScaledImageFiles(art, projectRoot: projectRoot)
                var bytes = 0
                for scale in scales {
                    guard let source = files.source(for: scale),
                        case .success(let header) = PNGHeader.read(path: source.absolute, inside: files.root)
                    else { continue }
                    let width = ScaledImageFiles.pixels(header.width, from: source.scale, to: scale)
                    let height = ScaledImageFiles.pixels(header.height, from: source.scale, to: scale)
                    bytes = PNGHeader.sum(bytes, PNGHeader(width: width, height: height).decodedSize)
                }
                use.bytes = PNGHeader.sum(use.bytes, bytes)
                if bytes > (use.largest?.bytes ?? 0) { use.largest = (path, art.path, bytes) }
            }
        }
        return use
    }

    /// `bytes` in MiB, for messages.
    public static func mebibytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / 1_048_576 * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
