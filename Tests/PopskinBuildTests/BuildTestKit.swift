import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport

@testable import PopskinBuild

/// What the build tests share: the repository's registry, a project with hand-made art, and the build driven from a
/// test's front-end run.
enum BuildTestKit {
    static let repository = TestPaths.repositoryRoot

    /// GIK's art, copied from its repository with its licence.
    static let gikArt = repository.appendingPathComponent("Tests/PopskinGeneratorsTests/Fixtures/gik-art")

    /// A project whose one theme uses hand-made separate art (GIK's background and an arrow).
    static func artProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes/art", withIntermediateDirectories: true)
        for (from, to) in [
            ("PopoverBackgroundArrowUp.png", "bg.png"), ("PopoverBackgroundArrowUp@2x.png", "bg@2x.png"),
            ("PopoverBackgroundArrowUp.png", "arrow.png"),
        ] {
            try Data(contentsOf: gikArt.appendingPathComponent(from))
                .write(to: URL(fileURLWithPath: folder.path + "/themes/art/" + to))
        }
        try Data(
            """
            arrow: { base: 57, height: 51, shape: image, image: art/arrow.png, overlap: 0 }
            background: { image: art/bg.png, cap-insets: [41, 9, 9, 47] }
            content: { insets: [45, 12, 12, 50] }

            """.utf8
        ).write(to: URL(fileURLWithPath: folder.path + "/themes/t.yaml"))
        return folder
    }
}

extension ThemeBuild {
    /// Builds what a test's front-end run read, its problems included.
    func run(
        _ frontEnd: FrontEndRun, names: [String], base: String, diagnostics: DiagnosticSink
    ) -> [OutputResult] {
        run(
            frontEnd.result, found: frontEnd.diagnostics.diagnostics, names: names, base: base, diagnostics: diagnostics
        )
    }

    /// `--check` of what a test's front-end run read.
    func check(
        _ frontEnd: FrontEndRun, names: [String], base: String, fix: String, diagnostics: DiagnosticSink
    ) -> [CheckResult] {
        check(
            frontEnd.result, found: frontEnd.diagnostics.diagnostics, names: names, base: base, fix: fix,
            diagnostics: diagnostics)
    }
}

extension NoOpStamp {
    static func record(
        _ frontEnd: FrontEndRun, build: ThemeBuild = ThemeBuild(), names: [String], base: String,
        results: [ThemeBuild.OutputResult], key: String, started: Int64
    ) throws {
        try record(
            frontEnd.result, build: build, names: names, base: base, results: results, key: key, started: started)
    }
}
