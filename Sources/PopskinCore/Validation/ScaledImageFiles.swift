import PopskinSources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one image at each scale: `art/x.png` (1x), `art/x@2x.png`, `art/x@3x.png`. An image written with
/// a scale suffix (`art/x@2x.png`) names that one file only.
public struct ScaledImageFiles: Sendable {
    /// For each file that exists and may be read, scale ascending: its path as shown (project-relative, or
    /// `@package/…`) and where it is on disk.
    public var files: [(scale: Int, path: String, absolute: String)]
    /// Files that exist but are never read: ones that resolve (through a symbolic link) to somewhere outside the
    /// project or package, and ones that are not regular files (a named pipe would block the read).
    public var refused: [(path: String, problem: InputFile.Failure)] = []
    /// The folder the files must stay in.
    public var root: InputFile.Root

    /// Looks for the files of `image` under `projectRoot` (an absolute folder), or its package's folder.
    public init(_ image: ImageReference, projectRoot: String) {
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
        let found = candidates.compactMap { scale, candidate -> (Int, String, String, mode_t)? in
            let absolute = image.location(of: candidate, projectRoot: projectRoot).file
            var info = stat()
            guard written == nil || written == scale || candidate == path, stat(absolute, &info) == 0 else {
                return nil
            }
            return (scale, candidate, absolute, info.st_mode)
        }
        // The path as written stays inside (checked when decoded); a link on the way could still lead out.
        root = InputFile.Root(image.location(of: path, projectRoot: projectRoot).within)
        files = []
        for (scale, candidate, absolute, mode) in found {
            if !root.contains(absolute) {
                refused.append((candidate, .outside))
            } else if mode & S_IFMT != S_IFREG {
                refused.append((candidate, .notRegular(kind: InputFile.kind(mode))))
            } else {
                files.append((scale, candidate, absolute))
            }
        }
    }

    /// The file art at `scale` is made from: the file for that scale, else the nearest larger one (art is scaled
    /// down whenever it can be), else the largest.
    public func source(for scale: Int) -> (scale: Int, path: String, absolute: String)? {
        files.first { $0.scale == scale } ?? files.first { $0.scale > scale } ?? files.last
    }

    /// `count` pixels at `from`x as whole pixels at `to`x, rounded up so no art is cut off.
    public static func pixels(_ count: Int, from: Int, to: Int) -> Int {
        max(1, PNGHeader.sum(PNGHeader.product(count, to), from - 1) / from)
    }
}
