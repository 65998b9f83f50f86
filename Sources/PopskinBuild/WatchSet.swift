import PopskinCore
import PopskinSources

/// The folders `theme watch` listens to and which names in them matter, taken from what the last reading of the
/// project read (`InputSnapshot`): each file read or looked for (a theme, a token file, a template, every scale of
/// every image, the manifest and the lock, present or not), each folder listed with the names its kind counts, and
/// each listed folder's own name in its parent (a theme folder that appears or goes). Hidden names never matter:
/// editors' swap files and popskin's own temporary files start with a dot.
public struct WatchSet: Sendable {
    /// Names that matter in each folder, exactly.
    private var names: [String: Set<String>] = [:]
    /// The listings of each folder: a name any of them counts matters.
    private var listings: [String: Set<ListingKind>] = [:]

    /// The folders and names of everything `inputs` read.
    public init(_ inputs: InputSnapshot) {
        func add(_ absolute: String) {
            let (folder, name) = Self.split(absolute)
            names[folder, default: []].insert(name)
        }
        names[inputs.projectRoot, default: []].formUnion([Manifest.fileName, "popskin.lock"])
        for record in inputs.records { add(record.absolute) }
        for listing in inputs.listings {
            listings[listing.absolute, default: []].insert(listing.kind)
            add(listing.absolute)
        }
    }

    private static func split(_ absolute: String) -> (folder: String, name: String) {
        let folder = ProjectPath.folder(of: absolute)
        let name = String(absolute.utf8.dropFirst(folder.utf8.count + (folder.isEmpty ? 0 : 1))) ?? absolute
        return (folder.isEmpty ? "/" : folder, name)
    }

    /// Every folder to watch, sorted.
    public var folders: [String] { Set(names.keys).union(listings.keys).sorted() }

    /// Whether a change to `name` in `folder` can change a build. A change the watcher could not place (an
    /// overflowing event queue: an empty folder) always matters.
    public func isRelevant(folder: String, name: String) -> Bool {
        guard !folder.isEmpty else { return true }
        guard !name.hasPrefix(".") else { return false }
        guard names[folder] != nil || listings[folder] != nil else { return false }
        if name.isEmpty { return true }  // the folder itself went away or moved
        return names[folder]?.contains(name) == true || listings[folder]?.contains { $0.counts(name) } == true
    }
}
