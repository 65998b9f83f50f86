import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinInstalledPackages
@testable import PopskinPackages

/// Two branches each add a dependency; `git merge` leaves real conflict markers in popskin.lock (the manifest merges
/// cleanly); `resolve` settles the lock from both sides.
@Suite struct LockMergeTests {
    @Test(.tags(.process), .unlessSkipped(.process)) func resolveSettlesALockWithMergeConflicts() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let graph = try ThemeGraph(fixture)
        let project = graph.project
        // The lock's side wins: coral 0.4.1, released after the branch locked 0.4.0, is not taken.
        let merge = try graph.mergeBranchesAddingDependencies {
            #expect(fixture.manager(project).resolve().diagnostics.isEmpty)
        }
        #expect(merge.contains("CONFLICT (content): Merge conflict in popskin.lock"), "\(merge)")
        #expect(!merge.contains("Merge conflict in popskin.yaml"), "\(merge)")

        let conflicted = try graph.lockText()
        #expect(
            conflicted.contains("\n<<<<<<< HEAD\n") && conflicted.contains("\n=======\n")
                && conflicted.contains("\n>>>>>>> coral\n"), "\(conflicted)")
        let ignored = DiagnosticSink()
        #expect(
            Lockfile.read(Array(conflicted.utf8), diagnostics: ignored).map { $0.entries.map(\.name) } == [
                ["base", "brand", "cobalt"], ["base", "brand", "coral"],
            ])

        // A build before the repair says what to do.
        let installed = fixture.manager(project).installedPackages()
        #expect(
            installed.diagnostics.described == [
                "error PACKAGE-LOCKED: popskin.lock has merge conflicts; run `popskin package resolve` to settle them"
            ])
        // So does --locked.
        let locked = fixture.manager(project, locked: true).resolve()
        #expect(
            locked.diagnostics.described == [
                "error PACKAGE-LOCKED: --locked: popskin.lock has merge conflicts; run `popskin package resolve` to settle them"
            ])

        let settled = fixture.manager(project).resolve()
        #expect(settled.diagnostics.isEmpty, "\(settled.diagnostics.described)")
        #expect(settled.lockChanged)
        let text = try graph.lockText()
        for marker in ["<<<<<<<", "=======", ">>>>>>>"] { #expect(!text.contains(marker)) }
        #expect(
            settled.lock?.entries.map { "\($0.name) \($0.version)" } == [
                "base 3.0.2", "brand 2.3.1", "cobalt 1.2.0", "coral 0.4.0",
            ])
        #expect(text == settled.lock?.render())
        #expect(fixture.manager(project).installedPackages().diagnostics.isEmpty)
        #expect(!fixture.manager(project).resolve().lockChanged)
    }

    @Test func conflictSidesKeepTheCommonLinesAndDropTheBase() {
        let text = "a\n<<<<<<< ours\nb\n||||||| base\nx\n=======\nc\n>>>>>>> theirs\nd\n"
        #expect(Lockfile.conflictSides(text) == ["a\nb\nd\n\n", "a\nc\nd\n\n"])
        #expect(Lockfile.conflictSides("a\n=======\nb\n") == nil)
    }
}

@Suite struct ManifestEditorTests {
    static let dependency = Dependency(
        name: "icons", source: .git("https://example.com/icons.git"),
        requirement: .from(.init(1, 4, 0)), location: .start(of: "popskin.yaml"))

    @Test func addingKeepsCommentsAndOrder() throws {
        let text = """
            # The app's skins.
            popskin: 1
            dependencies:
              # the company look
              brand: { git: "https://example.com/brand.git", from: 2.0.0 }   # pinned by design

            # where output goes
            outputs:
              - generator: swift

            """
        #expect(
            try ManifestEditor.adding(Self.dependency, to: text) == """
                # The app's skins.
                popskin: 1
                dependencies:
                  # the company look
                  brand: { git: "https://example.com/brand.git", from: 2.0.0 }   # pinned by design
                  icons: { git: "https://example.com/icons.git", from: 1.4.0 }

                # where output goes
                outputs:
                  - generator: swift

                """)
    }

    @Test func addingToAManifestWithoutDependencies() throws {
        let path = Dependency(
            name: "drafts", source: .path("../drafts"), requirement: nil,
            location: .start(of: "popskin.yaml"))
        #expect(
            try ManifestEditor.adding(path, to: "# mine\npopskin: 1\n")
                == "# mine\npopskin: 1\ndependencies:\n  drafts: { path: \"../drafts\" }\n")
        #expect(
            try ManifestEditor.adding(path, to: "popskin: 1\ndependencies:\nthemes: themes\n")
                == "popskin: 1\ndependencies:\n  drafts: { path: \"../drafts\" }\nthemes: themes\n")
        #expect(
            try ManifestEditor.adding(path, to: "popskin: 1\ndependencies: {}   # none yet\n")
                == "popskin: 1\ndependencies: # none yet\n  drafts: { path: \"../drafts\" }\n")
    }

    @Test func addingRefusesDuplicatesAndInlineMappings() {
        let duplicate = "popskin: 1\ndependencies:\n  icons: { path: ../icons }\n"
        #expect(throws: ManifestEditor.Refusal.self) { try ManifestEditor.adding(Self.dependency, to: duplicate) }
        let inline = "popskin: 1\ndependencies: { brand: { path: ../brand } }\n"
        #expect(throws: ManifestEditor.Refusal.self) { try ManifestEditor.adding(Self.dependency, to: inline) }
    }
}
