import Foundation
import PropertyBased

/// Helpers the generator test files share, in one namespace so they cannot clash with other test files.
enum TestKit {
    /// Text that breaks naive escapers, identifier sanitisers and comment writers.
    static let nastyPieces = [
        "\"", "\\", "\\(", "\"\"\"", "#", "\"#", "#\"", "*/", "/*", "//", "\n", "\r", "\r\n", "\t", "\0", "\u{7F}",
        "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FE0F}",
        "\u{300}", "\u{36F}", "\u{655}", "\u{20DD}", "😀", "👍🏽", "🇺🇸", "\u{1B}", "\u{9B}", "\u{A0}", "\u{AD}", "é",
        "e\u{301}", "Σ", "ß", "\u{1F3FB}", "\u{D4E}", "\u{200C}", "\u{1100}", "\u{1161}", "\u{E000}", "\u{FFFD}",
        "\u{10FFFF}", "'", "`", "$", "\\u{41}",
    ]

    /// One scalar from `range` as a string (surrogate code points, which are not scalars, become U+FFFD).
    static func scalarText(in range: ClosedRange<UInt32>) -> PropertyBased.Generator<String, AnySequence<Any>> {
        Gen.uint32(in: range).map { String(Unicode.Scalar($0) ?? "\u{FFFD}") }.eraseToAny()
    }

    /// One of `options`, as a string generator.
    static func pick(_ options: [String]) -> PropertyBased.Generator<String, AnySequence<Any>> {
        Gen<String?>.element(of: options).map { $0 ?? "" }.eraseToAny()
    }

    /// A fresh folder under the temporary directory, removed when released.
    final class TemporaryFolder {
        let path: String

        init() throws {
            let base = FileManager.default.temporaryDirectory.path + "/popskin-gen-tests-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            path = base
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "swiftc not found in /opt/swift/usr/bin or on PATH" }
    }

    /// The Swift compiler the tests run on.
    static func swiftc() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/opt/swift/usr/bin/swiftc"] + path.split(separator: ":").map { $0 + "/swiftc" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile) else { throw ToolMissing() }
        return found
    }

    /// Runs a program, returning its exit status and its stdout and stderr together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
