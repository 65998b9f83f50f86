import Foundation
import PopskinFuzzCLI
import PopskinProcess

/// The kinds of trial: each disturbs builds one way, then lets a build finish and compares.
enum TrialKind: String, CaseIterable {
    /// A build killed at a random rename, its change then kept or put back.
    case kill
    /// Two builds overlapping an edit and its undo.
    case race
    /// A theme's art replaced while a build runs.
    case art
    /// A theme added, build A held at its first rename, the theme removed and build B started while A waits: the
    /// overlap that once left the removed theme's files for good (B answered "unchanged" from A's stamp).
    case overlap
}

/// Runs trials on copies of a built project.
struct Trials {
    let template: String
    let scratch: String
    let popskin: String
    let clean: CleanBuilds
    /// How long a whole build takes here, in milliseconds: disturbances fall anywhere within one.
    let buildTime: Int

    /// The theme file the edit and race trials edit.
    static let edited = "themes/mb-blue.yaml"

    /// What differs from a clean build of the same inputs after one trial, and what the check or no-op said.
    func run(_ kind: TrialKind, random: inout FuzzRandom) throws -> [String] {
        let project = try StressProject.copy(of: template, into: scratch, name: "trial", popskin: popskin)
        let background = BackgroundBuilds()
        switch kind {
        case .kill: try kill(project, random: &random)
        case .race: try race(project, background, random: &random)
        case .art: try art(project, background, random: &random)
        case .overlap: try overlap(project, background, random: &random)
        }
        // A disturbance that did not happen proves nothing: its builds must have run, and been held if asked.
        return background.problems + (try settle(project))
    }

    /// A change (a new theme, an edited one, a removed one) built and killed at rename 1–12, then kept or undone.
    private func kill(_ project: StressProject, random: inout FuzzRandom) throws {
        let edit = Edit.allCases.randomElement(using: &random)!
        let undo = try edit.apply(to: project.root)
        let rename = Int.random(in: 1...12, using: &random)
        try project.run(["theme", "build"], environment: ["POPSKIN_TEST_KILL_AT_RENAME": "\(rename)"])
        if Bool.random(using: &random) { try undo() }
    }

    /// Build A starts; the theme is edited; build B starts; the edit is undone; both finish.
    private func race(_ project: StressProject, _ builds: BackgroundBuilds, random: inout FuzzRandom) throws {
        let first = Int.random(in: 0...buildTime, using: &random)
        let second = Int.random(in: 0...buildTime, using: &random)
        builds.start(project)
        usleep(UInt32(first) * 1000)
        let undo = try Edit.redescribe.apply(to: project.root)
        builds.start(project)
        usleep(UInt32(second) * 1000)
        try undo()
        builds.wait()
    }

    /// Build A of an added theme held 1.2 s at its first rename; 0.3–0.7 s in, the theme removed and build B started,
    /// held 2 s at its own (the delays the overlap was first pinned with).
    private func overlap(_ project: StressProject, _ builds: BackgroundBuilds, random: inout FuzzRandom) throws {
        let undo = try Edit.addTheme.apply(to: project.root)
        builds.start(project, holdingFirstRename: 1200)
        usleep(UInt32(Int.random(in: 300...700, using: &random)) * 1000)
        try undo()
        builds.start(project, holdingFirstRename: 2000)
        builds.wait()
    }

    /// A build of an edited art theme, during which one of its images is replaced by another of the same size.
    private func art(_ project: StressProject, _ builds: BackgroundBuilds, random: inout FuzzRandom) throws {
        _ = try Edit.redescribeArtTheme.apply(to: project.root)
        builds.start(project)
        usleep(UInt32(Int.random(in: 0...buildTime, using: &random)) * 1000)
        let art = project.root + "/themes/art/gik/"
        for suffix in ["", "@2x"] {
            let other = try Data(contentsOf: URL(fileURLWithPath: art + "down-right\(suffix).png"))
            try other.write(to: URL(fileURLWithPath: art + "up-right\(suffix).png"))
        }
        builds.wait()
    }

    /// After the disturbance: a build, which must equal a clean build of the inputs now; `--check`, which must
    /// pass; and a no-op, which must write nothing.
    private func settle(_ project: StressProject) throws -> [String] {
        var problems: [String] = []
        let build = try project.run(["theme", "build"])
        if build.status != 0 { problems.append("the build after it failed: \(text(build.stderr))") }
        let expected = try clean.outputs(for: project.inputs())
        let differing = StressProject.differences(project.outputs(), expected)
        if !differing.isEmpty {
            problems.append(
                "\(differing.count) files differ from a clean build: " + differing.prefix(5).joined(separator: ", "))
        }
        let check = try project.run(["theme", "build", "--check"])
        if check.status != 0 { problems.append("--check failed: \(text(check.stdout + check.stderr))") }
        let before = project.outputs()
        let again = try project.run(["theme", "build"])
        let written = text(again.stdout).split(separator: "\n").filter { !$0.contains(" 0 written") }
        if again.status != 0 || !written.isEmpty || project.outputs() != before {
            problems.append("the no-op wrote: " + written.joined(separator: "; "))
        }
        return problems
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Changes a trial makes to the bundled project's themes; each returns its undo.
enum Edit: CaseIterable {
    case addTheme, redescribe, removeTheme, redescribeArtTheme

    static var allCases: [Edit] { [.addTheme, .redescribe, .removeTheme] }

    func apply(to root: String) throws -> () throws -> Void {
        let manager = FileManager.default
        switch self {
        case .addTheme:
            let path = root + "/themes/zz-stress.yaml"
            try Data("extends: mb-blue\ndescription: a theme a stress trial adds\n".utf8).write(
                to: URL(fileURLWithPath: path))
            return { try? manager.removeItem(atPath: path) }
        case .removeTheme:
            let path = root + "/themes/mb-green.yaml"
            let saved = try Data(contentsOf: URL(fileURLWithPath: path))
            try manager.removeItem(atPath: path)
            return { try saved.write(to: URL(fileURLWithPath: path)) }
        case .redescribe: return try Self.redescribe(root + "/" + Trials.edited)
        case .redescribeArtTheme: return try Self.redescribe(root + "/themes/gik-classic.yaml")
        }
    }

    /// Edits the theme's description (the generated Swift documents it; every output's inputs change); undo puts
    /// the bytes back.
    private static func redescribe(_ path: String) throws -> () throws -> Void {
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        var text = String(decoding: saved, as: UTF8.self)
        text = text.replacingOccurrences(of: "description: ", with: "description: (edited) ")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return { try saved.write(to: URL(fileURLWithPath: path)) }
    }
}
