import PopskinCore
import PopskinGenerators
import PopskinSources

/// What a build is about to write, recorded before its first rename and removed once every output and stamp is
/// written: while it exists, a build was interrupted (killed, out of disk) and the outputs may hold files no stamp
/// knows. The next build then answers nothing from stamps, and removes the files the journal names that it does
/// not make and that still hold what was planned, so a new theme's files written just before a kill do not stay
/// after the theme is gone again.
///
/// It lists, per output, the previous build's files (its stamp may not survive) and the planned ones, each with its
/// `size:hash` and theme. A second interruption keeps the first's entries: journals only grow until a build ends.
struct BuildJournal: Equatable {
    struct Entry: Equatable, Hashable {
        /// The output's folder, relative to the base.
        var output: String
        /// The file, relative to the output's folder.
        var file: String
        /// `size:hash`, as `BuildStamp` records files.
        var entry: String
        /// The theme the file belongs to; nil for a shared file.
        var theme: String?
    }

    var entries: [Entry] = []

    static let fileName = "journal"

    init() {}

    /// The journal as its state file holds it.
    init(file: StateFile) {
        entries = file.records("file").compactMap { fields in
            let fields = Array(fields)
            guard fields.count >= 3 else { return nil }
            return Entry(
                output: fields[0], file: fields[1], entry: fields[2], theme: fields.count > 3 ? fields[3] : nil)
        }
    }

    var file: StateFile {
        StateFile(
            .journal,
            records: entries.map { ["file", $0.output, $0.file, $0.entry] + ($0.theme.map { [$0] } ?? []) })
    }

    /// Adds the previous and planned files of `outputs`, each once.
    mutating func add(_ outputs: [ThemeBuild.Planned]) {
        var known = Set(entries)
        func add(_ entry: Entry) { if known.insert(entry).inserted { entries.append(entry) } }
        for output in outputs {
            let path = output.spec.path
            for (file, entry) in output.previous?.files.sorted(by: { $0.key < $1.key }) ?? [] {
                add(Entry(output: path, file: file, entry: entry, theme: output.previous?.themes[file]))
            }
            for file in output.files {
                add(Entry(output: path, file: file.path, entry: BuildStamp.entry(file.contents), theme: file.theme))
            }
        }
    }

    /// The files of `output` the journal names: files a build wrote or was about to.
    func files(of output: String) -> [String] {
        entries.filter { $0.output == output }.map(\.file)
    }

    /// The folders (relative to the output's) that the journal's files of `output` are in: where an interrupted
    /// build may have left a temporary file.
    func folders(of output: String) -> [String] {
        Set(files(of: output).map(ProjectPath.folder(of:))).sorted()
    }

    /// Files of `output` the journal names, outside `current`, that hold what was recorded and that `owns` (by
    /// theme) lets this build remove: an interrupted build's, or the previous one's.
    func leftovers(of output: String, in folder: String, notIn current: Set<String>, owns: (String?) -> Bool)
        -> [String]
    {
        let candidates = entries.filter { $0.output == output && !current.contains($0.file) && owns($0.theme) }
        let intact = candidates.filter { BuildStamp.entry(atPath: folder + "/" + $0.file) == $0.entry }
        return Set(intact.map(\.file)).sorted()
    }
}
