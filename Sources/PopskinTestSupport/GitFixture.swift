import Foundation

/// Real git repositories in a temporary folder, for the package and CLI tests.
///
/// Every git call gets an author and committer, fixed dates, no system or global configuration and
/// `init.defaultBranch=main`, so it behaves the same on a CI machine with no git identity. With fixed dates, two
/// commits of the same tree, parent and message get the same id: give every commit of a repository its own message.
public struct GitFixture {
    /// The test's own folder: repositories, projects and the package cache live under it.
    public let root: String

    /// A new, empty folder under the temporary directory.
    public init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent("popskin-packages-\(UUID().uuidString)")
            .standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// The test's package cache (`POPSKIN_CACHE`).
    public var cache: String { root + "/cache" }

    /// Identity, fixed dates and no system or global configuration, for every git call.
    public static let environment = [
        "GIT_AUTHOR_NAME": "Popskin Tests", "GIT_AUTHOR_EMAIL": "tests@popskin.invalid",
        "GIT_COMMITTER_NAME": "Popskin Tests", "GIT_COMMITTER_EMAIL": "tests@popskin.invalid",
        "GIT_AUTHOR_DATE": "2025-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2025-01-01T00:00:00Z",
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C",
    ]

    /// A git command that failed, with git's words.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `git ARGUMENTS` in `folder`; what it printed, trimmed. Throws with git's words when it fails, unless
    /// `allowFailure` (for `git merge` with conflicts).
    @discardableResult
    public static func git(_ arguments: [String], in folder: String, input: String? = nil, allowFailure: Bool = false)
        throws -> String
    {
        let options = ["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"]
        let outcome = try TestProcess.run(
            "git", options + arguments, in: folder, environment: environment,
            input: input ?? "")
        guard outcome.status == 0 || allowFailure else {
            throw Failure(description: "git \(arguments.joined(separator: " ")) in \(folder) failed: \(outcome.output)")
        }
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes files (path → text) under `folder`, creating folders.
    public static func write(_ files: [String: String], in folder: String) throws {
        try TemporaryFolder.write(files, in: folder)
    }

    /// A new repository `repos/NAME` (a working tree whose `file://` URL packages are fetched from).
    public func repository(_ name: String) throws -> Repository {
        let path = root + "/repos/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.git(["init", "--quiet"], in: path)
        return Repository(path: path)
    }

    /// A project folder `NAME` holding `files`.
    public func project(_ name: String = "app", _ files: [String: String]) throws -> String {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.write(files, in: path)
        return path
    }

    /// Removes the folder (store entries are read-only, so they are made writable first).
    public func remove() {
        if let walker = FileManager.default.enumerator(atPath: root) {
            while let relative = walker.nextObject() as? String { chmod(root + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A repository's working tree, whose `file://` URL packages are fetched from.
    public struct Repository {
        public let path: String
        /// `file:///…/NAME/`, the same whether or not the folder is still there.
        public let url: String

        public init(path: String) {
            self.path = path
            url = URL(fileURLWithPath: path, isDirectory: true).absoluteString
        }

        /// Writes `files`, removes `removing`, commits everything (even nothing) and returns the commit id.
        @discardableResult
        public func commit(_ files: [String: String] = [:], removing: [String] = [], message: String) throws -> String {
            try GitFixture.write(files, in: path)
            for file in removing { try FileManager.default.removeItem(atPath: path + "/" + file) }
            try GitFixture.git(["add", "--all"], in: path)
            try GitFixture.git(["commit", "--quiet", "--allow-empty", "-m", message], in: path)
            return try head()
        }

        /// Commits a symbolic link `link` → `target` (as git stores it: mode 120000).
        @discardableResult
        public func commitLink(_ link: String, to target: String, message: String) throws -> String {
            let url = URL(fileURLWithPath: path + "/" + link)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            return try commit(message: message)
        }

        /// Checks out `revision` on a new branch, for releases made off an older one.
        public func checkout(_ revision: String, branch: String) throws {
            try GitFixture.git(["checkout", "--quiet", "-b", branch, revision], in: path)
        }

        /// The commit id of HEAD.
        public func head() throws -> String { try GitFixture.git(["rev-parse", "HEAD"], in: path) }

        /// Tags HEAD (lightweight unless `annotated`; `force` moves an existing tag, as `git tag -f` does).
        public func tag(_ name: String, annotated: Bool = false, force: Bool = false, at commit: String = "HEAD") throws
        {
            try GitFixture.git(
                ["tag"] + (force ? ["-f"] : []) + (annotated ? ["-a", "-m", "release \(name)"] : [])
                    + [name, commit], in: path)
        }

        /// A commit (not on any branch) whose tree holds `themes/../escape.yaml` and `themes/ok.yaml`: a path that
        /// leaves the package, which git itself would never check out but `git mktree` writes as asked.
        public func commitEscapingPath() throws -> String {
            let blob = try GitFixture.git(["hash-object", "-w", "--stdin"], in: path, input: "escaped: true\n")
            let parent = try GitFixture.git(["mktree"], in: path, input: "100644 blob \(blob)\tescape.yaml\n")
            let themes = try GitFixture.git(
                ["mktree"], in: path,
                input: "040000 tree \(parent)\t..\n100644 blob \(blob)\tok.yaml\n")
            let root = try GitFixture.git(["mktree"], in: path, input: "040000 tree \(themes)\tthemes\n")
            return try GitFixture.git(["commit-tree", "-m", "escaping tree", root], in: path)
        }

        /// Commits `files` and tags the commit `version`.
        @discardableResult
        public func release(_ version: String, _ files: [String: String] = [:], annotated: Bool = false) throws
            -> String
        {
            let commit = try commit(files, message: "release \(version)")
            try tag(version, annotated: annotated)
            return commit
        }
    }
}

/// The issue's graph: app → brand → base, as real repositories.
public struct ThemeGraph {
    public let fixture: GitFixture
    public let base: GitFixture.Repository
    public let brand: GitFixture.Repository
    /// The app project (not a repository).
    public let project: String

    public static func baseManifest(_ version: String) -> String {
        "popskin: 1\nname: base\nversion: \(version)\n"
    }

    /// An abstract theme with the metrics every concrete theme needs.
    public static let baseTheme = """
        abstract: true
        arrow: { base: 20, height: 10, shape: triangle }
        background: { corner-radius: 8, fill: "#ffffff" }
        content: { insets: 8 }

        """

    public static func brandManifest(_ version: String, base: String, requirement: String = "from: 3.0.0") -> String {
        """
        popskin: 1
        name: brand
        version: \(version)
        dependencies:
          base: { git: "\(base)", \(requirement) }

        """
    }

    /// `background.fill` is on line 4, its value at column 9 (`badOceanTheme` breaks it there).
    public static let oceanTheme = """
        extends: base/base
        description: Ocean blue
        background:
          fill: "#1060a0"

        """

    public static let badOceanTheme = """
        extends: base/base
        description: Ocean blue
        background:
          fill: "#10z0a0"

        """

    public static func appManifest(brand: String, extra: String = "") -> String {
        """
        # The app's skins.
        popskin: 1
        name: app
        dependencies:
          # the company look
          brand: { git: "\(brand)", from: 2.0.0 }
        \(extra)outputs:
          - generator: swift
            path: Generated/Skins

        """
    }

    public static let appTheme = """
        extends: brand/ocean
        description: The app's popover
        content: { insets: 12 }

        """

    /// base has 3.0.0 (annotated tag), 3.0.2 and 4.0.0; brand has 2.2.0 and 2.3.1 (`v2.3.1`), both needing base
    /// `from: 3.0.0`; the app needs brand `from: 2.0.0`. Resolved: brand 2.3.1, base 3.0.2.
    public init(_ fixture: GitFixture, oceanTheme: String = ThemeGraph.oceanTheme) throws {
        self.fixture = fixture
        base = try fixture.repository("base")
        try base.release(
            "3.0.0", [Self.manifestPath: Self.baseManifest("3.0.0"), "themes/base.yaml": Self.baseTheme],
            annotated: true)
        try base.release("3.0.2", [Self.manifestPath: Self.baseManifest("3.0.2"), "README.md": "base themes\n"])
        try base.release("4.0.0", [Self.manifestPath: Self.baseManifest("4.0.0")])
        brand = try fixture.repository("brand")
        try brand.release(
            "2.2.0",
            [
                Self.manifestPath: Self.brandManifest("2.2.0", base: base.url),
                "themes/ocean.yaml": Self.oceanTheme,
            ])
        try brand.commit(
            [Self.manifestPath: Self.brandManifest("2.3.1", base: base.url), "themes/ocean.yaml": oceanTheme],
            message: "release 2.3.1")
        try brand.tag("v2.3.1")
        project = try fixture.project(
            "app",
            [
                Self.manifestPath: Self.appManifest(brand: brand.url),
                "themes/app.yaml": Self.appTheme,
            ])
    }

    public static let manifestPath = "popskin.yaml"

    /// A package with one abstract theme `NAME/NAME`, released at each of `versions`.
    public static func package(_ fixture: GitFixture, _ name: String, _ versions: [String]) throws
        -> GitFixture.Repository
    {
        let repository = try fixture.repository(name)
        for version in versions {
            try repository.release(
                version,
                [
                    manifestPath: "popskin: 1\nname: \(name)\nversion: \(version)\n",
                    "themes/\(name).yaml": baseTheme,
                ])
        }
        return repository
    }

    /// Makes the project a git repository, then on two branches adds `cobalt` (1.2.0, above brand) and `coral`
    /// (0.4.0, below brand), calling `resolve` after each change, and merges them with `git merge`: the manifest
    /// merges cleanly, popskin.lock gets real conflict markers. Afterwards coral also has 0.4.1. Returns git's words.
    public func mergeBranchesAddingDependencies(resolve: () throws -> Void) throws -> String {
        let cobalt = try Self.package(fixture, "cobalt", ["1.2.0"]),
            coral = try Self.package(fixture, "coral", ["0.4.0"])
        let manifest = project + "/" + Self.manifestPath
        @discardableResult func git(_ arguments: String...) throws -> String {
            try GitFixture.git(arguments, in: project, allowFailure: arguments.first == "merge")
        }
        func edit(_ change: (String) -> String) throws {
            try change(try String(contentsOfFile: manifest, encoding: .utf8))
                .write(toFile: manifest, atomically: true, encoding: .utf8)
        }
        try git("init", "--quiet")
        try resolve()
        try git("add", "--all")
        try git("commit", "--quiet", "-m", "brand")
        try git("checkout", "--quiet", "-b", "cobalt")
        try edit {
            $0.replacingOccurrences(
                of: "dependencies:\n", with: "dependencies:\n  cobalt: { git: \"\(cobalt.url)\", from: 1.0.0 }\n")
        }
        try resolve()
        try git("commit", "--quiet", "--all", "-m", "cobalt")
        try git("checkout", "--quiet", "-b", "coral", "main")
        try edit {
            $0.replacingOccurrences(
                of: "outputs:\n", with: "  coral: { git: \"\(coral.url)\", upToNextMinor: 0.4.0 }\noutputs:\n")
        }
        try resolve()
        try git("commit", "--quiet", "--all", "-m", "coral")
        try coral.release("0.4.1", [:])
        try git("checkout", "--quiet", "cobalt")
        return try git("merge", "--no-edit", "coral")
    }

    public var lockPath: String { project + "/popskin.lock" }

    public func lockText() throws -> String { try String(contentsOfFile: lockPath, encoding: .utf8) }
}
