import Foundation
import PopskinCore
import PopskinGenerators

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a whole `theme build` read and wrote, so that the same build with nothing changed answers from it without
/// reading a theme (ninja-style): every input file's size, modification time and hash (and the files that were
/// absent), the names in every folder read, and every output file's size and time. Kept in
/// `<base>/.popskin/build/` beside the outputs' `BuildStamp`s, never inside an output.
///
/// Times decide, hashes settle: a file whose size and time are as recorded is unchanged; one whose time moved but
/// whose bytes hash the same (a `touch`) is unchanged too. A file modified in the second before the build began
/// may have changed again within the file system's time resolution, so its bytes are always compared ("racily
/// clean", as git calls it).
public struct NoOpStamp: Sendable {
    /// An input file: its size (-1: it must not exist), time, FNV-1a hash, and whether it was racily recorded.
    struct Input: Equatable {
        var path: String
        var size: Int
        var time: Int64
        var hash: String
        var racy: Bool
    }

    /// An output file: size and time.
    struct Written: Equatable {
        var path: String
        var size: Int
        var time: Int64
    }

    var key: String
    var inputs: [Input] = []
    /// Folders read, each with the hash of its visible names.
    var listings: [(path: String, hash: String)] = []
    var outputs: [Written] = []
    /// What the build reported per output, replayed as it was.
    var results: [(generator: String, path: String, count: Int)] = []

    static let header = "popskin-noop-stamp 1"

    /// Now, in nanoseconds since 1970, as file times count: when a build begins reading.
    public static func now() -> Int64 { FileState.now() }

    /// The running executable's path, size and time: a rebuilt tool may generate other bytes.
    public static func toolIdentity() -> String {
        let tool = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let info = FileState.info(tool)
        return "\(tool) \(info?.size ?? 0) \(info?.time ?? 0)"
    }

    /// Where the stamp of a build of `names` from `projectRoot` into `base` lives.
    public static func path(base: String, projectRoot: String, names: [String]) -> String {
        let identity = ([projectRoot] + names.sorted()).joined(separator: "\0")
        return base + "/" + BuildStamp.folder + "/noop-" + String(BuildStamp.hash(Array(identity.utf8)).prefix(12))
            + ".stamp"
    }

    /// The results of the last build if it was done with `key` (the tool and what else the caller's output
    /// depends on) and nothing it read or wrote has changed since; nil when the build must run.
    public static func answer(base: String, projectRoot: String, names: [String], key: String) -> [ThemeBuild
        .OutputResult]?
    {
        let file = path(base: base, projectRoot: projectRoot, names: names)
        // An interrupted build may have left files no stamp knows: only a real build finds and removes them.
        guard !FileManager.default.fileExists(atPath: BuildJournal.path(base: base)) else { return nil }
        guard case .bytes(let bytes) = FileState.read(file), var stamp = NoOpStamp(parsing: bytes), stamp.key == key,
            let settled = stamp.currentState()
        else { return nil }
        if !settled.isEmpty {
            // Racily clean inputs whose bytes were just confirmed, and whose time is now safely past: from now on
            // their time alone decides (git refreshes its index the same way).
            for index in settled { stamp.inputs[index].racy = false }
            let name = String(file.split(separator: "/").last!)
            _ = try? OutputWriter(root: base + "/" + BuildStamp.folder).write([
                GeneratedFile(path: name, text: stamp.text)
            ])
        }
        return stamp.results.map { result in
            ThemeBuild.OutputResult(
                generator: result.generator, path: result.path,
                report: OutputWriter.Report(written: [], unchanged: Array(repeating: "", count: result.count)))
        }
    }

    /// Nil unless every input, folder and output is as recorded; then the racily clean inputs that can be settled.
    func currentState() -> [Int]? {
        let now = FileState.now()
        var settled: [Int] = []
        for (index, input) in inputs.enumerated() {
            let state = FileState.info(input.path)
            if input.size < 0 {
                guard state == nil else { return nil }
                continue
            }
            guard let state, state.size == input.size else { return nil }
            if state.time != input.time || input.racy {
                guard case .bytes(let bytes) = FileState.read(input.path), BuildStamp.hash(bytes) == input.hash else {
                    return nil
                }
                if input.racy && state.time == input.time && now - state.time > Self.racyWindow {
                    settled.append(index)
                }
            }
        }
        for listing in listings where FileState.listingHash(listing.path) != listing.hash { return nil }
        for output in outputs {
            guard let state = FileState.info(output.path), state.size == output.size, state.time == output.time else {
                return nil
            }
        }
        return settled
    }

    /// How close to a build's start a file's time may be and still hide a later edit: file times are taken from a
    /// coarse clock (a few milliseconds), so a second is ample.
    static let racyWindow: Int64 = 1_000_000_000
}

extension NoOpStamp {
    /// The stamp as text: one entry a line, the path last so it may hold spaces.
    var text: String {
        var lines = [Self.header, "key " + key]
        for input in inputs {
            lines.append("in \(input.size) \(input.time) \(input.hash) \(input.racy ? 1 : 0) \(input.path)")
        }
        for listing in listings { lines.append("ls \(listing.hash) \(listing.path)") }
        for output in outputs { lines.append("out \(output.size) \(output.time) \(output.path)") }
        for result in results { lines.append("result \(result.count) \(result.generator)\t\(result.path)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a stamp's text. Bytes, not `String`s, until a path: this runs on every no-op build, over thousands
    /// of lines, and splitting them as `String`s cost more than every `stat` together.
    init?(parsing bytes: [UInt8]) {
        guard let stamp = bytes.withUnsafeBufferPointer(Self.parse) else { return nil }
        self = stamp
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> NoOpStamp? {
        var stamp = NoOpStamp(key: "")
        var start = 0, number = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            let line = StampLine(UnsafeBufferPointer(rebasing: text[start..<end]))
            start = end + 1
            number += 1
            switch number {
            case 1: guard line.bytes.elementsEqual(header.utf8) else { return nil }
            case 2:
                guard line.bytes.starts(with: "key ".utf8) else { return nil }
                stamp.key = line.text(from: 4)
            default:
                guard stamp.add(line) else { return nil }
            }
        }
        return number >= 2 ? stamp : nil
    }

    /// One entry line: `in SIZE TIME HASH RACY PATH`, `ls HASH PATH`, `out SIZE TIME PATH` or
    /// `result COUNT GENERATOR<tab>PATH`.
    private mutating func add(_ line: StampLine) -> Bool {
        var fields = line.fields()
        switch fields.next() {
        case "in":
            guard let size = fields.number(), let time = fields.number(), let hash = fields.next(),
                let racy = fields.next()
            else { return false }
            inputs.append(Input(path: fields.rest(), size: Int(size), time: time, hash: hash, racy: racy == "1"))
        case "ls":
            guard let hash = fields.next() else { return false }
            listings.append((fields.rest(), hash))
        case "out":
            guard let size = fields.number(), let time = fields.number() else { return false }
            outputs.append(Written(path: fields.rest(), size: Int(size), time: time))
        case "result":
            guard let count = fields.number() else { return false }
            let names = fields.rest().split(separator: "\t", maxSplits: 1).map(String.init)
            guard names.count == 2 else { return false }
            results.append((names[0], names[1], Int(count)))
        default:
            return false
        }
        return true
    }
}

/// One line of a stamp, read field by field.
private struct StampLine {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func text(from offset: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[min(offset, bytes.count)...]), as: UTF8.self)
    }

    func fields() -> Fields { Fields(line: self) }

    /// Space-separated fields from the start, then the rest of the line (a path may hold spaces).
    struct Fields {
        let line: StampLine
        var offset = 0

        mutating func field() -> UnsafeBufferPointer<UInt8>? {
            guard offset < line.bytes.count else { return nil }
            var end = offset
            while end < line.bytes.count, line.bytes[end] != UInt8(ascii: " ") { end += 1 }
            defer { offset = end + 1 }
            return UnsafeBufferPointer(rebasing: line.bytes[offset..<end])
        }

        mutating func next() -> String? { field().map { String(decoding: $0, as: UTF8.self) } }

        /// A decimal integer, possibly negative.
        mutating func number() -> Int64? {
            guard var digits = field()?[...], !digits.isEmpty else { return nil }
            let negative = digits.first == UInt8(ascii: "-")
            if negative { digits = digits.dropFirst() }
            var value: Int64 = 0
            for byte in digits {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value &* 10 &+ Int64(byte - UInt8(ascii: "0"))
            }
            return negative ? -value : value
        }

        func rest() -> String { line.text(from: offset) }
    }
}

/// A file's size and modification time, its bytes, and a folder's names, read with plain system calls: the
/// no-op answer has a budget of milliseconds.
enum FileState {
    enum Read {
        case bytes([UInt8])
        case unreadable
    }

    static func info(_ path: String) -> FileVersion? { FileVersion.current(path) }

    static func read(_ path: String) -> Read {
        switch ProjectLoader.readFile(path, limit: Int.max) {
        case .bytes(let bytes): .bytes(bytes)
        default: .unreadable
        }
    }

    /// The hash of the sorted names in `folder` that do not start with `.` ("-" when it cannot be read).
    static func listingHash(_ folder: String) -> String {
        guard let directory = opendir(folder) else { return "-" }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return BuildStamp.hash(Array(names.sorted().joined(separator: "\0").utf8))
    }

    /// Now, in nanoseconds since 1970, as file times count.
    static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
