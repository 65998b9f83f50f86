import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport

/// A throw-away project folder built from file contents, with the front end run on it.
struct TestProject {
    /// Removed when the last copy of the project is released.
    let folder: TemporaryFolder
    var root: URL { folder.url }

    init(_ files: [String: String]) throws {
        folder = try TemporaryFolder(prefix: "popskin-test")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func run(validate: Bool = true) -> FrontEndRun {
        FrontEnd().run(root: root.path, validate: validate)
    }

    /// The sorted diagnostics of a full run.
    func diagnostics() -> [Diagnostic] {
        run().diagnostics.sorted()
    }

    func ids() -> [DiagnosticID] {
        diagnostics().map(\.id)
    }
}

/// A concrete theme that passes every check, to start test themes from.
let validTheme = """
    arrow:
      base: 20
      height: 10
    background:
      corner-radius: 6
      fill: "#336699"
    border: { width: 1, color: "#000000" }
    content:
      insets: 8

    """

/// A minimal PNG header (signature + IHDR) of the given pixel size; enough for size checks.
func pngHeader(width: Int, height: Int) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
        + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
}
