import Foundation
import PopskinCore
import PopskinSources

/// `popskin package resolve|update|fetch|verify` as one engine: it never prints; every problem is a diagnostic.
public struct PackageManager {
    public struct Options: Sendable {
        /// Never touch the network: everything must already be in the cache.
        public var offline = false
        /// Fail instead of changing `popskin.lock`.
        public var locked = false
        /// Packages whose moved tags are accepted with their new content.
        public var acceptRetag: Set<String> = []
        /// Hears of each package `fetch` stores.
        public var progress: ProgressCounter.Handler?

        public init(
            offline: Bool = false, locked: Bool = false, acceptRetag: Set<String> = [],
            progress: ProgressCounter.Handler? = nil
        ) {
            self.offline = offline
            self.locked = locked
            self.acceptRetag = acceptRetag
            self.progress = progress
        }
    }

    public struct Outcome: Sendable {
        /// The lock as it stands after the run (nil when it could not be produced).
        public var lock: Lockfile?
        /// Whether `popskin.lock` was (or, with `--locked`, would have been) rewritten.
        public var lockChanged = false
        /// Where the run's problems go.
        public let diagnostics: DiagnosticSink
        /// What the run read of the project: the manifest and the lock.
        public let inputs: InputSnapshot

        /// The files read, for quoting in diagnostics.
        public var sources: [String: [UInt8]] { inputs.sources }

        package init(diagnostics: DiagnosticSink = DiagnosticSink(), inputs: InputSnapshot) {
            self.diagnostics = diagnostics
            self.inputs = inputs
        }
    }

    public var projectRoot: String
    public var cache: PackageCache
    public var options: Options

    public init(projectRoot: String, cache: PackageCache = .standard(), options: Options = Options()) {
        self.projectRoot = URL(fileURLWithPath: projectRoot).standardizedFileURL.path
        self.cache = cache
        self.options = options
    }

    package var lockPath: String { projectRoot + "/" + Lockfile.fileName }

    /// Where a package's block starts in the lock that was read (its first line when it has none).
    package static func lockLocation(of name: String, in outcome: Outcome) -> SourceLocation {
        guard let bytes = outcome.sources[Lockfile.fileName] else { return .start(of: Lockfile.fileName) }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0 == "  \(name):" }.map { $0 + 1 } ?? 1
        return SourceLocation(file: Lockfile.fileName, line: line, column: line == 1 ? 1 : 3)
    }

    /// The root manifest's dependencies.
    package func manifest(_ outcome: inout Outcome) -> [Dependency] {
        guard let bytes = read(Manifest.fileName, as: .manifest, &outcome) else { return [] }
        let manifest = Manifest.parse(bytes, file: Manifest.fileName, diagnostics: outcome.diagnostics)
        return Dependency.read(manifest.dependencies, diagnostics: outcome.diagnostics)
    }

    /// The lock's sides (two after a merge conflict, ours first), empty when there is none.
    package func locks(_ outcome: inout Outcome) -> [Lockfile] {
        guard let bytes = read(Lockfile.fileName, as: .lock, &outcome) else { return [] }
        return Lockfile.read(bytes, diagnostics: outcome.diagnostics)
    }

    /// A file of the project, within the loader's size limit, read through the run's snapshot; nil when it is
    /// not there.
    private func read(_ name: String, as kind: InputKind, _ outcome: inout Outcome) -> [UInt8]? {
        ProjectLoader().read(
            InputPath(name), as: kind, from: outcome.inputs, optional: true, diagnostics: outcome.diagnostics)
    }

    /// A run's first reading of the project.
    package func newOutcome(diagnostics: DiagnosticSink = DiagnosticSink()) -> Outcome {
        Outcome(diagnostics: diagnostics, inputs: InputSnapshot(projectRoot: projectRoot))
    }

    /// The lock a run can use: the one side of a lock without merge conflicts. Otherwise nil, and when git
    /// dependencies need one, the problem: at the first git dependency when there is no lock, at the first conflict
    /// marker of a conflicted one.
    package func usableLock(_ sides: [Lockfile], for dependencies: [Dependency], _ outcome: Outcome) -> (
        lock: Lockfile?, problem: Diagnostic?
    ) {
        if sides.count == 1 { return (sides[0], nil) }
        guard let needing = dependencies.first(where: { $0.gitURL != nil }) else { return (nil, nil) }
        guard !sides.isEmpty else {
            return (
                nil,
                .error(
                    .packageLocked,
                    "the project has dependencies but no popskin.lock; run `popskin package resolve`",
                    at: needing.nameLocation)
            )
        }
        let lines = outcome.sources[Lockfile.fileName].map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let marker = lines?.firstIndex { $0.hasPrefix("<<<<<<<") }.map { $0 + 1 } ?? 1
        return (
            nil,
            .error(
                .packageLocked, "popskin.lock has merge conflicts; run `popskin package resolve` to settle them",
                at: SourceLocation(file: Lockfile.fileName, line: marker, column: 1))
        )
    }
}
