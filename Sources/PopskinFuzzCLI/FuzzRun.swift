import Foundation
import PopskinCore

/// A CLI-level fuzz run: cases made from a seed, one after another, each in its own copy of the project, until
/// `cases` are done or `timeLimit` has passed. Nothing is printed here; the caller is told of each case.
public struct FuzzRun: Sendable {
    public var projectRoot: String
    public var themesFolder = "themes"
    public var popskin: String
    public var cases: Int
    public var seed: UInt64
    /// No case starts after this many seconds.
    public var timeLimit: Double?
    /// Each command's limit, in seconds: past it the case is a hang.
    public var commandTimeout: Double = 60
    /// Where failing cases' files are written, when set.
    public var keepFailures: String?
    /// Build every theme in each case, not only the mutated ones and two others (slower).
    public var wholeProject = false

    public init(projectRoot: String, popskin: String, cases: Int, seed: UInt64) {
        self.projectRoot = projectRoot
        self.popskin = popskin
        self.cases = cases
        self.seed = seed
    }

    /// What a run found.
    public struct Summary: Sendable {
        public var cases = 0
        public var crashes = 0
        public var hangs = 0
        public var undocumentedExits = 0
        public var mismatches = 0
        public var leaks = 0
        /// Cases that added hostile token sources (`TokenAttack`).
        public var tokenCases = 0
        public var seconds = 0.0

        public var failed: Bool { crashes + hangs + undocumentedExits + mismatches + leaks > 0 }

        /// `fuzz-cli: 4000 cases (2000 with hostile tokens), 0 crashes, 0 hangs, 0 undocumented exit codes,
        /// 0 mismatches, 0 reads outside`
        public var line: String {
            "fuzz-cli: \(cases) cases (\(tokenCases) with hostile tokens), \(crashes) crashes, \(hangs) hangs, "
                + "\(undocumentedExits) undocumented exit codes, \(mismatches) mismatches, \(leaks) reads outside"
        }

        mutating func count(_ finding: FuzzFinding) {
            switch finding {
            case .crash: crashes += 1
            case .hang: hangs += 1
            case .undocumentedExit: undocumentedExits += 1
            case .mismatch: mismatches += 1
            case .leak: leaks += 1
            }
        }
    }

    /// Runs the cases; `report` hears each one that found something, with its edits and outcome.
    public func run(report: (FuzzCase, FuzzCase.Outcome) -> Void) throws -> Summary {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("popskin-fuzz-cli-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let project = try FuzzProject(root: projectRoot, themesFolder: themesFolder, scratch: scratch)
        try project.plantCanary()
        let mutator = ThemeMutator()
        let start = Date()
        var summary = Summary()
        for index in 0..<cases {
            if let timeLimit, Date().timeIntervalSince(start) >= timeLimit { break }
            let fuzzCase = FuzzCase(
                index: index, seed: seed, project: project, mutator: mutator, wholeProject: wholeProject)
            let outcome = try fuzzCase.run(project, popskin: popskin, timeout: commandTimeout)
            summary.cases += 1
            if fuzzCase.attack != nil { summary.tokenCases += 1 }
            guard !outcome.findings.isEmpty else { continue }
            for finding in outcome.findings { summary.count(finding) }
            if let keepFailures { try fuzzCase.keep(outcome, seed: seed, in: keepFailures) }
            report(fuzzCase, outcome)
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }
}
