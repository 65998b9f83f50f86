import Foundation
import PopskinInstalledPackages

extension PackageStore {
    /// Adds a tree (paths already checked by `GitRepository.isSafe`) and returns its integrity.
    @discardableResult
    func add(_ files: [(path: String, bytes: [UInt8])]) throws -> Integrity {
        let integrity = Integrity(files: files)
        guard !contains(integrity) else { return integrity }
        let temporary = cache.root + "/store/.tmp-\(getpid())-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        var folders: Set<String> = [temporary]
        for file in files {
            let target = temporary + "/" + file.path
            let parent = (target as NSString).deletingLastPathComponent
            if !folders.contains(parent) {
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
                var walk = parent
                while walk.count > temporary.count, folders.insert(walk).inserted {
                    walk = (walk as NSString).deletingLastPathComponent
                }
            }
            guard manager.createFile(atPath: target, contents: Data(file.bytes), attributes: [.posixPermissions: 0o444])
            else {
                throw Git.Failure(description: "cannot write \(target)")
            }
        }
        // Deepest folders first, so each is still writable while its children are sealed.
        for folder in folders.sorted(by: { $0.count > $1.count }) { chmod(folder, 0o555) }
        if rename(temporary, folder(for: integrity)) != 0 {
            Self.remove(temporary)  // another run stored the same tree first
        }
        return integrity
    }

    /// Re-hashes an entry: nil when it is missing or holds anything but plain files and folders.
    func integrity(of entry: Integrity) -> Integrity? {
        guard contains(entry) else { return nil }
        var files: [(String, [UInt8])] = []
        guard Self.collect(folder(for: entry), prefix: "", into: &files) else { return nil }
        return Integrity(files: files)
    }

    private static func collect(_ folder: String, prefix: String, into files: inout [(String, [UInt8])]) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        for name in names.sorted() {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: guard collect(path, prefix: prefix + name + "/", into: &files) else { return false }
            case S_IFREG:
                guard let data = FileManager.default.contents(atPath: path) else { return false }
                files.append((prefix + name, [UInt8](data)))
            default: return false
            }
        }
        return true
    }

    /// Removes a read-only tree (making it writable first).
    static func remove(_ folder: String) {
        if let walker = FileManager.default.enumerator(atPath: folder) {
            chmod(folder, 0o755)
            while let relative = walker.nextObject() as? String { chmod(folder + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
