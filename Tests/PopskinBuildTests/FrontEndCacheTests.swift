import Foundation
import PopskinBuild
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

/// A reading that reuses what earlier readings parsed and decoded (`FrontEndCache`, as `popskin lsp` keeps it)
/// gives what a fresh reading gives, after every kind of edit and its undo: the same diagnostics and the same skins.
@Suite struct FrontEndCacheTests {
    /// An edit: the file and what its text becomes from what it was.
    typealias Edit = (file: String, change: @Sendable (String) -> String)

    static let edits: [Edit] = [
        ("themes/mb-red.yaml", { $0.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 7") }),
        ("themes/mb-red.yaml", { $0.replacingOccurrences(of: "fill:", with: "fil:") }),
        ("themes/mb-green.yaml", { $0.replacingOccurrences(of: "extends: mb-red", with: "extends: mb-rde") }),
        ("themes/seed-base.yaml", { $0.replacingOccurrences(of: "corner-radius: 10", with: "corner-radius: 3") }),
        ("themes/seed-base.yaml", { $0 + "arrow:\n  [broken\n" }),
        ("themes/tokens/palette.yaml", { $0.replacingOccurrences(of: "#00e22b", with: "#00e22c") }),
        ("themes/tokens/palette.yaml", { $0.replacingOccurrences(of: "green:", with: "verde:") }),
        ("themes/mb-blue.yaml", { _ in "" }),
        ("popskin.yaml", { $0.replacingOccurrences(of: "exclude: [amp-adaptive", with: "exclude: [amp-adaptiv") }),
    ]

    @Test func aCachedReadingEqualsAFreshOne() throws {
        let folder = try TemporaryFolder()
        let root = TestPaths.repositoryRoot.path
        try FileManager.default.copyItem(atPath: root + "/themes", toPath: folder.path + "/themes")
        try FileManager.default.copyItem(atPath: root + "/popskin.yaml", toPath: folder.path + "/popskin.yaml")
        let cache = FrontEndCache()
        var overlays: [String: [UInt8]] = [:]
        func read(_ reuse: FrontEndCache?) -> (diagnostics: [Diagnostic], skins: [String: Skin?]) {
            let sink = DiagnosticSink()
            let result = ProjectFrontEnd(projectRoot: folder.path).run(
                overlays: overlays, reuse: reuse, diagnostics: sink)
            ProjectCheck.check(result, diagnostics: sink)
            return (sink.sorted(), Dictionary(uniqueKeysWithValues: result.registry.themes.map { ($0.name, $0.skin) }))
        }
        _ = read(cache)
        // Each edit on its own, then undone; then all of them at once.
        var steps: [[Edit]] = Self.edits.flatMap { [[$0], []] }
        steps.append(Self.edits)
        for (index, step) in steps.enumerated() {
            overlays = [:]
            for (file, change) in step {
                let path = folder.path + "/" + file
                let written = overlays[path].map { String(decoding: $0, as: UTF8.self) }
                let text = try written ?? String(contentsOfFile: path, encoding: .utf8)
                overlays[path] = Array(change(text).utf8)
            }
            let cached = read(cache), fresh = read(nil)
            #expect(cached.diagnostics == fresh.diagnostics, "step \(index)")
            let differing = fresh.skins.keys.filter { cached.skins[$0] != fresh.skins[$0] }.sorted()
            #expect(differing.isEmpty && cached.skins.count == fresh.skins.count, "step \(index): \(differing)")
        }
    }
}
