import Foundation

/// The pixel size of a PNG, read from its IHDR chunk without decoding the image.
public struct PNGHeader: Hashable, Sendable {
    /// Pixels.
    public var width: Int
    /// Pixels.
    public var height: Int

    /// Why a file has no PNG header.
    public enum Problem: Error, Hashable, Sendable {
        /// The file cannot be opened.
        case missing
        /// The file does not start with a PNG signature and an IHDR chunk.
        case notPNG
    }

    /// Reads the first 24 bytes of the file at `path` (absolute, or relative to the working directory).
    public static func read(path: String) -> Result<PNGHeader, Problem> {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.missing) }
        defer { try? handle.close() }
        return parse([UInt8]((try? handle.read(upToCount: 24)) ?? Data()))
    }

    /// The header of PNG `bytes` (at least their first 24).
    public static func parse(_ bytes: some Collection<UInt8>) -> Result<PNGHeader, Problem> {
        let bytes = Array(bytes.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(.notPNG)
        }
        func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return .success(PNGHeader(width: be32(16), height: be32(20)))
    }
}

/// The files of one image at each scale: `art/x.png` (1x), `art/x@2x.png`, `art/x@3x.png`. An image written with
/// a scale suffix (`art/x@2x.png`) names that one file only.
public struct ScaledImageFiles: Sendable {
    /// For each file that exists, scale ascending: its path as shown (project-relative, or `@package/…`) and
    /// where it is on disk.
    public var files: [(scale: Int, path: String, absolute: String)]
    /// Files that exist but resolve (through a symbolic link) to somewhere outside the project or package: never
    /// read.
    public var leaving: [String] = []

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
        files = candidates.compactMap { scale, candidate in
            let absolute = image.location(of: candidate, projectRoot: projectRoot).file
            guard written == nil || written == scale || candidate == path,
                FileManager.default.fileExists(atPath: absolute)
            else { return nil }
            return (scale, candidate, absolute)
        }
        // The path as written stays inside (checked when decoded); a link on the way could still lead out.
        let within = Self.realPath(image.location(of: path, projectRoot: projectRoot).within)
        leaving = files.filter { file in
            guard let within, let real = Self.realPath(file.absolute) else { return true }
            return !real.hasPrefix(within.hasSuffix("/") ? within : within + "/")
        }.map(\.path)
        files.removeAll { leaving.contains($0.path) }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
