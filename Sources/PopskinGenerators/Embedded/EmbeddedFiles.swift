import PopskinEmbeddedFiles

/// The files compiled into the binary by the PopskinEmbeddedFiles target (C23 `#embed`), by repository path: the
/// binary needs no resource bundle beside it and the repository holds no copy of them.
enum EmbeddedFiles {
    static let all: [(path: String, text: String)] = {
        var count = 0
        guard let files = popskin_embedded_files(&count) else { return [] }
        return UnsafeBufferPointer(start: files, count: count).map { file in
            (
                String(cString: file.name),
                String(decoding: UnsafeBufferPointer(start: file.bytes, count: file.length), as: UTF8.self)
            )
        }
    }()

    /// The files below `folder` (`templates/`), each with its path after it.
    static func files(under folder: String) -> [(path: String, text: String)] {
        all.filter { $0.path.hasPrefix(folder) }.map { (String($0.path.dropFirst(folder.count)), $0.text) }
    }
}
