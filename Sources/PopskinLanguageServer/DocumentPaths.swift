import Foundation

/// Editors name documents by `file:` URI; popskin names files by path. Only `file:` URIs are documents.
enum DocumentPaths {
    /// The path a `file:` URI names (percent-decoded, standardized); nil for any other URI.
    static func path(ofFileURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of `path`, every byte but RFC 3986's unreserved ones and `/` percent-encoded, as VS Code and
    /// Python's `as_uri` spell it (Foundation leaves `+`, `&` or `=` as they are, which an editor does not match).
    static func fileURI(_ path: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        var uri = "file://"
        for byte in standard.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                uri += String(format: "%%%02X", byte)
            }
        }
        return uri
    }

    /// Whether `path` lies inside `root` (both standardized): a document outside it is never read.
    static func isInside(_ path: String, root: String) -> Bool {
        path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
