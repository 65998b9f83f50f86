import Foundation
import PopskinCore

/// Which paths the writer accepts: checked, all of them, before anything is written.
extension OutputWriter {
    static func components(of path: String) throws -> [String] {
        func refuse(_ reason: String) -> Failure { .unsafePath(path, reason: reason) }
        if path.isEmpty { throw refuse("the path is empty") }
        if path.utf8.contains(0) { throw refuse("it contains a NUL byte") }
        // Bytes, not Characters: a combining mark after `/` or `\` hides it from Character-level checks.
        if path.utf8.contains(UInt8(ascii: "\\")) { throw refuse("it contains a backslash") }
        if path.utf8.first == UInt8(ascii: "/") {
            throw refuse("it is absolute; output paths are relative to the output folder")
        }
        if let reason = unsafeScalar(in: path) { throw refuse(reason) }
        let components = splitPath(path)
        for component in components {
            switch Array(component.utf8) {
            case []: throw refuse("it has an empty component")
            case [0x2E], [0x2E, 0x2E]: throw refuse("it has a '\(component)' component")
            default: break
            }
            if component.utf8.count > 255 { throw refuse("a component is longer than 255 bytes") }
            if isTempName(component) { throw refuse("'\(tempPrefix)' names are reserved for temporary files") }
        }
        return components
    }

    /// Splits at every `/` byte, keeping empty components.
    static func splitPath(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    static func isTempName(_ name: String) -> Bool { name.utf8.starts(with: tempPrefix.utf8) }

    /// Why `path` cannot name a file: the first control or invisible character in it; nil when it has none.
    static func unsafeScalar(in path: String) -> String? {
        guard let bad = path.unicodeScalars.first(where: isUnsafeScalar) else { return nil }
        return "it contains the control or invisible character U+\(String(bad.value, radix: 16, uppercase: true))"
    }

    private static func isUnsafeScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// Duplicates, case-only twins and file-versus-folder clashes, which would silently overwrite each other.
    static func checkConflicts(_ paths: [String]) throws {
        var folded: [String: String] = [:]
        var folders: Set<String> = []
        for path in paths {
            if let earlier = folded.updateValue(path, forKey: path.lowercased()) {
                let reason =
                    earlier == path
                    ? "it is listed twice"
                    : "it differs from \(JSONWriter.quote(earlier)) only in case; "
                        + "on a case-insensitive disk one would overwrite the other"
                throw Failure.unsafePath(path, reason: reason)
            }
            var prefix = ""
            for component in splitPath(path).dropLast() {
                prefix += (prefix.isEmpty ? "" : "/") + component
                folders.insert(prefix.lowercased())
            }
        }
        for path in paths where folders.contains(path.lowercased()) {
            throw Failure.unsafePath(path, reason: "it is both a file and a folder of another output")
        }
    }

    /// Creates the root if needed and returns its real path.
    func resolvedRoot() throws -> String {
        if root.isEmpty { throw Failure.io(root, reason: "the output folder path is empty") }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw Failure.io(root, reason: "cannot create the output folder: \(error.localizedDescription)")
        }
        guard let resolved = realpath(root, nil) else { throw Failure.io(root, reason: Self.lastError()) }
        defer { free(resolved) }
        let path = String(cString: resolved)
        var info = stat()
        guard lstat(path, &info) == 0, Self.kind(info) == Self.isDirectory else {
            throw Failure.io(root, reason: "the output folder is not a folder")
        }
        return path
    }

    /// Refuses symlinks and non-folders on the way, and a target that is not a regular file, before writing.
    static func preflight(_ path: String, _ components: [String], in root: String) throws {
        var current = root
        for (index, component) in components.enumerated() {
            current += "/" + component
            let shown = components[...index].joined(separator: "/")
            var info = stat()
            if lstat(current, &info) != 0 {
                if errno == ENOENT { return }  // the rest will be created
                throw Failure.io(path, reason: "cannot inspect '\(shown)': \(lastError())")
            }
            let isLast = index == components.count - 1
            switch kind(info) {
            case isSymlink:
                throw Failure.unsafePath(
                    path, reason: "'\(shown)' is a symbolic link; popskin never writes through one")
            case isDirectory where !isLast, isRegular where isLast:
                continue
            case isDirectory:
                throw Failure.unsafePath(path, reason: "'\(shown)' is a folder")
            default:
                throw Failure.unsafePath(path, reason: "'\(shown)' is not a \(isLast ? "regular file" : "folder")")
            }
        }
    }
}
