import PopskinRuntime

/// A Tokens Studio export as a project's tokens.
extension ProjectLoader {
    func addTokensStudio(
        _ source: TokenSource, of folder: Folder, into project: inout Project, table: inout TokenTable,
        diagnostics: DiagnosticSink
    ) {
        diagnostics.error(.resolverFormat, "Tokens Studio exports are not read yet", at: source.location)
    }
}
