import Foundation

/// A commit of the git repository that holds a folder, written out as plain files: how `theme diff --from REV` and
/// `package diff` read an earlier version of a project.
public enum GitExport {
    /// Writes the tree of `revision` of the repository holding `folder` into `destination` (created) and returns
    /// where `folder` is in it: a project may be a subfolder of its repository. Symbolic links, submodules and paths
    /// that could leave the folder are refused, as for packages.
    public static func export(_ revision: String, ofRepositoryAt folder: String, into destination: String) throws
        -> String
    {
        guard let git = Git.find() else { throw Git.Failure(description: "git is not installed") }
        let repository = GitRepository(git: git, url: "", folder: folder)
        let commit: String
        do { commit = try repository.commit(revision) } catch {
            throw Git.Failure(description: "'\(revision)' names no commit of the repository at \(folder)")
        }
        let prefix = try git.text(["rev-parse", "--show-prefix"], in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for (path, bytes) in try repository.contents(of: repository.files(at: commit)) {
            let target = destination + "/" + path
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: target))
        }
        return prefix.isEmpty ? destination : destination + "/" + String(prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0))
    }
}
