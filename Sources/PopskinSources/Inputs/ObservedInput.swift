#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What was seen of one input when it was read — a file's version and hash, its absence, a folder, a folder's
/// names — enough to tell later, without reading it whole, whether it is still so. The one rule for "has this
/// input changed": the no-op stamp answers by it, and a workspace refreshes by it.
///
/// Times decide, hashes settle: a file whose size and time are as seen is unchanged; one whose time moved but whose
/// bytes hash the same (a `touch`) is unchanged too. A file whose time was within `FileVersion.racyWindow` of its
/// reading may have changed again unseen within the clock's resolution, so its bytes are always compared.
public struct ObservedInput: Sendable, Hashable {
    public enum Seen: Sendable, Hashable {
        /// A regular file of this version and hash; `racy` when its time was too close to its reading to trust.
        case file(FileVersion, hash: UInt64, racy: Bool)
        /// Nothing there.
        case absent
        /// A folder (a token source may be a folder or a file).
        case folder
        /// The names of a folder that `kind` counts, hashed; nil when the folder could not be listed.
        case listing(ListingKind, hash: UInt64?)
    }

    /// Where, on disk.
    public var absolute: String
    public var seen: Seen

    public init(absolute: String, seen: Seen) {
        (self.absolute, self.seen) = (absolute, seen)
    }

    /// How the input compares with what was seen.
    public enum Verdict: Sendable, Equatable {
        case unchanged
        /// Unchanged, and a racy file's bytes were just confirmed long enough after its time: from now on its time
        /// alone decides (git refreshes its index the same way).
        case settled
        case changed
    }

    /// Looks at the input now.
    public func check(now: Int64 = FileVersion.now()) -> Verdict {
        switch seen {
        case .absent:
            var info = stat()
            return lstat(absolute, &info) == 0 ? .changed : .unchanged
        case .folder:
            var info = stat()
            return stat(absolute, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? .unchanged : .changed
        case .listing(let kind, let hash):
            return Self.listingHash(absolute, kind: kind) == hash ? .unchanged : .changed
        case .file(let version, let hash, let racy):
            guard let current = FileVersion.current(absolute), current.size == version.size else { return .changed }
            guard current != version || racy else { return .unchanged }
            guard case .success(let bytes) = InputFile.read(absolute, limit: version.size),
                ContentHash.of(bytes) == hash
            else { return .changed }
            return racy && current.time == version.time && now - current.time > FileVersion.racyWindow
                ? .settled : .unchanged
        }
    }

    /// The hash of the sorted names in `folder` that `kind` counts; nil when it cannot be listed.
    public static func listingHash(_ folder: String, kind: ListingKind) -> UInt64? {
        names(in: folder, kind: kind).map(hash(names:))
    }

    /// The hash of a listing's sorted names.
    static func hash(names: [String]) -> UInt64 {
        var state = ContentHash.offsetBasis
        for name in names {
            ContentHash.add(name.utf8, into: &state)
            ContentHash.add(CollectionOfOne(0), into: &state)
        }
        return state
    }

    /// The names in `folder` that `kind` counts, sorted by their bytes; nil when it cannot be listed. Plain system
    /// calls: the no-op answer has a budget of milliseconds.
    public static func names(in folder: String, kind: ListingKind) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if kind.counts(name) { names.append(name) }
        }
        return names.sorted(by: ByteOrder.precedes)
    }
}
