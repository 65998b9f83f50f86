import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

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
        ) ?? []
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
    /// Records a clean build of what a test's front-end run read, as `ProjectBuild` does.
    static func record(
        _ frontEnd: FrontEnd.Result, names: [String], base: String, results: [ThemeBuild.OutputResult], key: String
    ) throws {
        let stamp = try #require(
            NoOpStamp(
                key: key, inputs: frontEnd.project.inputs, external: false, base: base, results: results,
                diagnostics: [], sources: [:]))
        try BuildState(base: base).write(stamp, projectRoot: frontEnd.project.root, names: names)
    }

    static func record(
        _ frontEnd: FrontEndRun, names: [String], base: String, results: [ThemeBuild.OutputResult], key: String
    ) throws {
        try record(frontEnd.result, names: names, base: base, results: results, key: key)
    }

    /// The results the stamp of a build of `names` answers with, if it answers.
    static func answer(base: String, projectRoot: String, names: [String], key: String) -> [ThemeBuild.OutputResult]? {
        answer(state: BuildState(base: base), projectRoot: projectRoot, names: names, key: key)?.results
    }
}
