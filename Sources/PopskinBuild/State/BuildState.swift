import PopskinCore
import PopskinGenerators
import PopskinSources

/// `<base>/.popskin/build`, everything builds into one base folder keep between runs, and its one owner: the lock
/// that makes them take turns, the journal of a build in progress, each output's stamp and the no-op stamps. Every
/// file is written atomically inside the folder (`OutputWriter`), in one format (`StateFile`), with one hash
/// (`ContentHash`); every problem is a `BuildState.Failure`.
///
/// Kept beside the outputs, never inside one: Xcode's actool reads every file of an `.xcassets` folder, and SwiftPM
/// warns about unhandled files in a source folder.
public struct BuildState: Sendable {
    /// Why the state could not be read or kept.
    public enum Failure: Error, CustomStringConvertible, Sendable {
        /// The lock could not be taken.
        case lock(String)
        /// A state file could not be written or removed.
        case write(file: String, reason: String)

        public var description: String {
            switch self {
            case .lock(let reason): "cannot take the build lock: \(reason)"
            case .write(let file, let reason): "cannot keep the build's state (\(file)): \(reason)"
            }
        }
    }

    /// popskin's own folder in a base (the build's state, and room for more), which no output may be.
    public static let ownFolder = ".popskin"
    /// The folder, relative to the base.
    public static let folderName = ownFolder + "/build"

    /// The folder builds write their outputs under (the project, or `--output`), absolute.
    public let base: String

    public init(base: String) {
        self.base = base
    }

    /// The state folder, absolute.
    var folder: String { base + "/" + Self.folderName }

    /// Whether a build has been here: the folder exists.
    var exists: Bool { FileVersion.current(folder) != nil }

    // MARK: - The lock

    /// The lock of builds into the base when one has been built there, else nil: a build that stops at an error
    /// must not create the folder.
    public func lockIfBuilt(mode: BuildLock.Mode = .exclusive, waiting: (BuildLock.Holder) -> Void = { _ in })
        throws(Failure) -> BuildLock?
    {
        guard exists else { return nil }
        return try lock(mode: mode, waiting: waiting)
    }

    /// Takes the lock, creating the folder; `waiting` hears who holds it, once, while this waits.
    public func lock(mode: BuildLock.Mode = .exclusive, waiting: (BuildLock.Holder) -> Void = { _ in })
        throws(Failure) -> BuildLock
    {
        let resolved: String
        do {
            resolved = try OutputWriter(root: folder).resolvedRoot()
        } catch {
            throw .lock("\(error)")
        }
        return try BuildLock.acquire(file: resolved + "/lock", mode: mode, waiting: waiting)
    }

    // MARK: - Files

    /// The state file `name`, parsed as `kind`; nil when it is absent or not what it should be (which costs the
    /// next build its shortcut, nothing more).
    func read(_ name: String, as kind: StateFile.Kind) -> StateFile? {
        bytes(of: name).flatMap { StateFile(parsing: $0, as: kind) }
    }

    /// The bytes of the file `name`, if it is a regular file within the size limit.
    private func bytes(of name: String) -> [UInt8]? {
        // Never blocking: a named pipe in its place reads as nothing.
        guard case .success(let bytes) = InputFile.read(folder + "/" + name, limit: Self.maximumFileSize) else {
            return nil
        }
        return bytes
    }

    /// The most bytes a state file may have: a no-op stamp of a very large project is a few megabytes.
    static let maximumFileSize = 256 << 20

    /// Writes `file` as `name`, atomically.
    func write(_ file: StateFile, as name: String) throws(Failure) {
        do {
            _ = try OutputWriter(root: folder).write([GeneratedFile(path: name, contents: file.bytes)])
        } catch {
            throw .write(file: name, reason: "\(error)")
        }
    }

    /// Removes the state files `names` (those that exist).
    func remove(_ names: [String]) throws(Failure) {
        guard exists, !names.isEmpty else { return }
        do {
            _ = try OutputWriter(root: folder).remove(names)
        } catch {
            throw .write(file: names[0], reason: "\(error)")
        }
    }

    /// The names in the folder (none when there is none).
    func names() -> [String] {
        ObservedInput.names(in: folder, kind: .visible) ?? []
    }

    /// The state as it stands: each file's name and version. Compared before and after taking the lock, it tells a
    /// build that planned without the lock whether another build wrote meanwhile.
    func generation() -> [String: FileVersion] {
        var versions: [String: FileVersion] = [:]
        for name in names() where name != BuildLock.fileName {
            versions[name] = FileVersion.current(folder + "/" + name)
        }
        return versions
    }

    // MARK: - The journal

    /// The journal an interrupted build left, if any. One that cannot be read counts as an interruption with
    /// nothing known.
    func journal() -> BuildJournal? {
        guard FileVersion.current(folder + "/" + BuildJournal.fileName) != nil else { return nil }
        return read(BuildJournal.fileName, as: .journal).map(BuildJournal.init(file:)) ?? BuildJournal()
    }

    /// Records what a build is about to write. From here until the build ends nothing older may answer for the
    /// outputs: every no-op stamp goes first.
    func begin(_ journal: BuildJournal) throws(Failure) {
        try remove(names().filter { $0.hasPrefix(NoOpStamp.filePrefix) })
        try write(journal.file, as: BuildJournal.fileName)
    }

    /// The build the journal describes has finished.
    func finish() throws(Failure) {
        try remove([BuildJournal.fileName])
    }

    // MARK: - Stamps

    /// The stamp of the output written to `outputPath` (relative to the base), if there is a readable one.
    func outputStamp(for outputPath: String) -> BuildStamp? {
        read(BuildStamp.fileName(forOutput: outputPath), as: .output).flatMap(BuildStamp.init(file:))
    }

    func write(_ stamp: BuildStamp, for outputPath: String) throws(Failure) {
        try write(stamp.file, as: BuildStamp.fileName(forOutput: outputPath))
    }

    /// The no-op stamp of a build of `names` (all when empty) of the project at `projectRoot`.
    func noOpStamp(projectRoot: String, names: [String]) -> NoOpStamp? {
        bytes(of: NoOpStamp.fileName(projectRoot: projectRoot, names: names)).flatMap(NoOpStamp.init(parsing:))
    }

    func write(_ stamp: NoOpStamp, projectRoot: String, names: [String]) throws(Failure) {
        try write(stamp.file, as: NoOpStamp.fileName(projectRoot: projectRoot, names: names))
    }
}
