import Foundation
import PopskinCore

/// A record, kept in each output folder, of what produced it: a fingerprint of every input of a built-in
/// generator, and each file's size and hash. When both still hold, an unchanged rebuild can skip generating.
/// FNV-1a is enough: this detects change, it does not defend against an attacker (the files are the user's own).
struct BuildStamp: Equatable {
    static let fileName = ".popskin-build.json"

    var fingerprint: String
    var files: [String: String]

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

    init(fingerprint: String, files: [GeneratedFile]) {
        self.fingerprint = fingerprint
        self.files = Dictionary(uniqueKeysWithValues: files.map { ($0.path, "\($0.contents.count):\(Self.hash($0.contents))") })
    }

    private init(fingerprint: String, files: [String: String]) {
        self.fingerprint = fingerprint
        self.files = files
    }

    var file: GeneratedFile {
        let value = StructuredValue.object([
            ("fingerprint", .string(fingerprint)),
            ("files", .object(files.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
        return GeneratedFile(path: Self.fileName, text: JSONWriter.render(value) + "\n")
    }

    /// The stamp in `folder`, if there is a readable one.
    static func read(in folder: String) -> BuildStamp? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let fingerprint = object["fingerprint"] as? String, let files = object["files"] as? [String: String]
        else { return nil }
        return BuildStamp(fingerprint: fingerprint, files: files)
    }

    /// True when every recorded file is still there with the recorded size and hash.
    func filesAreIntact(in folder: String) -> Bool {
        files.keys.allSatisfy { isIntact($0, in: folder) }
    }

    /// Recorded files outside `current` that still hold exactly what popskin wrote: safe to remove. A file someone
    /// edited is left alone.
    func untouchedFiles(in folder: String, notIn current: Set<String>) -> [String] {
        files.keys.filter { !current.contains($0) && isIntact($0, in: folder) }.sorted()
    }

    private func isIntact(_ path: String, in folder: String) -> Bool {
        guard let recorded = files[path], let data = FileManager.default.contents(atPath: folder + "/" + path) else {
            return false
        }
        return "\(data.count):\(Self.hash([UInt8](data)))" == recorded
    }
}
