import Crypto
import Foundation
import PopskinInstalledPackages

extension PackageCache {
    /// A bare clone's folder: the package name (checked: lowercase, digits, '-') and a hash of the URL, so neither
    /// can steer the path.
    func repository(name: String, url: String) -> String {
        let digest = SHA256.hash(data: Array(url.utf8)).prefix(6).map { String(format: "%02x", $0) }.joined()
        return root + "/repos/\(name)-\(digest).git"
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
