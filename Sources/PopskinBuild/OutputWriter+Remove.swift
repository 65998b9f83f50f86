import Foundation

extension OutputWriter {
    /// Removes files below the root, checked like written paths and reached without following symlinks (a symlink
    /// in their place is removed itself, never its target). Missing files and folders are skipped. A folder left
    /// empty is removed too (an image set whose theme is gone), up to the root, which stays. The folders in
    /// `sweeping` (an interrupted build's) lose the temporary files dead runs left, and are removed if that empties
    /// them. Returns the paths removed, sorted.
    public func remove(_ paths: [String], sweeping folders: [String] = []) throws -> [String] {
        var checked: [(path: String, components: [String])] = []
        for path in paths.sorted() { checked.append((path, try Self.components(of: path))) }
        let realRoot = try resolvedRoot()
        var removed: [String] = []
        var emptied: Set<[String]> = []
        for folder in folders {
            let components = folder.isEmpty ? [] : try Self.components(of: folder)
            guard let directory = try? Self.openFolder(components, in: realRoot, path: folder, create: false) else {
                continue
            }
            Self.sweepTemps(directory, at: ([realRoot] + components).joined(separator: "/"))
            close(directory)
            if !components.isEmpty { emptied.insert(components) }
        }
        for (path, components) in checked {
            let folder = Array(components.dropLast())
            guard let directory = try? Self.openFolder(folder, in: realRoot, path: path, create: false) else {
                continue
            }
            defer { close(directory) }
            if unlinkat(directory, components.last!, 0) == 0 {
                removed.append(path)
                if !folder.isEmpty { emptied.insert(folder) }
            }
        }
        // Deepest first; rmdir refuses a folder that still holds anything, which is what keeps this safe.
        for folder in emptied.sorted(by: { $0.count > $1.count }) {
            for depth in stride(from: folder.count, to: 0, by: -1) {
                let parent = Array(folder.prefix(depth - 1))
                guard
                    let directory = try? Self.openFolder(
                        parent, in: realRoot, path: folder.joined(separator: "/"),
                        create: false)
                else { break }
                let gone = unlinkat(directory, folder[depth - 1], AT_REMOVEDIR) == 0
                close(directory)
                if !gone { break }
            }
        }
        return removed
    }
}
