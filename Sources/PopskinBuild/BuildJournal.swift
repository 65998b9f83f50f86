import Foundation
import PopskinCore
import PopskinGenerators

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

    static let fileName = "journal.json"

    static func path(base: String) -> String { base + "/" + BuildStamp.folder + "/" + fileName }

    /// The journal an interrupted build left in `base`, if any. One that cannot be read counts as an interruption
    /// with nothing known.
    static func read(base: String) -> BuildJournal? {
        let path = path(base: base)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let (bytes, _) = FileVersion.read(path),
            let list = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: String]]
        else { return BuildJournal() }
        return BuildJournal(
            entries: list.compactMap { item in
                guard let output = item["output"], let file = item["file"], let entry = item["entry"] else {
                    return nil
                }
                return Entry(output: output, file: file, entry: entry, theme: item["theme"])
            })
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

    /// Writes the journal into `base`'s stamp folder (atomically, as outputs are).
    func write(base: String) throws {
        let value = StructuredValue.array(
            entries.map { entry in
                .object(
                    [
                        ("output", .string(entry.output)), ("file", .string(entry.file)),
                        ("entry", .string(entry.entry)),
                    ] + (entry.theme.map { [("theme", StructuredValue.string($0))] } ?? []))
            })
        _ = try OutputWriter(root: base + "/" + BuildStamp.folder).write([
            GeneratedFile(path: Self.fileName, text: JSONWriter.render(value) + "\n")
        ])
    }

    /// Removes the journal: the build it describes has finished.
    static func remove(base: String) throws {
        _ = try OutputWriter(root: base + "/" + BuildStamp.folder).remove([fileName])
    }

    /// The folders (relative to the output's) that the journal's files of `output` are in: where an interrupted
    /// build may have left a temporary file.
    func folders(of output: String) -> [String] {
        let folders = entries.filter { $0.output == output }.map { entry in
            String(entry.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        }
        return Set(folders).sorted()
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
