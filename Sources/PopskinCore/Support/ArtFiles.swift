import PopskinSources

/// The bytes of a build's art files as it read them, once: its fingerprint, its generators and its stamp all see
/// the same bytes, whatever happens to the files meanwhile. (Read again at each step, an image saved during a build
/// was drawn from one version and recorded as another, and the next no-op shipped the old art.)
public struct ArtFiles: Sendable {
    /// Bytes by absolute path.
    private let files: [String: [UInt8]]

    /// No snapshot: art is read from disk where it is used.
    public init() {
        files = [:]
    }

    /// Reads each file (absolute, with the folder it must stay in) once, as a PNG within the byte limit its header
    /// sets; a file that cannot be read so is left out (the stage that uses it reports why).
    public init(reading paths: [(absolute: String, root: InputFile.Root)]) {
        var files: [String: [UInt8]] = [:]
        for (path, root) in paths where files[path] == nil {
            guard case .success(let header) = PNGHeader.read(path: path, inside: root),
                case .success(let bytes) = InputFile.read(path, limit: header.byteLimit, inside: root)
            else { continue }
            files[path] = bytes
        }
        self.files = files
    }

    /// The bytes read for `path` (absolute); nil when it was not read (or no snapshot was taken).
    public func bytes(_ path: String) -> [UInt8]? { files[path] }
}
