import Foundation
import PopskinTestSupport
import Testing

/// `popskin package …` and dependency themes end to end: the built binary, real git repositories (GitFixture.swift,
/// shared with PopskinPackagesTests) and a cache of the test's own (`POPSKIN_CACHE`).
@Suite(.tags(.process), .unlessSkipped(.process)) struct PackageCommandTests {
    /// Runs popskin on the project with the fixture's cache.
    static func popskin(
        _ arguments: [String], _ graph: ThemeGraph, cache: String? = nil,
        environment: [String: String] = [:]
    ) throws -> TestProcess.Outcome {
        try CLIRunner.run(
            arguments + ["--project", graph.project],
            environment: ["POPSKIN_CACHE": cache ?? graph.fixture.cache].merging(environment) { $1 })
    }

    /// Resolve, lock, build with `extends: brand/ocean`, list the tree; then, with the repositories renamed away and
    /// every git transport forbidden, the offline commands and the build still work.
    @Test func graphResolvesBuildsAndWorksOffline() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let out = fixture.root + "/out"

        let resolve = try Self.popskin(["package", "resolve"], graph)
        #expect(resolve.status == 0 && resolve.stderr == "", "\(resolve.stderr)")
        #expect(resolve.stdout == "2 packages: base 3.0.2, brand 2.3.1; popskin.lock written\n")
        let lock = try graph.lockText()
        let again = try Self.popskin(["package", "resolve"], graph)
        #expect(again.stdout == "2 packages: base 3.0.2, brand 2.3.1; popskin.lock unchanged\n" && again.stderr == "")
        #expect(try graph.lockText() == lock)

        let tree = try Self.popskin(["theme", "list", "--tree"], graph)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(
            tree.stdout == """
                base/base (abstract) [base 3.0.2]
                └── brand/ocean [brand 2.3.1]
                    └── app

                """)
        let build = try Self.popskin(["theme", "build", "--output", out], graph)
        #expect(build.status == 0 && build.stderr == "", "\(build.stderr)")
        let view = out + "/Generated/Skins/AppPopoverBackgroundView.swift"
        #expect(FileManager.default.fileExists(atPath: view), "\(build.stdout)")

        // No network: git may use no transport at all, and the sources are gone too.
        let noNetwork = ["GIT_ALLOW_PROTOCOL": ""]
        let blocked = try Self.popskin(["package", "resolve"], graph, environment: noNetwork)
        #expect(
            blocked.status == 1
                && blocked.stderr.contains(
                    "[PACKAGE-NOT-FOUND] cannot fetch 'brand' from "
                        + "\(graph.brand.url): fatal: transport 'file' not allowed"),
            "\(blocked.stderr)")
        try FileManager.default.moveItem(atPath: fixture.root + "/repos", toPath: fixture.root + "/moved-away")
        let online = try Self.popskin(["package", "resolve"], graph)
        #expect(
            online.status == 1 && online.stderr.contains("[PACKAGE-NOT-FOUND] cannot fetch 'brand'"), "\(online.stderr)"
        )
        for (arguments, expected) in [
            (["package", "resolve", "--offline"], "2 packages: base 3.0.2, brand 2.3.1; popskin.lock unchanged\n"),
            (["package", "resolve", "--frozen"], "2 packages: base 3.0.2, brand 2.3.1; popskin.lock unchanged\n"),
            (["package", "fetch", "--offline"], "2 packages in the cache\n"),
        ] {
            let result = try Self.popskin(arguments, graph, environment: noNetwork)
            #expect(result.status == 0 && result.stderr == "", "\(arguments): \(result.stderr)")
            #expect(result.stdout == expected, "\(arguments)")
        }
        let validate = try Self.popskin(["theme", "validate"], graph, environment: noNetwork)
        #expect(
            validate.status == 0 && validate.stderr == "3 themes checked: 0 errors, 0 warnings\n", "\(validate.stderr)")
        try FileManager.default.removeItem(atPath: out)
        let offlineBuild = try Self.popskin(["theme", "build", "--output", out], graph, environment: noNetwork)
        #expect(offlineBuild.status == 0 && offlineBuild.stderr == "", "\(offlineBuild.stderr)")
        #expect(offlineBuild.stdout == build.stdout)
        #expect(FileManager.default.fileExists(atPath: view))
        #expect(try graph.lockText() == lock)
    }

    @Test func conflictShowsBothChainsAndAFix() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        try graph.brand.release(
            "2.5.0",
            [
                ThemeGraph.manifestPath: ThemeGraph.brandManifest(
                    "2.5.0", base: graph.base.url,
                    requirement: "from: 3.0.2")
            ])
        try ThemeGraph.write(
            manifest: """
                popskin: 1
                dependencies:
                  base: { git: "\(graph.base.url)", exact: 3.0.0 }
                  brand: { git: "\(graph.brand.url)", exact: 2.5.0 }

                """, of: graph)
        let result = try Self.popskin(["package", "resolve"], graph)
        #expect(result.status == 1 && result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "popskin.yaml:3:9: error: [PACKAGE-CONFLICT] no version of 'base' satisfies both "
                    + "requirements:\n"), "\(result.stderr)")
        for line in [
            "  root → base 3.0.0\n", "  root → brand 2.5.0 → base >=3.0.2 <4.0.0\n",
            "fix: change 'base' in popskin.yaml to `from: 3.0.2` (brand 2.5.0 accepts it)",
        ] {
            #expect(result.stderr.contains(line), "\(line) in \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: graph.lockPath))
    }

    /// A force-moved tag with new content: PACKAGE-RETAG on resolve and on fetch into a fresh cache, accepted by
    /// `package update base --accept-retag`.
    @Test func movedTagIsRefusedUntilAccepted() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(try Self.popskin(["package", "resolve"], graph).status == 0)
        let old = try GitFixture.git(["rev-parse", "3.0.2"], in: graph.base.path)
        try graph.base.checkout("3.0.2", branch: "moved")
        let new = try graph.base.commit(
            ["themes/base.yaml": ThemeGraph.baseTheme + "description: changed\n"],
            message: "3.0.2 again")
        try graph.base.tag("3.0.2", force: true)
        let lock = try graph.lockText()

        let fresh = fixture.root + "/fresh-cache"
        for (arguments, cache) in [(["package", "resolve"], fixture.cache), (["package", "fetch"], fresh)] {
            let result = try Self.popskin(arguments, graph, cache: cache)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.stderr.hasPrefix(
                    "popskin.lock:4:3: error: [PACKAGE-RETAG] 'base' 3.0.2 changed after release: "
                        + "tag 3.0.2 moved from \(old) (locked) to \(new), and the content differs"),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("`popskin package update base --accept-retag`"), "\(result.stderr)")
            #expect(try graph.lockText() == lock)
        }
        let build = try Self.popskin(["theme", "validate"], graph, cache: fresh)
        #expect(
            build.status == 1 && build.stderr.contains("[PACKAGE-OFFLINE] 'base' 3.0.2 is locked but not in the cache"),
            "\(build.stderr)")

        let accept = try Self.popskin(["package", "update", "base", "--accept-retag"], graph)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(
            accept.stderr.hasPrefix(
                "popskin.lock:4:3: warning: [PACKAGE-RETAG] accepted the new content of 'base' "
                    + "3.0.2: \(old.prefix(12)) → \(new.prefix(12))"), "\(accept.stderr)")
        #expect(accept.stdout == "2 packages: base 3.0.2, brand 2.3.1; popskin.lock written\n")
        #expect(try graph.lockText().contains("    revision: \(new)\n"))
        let refetch = try Self.popskin(["package", "fetch"], graph, cache: fresh)
        #expect(refetch.status == 0 && refetch.stderr == "", "\(refetch.stderr)")
    }

    /// A lock with real merge conflict markers: the build says to run `package resolve`, which settles it.
    @Test func mergeConflictedLockIsSettledByResolve() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let merge = try graph.mergeBranchesAddingDependencies {
            let resolve = try Self.popskin(["package", "resolve"], graph)
            #expect(resolve.status == 0, "\(resolve.stderr)")
        }
        #expect(merge.contains("CONFLICT (content): Merge conflict in popskin.lock"), "\(merge)")
        #expect(try graph.lockText().contains("<<<<<<< HEAD\n"))

        let build = try Self.popskin(["theme", "build", "--output", fixture.root + "/out"], graph)
        #expect(build.status == 1)
        // At the first conflict marker.
        let marker = try #require(try graph.lockText().split(separator: "\n").firstIndex { $0.hasPrefix("<<<<<<<") })
        #expect(
            build.stderr.contains(
                "popskin.lock:\(marker + 1):1: error: [PACKAGE-LOCKED] popskin.lock has merge conflicts; run "
                    + "`popskin package resolve` to settle them\n    <<<<<<< HEAD\n"), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/out"))

        let resolve = try Self.popskin(["package", "resolve"], graph)
        #expect(resolve.status == 0 && resolve.stderr == "", "\(resolve.stderr)")
        #expect(
            resolve.stdout == "4 packages: base 3.0.2, brand 2.3.1, cobalt 1.2.0, coral 0.4.0; popskin.lock written\n")
        let lock = try graph.lockText()
        #expect(!lock.contains("<<<<<<<") && !lock.contains("=======") && !lock.contains(">>>>>>>"))
        let rebuilt = try Self.popskin(["theme", "build", "--output", fixture.root + "/out"], graph)
        #expect(rebuilt.status == 0 && rebuilt.stderr == "", "\(rebuilt.stderr)")
    }

    /// `package add` with --git and with --path edits popskin.yaml (comments kept) and resolves.
    @Test func addEditsTheManifestAndResolves() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        _ = try fixture.project("drafts", ["themes/sketch.yaml": ThemeGraph.baseTheme])
        try ThemeGraph.write(
            manifest: "# Skins for the app.\npopskin: 1   # format\n\n# no dependencies yet\n", of: graph)
        try FileManager.default.removeItem(atPath: graph.project + "/themes/app.yaml")

        let add = try Self.popskin(["package", "add", "base", "--git", graph.base.url, "--from", "3.0.0"], graph)
        #expect(add.status == 0 && add.stderr == "", "\(add.stderr)")
        #expect(add.stdout == "added 'base' to popskin.yaml\n1 package: base 3.0.2; popskin.lock written\n")
        let path = try Self.popskin(["package", "add", "drafts", "--path", "../drafts"], graph)
        #expect(path.status == 0 && path.stderr == "", "\(path.stderr)")
        #expect(path.stdout == "added 'drafts' to popskin.yaml\n1 package: base 3.0.2; popskin.lock unchanged\n")
        #expect(
            try String(contentsOfFile: graph.project + "/popskin.yaml", encoding: .utf8) == """
                # Skins for the app.
                popskin: 1   # format

                # no dependencies yet
                dependencies:
                  base: { git: "\(graph.base.url)", from: 3.0.0 }
                  drafts: { path: "../drafts" }

                """)
        let list = try Self.popskin(["theme", "list", "--tree"], graph)
        #expect(
            list.stdout == "base/base (abstract) [base 3.0.2]\ndrafts/sketch (abstract) [drafts path ../drafts]\n",
            "\(list.stderr)")

        // One that cannot be resolved is not added.
        let manifest = try String(contentsOfFile: graph.project + "/popskin.yaml", encoding: .utf8)
        let future = try Self.popskin(["package", "add", "brand", "--git", graph.brand.url, "--from", "9.0.0"], graph)
        #expect(future.status == 1 && future.stdout == "")
        #expect(
            future.stderr.contains(
                "error: [PACKAGE-NOT-FOUND] no release of 'brand' satisfies root → brand "
                    + ">=9.0.0 <10.0.0; its repository has 2.3.1, 2.2.0"), "\(future.stderr)")
        #expect(
            future.stderr.hasSuffix("popskin: note: 'brand' was not added; popskin.yaml is unchanged\n"),
            "\(future.stderr)")
        #expect(try String(contentsOfFile: graph.project + "/popskin.yaml", encoding: .utf8) == manifest)

        let twice = try Self.popskin(["package", "add", "base", "--git", graph.base.url, "--from", "3.0.0"], graph)
        #expect(twice.status == 1)
        // A quoted line is clipped to 120 columns, so a long TMPDIR (macOS's) cuts this one short.
        let line = "  base: { git: \"\(graph.base.url)\", from: 3.0.0 }"
        let shown = line.unicodeScalars.count <= 120 ? line : String(line.unicodeScalars.prefix(120)) + "…"
        #expect(
            twice.stderr == """
                popskin.yaml:6:3: error: [DUPLICATE-KEY] 'base' is already a dependency; change its entry in popskin.yaml
                    \(shown)
                      ^

                """)
    }

    @Test func diagnosticsPointIntoDependencyFiles() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture, oceanTheme: ThemeGraph.badOceanTheme)
        #expect(try Self.popskin(["package", "resolve"], graph).status == 0)
        let validate = try Self.popskin(["theme", "validate"], graph)
        #expect(validate.status == 1)
        #expect(validate.stderr.hasPrefix("@brand/themes/ocean.yaml:4:9: error: [BAD-COLOR] "), "\(validate.stderr)")
        #expect(validate.stderr.contains("  fill: \"#10z0a0\"\n"), "the line is quoted: \(validate.stderr)")
        #expect(validate.stderr.hasSuffix("3 themes checked: 1 error, 0 warnings\n"), "\(validate.stderr)")
    }

    @Test func verifyNamesAnAlteredPackage() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        #expect(try Self.popskin(["package", "resolve"], graph).status == 0)
        let verified = try Self.popskin(["package", "verify"], graph)
        #expect(verified.status == 0 && verified.stdout == "2 locked packages verified\n", "\(verified.stderr)")

        let store = fixture.cache + "/store"
        let entry = try #require(
            try FileManager.default.contentsOfDirectory(atPath: store).first { name in
                FileManager.default.fileExists(atPath: store + "/" + name + "/themes/ocean.yaml")
            })
        let file = store + "/" + entry + "/themes/ocean.yaml"
        #expect(chmod(file, 0o644) == 0)
        try Data((ThemeGraph.oceanTheme + "# changed\n").utf8).write(to: URL(fileURLWithPath: file))
        let altered = try Self.popskin(["package", "verify"], graph)
        #expect(altered.status == 1)
        #expect(
            altered.stderr.hasPrefix(
                "popskin.lock:12:3: error: [PACKAGE-INTEGRITY] the store's copy of 'brand' "
                    + "2.3.1 was altered"), "\(altered.stderr)")
    }

    /// `--locked` refuses a lock that would change; the manifest asked for something the lock lacks.
    @Test func lockedRefusesAStaleLock() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let icons = try ThemeGraph.package(fixture, "icons", ["1.0.0"])
        #expect(try Self.popskin(["package", "resolve"], graph).status == 0)
        let lock = try graph.lockText()
        try ThemeGraph.write(
            manifest: ThemeGraph.appManifest(
                brand: graph.brand.url, extra: "  icons: { git: \"\(icons.url)\", from: 1.0.0 }\n"), of: graph)
        let locked = try Self.popskin(["package", "resolve", "--locked"], graph)
        #expect(locked.status == 1)
        #expect(
            locked.stderr.hasPrefix(
                "popskin.yaml:7:10: error: [PACKAGE-LOCKED] --locked: popskin.lock is out of date "
                    + "for 'icons'"), "\(locked.stderr)")
        #expect(try graph.lockText() == lock)
        let build = try Self.popskin(["theme", "validate"], graph)
        #expect(
            build.status == 1 && build.stderr.contains("[PACKAGE-LOCKED] popskin.lock is out of date for 'icons'"),
            "\(build.stderr)")
    }
}

extension ThemeGraph {
    static func write(manifest: String, of graph: ThemeGraph) throws {
        try manifest.write(toFile: graph.project + "/" + manifestPath, atomically: true, encoding: .utf8)
    }
}
