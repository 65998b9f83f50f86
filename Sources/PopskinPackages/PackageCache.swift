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

    /// A bare clone's folder: the package name (checked: lowercase, digits, '-') and a hash of the URL, so neither
    /// can steer the path.
    func repository(name: String, url: String) -> String {
        let digest = SHA256.hash(data: Array(url.utf8)).prefix(6).map { String(format: "%02x", $0) }.joined()
        return root + "/repos/\(name)-\(digest).git"
    }

    /// The store entry of a tree with this integrity (`sha256-<base64>`), named by its hex digest.
    func storeEntry(_ integrity: Integrity) -> String {
        root + "/store/sha256-" + integrity.hex
    }

    /// Runs `body` holding the cache's exclusive lock (`flock`), creating the cache's folders first.
    func locked<T>(_ body: () throws -> T) throws -> T {
        for folder in ["repos", "store", "locks"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let descriptor = open(root + "/locks/cache.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Git.Failure(description: "cannot open the cache lock in \(root)") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Git.Failure(description: "cannot lock the cache in \(root)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
