import Foundation

/// Editors name documents by `file:` URI; popskin names files by path. Only `file:` URIs are documents.
enum DocumentPaths {
    /// The path a `file:` URI names (percent-decoded, standardized); nil for any other URI.
    static func path(ofFileURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of `path`.
    static func fileURI(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }

    /// Whether `path` lies inside `root` (both standardized): a document outside it is never read.
    static func isInside(_ path: String, root: String) -> Bool {
        path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
