import Foundation

/// Where the tests find the repository and the built products.
public enum TestPaths {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built products (`.build/debug`), where the test bundle is.
    public static let productsDirectory: URL = {
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }()

    /// The folder beside the clone (`../shared`) holding test data (`testdata/dtcg-suite`, …), or
    /// `$POPSKIN_SHARED`: `POPSKIN_SHARED=/nonexistent swift test` shows what the tests that need it do without it.
    public static let shared: URL = {
        if let given = ProcessInfo.processInfo.environment["POPSKIN_SHARED"], !given.isEmpty {
            return URL(fileURLWithPath: given).standardizedFileURL
        }
        return repositoryRoot.appendingPathComponent("../shared").standardizedFileURL
    }()

    /// `relative` in the shared folder, when it is there: for a test's `.enabled(if:)`, so that without it the
    /// test is reported as skipped, not passed.
    public static func sharedIfPresent(_ relative: String) -> URL? {
        let url = shared.appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether `POPSKIN_SKIP_TAGS` (`process`, `swiftc`; commas between) names `tag`: a test target's
    /// `.unlessSkipped` turns the tests with it off, for a quick inner loop (SwiftPM 6.3's `swift test --skip` matches
    /// test names only).
    public static func skips(tag: String) -> Bool { skippedTags.contains(tag.drop { $0 == "." }) }

    private static let skippedTags = Set(
        (ProcessInfo.processInfo.environment["POPSKIN_SKIP_TAGS"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).drop { $0 == "." }
        })

    /// The Swift compiler the tests run on: the toolchain's, else the first on PATH.
    public static func swiftc() throws -> String {
        let candidates =
            ["/opt/swift/usr/bin/swiftc"]
            + [ProcessInfo.processInfo.environment["PATH"] ?? ""]
            .flatMap { $0.split(separator: ":").map { $0 + "/swiftc" } }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile) else {
            throw TestProcess.Failure(description: "swiftc not found in /opt/swift/usr/bin or on PATH")
        }
        return found
    }
}

/// A fresh folder under the temporary directory, removed when released.
public final class TemporaryFolder: Sendable {
    /// The folder, absolute.
    public let path: String

    /// Makes `TMPDIR/PREFIX-<uuid>`.
    public init(prefix: String = "popskin-tests") throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            .standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// Writes files (path → text) under the folder, creating folders.
    public func write(_ files: [String: String]) throws {
        try TemporaryFolder.write(files, in: path)
    }

    /// Writes files (path → bytes) under the folder, creating folders.
    public func write(bytes files: [String: [UInt8]]) throws {
        for (relative, bytes) in files {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Writes files (path → text) under `folder`, creating folders.
    public static func write(_ files: [String: String], in folder: String) throws {
        for (relative, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
