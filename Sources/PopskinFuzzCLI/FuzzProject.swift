import Foundation
import PopskinCore
import PopskinSources

/// The project the cases mutate: its `popskin.yaml` and its themes folder (theme files, token files, art), read once.
struct FuzzProject: Sendable {
    struct ThemeFile: Sendable {
        /// Relative to the project.
        var path: String
        var tree: FuzzTree
    }

    let root: String
    let themesFolder: String
    /// Every YAML file under the themes folder, in path order.
    let themeFiles: [ThemeFile]
    /// The themes: the stems of the YAML files directly in the themes folder.
    let themeNames: [String]
    /// Where the cases' copies go.
    let scratch: String
    /// A file beside the copies, outside every project: what a command prints of it, it read where it must not.
    var canary: String { scratch + "/canary.json" }
    /// What only the canary holds.
    static let canaryMarker = "POPSKIN-FUZZ-CANARY-7f3a"

    struct Unusable: Error, CustomStringConvertible {
        var description: String
    }

    init(root: String, themesFolder: String, scratch: String) throws {
        let folder = root + "/" + themesFolder
        guard let listing = FileManager.default.enumerator(atPath: folder) else {
            throw Unusable(description: "no folder \(folder)")
        }
        var files: [ThemeFile] = []
        for case let relative as String in listing where relative.hasSuffix(".yaml") {
            let path = themesFolder + "/" + relative
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            let sink = DiagnosticSink()
            guard let node = YAMLLoader().load(bytes, file: path, diagnostics: sink), !sink.hasErrors else {
                throw Unusable(description: "\(path) does not load: the cases start from a clean project")
            }
            files.append(ThemeFile(path: path, tree: FuzzTree(node)))
        }
        guard !files.isEmpty else { throw Unusable(description: "no theme files under \(folder)") }
        self.root = root
        self.themesFolder = themesFolder
        self.themeFiles = files.sorted { $0.path < $1.path }
        themeNames = themeFiles.compactMap { Self.themeName(of: $0.path, in: themesFolder) }
        self.scratch = scratch
    }

    /// Writes the canary into the scratch folder (made if needed): valid JSON and a plausible token file, so a
    /// reader that reaches it quotes it rather than stop at its start.
    func plantCanary() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let canary =
            "{\n  \"secret\": {\"$type\": \"color\", \"$value\": \"\(Self.canaryMarker)\"},\n  \"\(Self.canaryMarker)\": 1\n}\n"
        try Data(canary.utf8).write(to: URL(fileURLWithPath: self.canary))
    }

    /// The theme a file holds: `themes/mb-red.yaml` holds `mb-red`; a file in a subfolder (tokens) holds none.
    static func themeName(of path: String, in themesFolder: String) -> String? {
        let name = path.dropFirst(themesFolder.count + 1).dropLast(".yaml".count)
        return name.contains("/") ? nil : String(name)
    }

    /// A fresh copy of the manifest and the themes folder, named `name` under the scratch folder.
    func copy(named name: String) throws -> String {
        let folder = scratch + "/" + name
        let files = FileManager.default
        try? files.removeItem(atPath: folder)
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if files.fileExists(atPath: root + "/popskin.yaml") {
            try files.copyItem(atPath: root + "/popskin.yaml", toPath: folder + "/popskin.yaml")
        }
        try files.copyItem(atPath: root + "/" + themesFolder, toPath: folder + "/" + themesFolder)
        return folder
    }
}
