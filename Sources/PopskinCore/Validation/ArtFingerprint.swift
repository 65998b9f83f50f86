import PopskinSources

extension Skin {
    /// A hash of the bytes of every art file the skin names, every scale of every appearance, by the file's path as
    /// `inputs` read it ("unreadable" when it could not be): a redrawn PNG under the same name changes it. What
    /// `theme diff` compares art by and `popskin serve` re-draws on.
    public func artHashes(in inputs: InputSnapshot) -> [String: String] {
        let images = art.flatMap { _, image in [image] + image.appearances.sorted { $0.key < $1.key }.map(\.value) }
        var hashes: [String: String] = [:]
        for image in images {
            for file in ScaledImageFiles(image, in: inputs).files {
                hashes[file.path] = inputs.bytes(file.input).map { ContentHash.hex(ContentHash.of($0)) } ?? "unreadable"
            }
        }
        return hashes
    }
}
