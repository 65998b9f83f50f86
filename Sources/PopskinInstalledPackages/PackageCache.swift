import Foundation

/// The shared cache (`$POPSKIN_CACHE`, else `$XDG_CACHE_HOME/popskin`, else `~/.cache/popskin`): bare clones under
/// `repos/`, read-only theme trees under `store/` keyed by integrity, and a lock file so concurrent runs are safe.
public struct PackageCache: Sendable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// The cache this process should use.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PackageCache {
        if let explicit = environment["POPSKIN_CACHE"], !explicit.isEmpty { return PackageCache(root: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return PackageCache(root: xdg + "/popskin") }
        return PackageCache(root: (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/popskin")
    }

    /// The store entry of a tree with this integrity (`sha256-<base64>`), named by its hex digest.
    public func storeEntry(_ integrity: Integrity) -> String {
        root + "/store/sha256-" + integrity.hex
    }
}
