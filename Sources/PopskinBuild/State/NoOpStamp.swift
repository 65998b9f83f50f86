import PopskinCore
import PopskinGenerators
import PopskinSources

/// What a whole `theme build` read and wrote, so that the same build with nothing changed answers from it without
/// reading a theme (ninja-style): every input as the build's snapshot read it (`ObservedInput`: versions and hashes
/// from the descriptors that read them, absent files, folder listings), every output file's version, each output's
/// result and every diagnostic the build reported, which the answer reports again.
///
/// Recorded from what was read, never from a later look: a file changed or removed while the build ran makes the
/// stamp disagree with the disk, so the next build builds.
struct NoOpStamp {
    /// What a build that reads `projectRoot` into the base depends on besides the inputs (the tool, the cache, the
    /// plugin's settings), and what it said.
    var key: String
    var inputs: [ObservedInput] = []
    /// Each output file as written or verified.
    var outputs: [(path: String, version: FileVersion)] = []
    var results: [(generator: String, path: String, count: Int)] = []
    /// The diagnostics and the lines they quote.
    var reported = DiagnosticRecords()

    static let filePrefix = "noop-"

    /// The stamp's file name for a build of `names` from `projectRoot`.
    static func fileName(projectRoot: String, names: [String]) -> String {
        let identity = ([projectRoot] + names.sorted()).joined(separator: "\0")
        return filePrefix + String(ContentHash.hex(ContentHash.of(identity.utf8)).prefix(12))
    }

    /// What the answer gives: the results and the problems of the build it replays.
    struct Replay {
        var results: [ThemeBuild.OutputResult]
        var diagnostics: [Diagnostic]
        /// The lines the diagnostics quote.
        var sources: [String: [UInt8]]
    }

    /// The last build of `names` again, if it was done with `key` and nothing it read or wrote has changed since;
    /// nil when the build must run.
    static func answer(state: BuildState, projectRoot: String, names: [String], key: String) -> Replay? {
        // An interrupted build may have left files no stamp knows: only a real build finds and removes them.
        guard state.journal() == nil, var stamp = state.noOpStamp(projectRoot: projectRoot, names: names),
            stamp.key == key
        else { return nil }
        guard let settled = stamp.look() else { return nil }
        // Racily clean inputs just confirmed: from now on their time alone decides. Bookkeeping only.
        for index in settled {
            if case .file(let version, let hash, _) = stamp.inputs[index].seen {
                stamp.inputs[index].seen = .file(version, hash: hash, racy: false)
            }
        }
        if !settled.isEmpty { try? state.write(stamp, projectRoot: projectRoot, names: names) }
        let results = stamp.results.map { result in
            ThemeBuild.OutputResult(
                generator: result.generator, path: result.path,
                report: OutputWriter.Report(written: [], unchanged: Array(repeating: "", count: result.count)))
        }
        return Replay(results: results, diagnostics: stamp.reported.diagnostics, sources: stamp.reported.sources)
    }

    /// Looks at every input and output now: nil when one changed, else the racily clean inputs just settled. A stat
    /// each, thousands in a large project, so they are shared out among the cores (as git's preloaded index does).
    private func look() -> [Int]? {
        let now = FileVersion.now()
        let (inputs, outputs) = (self.inputs, self.outputs)
        let total = inputs.count + outputs.count
        let parts = Swift.min(8, Swift.max(1, total / 256))
        let looks = Array(0..<parts).concurrentMap { part -> [Int]? in
            var settled: [Int] = []
            for index in stride(from: part, to: total, by: parts) {
                if index < inputs.count {
                    switch inputs[index].check(now: now) {
                    case .changed: return nil
                    case .unchanged: continue
                    case .settled: settled.append(index)
                    }
                } else {
                    let output = outputs[index - inputs.count]
                    guard let current = FileVersion.current(output.path), current.sameSizeAndTime(as: output.version)
                    else { return nil }
                }
            }
            return settled
        }
        var settled: [Int] = []
        for look in looks {
            guard let look else { return nil }
            settled += look
        }
        return settled
    }

    /// The stamp of a finished build that read `inputs`, wrote `results` and reported `diagnostics` (quoting
    /// `sources`); nil when no later look could vouch for it: an external generator (whose output may depend on
    /// anything), an output not written, an input refused, a line too long to keep.
    init?(
        key: String, inputs snapshot: InputSnapshot, external: Bool, base: String,
        results: [ThemeBuild.OutputResult], diagnostics: [Diagnostic], sources: [String: [UInt8]]
    ) {
        guard !external, let observed = snapshot.observed else { return nil }
        self.key = key
        inputs = observed
        for result in results {
            guard let report = result.report else { return nil }
            for file in report.written + report.unchanged {
                // As written or verified, from the build's own descriptor: a later look could see another's bytes.
                guard let version = report.versions[file] else { return nil }
                outputs.append((base + "/" + result.path + "/" + file, version))
            }
            self.results.append((result.generator, result.path, report.written.count + report.unchanged.count))
        }
        guard let reported = DiagnosticRecords(diagnostics, quoting: sources) else { return nil }
        self.reported = reported
    }

    // MARK: - The file

    /// Reads a stamp file field by field: a large project's stamp has tens of thousands of records.
    init?(parsing bytes: [UInt8]) {
        var key: String?
        var inputs: [ObservedInput] = []
        var outputs: [(path: String, version: FileVersion)] = []
        var results: [(generator: String, path: String, count: Int)] = []
        var reported = DiagnosticRecords()
        let read = StateFile.forEachRecord(in: bytes, as: .noop) { fields in
            // Each record is read to its end: one with fields missing or left over spoils the stamp.
            switch fields.text() {
            case "key": key = fields.text()
            case "file":
                guard let size = fields.integer(), let time = fields.integer(), let change = fields.integer(),
                    let inode = fields.integer().flatMap(UInt64.init(exactly:)), let hash = fields.hex(),
                    let racy = fields.text(), let path = fields.text()
                else { return false }
                let version = FileVersion(size: Int(size), time: time, change: change, inode: inode)
                inputs.append(ObservedInput(absolute: path, seen: .file(version, hash: hash, racy: racy == "1")))
            case "absent":
                guard let path = fields.text() else { return false }
                inputs.append(ObservedInput(absolute: path, seen: .absent))
            case "folder":
                guard let path = fields.text() else { return false }
                inputs.append(ObservedInput(absolute: path, seen: .folder))
            case "listing":
                guard let kind = fields.text().flatMap(ListingKind.init(rawValue:)), let hash = fields.text(),
                    let path = fields.text()
                else { return false }
                let value = hash == "-" ? nil : UInt64(hash, radix: 16)
                inputs.append(ObservedInput(absolute: path, seen: .listing(kind, hash: value)))
            case "out":
                guard let size = fields.integer(), let time = fields.integer(), let path = fields.text() else {
                    return false
                }
                outputs.append((path, FileVersion(size: Int(size), time: time)))
            case "result":
                guard let number = fields.integer(), let generator = fields.text(), let path = fields.text() else {
                    return false
                }
                results.append((generator, path, Int(number)))
            case let tag? where DiagnosticRecords.tags.contains(tag):
                guard reported.read(tag, &fields) else { return false }
            default:
                // A record of a newer popskin is left alone.
                while fields.text() != nil {}
            }
            return fields.isAtEnd
        }
        guard read, let key else { return nil }
        self.key = key
        self.inputs = inputs
        self.outputs = outputs
        self.results = results
        self.reported = reported
    }

    var file: StateFile {
        var file = StateFile(.noop, records: [["key", key]])
        for input in inputs {
            switch input.seen {
            case .file(let version, let hash, let racy):
                file.records.append(
                    [
                        "file", String(version.size), String(version.time), String(version.change),
                        String(version.inode), ContentHash.hex(hash), racy ? "1" : "0", input.absolute,
                    ])
            case .absent: file.records.append(["absent", input.absolute])
            case .folder: file.records.append(["folder", input.absolute])
            case .listing(let kind, let hash):
                file.records.append(["listing", kind.rawValue, hash.map(ContentHash.hex) ?? "-", input.absolute])
            }
        }
        for output in outputs {
            file.records.append(["out", String(output.version.size), String(output.version.time), output.path])
        }
        for result in results { file.records.append(["result", String(result.count), result.generator, result.path]) }
        reported.append(to: &file)
        return file
    }
}
