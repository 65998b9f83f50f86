/// How a file or folder that could not be read safely is reported: never with anything of its contents.
extension ProjectLoader {
    /// The diagnostic for `failure` reading `file` (as shown), at `location`; a file over the size limit is
    /// reported under `limit` (YAML-LIMIT, JSON-LIMIT), one outside `within` (such as "the project") as BAD-PATH.
    static func diagnostic(
        _ failure: InputFile.Failure, reading file: String, at location: SourceLocation, limit: DiagnosticID,
        within: String
    ) -> Diagnostic {
        switch failure {
        case .tooLarge(let size, let maximum):
            return .error(limit, "file is \(size) bytes; the limit is \(maximum) bytes", at: location)
        case .outside:
            return .error(
                .badPath,
                "\(file) resolves through a symbolic link to somewhere outside \(within); popskin reads "
                    + "themes, tokens, templates and art only from inside it", at: location)
        case .missing, .notRegular, .unreadable:
            return .error(.ioError, "cannot read \(file): \(failure)", at: location)
        }
    }

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
