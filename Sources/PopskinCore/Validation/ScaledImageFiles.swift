import PopskinSources

/// The files of one image at each scale: `art/x.png` (1x), `art/x@2x.png`, `art/x@3x.png`. An image written with
/// a scale suffix (`art/x@2x.png`) names that one file only. Each candidate is read through the snapshot, so a
/// scale added or removed later is a changed input.
public struct ScaledImageFiles: Sendable {
    /// One file that exists: its scale, its path as shown (project-relative, or `@package/…`) and as an input.
    public struct File: Sendable {
        public var scale: Int
        public var path: String
        public var input: InputPath
    }

    /// For each file that exists and may be read, scale ascending.
    public var files: [File]
    /// Files that exist but were not read: ones that resolve (through a symbolic link) to somewhere outside the
    /// project or package, and ones that are not regular files (a named pipe would block the read).
    public var refused: [(path: String, problem: InputFile.Failure)] = []

    /// Looks for the files of `image` among `inputs`.
    public init(_ image: ImageReference, in inputs: InputSnapshot) {
        let path = image.path
        let dot = path.lastIndex(of: ".") ?? path.endIndex
        var stem = String(path[..<dot])
        let ext = String(path[dot...])
        var written: Int?
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") {
            written = scale
            stem.removeLast(3)
        }
        let candidates = [(1, stem + ext), (2, stem + "@2x" + ext), (3, stem + "@3x" + ext)]
        files = []
        for (scale, candidate) in candidates where written == nil || written == scale || candidate == path {
            let input = InputPath(shown: candidate)
            switch inputs.art(input) {
            case .failure(.unreadable(.missing)): continue
            case .failure(.unreadable(let problem)): refused.append((candidate, problem))
            case .success, .failure(.notPNG), .failure(.tooLarge):
                files.append(File(scale: scale, path: candidate, input: input))
            }
        }
    }

    /// The file art at `scale` is made from: the file for that scale, else the nearest larger one (art is scaled
    /// down whenever it can be), else the largest.
    public func source(for scale: Int) -> File? {
        files.first { $0.scale == scale } ?? files.first { $0.scale > scale } ?? files.last
    }

    /// `count` pixels at `from`x as whole pixels at `to`x, rounded up so no art is cut off.
    public static func pixels(_ count: Int, from: Int, to: Int) -> Int {
        max(1, PNGHeader.sum(PNGHeader.product(count, to), from - 1) / from)
    }
}

extension Skin {
    /// Every file of every image the skin names, each appearance's included, read into `inputs`: what a build of
    /// this skin depends on.
    public func artFiles(in inputs: InputSnapshot) -> [ScaledImageFiles] {
        art.flatMap { [$0.image.resolved(for: nil)] + $0.image.appearances.values.sorted { $0.path < $1.path } }
            .map { ScaledImageFiles($0, in: inputs) }
    }
}
