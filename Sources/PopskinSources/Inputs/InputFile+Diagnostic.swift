/// How a file that could not be read safely is reported: never with anything of its contents.
extension InputFile.Failure {
    /// The diagnostic for this failure reading `file` (as shown), at `location`; a file over the size limit is
    /// reported under `limit` (YAML-LIMIT, JSON-LIMIT), one outside `within` (such as "the project") as BAD-PATH.
    package func diagnostic(
        reading file: String, at location: SourceLocation, limit: DiagnosticID, within: String
    ) -> Diagnostic {
        switch self {
        case .tooLarge(let size, let maximum):
            return .error(limit, "file is \(size) bytes; the limit is \(maximum) bytes", at: location)
        case .outside:
            return .error(
                .badPath,
                "\(file) resolves through a symbolic link to somewhere outside \(within); popskin reads "
                    + "themes, tokens, templates and art only from inside it", at: location)
        case .missing, .notRegular, .unreadable:
            return .error(.ioError, "cannot read \(file): \(self)", at: location)
        }
    }
}
