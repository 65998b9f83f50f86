import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinInstalledPackages
@testable import PopskinPackages

extension [Diagnostic] {
    /// `error PACKAGE-RETAG: message`, one per diagnostic: what a test compares and prints on failure.
    var described: [String] { map { "\($0.severity) \($0.id.rawValue): \($0.message)" } }

    var errors: [Diagnostic] { filter { $0.severity == .error } }
}

extension DiagnosticSink {
    var described: [String] { diagnostics.described }
}

extension PackageManager {
    /// What a build reads, with the problems met on the way.
    struct InstalledRun {
        var packages: [PackageSource]
        var sources: [String: [UInt8]]
        var lock: Lockfile?
        var diagnostics: DiagnosticSink
    }

    func installedPackages() -> InstalledRun {
        let diagnostics = DiagnosticSink(), inputs = InputSnapshot(projectRoot: projectRoot)
        let installed = installedPackages(inputs: inputs, diagnostics: diagnostics)
        return InstalledRun(
            packages: installed.packages, sources: inputs.sources, lock: installed.lock, diagnostics: diagnostics)
    }
}

extension GitFixture {
    func manager(
        _ project: String, cache: String? = nil, offline: Bool = false, locked: Bool = false,
        acceptRetag: Set<String> = []
    ) -> PackageManager {
        PackageManager(
            projectRoot: project, cache: PackageCache(root: cache ?? self.cache),
            options: .init(offline: offline, locked: locked, acceptRetag: acceptRetag))
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageGraphTests {
    /// app → brand → base: resolved to the newest allowed releases, locked, stored, and loaded as `package/theme`;
    /// a second resolve changes nothing; with the repositories gone, `--offline` resolve and fetch still work.
    @Test func threePackageGraphResolvesLocksAndWorksOffline() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let manager = fixture.manager(graph.project)

        let first = manager.resolve()
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics.described)")
        #expect(first.lockChanged)
        let lock = try #require(first.lock)
        #expect(
            lock.entries.map { "\($0.name) \($0.version) \($0.tag ?? "-") \($0.requirement) \($0.dependencies)" } == [
                "base 3.0.2 3.0.2 from 3.0.0 []", "brand 2.3.1 v2.3.1 from 2.0.0 [\"base\"]",
            ])
        #expect(lock["base"]?.source == graph.base.url && lock["brand"]?.source == graph.brand.url)
        #expect(lock["base"]?.revision == (try GitFixture.git(["rev-parse", "3.0.2^{commit}"], in: graph.base.path)))
        #expect(
            lock["brand"]?.revision == (try GitFixture.git(["rev-parse", "v2.3.1^{commit}"], in: graph.brand.path)))
        let text = try graph.lockText()
        #expect(text == lock.render())
        #expect(text.hasPrefix("# Written by popskin."))
        #expect(
            text.contains("\nlock: 1\npackages:\n  base:\n    source: \(graph.base.url)\n    requirement: from 3.0.0\n")
        )

        // Nothing changed upstream: the lock is left byte for byte.
        let second = manager.resolve()
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics.described)")
        #expect(!second.lockChanged)
        #expect(try graph.lockText() == text)

        // What a build reads: the store's read-only trees, themes as `package/theme`.
        let installed = manager.installedPackages()
        #expect(installed.diagnostics.isEmpty, "\(installed.diagnostics.described)")
        #expect(installed.packages.map { "\($0.name) \($0.label)" } == ["base 3.0.2", "brand 2.3.1"])
        for package in installed.packages {
            #expect(package.root.hasPrefix(fixture.cache + "/store/sha256-"))
            var info = stat()
            #expect(
                stat(package.root + "/" + ThemeGraph.manifestPath, &info) == 0 && info.st_mode & 0o222 == 0,
                "store entries are read-only")
        }
        let frontEnd = FrontEnd().run(root: graph.project, packages: installed.packages)
        #expect(frontEnd.diagnostics.diagnostics.isEmpty, "\(frontEnd.diagnostics.diagnostics.described)")
        let app = try #require(frontEnd.registry["app"])
        #expect(app.chain == ["app", "brand/ocean", "base/base"])
        #expect(app.skin != nil)
        #expect(frontEnd.registry["brand/ocean"]?.file == "@brand/themes/ocean.yaml")

        // The sources disappear: offline runs use the cache alone; an online run now fails, so they really are gone.
        try FileManager.default.moveItem(atPath: fixture.root + "/repos", toPath: fixture.root + "/moved-away")
        let offline = fixture.manager(graph.project, offline: true)
        let offlineResolve = offline.resolve()
        #expect(offlineResolve.diagnostics.isEmpty, "\(offlineResolve.diagnostics.described)")
        #expect(!offlineResolve.lockChanged)
        let offlineFetch = offline.fetch()
        #expect(offlineFetch.diagnostics.isEmpty, "\(offlineFetch.diagnostics.described)")
        #expect(try graph.lockText() == text)
        let online = manager.resolve()
        #expect(online.diagnostics.errors.map(\.id) == [.packageNotFound])
        #expect(
            online.diagnostics.errors.first?.message.hasPrefix("cannot fetch 'brand' from \(graph.brand.url): ") == true
        )
    }

    /// A bad value in a dependency's theme is reported in that package's file, named `@package/path`.
    @Test func diagnosticsPointIntoDependencyFiles() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture, oceanTheme: ThemeGraph.badOceanTheme)
        let manager = fixture.manager(graph.project)
        #expect(manager.resolve().diagnostics.isEmpty)
        let installed = manager.installedPackages()
        let frontEnd = FrontEnd().run(root: graph.project, packages: installed.packages)
        let bad = frontEnd.diagnostics.diagnostics.errors
        #expect(bad.map(\.id) == [.badColor], "\(bad.described)")
        #expect(bad.first?.location == SourceLocation(file: "@brand/themes/ocean.yaml", line: 4, column: 9))
        #expect(frontEnd.project.sources["@brand/themes/ocean.yaml"] == Array(ThemeGraph.badOceanTheme.utf8))
    }

    /// Two runs on one cache at once (two projects, as two CI jobs would): the cache's lock serialises them, both
    /// succeed and agree, and the store holds each tree once.
    @Test func concurrentRunsShareTheCacheSafely() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let other = try fixture.project(
            "other",
            [
                ThemeGraph.manifestPath: ThemeGraph.appManifest(brand: graph.brand.url),
                "themes/app.yaml": ThemeGraph.appTheme,
            ])
        let projects = [graph.project, other], cache = fixture.cache
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let outcome = PackageManager(projectRoot: projects[index], cache: PackageCache(root: cache)).resolve()
            results.set(
                index, outcome.diagnostics.map(\.message), outcome.lock?.entries.map(\.integrity.description) ?? [])
        }
        #expect(results.diagnostics == [[], []])
        #expect(results.integrities[0] == results.integrities[1] && results.integrities[0].count == 2)
        let store = try FileManager.default.contentsOfDirectory(atPath: cache + "/store").filter { !$0.hasPrefix(".") }
        #expect(store.count == 2, "\(store)")
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var diagnostics: [[String]] = [[], []], integrities: [[String]] = [[], []]
        func set(_ index: Int, _ messages: [String], _ hashes: [String]) {
            lock.withLock {
                diagnostics[index] = messages; integrities[index] = hashes
            }
        }
    }

    /// A dependency taken out of the manifest supplies nothing, even before the lock is resolved again; those it
    /// brought in go with it.
    @Test func aRemovedDependencySuppliesNoThemes() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let icons = try ThemeGraph.package(fixture, "icons", ["1.0.0"])
        let manifest = graph.project + "/" + ThemeGraph.manifestPath
        try ThemeGraph.appManifest(brand: graph.brand.url, extra: "  icons: { git: \"\(icons.url)\", from: 1.0.0 }\n")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        #expect(fixture.manager(graph.project).installedPackages().packages.map(\.name) == ["base", "brand", "icons"])
        try ThemeGraph.appManifest(brand: graph.brand.url).write(toFile: manifest, atomically: true, encoding: .utf8)
        let installed = fixture.manager(graph.project).installedPackages()
        #expect(installed.diagnostics.isEmpty && installed.packages.map(\.name) == ["base", "brand"])
    }

    /// `fetch` fills an empty cache from the lock alone; offline into an empty cache it names what is missing.
    @Test func fetchFillsAFreshCacheFromTheLock() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(
            fixture.manager(graph.project).fetch().diagnostics.errors.map(\.message) == [
                "the project has dependencies but no popskin.lock; run `popskin package resolve`"
            ])
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        let lock = try graph.lockText()

        let fresh = fixture.root + "/fresh-cache"
        let offline = fixture.manager(graph.project, cache: fresh, offline: true).fetch()
        #expect(offline.diagnostics.errors.map(\.id) == [.packageOffline, .packageOffline])
        #expect(offline.diagnostics.errors.map { $0.message.hasSuffix("(needed: base@3.0.2)") } == [true, false])
        #expect(offline.diagnostics.errors.last?.message.hasSuffix("(needed: brand@2.3.1)") == true)
        let missing = fixture.manager(graph.project, cache: fresh).installedPackages()
        #expect(missing.diagnostics.map(\.id) == [.packageOffline, .packageOffline])
        #expect(
            missing.diagnostics.first?.message == "'base' 3.0.2 is locked but not in the cache (\(fresh)); run "
                + "`popskin package fetch`")

        let fetched = fixture.manager(graph.project, cache: fresh).fetch()
        #expect(fetched.diagnostics.isEmpty, "\(fetched.diagnostics.described)")
        #expect(try graph.lockText() == lock)
        let installed = fixture.manager(graph.project, cache: fresh).installedPackages()
        #expect(installed.diagnostics.isEmpty && installed.packages.map(\.name) == ["base", "brand"])
        #expect(installed.packages.allSatisfy { $0.root.hasPrefix(fresh + "/store/") })
    }

    /// Newest allowed release without a lock; the locked one with a lock, even when newer ones appear; `update`
    /// moves to the newest (only the named packages when some are named).
    @Test func resolutionIsDeterministic() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        func versions() throws -> [String] {
            let ignored = DiagnosticSink()
            return try #require(Lockfile.read(Array(try graph.lockText().utf8), diagnostics: ignored).first).entries
                .map { "\($0.name) \($0.version)" }
        }
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        #expect(try versions() == ["base 3.0.2", "brand 2.3.1"], "4.0.0 is outside from: 3.0.0")

        // New releases upstream: the lock still wins.
        try graph.base.checkout("3.0.2", branch: "three")
        try graph.base.release("3.1.0", [ThemeGraph.manifestPath: ThemeGraph.baseManifest("3.1.0")])
        try graph.brand.release(
            "2.4.0", [ThemeGraph.manifestPath: ThemeGraph.brandManifest("2.4.0", base: graph.base.url)])
        let kept = fixture.manager(graph.project).resolve()
        #expect(kept.diagnostics.isEmpty && !kept.lockChanged)
        #expect(try versions() == ["base 3.0.2", "brand 2.3.1"])

        // Only brand is updated; base keeps its locked version.
        let brandOnly = fixture.manager(graph.project).resolve(updating: ["brand"])
        #expect(brandOnly.diagnostics.isEmpty && brandOnly.lockChanged)
        #expect(try versions() == ["base 3.0.2", "brand 2.4.0"])

        // Everything.
        let all = fixture.manager(graph.project).resolve(updating: [])
        #expect(all.diagnostics.isEmpty && all.lockChanged)
        #expect(try versions() == ["base 3.1.0", "brand 2.4.0"])

        // Without the lock, the same answer again.
        try FileManager.default.removeItem(atPath: graph.lockPath)
        #expect(fixture.manager(graph.project).resolve().diagnostics.isEmpty)
        #expect(try versions() == ["base 3.1.0", "brand 2.4.0"])
    }

    /// An annotated tag locks the commit it names, not the tag object.
    @Test func annotatedTagsLockTheirCommit() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let project = try fixture.project(
            "exact",
            [
                ThemeGraph.manifestPath:
                    "popskin: 1\ndependencies:\n  base: { git: \"\(graph.base.url)\", exact: 3.0.0 }\n"
            ])
        let outcome = fixture.manager(project).resolve()
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.described)")
        let commit = try GitFixture.git(["rev-parse", "3.0.0^{commit}"], in: graph.base.path)
        #expect(commit != (try GitFixture.git(["rev-parse", "3.0.0"], in: graph.base.path)))
        #expect(outcome.lock?["base"]?.revision == commit)
        #expect(outcome.lock?["base"]?.tag == "3.0.0")
    }

    /// The integrity hashes paths and bytes only: the same tree committed twice (other commit ids) hashes the same.
    @Test func integrityIsIndependentOfCommitIds() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let files = [
            ThemeGraph.manifestPath: ThemeGraph.baseManifest("1.0.0"), "themes/base.yaml": ThemeGraph.baseTheme,
        ]
        let original = try fixture.repository("original"), mirror = try fixture.repository("mirror")
        try original.commit(["notes.txt": "draft\n"], message: "history the mirror lacks")
        let first = try original.commit(files, removing: ["notes.txt"], message: "release")
        try original.tag("1.0.0")
        let second = try mirror.release("1.0.0", files)
        #expect(first != second)
        #expect(
            try GitFixture.git(["rev-parse", "\(first)^{tree}"], in: original.path)
                == GitFixture.git(["rev-parse", "\(second)^{tree}"], in: mirror.path))

        var entries: [Lockfile.Entry] = []
        for repository in [original, mirror] {
            let project = try fixture.project(
                "uses-" + (repository.path as NSString).lastPathComponent,
                [
                    ThemeGraph.manifestPath:
                        "popskin: 1\ndependencies:\n  base: { git: \"\(repository.url)\", from: 1.0.0 }\n"
                ])
            let outcome = fixture.manager(project).resolve()
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.described)")
            entries.append(try #require(outcome.lock?["base"]))
        }
        #expect(entries.map(\.revision) == [first, second])
        #expect(entries[0].integrity == entries[1].integrity)
        #expect(entries[0].integrity == Integrity(files: files.map { ($0.key, Array($0.value.utf8)) }))
        // One store entry serves both.
        let store = try FileManager.default.contentsOfDirectory(atPath: fixture.cache + "/store")
            .filter { $0.hasPrefix("sha256-") }
        #expect(store == ["sha256-" + entries[0].integrity.hex])
    }

    @Test func integrityHashesPathsAndBytesInAnyOrder() {
        let a = ("themes/a.yaml", Array("a: 1\n".utf8)), b = ("themes/b.yaml", Array("b: 2\n".utf8))
        #expect(Integrity(files: [a, b]) == Integrity(files: [b, a]))
        #expect(Integrity(files: [a, b]) != Integrity(files: [a, ("themes/c.yaml", b.1)]))
        #expect(Integrity(files: [a, b]) != Integrity(files: [a, (b.0, Array("b: 3\n".utf8))]))
        let integrity = Integrity(files: [a, b])
        #expect(Integrity(text: integrity.description) == integrity)
        #expect(integrity.description.hasPrefix("sha256-") && integrity.description.count == 7 + 44)
    }
}

@Suite(.tags(.process), .unlessSkipped(.process)) struct BranchDependencyTests {
    /// A branch dependency is locked at a commit; new commits on the branch are taken by `update`, never reported as a
    /// moved tag.
    @Test func branchDependencyKeepsItsLockedCommitUntilUpdated() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let drafts = try ThemeGraph.package(fixture, "drafts", ["0.1.0"])
        let first = try drafts.head()
        let project = try fixture.project(
            "app",
            [
                ThemeGraph.manifestPath:
                    "popskin: 1\ndependencies:\n  drafts: { git: \"\(drafts.url)\", branch: main }\n"
            ])
        let resolved = fixture.manager(project).resolve()
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics.described)")
        #expect(
            resolved.lock?["drafts"].map { "\($0.version) \($0.tag ?? "-") \($0.revision) \($0.requirement)" }
                == "main - \(first) branch main")
        let lock = try String(contentsOfFile: project + "/popskin.lock", encoding: .utf8)

        let second = try drafts.commit(
            ["themes/drafts.yaml": ThemeGraph.baseTheme + "description: newer\n"],
            message: "work in progress")
        let again = fixture.manager(project).resolve()
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics.described)")
        #expect(!again.lockChanged)
        #expect(try String(contentsOfFile: project + "/popskin.lock", encoding: .utf8) == lock)
        #expect(fixture.manager(project, locked: true).resolve().diagnostics.isEmpty)

        let updated = fixture.manager(project).resolve(updating: ["drafts"])
        #expect(updated.diagnostics.isEmpty, "\(updated.diagnostics.described)")
        #expect(updated.lock?["drafts"]?.revision == second)
        #expect(fixture.manager(project, cache: fixture.root + "/fresh-cache").fetch().diagnostics.isEmpty)
    }
}
