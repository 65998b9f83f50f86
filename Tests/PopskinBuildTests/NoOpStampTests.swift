import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinBuild

/// The no-op answer: an unchanged build answers from its stamp without reading a theme; any change to what it
/// read or wrote makes it build.
@Suite struct NoOpStampTests {
    static let key = "test-key"

    static func project() throws -> TemporaryFolder {
        let folder = try NamedBuildTests.project()
        try record(folder)
        return folder
    }

    /// A full build of `folder`, recorded.
    static func record(_ folder: TemporaryFolder, key: String = key) throws {
        let frontEnd = FrontEnd().run(root: folder.path)
        let diagnostics = DiagnosticSink()
        let results = ThemeBuild().run(frontEnd, names: [], base: folder.path, diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        try NoOpStamp.record(frontEnd, names: [], base: folder.path, results: results, key: key)
    }

    static func answers(_ folder: TemporaryFolder, key: String = key) -> Bool {
        NoOpStamp.answer(base: folder.path, projectRoot: folder.path, names: [], key: key) != nil
    }

    /// Sets a file's modification time, so a test can make it look older than the build (not racily clean).
    static func age(_ path: String, seconds: TimeInterval = 3600) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    @Test func anUnchangedBuildAnswersWithTheRecordedCounts() throws {
        let folder = try Self.project()
        let results = try #require(
            NoOpStamp.answer(base: folder.path, projectRoot: folder.path, names: [], key: Self.key))
        #expect(results.map(\.path) == ["out", "tokens-out"])
        #expect(results.map { $0.report?.unchanged.count } == [5, 2])
        #expect(!Self.answers(folder, key: "another tool"))
        #expect(NoOpStamp.answer(base: folder.path, projectRoot: folder.path, names: ["a"], key: Self.key) == nil)
    }

    /// A theme whose bytes changed but whose size and modification time were put back (tar, `rsync -a`, zips dated
    /// 1980) is still caught: its status-change time moved, which no tool sets back, so its bytes are hashed.
    @Test func aSameSizeEditWithItsTimePutBackIsCaught() throws {
        let folder = try Self.replacingTheme { theme in
            let size = NamedBuildTests.theme(base: 20).utf8.count
            try Data(String(repeating: "!", count: size).utf8).write(to: URL(fileURLWithPath: theme))
        }
        #expect(!Self.answers(folder))
    }

    /// A project recorded with an aged `themes/a.yaml`, which `change` then rewrites; its modification time is put
    /// back afterwards, as tar and `rsync -a` do.
    static func replacingTheme(_ change: (String) throws -> Void) throws -> TemporaryFolder {
        let folder = try NamedBuildTests.project()
        let theme = folder.path + "/themes/a.yaml"
        try age(theme)
        try record(folder)
        let time = try FileManager.default.attributesOfItem(atPath: theme)[.modificationDate] as! Date
        try change(theme)
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: theme)
        return folder
    }

    /// A file replaced whole by another of the same size and time (a new inode) is hashed too, and unchanged if its
    /// bytes are.
    @Test func aFileReplacedByTheSameBytesIsHashedAndUnchanged() throws {
        let folder = try Self.replacingTheme { theme in
            let bytes = try Data(contentsOf: URL(fileURLWithPath: theme))
            try FileManager.default.removeItem(atPath: theme)
            try bytes.write(to: URL(fileURLWithPath: theme))
        }
        #expect(Self.answers(folder))
    }

    @Test func aTouchedThemeIsHashedAndStillUnchanged() throws {
        let folder = try Self.project()
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path + "/themes/a.yaml")
        #expect(Self.answers(folder))
    }

    @Test func anEditWithinTheRecordedSecondIsCaughtByItsHash() throws {
        let folder = try Self.project()  // recorded just now: every input is racily clean
        let theme = folder.path + "/themes/a.yaml"
        let time = try FileManager.default.attributesOfItem(atPath: theme)[.modificationDate] as! Date
        try NamedBuildTests.write(folder, "themes/a.yaml", NamedBuildTests.theme(base: 21))
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: theme)
        #expect(!Self.answers(folder))
    }

    @Test func everyKindOfChangeBuilds() throws {
        let changes: [(String, (TemporaryFolder) throws -> Void)] = [
            ("edited theme", { try NamedBuildTests.write($0, "themes/a.yaml", NamedBuildTests.theme(base: 24)) }),
            ("new theme", { try NamedBuildTests.write($0, "themes/c.yaml", NamedBuildTests.theme(base: 24)) }),
            ("removed theme", { try FileManager.default.removeItem(atPath: $0.path + "/themes/b.yaml") }),
            ("edited manifest", { try NamedBuildTests.write($0, "popskin.yaml", try Self.manifest($0) + "# note\n") }),
            ("edited output", { try NamedBuildTests.write($0, "out/PopskinSkins.swift", "// mine\n") }),
            ("removed output", { try FileManager.default.removeItem(atPath: $0.path + "/tokens-out/a.tokens.json") }),
            (
                "new tokens folder",
                {
                    try FileManager.default.createDirectory(
                        atPath: $0.path + "/tokens", withIntermediateDirectories: true)
                    try NamedBuildTests.write($0, "tokens/t.yaml", "x: 1\n")
                }
            ),
        ]
        for (name, change) in changes {
            let folder = try Self.project()
            #expect(Self.answers(folder), "\(name): before")
            try change(folder)
            #expect(!Self.answers(folder), "\(name)")
        }
    }

    static func manifest(_ folder: TemporaryFolder) throws -> String {
        try String(contentsOfFile: folder.path + "/popskin.yaml", encoding: .utf8)
    }

    /// Only what a build read matters: a project without git dependencies never reads a lock, so one appearing
    /// changes nothing it made (one with them reads it, and records it like any input).
    @Test func aLockTheBuildNeverReadsDoesNotMatter() throws {
        let folder = try Self.project()
        try NamedBuildTests.write(folder, "popskin.lock", "lock: 1\npackages: {}\n")
        #expect(Self.answers(folder))
    }

    @Test func hiddenFilesBesideThemesDoNotMatter() throws {
        let folder = try Self.project()
        try NamedBuildTests.write(folder, "themes/.a.yaml.swp", "x")
        #expect(Self.answers(folder))
    }

    @Test func artAtANewScaleBuilds() throws {
        let project = try BuildTestKit.artProject()
        let folder = project.path
        try Data("popskin: 1\noutputs:\n  - generator: swift\n    path: out\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/popskin.yaml"))
        let frontEnd = FrontEnd().run(root: folder)
        let diagnostics = DiagnosticSink()
        let results = ThemeBuild().run(frontEnd, names: [], base: folder, diagnostics: diagnostics)
        try NoOpStamp.record(frontEnd, names: [], base: folder, results: results, key: Self.key)
        #expect(NoOpStamp.answer(base: folder, projectRoot: folder, names: [], key: Self.key) != nil)
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/themes/art/arrow@3x.png"))
        #expect(NoOpStamp.answer(base: folder, projectRoot: folder, names: [], key: Self.key) == nil)
    }

    /// A racily clean input whose bytes were confirmed long after its time is settled: the stamp is rewritten and
    /// its time alone decides from then on.
    @Test func racilyCleanInputsAreSettledOnceTheirTimeIsPast() throws {
        let folder = try NamedBuildTests.project()
        for file in ["themes/a.yaml", "themes/b.yaml", "popskin.yaml"] { try Self.age(folder.path + "/" + file) }
        let frontEnd = FrontEnd().run(root: folder.path)
        let diagnostics = DiagnosticSink()
        let results = ThemeBuild().run(frontEnd, names: [], base: folder.path, diagnostics: diagnostics)
        try NoOpStamp.record(frontEnd, names: [], base: folder.path, results: results, key: Self.key)
        // As if the files had been read within a second of their times: every input file is racily clean.
        let stamp =
            folder.path + "/" + BuildState.folderName + "/"
            + NoOpStamp.fileName(projectRoot: folder.path, names: [])
        let lines = try String(contentsOfFile: stamp, encoding: .utf8).split(separator: "\n").map { line in
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.first == "file" { fields[6] = "1" }
            return fields.joined(separator: "\t")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: stamp, atomically: true, encoding: .utf8)
        func racy() throws -> Int {
            try String(contentsOfFile: stamp, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("file\t") && $0.split(separator: "\t")[6] == "1" }.count
        }
        #expect(try racy() > 0)
        #expect(Self.answers(folder))
        #expect(try racy() == 0)
        #expect(Self.answers(folder))
    }
}
