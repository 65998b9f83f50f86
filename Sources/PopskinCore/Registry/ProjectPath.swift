/// Lexical handling of project-relative paths: theme image paths, folders named in the manifest.
public enum ProjectPath {
    /// `base/relative` normalised, or nil when `relative` is absolute, empty, holds a NUL or a backslash, or climbs
    /// out of the project with `..`.
    public static func join(_ base: String, _ relative: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0"), !relative.contains("\\") else {
            return nil
        }
        var parts: [Substring] = base.split(separator: "/")
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The folder part of a project-relative file path ("" for a file at the root).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
