import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// A Tokens Studio export as a project's tokens: a folder of token-set files (nested folders make set names such as
/// `core/colors`) with `$metadata.json` (the sets' order) and `$themes.json` (which sets each theme turns on).
extension ProjectLoader {
    func addTokensStudio(
        _ source: TokenSource, of folder: Folder, into project: inout Project, table: inout TokenTable,
        documents: Locked<TokenDocuments>, diagnostics: DiagnosticSink
    ) {
        let inExport = { (file: String) in source.path.isEmpty ? file : source.path + "/" + file }
        let inputs = project.inputs
        var sets: [StudioSet] = []
        for file in Self.studioSetFiles(in: folder.path(source.path), inputs: inputs) {
            let spent = sets.reduce(table.tokens.count) { $0 + $1.tokenCount }
            guard budget(spent: spent, for: folder.shownAs + inExport(file), diagnostics: diagnostics) != nil else {
                break
            }
            guard
                let root = loadJSON(
                    inExport(file), of: folder, from: inputs, keepingIn: documents, diagnostics: diagnostics)
            else {
                continue
            }
            sets.append(StudioSet(name: String(file.dropLast(".json".count)), root: root, diagnostics: diagnostics))
        }
        var order: [String] = []
        let metadata = folder.path(inExport("$metadata.json")), themesFile = folder.path(inExport("$themes.json"))
        if inputs.entry(metadata, as: .tokens) != .absent,
            let root = loadJSON(inExport("$metadata.json"), of: folder, from: inputs, diagnostics: diagnostics)
        {
            order = StudioThemesReader.order(root, diagnostics: diagnostics)
        }
        var themes: [StudioTheme] = []
        if inputs.entry(themesFile, as: .tokens) != .absent {
            // Without its themes the export's modes are unknown: nothing is guessed.
            guard let root = loadJSON(inExport("$themes.json"), of: folder, from: inputs, diagnostics: diagnostics)
            else { return }
            themes = StudioThemesReader.themes(root, sets: Set(sets.map(\.name)), diagnostics: diagnostics)
        }
        importStudio(
            StudioExport(sets: sets, order: order, themes: themes), source: source, into: &table,
            diagnostics: diagnostics)
    }

    /// The tokens of an export (a folder's, or one file's) as `source` chooses its themes.
    func importStudio(
        _ export: StudioExport, source: TokenSource, into table: inout TokenTable, diagnostics: DiagnosticSink
    ) {
        guard let plan = StudioModes.plan(source, themes: export.themes, sets: export.sets, diagnostics: diagnostics)
        else { return }
        let imported = StudioImport(remBase: source.remBase, limits: jsonLimits)
            .tokens(export, plan: plan, diagnostics: diagnostics)
        table.add(imported: imported, diagnostics: diagnostics)
    }

    /// The export's set files relative to `export`, sorted: every `*.json` in it and its folders except the root's
    /// `$themes.json` and `$metadata.json`. Hidden files and folders and links to folders outside are skipped, so a
    /// listing always ends; every folder walked is listed through `inputs`, so a set added later is a changed input.
    static func studioSetFiles(in export: InputPath, inputs: InputSnapshot) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? export : export.appending(relative)
            for name in (try? inputs.list(folder, as: .visible).get()) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                if inputs.entry(folder.appending(name), as: .tokens, followingLinks: false) == .folder {
                    pending.append(path)
                } else if name.hasSuffix(".json")
                    && !(relative.isEmpty && Self.studioSystemFiles.contains(name))
                {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
