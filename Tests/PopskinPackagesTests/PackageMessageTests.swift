import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinPackages

extension [Diagnostic] {
    /// `file:line:column: severity ID: message`, each.
    var located: [String] {
        map { diagnostic in
            let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            return "\(place)\(diagnostic.severity) \(diagnostic.id.rawValue): \(diagnostic.message)"
        }
    }
}

extension DiagnosticSink {
    var located: [String] { diagnostics.located }
}

/// The package manager's messages, each pinned to its id, its place in popskin.yaml or popskin.lock, and its words.
@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageMessageTests {
    /// A project depending on `entry` (written after `brand: `), with its name key at popskin.yaml:3:3.
    static func project(_ fixture: GitFixture, _ entry: String) throws -> String {
        try fixture.project("app", [ThemeGraph.manifestPath: "popskin: 1\ndependencies:\n  brand: \(entry)\n"])
    }

    /// A repository with tags, none of them a version: the message lists them and says how to follow a branch,
    /// which then resolves. Without any tag it says so.
    @Test func tagsThatAreNoVersionsAreListed() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let brand = try fixture.repository("brand")
        try brand.commit([ThemeGraph.manifestPath: "popskin: 1\nname: brand\n"], message: "first")
        for tag in ["nightly", "release-1", "release-2", "stable", "2.0.0-beta", "v1"] { try brand.tag(tag) }
        try GitFixture.git(["branch", "develop"], in: brand.path)
        let project = try Self.project(fixture, "{ git: \"\(brand.url)\", from: 1.0.0 }")
        #expect(
            fixture.manager(project).resolve().diagnostics.located == [
                "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: no release of 'brand' satisfies root → brand >=1.0.0 "
                    + "<2.0.0; its repository has tags, but none is a version X.Y.Z or vX.Y.Z: 2.0.0-beta, nightly, "
                    + "release-1, release-2, stable, …\nfix: tag a release X.Y.Z in it, or follow a branch with "
                    + "`branch: main` instead of `from: 1.0.0` in popskin.yaml"
            ])
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))

        // The fix works.
        _ = try Self.project(fixture, "{ git: \"\(brand.url)\", branch: main }")
        let followed = fixture.manager(project).resolve()
        #expect(followed.diagnostics.isEmpty, "\(followed.diagnostics.located)")
        #expect(followed.lock?.entries.map { "\($0.name) \($0.version)" } == ["brand main"])

        let bare = try fixture.repository("bare")
        try bare.commit([ThemeGraph.manifestPath: "popskin: 1\nname: bare\n"], message: "untagged")
        _ = try Self.project(fixture, "{ git: \"\(bare.url)\", exact: 1.0.0 }")
        #expect(
            fixture.manager(project).resolve().diagnostics.located == [
                "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: no release of 'brand' satisfies root → brand 1.0.0; its "
                    + "repository has no tags\nfix: tag a release X.Y.Z in it, or follow a branch with `branch: main` "
                    + "instead of `exact: 1.0.0` in popskin.yaml"
            ])
    }

    /// A branch or commit the repository lacks is named as missing, with the branches and releases it has.
    @Test func aMissingBranchIsNamed() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let brand = try ThemeGraph.package(fixture, "brand", ["1.0.0", "1.1.0"])
        try GitFixture.git(["branch", "release"], in: brand.path)
        let project = try Self.project(fixture, "{ git: \"\(brand.url)\", branch: develop }")
        #expect(
            fixture.manager(project).resolve().diagnostics.located == [
                "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: 'brand' has no branch 'develop' (root → brand branch "
                    + "develop); its repository has the branches main, release and the releases 1.1.0, 1.0.0\nfix: "
                    + "name one of its branches instead of `branch: develop`, or require a release with `from: 1.1.0` "
                    + "in popskin.yaml"
            ])

        let bare = try fixture.repository("bare")
        try bare.commit(message: "only")
        _ = try Self.project(fixture, "{ git: \"\(bare.url)\", revision: 0123456789abcdef }")
        #expect(
            fixture.manager(project).resolve().diagnostics.located == [
                "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: 'brand' has no commit '0123456789abcdef' (root → brand "
                    + "revision 0123456789abcdef); its repository has the branch main\nfix: name one of its commits "
                    + "instead of `revision: 0123456789abcdef` in popskin.yaml"
            ])
    }

    /// A package's own requirement that its dependency's repository cannot answer is shown at the root entry that
    /// led to it, and the fix is on the package that asked.
    @Test func aDependencysRequirementIsShownAtTheRootEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let base = try fixture.repository("base")
        try base.commit([ThemeGraph.manifestPath: "popskin: 1\nname: base\n"], message: "untagged")
        let brand = try fixture.repository("brand")
        try brand.release("1.0.0", [ThemeGraph.manifestPath: ThemeGraph.brandManifest("1.0.0", base: base.url)])
        let project = try Self.project(fixture, "{ git: \"\(brand.url)\", from: 1.0.0 }")
        #expect(
            fixture.manager(project).resolve().diagnostics.located == [
                "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: no release of 'base' satisfies root → brand 1.0.0 → base "
                    + ">=3.0.0 <4.0.0; its repository has no tags\nfix: brand 1.0.0 asks for it; use another release "
                    + "of brand, or ask its maintainers to change that requirement"
            ])
    }

    /// A repository that cannot be fetched, or is not in the cache offline, is shown at the dependency's name in
    /// popskin.yaml (not at popskin.yaml:1:1), and a dependency's dependency names who asked for it.
    @Test func anUnreachableRepositoryIsShownAtItsEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let nowhere = URL(fileURLWithPath: fixture.root + "/repos/nowhere", isDirectory: true).absoluteString
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath:
                    "popskin: 1\n# the company look\ndependencies:\n  brand:\n    git: \"\(nowhere)\"\n"
                    + "    from: 2.0.0\n"
            ])
        let online = fixture.manager(project).resolve().diagnostics.located
        #expect(online.count == 1)
        let prefix = "popskin.yaml:4:3: error PACKAGE-NOT-FOUND: cannot fetch 'brand' from \(nowhere): "
        #expect(online.first?.hasPrefix(prefix) == true && online.first!.count > prefix.count, "\(online)")
        #expect(
            fixture.manager(project, offline: true).resolve().diagnostics.located == [
                "popskin.yaml:4:3: error PACKAGE-OFFLINE: 'brand' (\(nowhere)) is not in the cache and --offline "
                    + "forbids fetching it; run `popskin package fetch` once with network"
            ])

        let brand = try fixture.repository("brand")
        try brand.release("2.0.0", [ThemeGraph.manifestPath: ThemeGraph.brandManifest("2.0.0", base: nowhere)])
        try GitFixture.write(
            [ThemeGraph.manifestPath: "popskin: 1\ndependencies:\n  brand: { git: \"\(brand.url)\", from: 2.0.0 }\n"],
            in: project)
        let transitive = fixture.manager(project).resolve().diagnostics.located
        let asked =
            "popskin.yaml:3:3: error PACKAGE-NOT-FOUND: cannot fetch 'base' (asked for by root → brand 2.0.0) from "
            + "\(nowhere): "
        #expect(transitive.count == 1 && transitive.first?.hasPrefix(asked) == true, "\(transitive)")
    }

    /// A path dependency whose folder is missing fails `resolve --locked` (and `resolve` and `fetch`) at its `path:`
    /// value, and the lock is left as it was.
    @Test func aMissingPathDependencyFailsResolve() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        let lock = try graph.lockText()
        try ThemeGraph.appManifest(brand: graph.brand.url, extra: "  drafts:\n    path: ../drafts\n")
            .write(toFile: graph.project + "/" + ThemeGraph.manifestPath, atomically: true, encoding: .utf8)
        let expected = ["popskin.yaml:8:11: error PACKAGE-UNSAFE: path dependency 'drafts' (../drafts): no such folder"]
        #expect(fixture.manager(graph.project, locked: true).resolve().diagnostics.located == expected)
        #expect(fixture.manager(graph.project).resolve().diagnostics.located == expected)
        #expect(fixture.manager(graph.project).fetch().diagnostics.located == expected)
        #expect(fixture.manager(graph.project).installedPackages().diagnostics.located == expected)
        #expect(try graph.lockText() == lock)

        _ = try fixture.project("drafts", ["themes/sketch.yaml": ThemeGraph.baseTheme])
        let fixed = fixture.manager(graph.project, locked: true).resolve()
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.located)")
    }

    /// A project with path dependencies only needs no lock: `resolve --locked` passes without one (it said
    /// "popskin.lock would change" at popskin.yaml:1:1), and `resolve` writes none.
    @Test func pathDependenciesAloneNeedNoLock() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        _ = try fixture.project("drafts", ["themes/sketch.yaml": ThemeGraph.baseTheme])
        let project = try fixture.project(
            "app", [ThemeGraph.manifestPath: "popskin: 1\ndependencies:\n  drafts: { path: ../drafts }\n"])
        let locked = fixture.manager(project, locked: true).resolve()
        #expect(locked.diagnostics.located == [] && !locked.lockChanged)
        let resolved = fixture.manager(project).resolve()
        #expect(resolved.diagnostics.located == [] && !resolved.lockChanged)
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))
    }

    /// The lock's own problems: none at all is shown at the first git dependency; an entry `--locked` would drop
    /// at that entry in popskin.lock.
    @Test func lockProblemsAreShownWhereTheyAre() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let expected = [
            "popskin.yaml:6:3: error PACKAGE-LOCKED: the project has dependencies but no popskin.lock; run "
                + "`popskin package resolve`"
        ]
        #expect(fixture.manager(graph.project).fetch().diagnostics.located == expected)
        #expect(fixture.manager(graph.project).installedPackages().diagnostics.located == expected)

        let icons = try ThemeGraph.package(fixture, "icons", ["1.0.0"])
        let manifest = graph.project + "/" + ThemeGraph.manifestPath
        try ThemeGraph.appManifest(brand: graph.brand.url, extra: "  icons: { git: \"\(icons.url)\", from: 1.0.0 }\n")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        try ThemeGraph.appManifest(brand: graph.brand.url).write(toFile: manifest, atomically: true, encoding: .utf8)
        let lines = try graph.lockText().split(separator: "\n", omittingEmptySubsequences: false)
        let icon = try #require(lines.firstIndex(of: "  icons:"))
        #expect(
            fixture.manager(graph.project, locked: true).resolve().diagnostics.located == [
                "popskin.lock:\(icon + 1):3: error PACKAGE-LOCKED: --locked: popskin.lock would change (icons "
                    + "removed); run `popskin package resolve` and commit the lock"
            ])
    }
}
