import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// A Tokens Studio export as a project's tokens: a folder of token-set files (nested folders make set names such as
/// `core/colors`) with `$metadata.json` (the sets' order) and `$themes.json` (which sets each theme turns on).
extension ProjectLoader {
    func addTokensStudio(
        _ source: TokenSource, of folder: Folder, into project: inout Project, table: inout TokenTable,
        diagnostics: DiagnosticSink
    ) {
        let inExport = { (file: String) in source.path.isEmpty ? file : source.path + "/" + file }
        let absolute = source.path.isEmpty ? folder.root : folder.root + "/" + source.path
        var subfolders: [String] = []
        var sets: [StudioSet] = []
        for file in Self.studioSetFiles(in: absolute, subfolders: &subfolders) {
            guard let root = loadJSON(inExport(file), of: folder, sources: &project.sources, diagnostics: diagnostics)
            else {
                continue
            }
            sets.append(StudioSet(name: String(file.dropLast(".json".count)), root: root, diagnostics: diagnostics))
        }
        // A set added in a subfolder changes the tokens: a build watches those listings too.
        project.tokenFolders += subfolders.map { folder.shownAs + inExport($0) }
        var order: [String] = []
        if FileManager.default.fileExists(atPath: absolute + "/$metadata.json"),
            let root = loadJSON(
                inExport("$metadata.json"), of: folder, sources: &project.sources, diagnostics: diagnostics)
        {
            order = StudioThemesReader.order(root, diagnostics: diagnostics)
        }
        var themes: [StudioTheme] = []
        if FileManager.default.fileExists(atPath: absolute + "/$themes.json") {
            // Without its themes the export's modes are unknown: nothing is guessed.
            guard
                let root = loadJSON(
                    inExport("$themes.json"), of: folder, sources: &project.sources, diagnostics: diagnostics)
            else { return }
            themes = StudioThemesReader.themes(root, sets: Set(sets.map(\.name)), diagnostics: diagnostics)
        }
        let export = StudioExport(sets: sets, order: order, themes: themes)
        guard let plan = StudioModes.plan(source, themes: export.themes, sets: export.sets, diagnostics: diagnostics)
        else { return }
        let imported = StudioImport(remBase: source.remBase, limits: jsonLimits)
            .tokens(export, plan: plan, diagnostics: diagnostics)
        table.add(imported: imported, diagnostics: diagnostics)
    }

    /// The export's set files relative to `root`, sorted: every `*.json` in it and its folders except the root's
    /// `$themes.json` and `$metadata.json`. Hidden files and folders and links to folders are skipped, so a
    /// listing always ends; `subfolders` receives the folders walked.
    static func studioSetFiles(in root: String, subfolders: inout [String]) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted()
            where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let attributes = try? FileManager.default.attributesOfItem(atPath: absolute + "/" + name)
                if attributes?[.type] as? FileAttributeType == .typeDirectory {
                    subfolders.append(path)
                    pending.append(path)
                } else if name.hasSuffix(".json")
                    && !(relative.isEmpty && (name == "$themes.json" || name == "$metadata.json"))
                {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
