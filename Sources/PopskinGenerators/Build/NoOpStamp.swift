import Foundation
import PopskinCore

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
        return base + "/" + BuildStamp.folder + "/noop-" + String(BuildStamp.hash(Array(identity.utf8)).prefix(12)) + ".stamp"
    }

    /// The results of the last build if it was done with `key` (the tool and what else the caller's output
    /// depends on) and nothing it read or wrote has changed since; nil when the build must run.
    public static func answer(base: String, projectRoot: String, names: [String], key: String) -> [ThemeBuild.OutputResult]? {
        let file = path(base: base, projectRoot: projectRoot, names: names)
        guard case .bytes(let bytes) = FileState.read(file), var stamp = NoOpStamp(parsing: bytes), stamp.key == key,
              let settled = stamp.currentState() else { return nil }
        if !settled.isEmpty {
            // Racily clean inputs whose bytes were just confirmed, and whose time is now safely past: from now on
            // their time alone decides (git refreshes its index the same way).
            for index in settled { stamp.inputs[index].racy = false }
            let name = String(file.split(separator: "/").last!)
            _ = try? OutputWriter(root: base + "/" + BuildStamp.folder).write([GeneratedFile(path: name, text: stamp.text)])
        }
        return stamp.results.map { result in
            ThemeBuild.OutputResult(generator: result.generator, path: result.path,
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
                if input.racy && state.time == input.time && now - state.time > Self.racyWindow { settled.append(index) }
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

    /// How many fields each kind of line has before its last one.
    private static let fieldCounts = ["in": 4, "ls": 1, "out": 2, "result": 1]

    /// Reads a stamp's text. Bytes, not `String`s, until the path: this runs on every no-op build, over
    /// thousands of lines, and `Character` splitting cost more than every `stat` together.
    init?(parsing bytes: [UInt8]) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"))[...]
        guard let header = lines.popFirst(), header.elementsEqual(Self.header.utf8),
              let keyLine = lines.popFirst(), keyLine.starts(with: "key ".utf8) else { return nil }
        key = String(decoding: keyLine.dropFirst(4), as: UTF8.self)
        for line in lines {
            // The kind, then as many space-separated fields as it has, then the rest of the line.
            let kind = line.prefix { $0 != UInt8(ascii: " ") }
            guard let count = Self.fieldCounts[String(decoding: kind, as: UTF8.self)] else { return nil }
            var rest = line.dropFirst(kind.count + 1)
            var fields: [ArraySlice<UInt8>] = []
            for _ in 0..<count {
                let field = rest.prefix { $0 != UInt8(ascii: " ") }
                fields.append(field)
                rest = rest.dropFirst(field.count + 1)
            }
            let last = String(decoding: rest, as: UTF8.self)
            func number(_ index: Int) -> Int64? { Int64(String(decoding: fields[index], as: UTF8.self)) }
            func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
            switch kind.count {
            case 2 where kind.first == UInt8(ascii: "i"):
                guard let size = number(0), let time = number(1) else { return nil }
                inputs.append(Input(path: last, size: Int(size), time: time, hash: text(2), racy: text(3) == "1"))
            case 2:
                listings.append((last, text(0)))
            case 3:
                guard let size = number(0), let time = number(1) else { return nil }
                outputs.append(Written(path: last, size: Int(size), time: time))
            default:
                let names = last.split(separator: "\t", maxSplits: 1).map(String.init)
                guard names.count == 2, let count = number(0) else { return nil }
                results.append((names[0], names[1], Int(count)))
            }
        }
    }
}

/// A file's size and modification time, its bytes, and a folder's names, read with plain system calls: the
/// no-op answer has a budget of milliseconds.
enum FileState {
    struct Info: Equatable {
        var size: Int
        var time: Int64
    }

    enum Read {
        case bytes([UInt8])
        case unreadable
    }

    static func info(_ path: String) -> Info? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let time = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return Info(size: Int(info.st_size), time: time)
    }

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
