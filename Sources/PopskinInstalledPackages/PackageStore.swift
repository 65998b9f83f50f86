import Foundation

/// The read-only, content-addressed store: one folder per distinct theme tree, `store/sha256-<hex>/`, shared by
/// every project on the machine. Entries are written to a temporary folder, made read-only, then renamed into place,
/// so a reader never sees half an entry.
public struct PackageStore: Sendable {
    public var cache: PackageCache

    public init(cache: PackageCache) {
        self.cache = cache
    }

    /// The folder of the tree with this integrity.
    public func folder(for integrity: Integrity) -> String { cache.storeEntry(integrity) }

    /// Whether the tree with this integrity is stored.
    public func contains(_ integrity: Integrity) -> Bool {
        var info = stat()
        return lstat(folder(for: integrity), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
