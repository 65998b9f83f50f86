/// One file a generator produces: a path relative to its output folder, and the bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// Relative to the output folder, `/`-separated. The writer refuses anything that would leave the folder.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
