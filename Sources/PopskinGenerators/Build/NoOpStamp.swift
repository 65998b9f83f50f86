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
        guard case .bytes(let bytes) = FileState.read(file), let stamp = NoOpStamp(parsing: bytes), stamp.key == key,
              stamp.isCurrent else { return nil }
        return stamp.results.map { result in
            ThemeBuild.OutputResult(generator: result.generator, path: result.path,
                                    report: OutputWriter.Report(written: [], unchanged: Array(repeating: "", count: result.count)))
        }
    }

    /// True when every input, folder and output is as recorded.
    var isCurrent: Bool {
        for input in inputs {
            let state = FileState.info(input.path)
            if input.size < 0 {
                guard state == nil else { return false }
                continue
            }
            guard let state, state.size == input.size else { return false }
            if state.time != input.time || input.racy {
                guard case .bytes(let bytes) = FileState.read(input.path), BuildStamp.hash(bytes) == input.hash else {
                    return false
                }
            }
        }
        for listing in listings where FileState.listingHash(listing.path) != listing.hash { return false }
        for output in outputs {
            guard let state = FileState.info(output.path), state.size == output.size, state.time == output.time else {
                return false
            }
        }
        return true
    }
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

    init?(parsing bytes: [UInt8]) {
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard lines.first == Self.header, lines.count > 1, lines[1].hasPrefix("key ") else { return nil }
        key = String(lines[1].dropFirst(4))
        for line in lines.dropFirst(2) {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "in":
                guard fields.count == 6, let size = Int(fields[1]), let time = Int64(fields[2]) else { return nil }
                inputs.append(Input(path: fields[5], size: size, time: time, hash: fields[3], racy: fields[4] == "1"))
            case "ls":
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3 else { return nil }
                listings.append((parts[2], parts[1]))
            case "out":
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard parts.count == 4, let size = Int(parts[1]), let time = Int64(parts[2]) else { return nil }
                outputs.append(Written(path: parts[3], size: size, time: time))
            case "result":
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                let names = parts.count == 3 ? parts[2].split(separator: "\t", maxSplits: 1).map(String.init) : []
                guard names.count == 2, let count = Int(parts[1]) else { return nil }
                results.append((names[0], names[1], count))
            default:
                return nil
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
