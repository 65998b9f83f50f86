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

extension DiagnosticSink {
    /// Whether a file of `size` bytes is within `limit`; when not, reports it (`id`: YAML-LIMIT, JSON-LIMIT) at the
    /// file's start, as a refused read is reported.
    public func fits(_ size: Int, limit: Int, id: DiagnosticID, file: String) -> Bool {
        guard size > limit else { return true }
        report(
            InputFile.Failure.tooLarge(size: size, limit: limit).diagnostic(
                reading: file, at: .start(of: file), limit: id, within: ""))
        return false
    }
}
