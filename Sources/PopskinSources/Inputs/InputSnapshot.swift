#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every input of one reading of a project — manifest, lock, themes, tokens, templates, art, and the folder listings
/// that decide which files there are — each read once through `InputFile`, confined to the project's folder or its
/// dependency's, and kept with the version of the descriptor that read it. The front end, the generators, the build's
/// fingerprint and stamps, the watch and `theme diff` all take what they need from it, so they agree on what was
/// read even while the files change. Reading through it records; nothing reads a project file behind it.
///
/// Safe to share between threads: concurrent parsing reads through one snapshot.
public final class InputSnapshot: Sendable {
    /// What reading one path found.
    public enum State: Sendable {
        /// A regular file's bytes, the version they were read at and their hash.
        case file([UInt8], FileVersion, hash: UInt64)
        /// Nothing there.
        case absent
        /// A folder.
        case folder
        /// Something that was not read: outside the project, not a regular file, over its limit, unreadable.
        case refused(InputFile.Failure)
    }

    /// One path as read.
    public struct Record: Sendable {
        public let path: InputPath
        public let kind: InputKind
        public let absolute: String
        public let state: State
        /// When it was read.
        public let readAt: Int64

        /// The bytes, when it was read.
        public var bytes: [UInt8]? {
            if case .file(let bytes, _, _) = state { bytes } else { nil }
        }

        /// What a later look compares with; nil for a refused read, which no later look can vouch for.
        public var observed: ObservedInput? {
            switch state {
            case .file(_, let version, let hash):
                ObservedInput(
                    absolute: absolute,
                    seen: .file(version, hash: hash, racy: version.time >= readAt - FileVersion.racyWindow))
            case .absent: ObservedInput(absolute: absolute, seen: .absent)
            case .folder: ObservedInput(absolute: absolute, seen: .folder)
            case .refused: nil
            }
        }
    }

    /// One folder's names as listed: those its kind counts, sorted; nil when it could not be listed.
    public struct Listing: Sendable {
        public let path: InputPath
        public let kind: ListingKind
        public let absolute: String
        public let names: [String]?

        public var observed: ObservedInput {
            ObservedInput(
                absolute: absolute, seen: .listing(kind, hash: names.map(ObservedInput.hash(names:))))
        }
    }

    private struct Contents {
        var records: [InputPath: Record] = [:]
        var listings: [ListingKey: Listing] = [:]
        var art: [InputPath: Result<Art, PNGHeader.Problem>] = [:]
        var packages: [String: Origin] = [:]
    }

    private struct ListingKey: Hashable {
        var path: InputPath
        var kind: ListingKind
    }

    /// A folder files are read from, and what they must stay inside.
    private struct Origin: Sendable {
        var root: String
        var inside: InputFile.Root
    }

    /// The project's folder, absolute.
    public let projectRoot: String
    /// What the project's own files are shown prefixed with: "" for a project, the folder as the user wrote it for
    /// files read outside one (`tokens import design/colors.tokens.json` shows `design/colors.tokens.json`).
    public let shownPrefix: String
    private let project: Origin
    private let contents = Locked(Contents())
    /// Text an editor holds unsaved, by absolute path: read in place of the file on disk (`popskin lsp`).
    public let overlays: [String: [UInt8]]

    public init(projectRoot: String, shownPrefix: String = "", overlays: [String: [UInt8]] = [:]) {
        self.projectRoot = projectRoot
        self.shownPrefix = shownPrefix
        self.overlays = overlays
        project = Origin(root: projectRoot, inside: InputFile.Root(projectRoot))
    }

    /// How `path` is shown in messages and keyed in `sources`.
    public func shown(_ path: InputPath) -> String {
        path.origin == .project ? shownPrefix + path.relative : path.shown
    }

    /// Makes a dependency's folder readable as `.package(name)`.
    public func addPackage(_ name: String, root: String) {
        contents.withLock { $0.packages[name] = Origin(root: root, inside: InputFile.Root(root)) }
    }

    private func origin(of path: InputPath) -> Origin? {
        switch path.origin {
        case .project: project
        case .package(let name): contents.withLock { $0.packages[name] }
        }
    }

    /// Where `path` is on disk; nil for a package the snapshot does not know.
    public func absolute(_ path: InputPath) -> String? {
        origin(of: path).map { path.relative.isEmpty ? $0.root : $0.root + "/" + path.relative }
    }

    /// The folder `path` must resolve inside.
    public func root(of path: InputPath) -> InputFile.Root? { origin(of: path)?.inside }

    // MARK: - Reading

    /// The whole file at `path`, at most `limit` bytes, inside its origin's folder; read once, whatever is asked
    /// after.
    public func read(_ path: InputPath, as kind: InputKind, limit: Int) -> Result<[UInt8], InputFile.Failure> {
        let record = recorded(path) ?? store(reading(path, as: kind, limit: limit))
        switch record.state {
        case .file(let bytes, _, _): return .success(bytes)
        case .absent: return .failure(.missing)
        case .folder: return .failure(.notRegular(kind: "a folder"))
        case .refused(let failure): return .failure(failure)
        }
    }

    /// What is at `path` — nothing, a folder, or a file — recording nothing for a file (reading it records it).
    public enum Entry: Sendable, Equatable {
        case absent, folder, file
        /// It resolves, through a symbolic link, to somewhere outside its origin's folder: nothing in it is read.
        case outside(folder: Bool)
    }

    /// Looks at `path` without reading it: what decides how a token source is read. Without `followingLinks`, a
    /// symbolic link is a file (a walk never enters a linked folder, so it always ends).
    public func entry(_ path: InputPath, as kind: InputKind, followingLinks: Bool = true) -> Entry {
        if let record = recorded(path) {
            switch record.state {
            case .absent: return .absent
            case .folder: return .folder
            case .refused(.outside): return .outside(folder: false)
            case .file, .refused: return .file
            }
        }
        guard let origin = origin(of: path), let absolute = absolute(path) else { return .absent }
        var info = stat()
        let now = FileVersion.now()
        guard (followingLinks ? stat(absolute, &info) : lstat(absolute, &info)) == 0 else {
            _ = store(Record(path: path, kind: kind, absolute: absolute, state: .absent, readAt: now))
            return .absent
        }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        guard origin.inside.contains(absolute) else { return .outside(folder: isFolder) }
        guard isFolder else { return .file }
        _ = store(Record(path: path, kind: kind, absolute: absolute, state: .folder, readAt: now))
        return .folder
    }

    /// The names in the folder `path` that `kind` counts, sorted; a failure when it does not exist, is not a folder,
    /// or resolves outside its origin.
    public func list(_ path: InputPath, as kind: ListingKind) -> Result<[String], InputFile.Failure> {
        let key = ListingKey(path: path, kind: kind)
        if let listing = contents.withLock({ $0.listings[key] }) {
            return listing.names.map { .success($0) } ?? .failure(.missing)
        }
        guard let origin = origin(of: path), let absolute = absolute(path) else { return .failure(.missing) }
        var info = stat()
        if stat(absolute, &info) == 0, !origin.inside.contains(absolute) { return .failure(.outside) }
        let names = ObservedInput.names(in: absolute, kind: kind)
        contents.withLock {
            if $0.listings[key] == nil {
                $0.listings[key] = Listing(path: path, kind: kind, absolute: absolute, names: names)
            }
        }
        return names.map { .success($0) } ?? .failure(.missing)
    }

    /// A PNG as read: its header, checked, and its bytes, no more than the header says its pixels can need.
    public struct Art: Sendable {
        public var header: PNGHeader
        public var bytes: [UInt8]
    }

    /// The art at `path`, read once: its header first, so a file larger than its pixels can need is never read.
    public func art(_ path: InputPath) -> Result<Art, PNGHeader.Problem> {
        if let kept = contents.withLock({ $0.art[path] }) { return kept }
        guard let origin = origin(of: path), let absolute = absolute(path) else {
            return .failure(.unreadable(.missing))
        }
        let now = FileVersion.now()
        let result: Result<Art, PNGHeader.Problem>
        var state: State
        switch PNGHeader.read(path: absolute, inside: origin.inside) {
        case .failure(let problem):
            result = .failure(problem)
            switch problem {
            case .unreadable(.missing): state = .absent
            case .unreadable(let failure): state = .refused(failure)
            case .notPNG: state = .refused(.unreadable("not a PNG file"))
            case .tooLarge(let header, let size): state = .refused(.tooLarge(size: size, limit: header.byteLimit))
            }
        case .success(let header):
            switch InputFile.readWithStatus(absolute, limit: header.byteLimit, inside: origin.inside) {
            case .failure(let failure):
                state = failure == .missing ? .absent : .refused(failure)
                if case .tooLarge(let size, _) = failure {
                    result = .failure(.tooLarge(header, size: size))
                } else {
                    result = .failure(.unreadable(failure))
                }
            case .success(let read):
                state = .file(read.bytes, FileVersion(read.status), hash: ContentHash.of(read.bytes))
                // The file may have changed since its header was read: the bytes in hand are what counts.
                switch PNGHeader.parse(read.bytes) {
                case .success(let current) where read.bytes.count <= current.byteLimit:
                    result = .success(Art(header: current, bytes: read.bytes))
                case .success(let current): result = .failure(.tooLarge(current, size: read.bytes.count))
                case .failure(let problem): result = .failure(problem)
                }
            }
        }
        _ = store(Record(path: path, kind: .art, absolute: absolute, state: state, readAt: now))
        return contents.withLock { contents in
            if let first = contents.art[path] { return first }
            contents.art[path] = result
            return result
        }
    }

    private func recorded(_ path: InputPath) -> Record? {
        contents.withLock { $0.records[path] }
    }

    /// Keeps `record` unless another thread recorded the path first; returns the one kept.
    private func store(_ record: Record) -> Record {
        contents.withLock { contents in
            if let first = contents.records[record.path] { return first }
            contents.records[record.path] = record
            return record
        }
    }

    private func reading(_ path: InputPath, as kind: InputKind, limit: Int) -> Record {
        let now = FileVersion.now()
        guard let origin = origin(of: path), let absolute = absolute(path) else {
            return Record(path: path, kind: kind, absolute: path.shown, state: .absent, readAt: now)
        }
        if let overlay = overlays[absolute] {
            // An editor's buffer: within the limit as a file would be, versioned by its size and hash alone.
            let state: State =
                overlay.count > limit
                ? .refused(.tooLarge(size: overlay.count, limit: limit))
                : .file(overlay, FileVersion(size: overlay.count, time: 0), hash: ContentHash.of(overlay))
            return Record(path: path, kind: kind, absolute: absolute, state: state, readAt: now)
        }
        let state: State
        switch InputFile.readWithStatus(absolute, limit: limit, inside: origin.inside) {
        case .success(let read):
            state = .file(read.bytes, FileVersion(read.status), hash: ContentHash.of(read.bytes))
        case .failure(.missing): state = .absent
        case .failure(.notRegular(let what)) where what == InputFile.kind(S_IFDIR): state = .folder
        case .failure(let failure): state = .refused(failure)
        }
        return Record(path: path, kind: kind, absolute: absolute, state: state, readAt: now)
    }

    // MARK: - What was read

    /// Every path read, sorted.
    public var records: [Record] {
        contents.withLock { Array($0.records.values) }.sorted { $0.path < $1.path }
    }

    /// Every folder listed, sorted.
    public var listings: [Listing] {
        contents.withLock { Array($0.listings.values) }.sorted {
            $0.path == $1.path ? $0.kind.rawValue < $1.kind.rawValue : $0.path < $1.path
        }
    }

    /// The bytes read of `path`, if it was read.
    public func bytes(_ path: InputPath) -> [UInt8]? { recorded(path)?.bytes }

    /// The text inputs' bytes by shown path: what diagnostics quote.
    public var sources: [String: [UInt8]] {
        contents.withLock { contents in
            var sources: [String: [UInt8]] = [:]
            for record in contents.records.values where record.kind.isText {
                if let bytes = record.bytes { sources[shown(record.path)] = bytes }
            }
            return sources
        }
    }

    /// Everything seen, for a later look to compare with; nil when something was refused (no later look can vouch
    /// for a file that was never read).
    public var observed: [ObservedInput]? {
        var all: [ObservedInput] = []
        for record in records {
            guard let observed = record.observed else { return nil }
            all.append(observed)
        }
        return all + listings.map(\.observed)
    }

    /// A hash of everything read — each path with its bytes' hash, each listing with its names — that changes
    /// when any input does.
    public var digest: UInt64 { digest { _ in true } }

    /// The hash of the bytes read of `path`; nil when it was not read as a file.
    public func hash(_ path: InputPath) -> UInt64? {
        if case .file(_, _, let hash)? = recorded(path)?.state { hash } else { nil }
    }

    /// `digest` over the records `counted` takes, and every listing.
    public func digest(of counted: (Record) -> Bool) -> UInt64 {
        var state = ContentHash.offsetBasis
        // Only the records counted are sorted: a project's many theme files are left out of the shared inputs.
        let chosen = contents.withLock { $0.records.values.filter(counted) }.sorted { $0.path < $1.path }
        for record in chosen {
            ContentHash.add(record.path.shown.utf8, into: &state)
            ContentHash.add(CollectionOfOne(0), into: &state)
            switch record.state {
            case .file(_, _, let hash): ContentHash.add(ContentHash.hex(hash).utf8, into: &state)
            case .absent: ContentHash.add("-".utf8, into: &state)
            case .folder: ContentHash.add("/".utf8, into: &state)
            case .refused(let failure): ContentHash.add("!\(failure)".utf8, into: &state)
            }
            ContentHash.add(CollectionOfOne(0), into: &state)
        }
        for listing in listings {
            ContentHash.add((listing.path.shown + "\0" + listing.kind.rawValue).utf8, into: &state)
            for name in listing.names ?? ["\0"] { ContentHash.add(name.utf8 + [0], into: &state) }
        }
        return state
    }
}
