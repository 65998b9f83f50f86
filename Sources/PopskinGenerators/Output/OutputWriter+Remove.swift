import Foundation

extension OutputWriter {
    /// Removes files below the root, checked like written paths and reached without following symlinks (a symlink
    /// in their place is removed itself, never its target). Missing files and folders are skipped. Returns the
    /// paths removed, sorted.
    public func remove(_ paths: [String]) throws -> [String] {
        var checked: [(path: String, components: [String])] = []
        for path in paths.sorted() { checked.append((path, try Self.components(of: path))) }
        let realRoot = try resolvedRoot()
        var removed: [String] = []
        for (path, components) in checked {
            guard let directory = try? Self.openFolder(Array(components.dropLast()), in: realRoot, path: path, create: false)
            else { continue }
            defer { close(directory) }
            if unlinkat(directory, components.last!, 0) == 0 { removed.append(path) }
        }
        return removed
    }
}
