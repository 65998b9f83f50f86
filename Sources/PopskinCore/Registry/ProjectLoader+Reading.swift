import PopskinSources

/// How a file or folder that could not be read safely is reported: never with anything of its contents.
extension ProjectLoader {
    /// BAD-PATH for a folder (`""`: the root) of `base` that resolves outside it.
    static func leaving(folder: String, of base: Folder, at location: SourceLocation?) -> Diagnostic {
        let shown = folder.isEmpty ? "." : folder
        return .error(
            .badPath,
            "folder '\(shown)' resolves through a symbolic link to somewhere outside \(described(base.path(""))); popskin "
                + "reads themes, tokens, templates and art only from inside it",
            at: location ?? .start(of: base.shownAs + folder))
    }
}
