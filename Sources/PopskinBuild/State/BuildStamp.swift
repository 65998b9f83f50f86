import PopskinCore
import PopskinGenerators
import PopskinSources

/// A record of what produced one output folder: a fingerprint of every input of a built-in generator, each file's
/// size and hash, and what the generator reported. When the fingerprint and the files still hold, an unchanged
/// rebuild skips generating and reports what the generator reported then.
struct BuildStamp: Equatable {
    /// The stamp file of the output written to `outputPath` (relative to the base): a readable form of the path and
    /// its hash, so two outputs never share a stamp.
    static func fileName(forOutput outputPath: String) -> String {
        let readable = String(
            outputPath.unicodeScalars.map {
                ($0.isASCII
                    && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                        || "._-".unicodeScalars.contains($0)))
                    ? Character($0) : "_"
            }.prefix(80))
        return "output-" + readable + "-" + String(ContentHash.hex(ContentHash.of(outputPath.utf8)).prefix(8))
    }

    var fingerprint: String
    /// Each file's `size:hash`.
    var files: [String: String]
    /// The theme each theme's own file belongs to (`GeneratedFile.theme`); shared files are not listed.
    var themes: [String: String] = [:]
    /// What the generator reported making these files.
    var diagnostics: [Diagnostic] = []

    /// A file's entry: `size:hash`.
    static func entry(_ bytes: [UInt8]) -> String { "\(bytes.count):\(ContentHash.hex(ContentHash.of(bytes)))" }

    /// The entry of the regular file at `path` now; nil when it cannot be read.
    static func entry(atPath path: String) -> String? {
        FileVersion.read(path).map { entry($0.bytes) }
    }

    init(fingerprint: String, files: [GeneratedFile], diagnostics: [Diagnostic]) {
        self.fingerprint = fingerprint
        self.files = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Self.entry($0.contents)) })
        for file in files { if let theme = file.theme { themes[file.path] = theme } }
        self.diagnostics = diagnostics
    }

    /// The stamp as its state file holds it; nil when the file is not one.
    init?(file: StateFile) {
        guard let fingerprint = file.records("fingerprint").first?.first,
            let replayed = DiagnosticRecords(file: file)
        else { return nil }
        self.fingerprint = fingerprint
        files = [:]
        for fields in file.records("file") {
            let fields = Array(fields)
            guard fields.count >= 2 else { return nil }
            files[fields[0]] = fields[1]
            if fields.count > 2 { themes[fields[0]] = fields[2] }
        }
        diagnostics = replayed.diagnostics
    }

    var file: StateFile {
        var file = StateFile(.output, records: [["fingerprint", fingerprint]])
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
            file.records.append(["file", path, entry] + (themes[path].map { [$0] } ?? []))
        }
        DiagnosticRecords(diagnostics, quoting: nil)?.append(to: &file)
        return file
    }

    /// Adds the entries of `previous` whose owner (nil for a shared file) `keeps` and that this stamp lacks: a
    /// build of named themes leaves the others' files, and records them, as they were.
    mutating func keep(_ previous: BuildStamp, where keeps: (String?) -> Bool) {
        for (path, entry) in previous.files where files[path] == nil && keeps(previous.themes[path]) {
            files[path] = entry
            themes[path] = previous.themes[path]
        }
    }

    /// Each recorded file's version when every one is still there with the recorded size and hash; else nil.
    func intactVersions(in folder: String) -> [String: FileVersion]? {
        var versions: [String: FileVersion] = [:]
        for (path, recorded) in files {
            guard let read = FileVersion.read(folder + "/" + path), Self.entry(read.bytes) == recorded else {
                return nil
            }
            versions[path] = read.version
        }
        return versions
    }

    /// Recorded files outside `current` that still hold exactly what popskin wrote: safe to remove. A file someone
    /// edited is left alone.
    func untouchedFiles(in folder: String, notIn current: Set<String>) -> [String] {
        files.keys.filter { !current.contains($0) && isIntact($0, in: folder) }.sorted()
    }

    /// True when `path` is still there with the recorded size and hash.
    func isIntact(_ path: String, in folder: String) -> Bool {
        guard let recorded = files[path] else { return false }
        return Self.entry(atPath: folder + "/" + path) == recorded
    }
}
