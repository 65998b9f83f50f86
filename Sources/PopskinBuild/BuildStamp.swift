import Foundation
import PopskinCore
import PopskinGenerators

/// A record of what produced one output folder: a fingerprint of every input of a built-in generator, and each
/// file's size and hash. When both still hold, an unchanged rebuild can skip generating. Stamps live in
/// `<base>/.popskin/build/`, never inside an output: Xcode's actool reads every file of an `.xcassets` folder, and
/// SwiftPM warns about unhandled files in a source folder.
/// FNV-1a is enough: this detects change, it does not defend against an attacker (the files are the user's own).
struct BuildStamp: Equatable {
    /// The folder, relative to the build's base, that holds every output's stamp.
    static let folder = ".popskin/build"

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
        return readable + "-" + String(hash(Array(outputPath.utf8)).prefix(8)) + ".json"
    }

    var fingerprint: String
    /// Each file's `size:hash`.
    var files: [String: String]
    /// The theme each theme's own file belongs to (`GeneratedFile.theme`); shared files are not listed.
    var themes: [String: String] = [:]

    /// The hash of `bytes` as 16 hex digits.
    static func hash(_ bytes: some Sequence<UInt8>, into state: inout UInt64) {
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a's starting state.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ bytes: [UInt8]) -> String {
        var state = offsetBasis
        hash(bytes, into: &state)
        return hex(state)
    }

    /// A file's entry: `size:hash`.
    static func entry(_ bytes: [UInt8]) -> String { "\(bytes.count):\(hash(bytes))" }

    /// The entry of the regular file at `path` now; nil when it cannot be read.
    static func entry(atPath path: String) -> String? {
        FileVersion.read(path).map { entry($0.bytes) }
    }

    init(fingerprint: String, files: [GeneratedFile]) {
        self.fingerprint = fingerprint
        self.files = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Self.entry($0.contents)) })
        for file in files { if let theme = file.theme { themes[file.path] = theme } }
    }

    private init(fingerprint: String, files: [String: String], themes: [String: String]) {
        self.fingerprint = fingerprint
        self.files = files
        self.themes = themes
    }

    /// Adds the entries of `previous` whose owner (nil for a shared file) `keeps` and that this stamp lacks: a
    /// build of named themes leaves the others' files, and records them, as they were.
    mutating func keep(_ previous: BuildStamp, where keeps: (String?) -> Bool) {
        for (path, entry) in previous.files where files[path] == nil && keeps(previous.themes[path]) {
            files[path] = entry
            themes[path] = previous.themes[path]
        }
    }

    /// The stamp as a file named for `outputPath`, to write into `folder`.
    func file(forOutput outputPath: String) -> GeneratedFile {
        let value = StructuredValue.object([
            ("fingerprint", .string(fingerprint)),
            ("files", .object(files.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("themes", .object(themes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
        return GeneratedFile(path: Self.fileName(forOutput: outputPath), text: JSONWriter.render(value) + "\n")
    }

    /// The stamp of the output written to `outputPath` under `base`, if there is a readable one.
    static func read(base: String, outputPath: String) -> BuildStamp? {
        let path = base + "/" + folder + "/" + fileName(forOutput: outputPath)
        // Never blocking: a named pipe in its place reads as nothing, and the output is built again.
        guard let (bytes, _) = FileVersion.read(path), case let data = Data(bytes),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let fingerprint = object["fingerprint"] as? String, let files = object["files"] as? [String: String]
        else { return nil }
        return BuildStamp(fingerprint: fingerprint, files: files, themes: object["themes"] as? [String: String] ?? [:])
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
