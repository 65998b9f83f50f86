/// Lexical handling of project-relative paths: theme image paths, folders named in the manifest.
public enum ProjectPath {
    /// `base/relative` normalised, or nil when `relative` is absolute, empty, holds a control character (a NUL would
    /// cut it short) or a backslash, or climbs out of the project with `..`.
    /// Works on bytes, not `Character`s: a combining mark after `/` would otherwise hide the slash.
    public static func join(_ base: String, _ relative: String) -> String? {
        let slash = UInt8(ascii: "/")
        let bytes = Array(relative.utf8)
        guard let first = bytes.first, first != slash, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }),
            !bytes.contains(UInt8(ascii: "\\"))
        else { return nil }
        var parts: [ArraySlice<UInt8>] = Array(base.utf8).split(separator: slash)
        for part in bytes.split(separator: slash) {
            switch Array(part) {
            case Array(".".utf8): continue
            case Array("..".utf8):
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { return nil }
        return String(decoding: Array(parts.joined(separator: [slash])), as: UTF8.self)
    }

    /// How a dependency's file is shown and keyed: `@package/path`.
    public static func inPackage(_ package: String, _ path: String) -> String {
        "@" + package + "/" + path
    }

    /// The package and the path inside it of an `@package/path` (or a bare `@package`); nil for the project's own.
    public static func splitPackage(_ shown: String) -> (package: String, path: String)? {
        guard shown.hasPrefix("@") else { return nil }
        let rest = shown.dropFirst()
        guard let slash = rest.firstIndex(of: "/") else { return (String(rest), "") }
        return (String(rest[..<slash]), String(rest[rest.index(after: slash)...]))
    }

    /// The folder part of a project-relative file path ("" for a file at the root).
    public static func folder(of path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
