/// One file a generator produces: a path relative to its output folder, and the bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// Relative to the output folder, `/`-separated. The writer refuses anything that would leave the folder.
    public var path: String
    public var contents: [UInt8]
    /// The theme whose file this is (its view class, its images); nil for a file every theme shares (a registry,
    /// a catalog's root). A build of named themes writes and removes their files only.
    public var theme: String?

    /// A file of `contents` at `path`, belonging to `theme` (nil: shared).
    public init(path: String, contents: [UInt8], theme: String? = nil) {
        self.path = path
        self.contents = contents
        self.theme = theme
    }

    /// A UTF-8 text file.
    public init(path: String, text: String, theme: String? = nil) {
        self.init(path: path, contents: Array(text.utf8), theme: theme)
    }
}

extension [GeneratedFile] {
    /// The files, each marked as `theme`'s.
    func owned(by theme: String) -> [GeneratedFile] {
        map { file in
            var owned = file
            owned.theme = theme
            return owned
        }
    }
}
