import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinInstalledPackages
@testable import PopskinPackages

@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageConflictTests {
    /// The root pins base 3.0.0; brand's only release needs base from 3.0.2: both chains and one fix are printed.
    @Test func conflictPrintsBothChainsAndAFix() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let base = try fixture.repository("base")
        try base.release(
            "3.0.0",
            [
                ThemeGraph.manifestPath: ThemeGraph.baseManifest("3.0.0"),
                "themes/base.yaml": ThemeGraph.baseTheme,
            ])
        try base.release("3.0.2", [ThemeGraph.manifestPath: ThemeGraph.baseManifest("3.0.2")])
        let brand = try fixture.repository("brand")
        try brand.release(
            "2.3.1",
            [
                ThemeGraph.manifestPath: ThemeGraph.brandManifest(
                    "2.3.1", base: base.url,
                    requirement: "from: 3.0.2"),
                "themes/ocean.yaml": ThemeGraph.oceanTheme,
            ])
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath: """
                popskin: 1
                dependencies:
                  base: { git: "\(base.url)", exact: 3.0.0 }
                  brand: { git: "\(brand.url)", from: 2.0.0 }

                """
            ])
        let outcome = fixture.manager(project).resolve()
        #expect(outcome.diagnostics.count == 1, "\(outcome.diagnostics.described)")
        let conflict = try #require(outcome.diagnostics.first)
        #expect(conflict.id == .packageConflict && conflict.severity == .error)
        #expect(
            conflict.message == """
                no version of 'base' satisfies both requirements:
                  root → base 3.0.0
                  root → brand 2.3.1 → base >=3.0.2 <4.0.0
                  available: 3.0.2, 3.0.0
                fix: change 'base' in popskin.yaml to `from: 3.0.2` (brand 2.3.1 accepts it)
                """)
        // Pointing at the root's requirement on base.
        #expect(conflict.location?.file == "popskin.yaml" && conflict.location?.line == 3)
        #expect(outcome.lock == nil)
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))
    }

    /// Two dependencies disagree about a third: the fix names the dependency to update.
    @Test func conflictBetweenTwoDependencies() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let icons = try fixture.repository("icons")
        try icons.release(
            "1.0.0",
            [
                ThemeGraph.manifestPath: """
                popskin: 1
                dependencies:
                  base: { git: "\(graph.base.url)", from: 4.0.0 }

                """
            ])
        let project = try fixture.project(
            "two",
            [
                ThemeGraph.manifestPath: """
                popskin: 1
                dependencies:
                  brand: { git: "\(graph.brand.url)", from: 2.0.0 }
                  icons: { git: "\(icons.url)", from: 1.0.0 }

                """
            ])
        let outcome = fixture.manager(project).resolve()
        let conflict = try #require(outcome.diagnostics.errors.first)
        #expect(outcome.diagnostics.errors.count == 1)
        #expect(conflict.id == .packageConflict)
        #expect(conflict.message.contains("root → brand 2.3.1 → base >=3.0.0 <4.0.0"), "\(conflict.message)")
        #expect(conflict.message.contains("root → icons 1.0.0 → base >=4.0.0 <5.0.0"), "\(conflict.message)")
        #expect(
            conflict.message.hasSuffix(
                "\nfix: no release of 'base' is in both ranges; run `popskin package update "
                    + "brand` once brand has a release that accepts base >=4.0.0 <5.0.0, or use a "
                    + "release of icons that accepts base >=3.0.0 <4.0.0"), "\(conflict.message)")
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))
    }

    /// A requirement no release satisfies lists what the repository has.
    @Test func noMatchingReleaseListsTheReleases() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let project = try fixture.project(
            "future",
            [
                ThemeGraph.manifestPath:
                    "popskin: 1\ndependencies:\n  base: { git: \"\(graph.base.url)\", from: 5.0.0 }\n"
            ])
        let outcome = fixture.manager(project).resolve()
        #expect(
            outcome.diagnostics.described == [
                "error PACKAGE-NOT-FOUND: no release of 'base' satisfies root → base >=5.0.0 <6.0.0; its repository has "
                    + "4.0.0, 3.0.2, 3.0.0"
            ])
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageRetagTests {
    /// Moves base's tag 3.0.2 to a new commit with `files` (on a branch off 3.0.2); returns the new commit.
    static func moveTag(_ graph: ThemeGraph, files: [String: String]) throws -> String {
        try graph.base.checkout("3.0.2", branch: "moved")
        let commit = try graph.base.commit(files, message: "the same version, again")
        try graph.base.tag("3.0.2", force: true)
        return commit
    }

    /// `git tag -f` with new content: PACKAGE-RETAG naming package, version, both revisions and `--accept-retag`, on
    /// resolve in the same cache and on fetch into a fresh one; `update base` with the acceptance takes it.
    @Test func movedTagWithNewContentIsAnError() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        let lock = try graph.lockText()
        let old = try GitFixture.git(["rev-parse", "3.0.2"], in: graph.base.path)
        let new = try Self.moveTag(graph, files: ["themes/base.yaml": ThemeGraph.baseTheme + "description: changed\n"])

        let expected =
            "'base' 3.0.2 changed after release: tag 3.0.2 moved from \(old) (locked) to \(new), and the content "
            + "differs"
        let again = fixture.manager(graph.project).resolve()
        #expect(again.diagnostics.errors.map(\.id) == [.packageRetag])
        let message = try #require(again.diagnostics.errors.first?.message)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(message.hasSuffix("or accept it with `popskin package update base --accept-retag`"), "\(message)")
        #expect(again.diagnostics.errors.first?.location == SourceLocation(file: "popskin.lock", line: 4, column: 3))
        #expect(try graph.lockText() == lock, "the lock is kept")

        let fresh = fixture.manager(graph.project, cache: fixture.root + "/fresh-cache").fetch()
        #expect(fresh.diagnostics.errors.map(\.id) == [.packageRetag])
        #expect(fresh.diagnostics.errors.first?.message.hasPrefix(expected) == true, "\(fresh.diagnostics.described)")
        #expect(fresh.diagnostics.errors.first?.message.contains("--accept-retag") == true)

        // Updating without accepting it is refused the same way.
        let refused = fixture.manager(graph.project).resolve(updating: ["base"])
        #expect(refused.diagnostics.errors.map(\.id) == [.packageRetag])

        let accepted = fixture.manager(graph.project, acceptRetag: ["base"]).resolve(updating: ["base"])
        #expect(accepted.diagnostics.errors.isEmpty, "\(accepted.diagnostics.described)")
        #expect(
            accepted.diagnostics.described == [
                "warning PACKAGE-RETAG: accepted the new content of 'base' 3.0.2: \(old.prefix(12)) → \(new.prefix(12))"
            ])
        #expect(accepted.lockChanged)
        let ignored = DiagnosticSink()
        let before = try #require(Lockfile.read(Array(lock.utf8), diagnostics: ignored).first)
        let after = try #require(accepted.lock)
        #expect(after["base"]?.revision == new && after["base"]?.version == "3.0.2")
        #expect(after["base"]?.integrity != before["base"]?.integrity)
        #expect(after["brand"] == before["brand"])
        // And from then on the new content is simply the release.
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        #expect(fixture.manager(graph.project, cache: fixture.root + "/third-cache").fetch().diagnostics.isEmpty)
    }

    /// A tag moved to a commit with the very same tree (a rebase, a mirror): a warning, and the lock is kept.
    @Test func movedTagWithTheSameContentIsAWarning() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        let lock = try graph.lockText()
        let old = try GitFixture.git(["rev-parse", "3.0.2"], in: graph.base.path)
        let new = try Self.moveTag(graph, files: [:])
        #expect(old != new)

        let again = fixture.manager(graph.project).resolve()
        #expect(
            again.diagnostics.described == [
                "warning PACKAGE-RETAG: tag 3.0.2 of 'base' now names \(new.prefix(12)) instead of the locked "
                    + "\(old.prefix(12)); the content is identical, so the lock is kept"
            ])
        #expect(!again.lockChanged)
        #expect(try graph.lockText() == lock)
        // A fresh machine fetches the locked commit and says the same.
        let fresh = fixture.manager(graph.project, cache: fixture.root + "/fresh-cache").fetch()
        #expect(fresh.diagnostics.described == again.diagnostics.described)
        #expect(try graph.lockText() == lock)
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageUnsafeTests {
    /// A file outside every package, which a link tries to reach.
    static func secret(_ fixture: GitFixture) throws -> String {
        let path = fixture.root + "/secret.yaml"
        try Data("token: do-not-read\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// No store entry holds anything, and no file under the cache holds the secret.
    static func expectNothingStored(_ fixture: GitFixture) throws {
        let store = (try? FileManager.default.contentsOfDirectory(atPath: fixture.cache + "/store")) ?? []
        #expect(store.filter { !$0.hasPrefix(".") }.isEmpty, "\(store)")
        if let walker = FileManager.default.enumerator(atPath: fixture.cache) {
            while let relative = walker.nextObject() as? String {
                let data = FileManager.default.contents(atPath: fixture.cache + "/" + relative) ?? Data()
                #expect(!String(decoding: data, as: UTF8.self).contains("do-not-read"), "\(relative)")
            }
        }
    }

    /// A committed symbolic link to a file outside the package is refused; nothing is stored or locked.
    @Test func gitPackageWithASymlinkIsRefused() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let secret = try Self.secret(fixture)
        let evil = try fixture.repository("evil")
        try evil.commit(
            [ThemeGraph.manifestPath: "popskin: 1\nname: evil\n", "themes/ok.yaml": ThemeGraph.baseTheme],
            message: "themes")
        try evil.commitLink("themes/stolen.yaml", to: secret, message: "a link")
        try evil.tag("1.0.0")
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath: "popskin: 1\ndependencies:\n  evil: { git: \"\(evil.url)\", from: 1.0.0 }\n"
            ])
        let outcome = fixture.manager(project).resolve()
        let commit = try evil.head()
        #expect(
            outcome.diagnostics.described == [
                "error PACKAGE-UNSAFE: refusing 'evil' 1.0.0 (\(commit.prefix(12))): 'themes/stolen.yaml' is a symbolic link; "
                    + "packages may not contain links"
            ])
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))
        try Self.expectNothingStored(fixture)
    }

    /// A tree entry `..` (which `git mktree` writes though git would never check it out) is refused.
    @Test func gitPackageWithAnEscapingPathIsRefused() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let evil = try fixture.repository("evil")
        try evil.commit([ThemeGraph.manifestPath: "popskin: 1\nname: evil\n"], message: "start")
        let commit = try evil.commitEscapingPath()
        try evil.tag("1.0.0", at: commit)
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath: "popskin: 1\ndependencies:\n  evil: { git: \"\(evil.url)\", from: 1.0.0 }\n"
            ])
        let outcome = fixture.manager(project).resolve()
        #expect(
            outcome.diagnostics.described == [
                "error PACKAGE-UNSAFE: refusing 'evil' 1.0.0 (\(commit.prefix(12))): the path 'themes/../escape.yaml' could "
                    + "leave the package"
            ])
        #expect(!FileManager.default.fileExists(atPath: project + "/popskin.lock"))
        #expect(!FileManager.default.fileExists(atPath: fixture.cache + "/store/escape.yaml"))
        try Self.expectNothingStored(fixture)
    }

    @Test func pathSafety() {
        for path in ["themes/a.yaml", "a", ".hidden/x", "a..b/c"] { #expect(GitRepository.isSafe(path), "\(path)") }
        for path in ["../a", "themes/../a", "/etc/passwd", "a//b", "./a", "a/.", "a\\b", "a\u{1}b", ""] {
            #expect(!GitRepository.isSafe(path), "\(path)")
        }
    }

    /// A path dependency holding a link is refused (by the build and by `verify`) and its themes are not read;
    /// one without links joins the registry.
    @Test func pathDependencyWithASymlinkIsRefused() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let secret = try Self.secret(fixture)
        let clean = try fixture.project("clean", ["themes/draft.yaml": ThemeGraph.baseTheme])
        let drafts = try fixture.project("drafts", ["themes/draft.yaml": ThemeGraph.baseTheme])
        try FileManager.default.createSymbolicLink(atPath: drafts + "/themes/stolen.yaml", withDestinationPath: secret)
        _ = clean
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath:
                    "popskin: 1\ndependencies:\n  clean: { path: ../clean }\n  drafts: { path: ../drafts }\n"
            ])
        let manager = fixture.manager(project)
        let installed = manager.installedPackages()
        #expect(
            installed.diagnostics.described == [
                "error PACKAGE-UNSAFE: path dependency 'drafts' (../drafts): 'themes/stolen.yaml' is a symbolic link; packages "
                    + "may not contain links"
            ])
        #expect(installed.diagnostics.first?.location?.line == 4)
        #expect(installed.packages.map { "\($0.name) \($0.label)" } == ["clean path ../clean"])
        let frontEnd = FrontEnd().run(root: project, packages: installed.packages)
        #expect(frontEnd.registry.themes.map(\.name) == ["clean/draft"])
        #expect(
            !frontEnd.project.sources.values.contains { String(decoding: $0, as: UTF8.self).contains("do-not-read") })
        #expect(manager.verify().diagnostics.errors.map(\.id) == [.packageUnsafe])
        // No git dependency to resolve, but a resolve that passes must leave a project that builds.
        #expect(manager.resolve().diagnostics.described == installed.diagnostics.described)
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageModeTests {
    /// `--locked` refuses a lock that would change; `--frozen` (offline and locked) too, from the cache alone.
    @Test func lockedAndFrozenRefuseToChangeTheLock() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let icons = try ThemeGraph.package(fixture, "icons", ["1.0.0"])
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        let lock = try graph.lockText()
        #expect(fixture.manager(graph.project, locked: true).resolve().diagnostics.isEmpty, "an up-to-date lock passes")

        let manifest = graph.project + "/" + ThemeGraph.manifestPath
        try ThemeGraph.appManifest(brand: graph.brand.url, extra: "  icons: { git: \"\(icons.url)\", from: 1.0.0 }\n")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        // The build sees the manifest ask for what the lock lacks.
        #expect(
            fixture.manager(graph.project).installedPackages().diagnostics.described == [
                "error PACKAGE-LOCKED: popskin.lock is out of date for 'icons': the manifest asks for from 1.0.0 from "
                    + "\(icons.url), the lock has no entry; run `popskin package resolve`"
            ])
        let locked = fixture.manager(graph.project, locked: true).resolve()
        #expect(
            locked.diagnostics.described == [
                "error PACKAGE-LOCKED: --locked: popskin.lock is out of date for 'icons': the manifest asks for from 1.0.0 from "
                    + "\(icons.url), the lock has no entry; run `popskin package resolve`"
            ])
        #expect(try graph.lockText() == lock)

        // Frozen: the sources are gone, the cache has brand 2.2.0, the manifest now pins it.
        try ThemeGraph.appManifest(brand: graph.brand.url).replacingOccurrences(of: "from: 2.0.0", with: "exact: 2.2.0")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(atPath: fixture.root + "/repos", toPath: fixture.root + "/moved-away")
        let frozen = fixture.manager(graph.project, offline: true, locked: true).resolve()
        #expect(
            frozen.diagnostics.described == [
                "error PACKAGE-LOCKED: --locked: popskin.lock is out of date for 'brand': the manifest asks for exact 2.2.0 "
                    + "from \(graph.brand.url), the lock has from 2.0.0 from \(graph.brand.url); run `popskin package resolve`"
            ])
        #expect(try graph.lockText() == lock)
        try ThemeGraph.appManifest(brand: graph.brand.url).write(toFile: manifest, atomically: true, encoding: .utf8)
        let fine = fixture.manager(graph.project, offline: true, locked: true).resolve()
        #expect(fine.diagnostics.isEmpty, "\(fine.diagnostics.described)")
        #expect(fixture.manager(graph.project, offline: true, locked: true).fetch().diagnostics.isEmpty)
    }

    /// A lock whose integrity does not match the locked commit's tree (an edited lock) fails the fetch.
    @Test func fetchRefusesATreeThatDoesNotMatchTheLock() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let lock = try #require(fixture.manager(graph.project).resolve().lock)
        let base = try #require(lock["base"]), brand = try #require(lock["brand"])
        try graph.lockText().replacingOccurrences(
            of: "integrity: \(base.integrity)", with: "integrity: \(brand.integrity)"
        )
        .write(toFile: graph.lockPath, atomically: true, encoding: .utf8)
        let fetched = fixture.manager(graph.project, cache: fixture.root + "/fresh-cache").fetch()
        #expect(
            fetched.diagnostics.described == [
                "error PACKAGE-INTEGRITY: 'base' 3.0.2 at \(base.revision.prefix(12)) hashes to \(base.integrity), but "
                    + "popskin.lock says \(brand.integrity); the lock or the repository was altered"
            ])
    }

    /// `verify` re-hashes the store: an entry altered after the fact is named.
    @Test func verifyCatchesAnAlteredStoreEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let manager = fixture.manager(graph.project)
        #expect(manager.resolve().diagnostics.isEmpty)
        let clean = manager.verify()
        #expect(clean.diagnostics.isEmpty && clean.lock?.entries.count == 2)

        let base = try #require(manager.installedPackages().packages.first { $0.name == "base" })
        let file = base.root + "/themes/base.yaml"
        #expect(chmod(file, 0o644) == 0)
        var bytes = try #require(FileManager.default.contents(atPath: file))
        bytes[bytes.startIndex] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: file))

        let outcome = manager.verify()
        #expect(outcome.diagnostics.errors.map(\.id) == [.packageIntegrity])
        let message = try #require(outcome.diagnostics.errors.first?.message)
        #expect(message.hasPrefix("the store's copy of 'base' 3.0.2 was altered: it hashes to sha256-"), "\(message)")
        #expect(message.contains("not \(outcome.lock!["base"]!.integrity)"))
        #expect(message.hasSuffix("delete \(base.root) and run `popskin package fetch`"), "\(message)")
        #expect(outcome.diagnostics.errors.first?.location == SourceLocation(file: "popskin.lock", line: 4, column: 3))
    }
}
