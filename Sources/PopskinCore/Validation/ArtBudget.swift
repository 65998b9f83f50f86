import PopskinSources

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
    public static func use(of skin: Skin, scales: [Int], inputs: InputSnapshot) -> Use {
        var use = Use()
        var counted: Set<String> = []
        for (path, image) in skin.art {
            for art in [image.resolved(for: nil)] + image.appearances.values.sorted(by: { $0.path < $1.path })
            where counted.insert(art.path).inserted {
                let files = ScaledImageFiles(art, in: inputs)
                var bytes = 0
                for scale in scales {
                    guard let source = files.source(for: scale), case .success(let read) = inputs.art(source.input)
                    else { continue }
                    let header = read.header
                    let width = ScaledImageFiles.pixels(header.width, from: source.scale, to: scale)
                    let height = ScaledImageFiles.pixels(header.height, from: source.scale, to: scale)
                    bytes = sum(bytes, PNGHeader(width: width, height: height).decodedSize)
                }
                use.bytes = sum(use.bytes, bytes)
                if bytes > (use.largest?.bytes ?? 0) { use.largest = (path, art.path, bytes) }
            }
        }
        return use
    }

    /// Why drawing `skins` at `scales`, with a canvas of `canvas` pixels (a preview's sheet), is over the budget;
    /// nil when it fits.
    public static func problem(
        _ skins: [Skin], scales: [Int], inputs: InputSnapshot, canvas: (width: Int, height: Int)? = nil
    ) -> String? {
        let art = skins.reduce(0) { sum($0, use(of: $1, scales: scales, inputs: inputs).bytes) }
        let sheet = canvas.map { PNGHeader(width: $0.width, height: $0.height).decodedSize } ?? 0
        let total = sum(art, sheet)
        guard total > decodedBytes else { return nil }
        let at = scales.map { "\($0)x" }.joined(separator: ", ")
        let parts =
            canvas.map { "the art \(mebibytes(art)) at \(at), the \($0.width)×\($0.height) px canvas the rest" }
            ?? "each image's pixels × 4 bytes at \(at)"
        return
            "it takes \(mebibytes(total)) decoded (\(parts)); popskin decodes at most \(mebibytes(decodedBytes)) of art at "
            + "once"
    }

    private static func sum(_ a: Int, _ b: Int) -> Int { PNGHeader.sum(a, b) }

    /// `bytes` in MiB, for messages.
    public static func mebibytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / 1_048_576 * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
