import Foundation
import PopskinInstalledPackages
import Version

/// A bare clone in the cache, fetched with every tag and branch force-updated so a moved tag is seen.
struct GitRepository: Sendable {
    var git: Git
    var url: String
    var folder: String

    /// A released tag and the commit it names.
    struct Tag: Sendable {
        var name: String
        var version: Version
        var commit: String
    }

    /// One file of a tree: its path inside the package and its blob.
    struct File: Sendable {
        var path: String
        var blob: String
    }

    /// Something in the tree popskin refuses to read.
    struct Unsafe: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the clone has been fetched whole at least once: a clone a killed first fetch left has no marker, and
    /// `--offline` would otherwise take it for a repository without releases.
    var exists: Bool {
        // A clone made before the marker was written counts when it holds a reference.
        FileManager.default.fileExists(atPath: folder + "/" + Self.fetchedMarker) || holdsReference
    }

    /// Whether any tag or branch is stored, loose or packed.
    private var holdsReference: Bool {
        let packed = (try? FileManager.default.attributesOfItem(atPath: folder + "/packed-refs")[.size] as? Int) ?? 0
        if packed > 0 { return true }
        return ["refs/tags", "refs/heads"].contains { sub in
            let files = FileManager.default.enumerator(atPath: folder + "/" + sub)
            while let name = files?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + sub + "/" + name, isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    return true
                }
            }
            return false
        }
    }

    /// Written in the clone once its first fetch has ended well.
    static let fetchedMarker = "popskin-fetched"

    /// Creates the clone if needed and fetches everything from `url`. A clone whose first fetch did not end well
    /// (failed, or killed: the marker is missing) is made again from nothing.
    func update() throws {
        let created = !exists
        if created {
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try git.run(["init", "--quiet", "--bare"], in: folder)
        }
        do {
            try git.run(
                [
                    "fetch", "--quiet", "--prune", "--force", "--no-tags", "--", url,
                    "+refs/tags/*:refs/tags/*", "+refs/heads/*:refs/heads/*",
                ], in: folder)
            if created {
                guard FileManager.default.createFile(atPath: folder + "/" + Self.fetchedMarker, contents: Data()) else {
                    throw Git.Failure(description: "cannot write to the cache at \(folder)")
                }
            }
        } catch {
            if created { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// Every tag that names a release (`X.Y.Z` or `vX.Y.Z`), newest first; `v1.2.3` beside `1.2.3` keeps the latter.
    func releases() throws -> [Tag] {
        let listing = try git.text(
            ["for-each-ref", "--format=%(refname:strip=2) %(objectname) %(*objectname)", "refs/tags"],
            in: folder)
        var byVersion: [Version: Tag] = [:]
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2, let version = PackageRequirement.releaseVersion(ofTag: fields[0]) else { continue }
            // Annotated tags name a tag object; the commit is the peeled object.
            let tag = Tag(name: fields[0], version: version, commit: fields.count > 2 ? fields[2] : fields[1])
            if let other = byVersion[version], !other.name.hasPrefix("v") { continue }
            byVersion[version] = tag
        }
        return byVersion.values.sorted { $0.version > $1.version }
    }

    /// Tags that name no release (`nightly`, `release-1`, `2.0.0-beta`), and the branches, each in name order: what
    /// a requirement could follow instead when no release matches.
    func otherReferences() throws -> (tags: [String], branches: [String]) {
        let listing = try git.text(["for-each-ref", "--format=%(refname)", "refs/tags", "refs/heads"], in: folder)
        var tags: [String] = [], branches: [String] = []
        for line in listing.split(separator: "\n") {
            if line.hasPrefix("refs/tags/") {
                let name = String(line.dropFirst("refs/tags/".count))
                if PackageRequirement.releaseVersion(ofTag: name) == nil { tags.append(name) }
            } else if line.hasPrefix("refs/heads/") {
                branches.append(String(line.dropFirst("refs/heads/".count)))
            }
        }
        return (tags, branches)
    }

    /// The commit a branch or revision names.
    func commit(_ reference: String) throws -> String {
        // `--end-of-options` keeps a reference that starts with '-' from reading as an option.
        try git.text(["rev-parse", "--verify", "--quiet", "--end-of-options", reference + "^{commit}"], in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A file's bytes at a commit, or nil when it has none.
    func file(_ path: String, at commit: String) -> [UInt8]? {
        try? git.run(["cat-file", "blob", "\(commit):\(path)"], in: folder)
    }

    /// Every file of the commit's tree; symlinks, submodules and paths that could leave a folder are refused.
    func files(at commit: String) throws -> [File] {
        let listing = try git.run(["ls-tree", "-r", "-z", "--full-tree", commit], in: folder)
        var files: [File] = []
        for entry in listing.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ").map(String.init),
                path = String(text[text.index(after: tab)...])
            guard fields.count == 3 else { continue }
            switch fields[0] {
            case "120000": throw Unsafe(description: "'\(path)' is a symbolic link; packages may not contain links")
            case "160000": throw Unsafe(description: "'\(path)' is a submodule; packages may not contain submodules")
            default: break
            }
            guard Self.isSafe(path) else { throw Unsafe(description: "the path '\(path)' could leave the package") }
            files.append(File(path: path, blob: fields[2]))
        }
        return files
    }

    /// Relative, no `.`/`..`/empty components, no backslashes or control characters.
    static func isSafe(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.contains("\\") else { return false }
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// The bytes of many blobs in one `git cat-file --batch`.
    func contents(of files: [File]) throws -> [(path: String, bytes: [UInt8])] {
        guard !files.isEmpty else { return [] }
        let output = try git.run(
            ["cat-file", "--batch"], in: folder, input: Array(files.map { $0.blob + "\n" }.joined().utf8))
        var result: [(String, [UInt8])] = [], index = 0
        for file in files {
            // "<sha> blob <size>\n<content>\n"
            guard let newline = output[index...].firstIndex(of: 10) else {
                throw Git.Failure(description: "short cat-file output")
            }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count
            else {
                throw Git.Failure(description: "unexpected cat-file output for \(file.path)")
            }
            result.append((file.path, Array(output[(newline + 1)..<(newline + 1 + size)])))
            index = newline + 1 + size + 1
        }
        return result
    }
}
