/// What popskin says about one kind of problem, declared once per `DiagnosticID` (`DiagnosticID.entry`): `popskin
/// explain-diagnostic ID` prints it, as `rustc --explain` does, and `docs/reference/diagnostics.md` is written from
/// the table.
public struct DiagnosticEntry: Sendable {
    /// How it is reported.
    public enum Level: String, Sendable {
        case error, warning
        /// An error, or a warning in a milder case the explanation names.
        case errorOrWarning = "error or warning"
        /// Information that changes no exit status.
        case note
        /// No longer reported; the id stays reserved.
        case retired
    }

    public var level: Level
    /// One line: what is wrong.
    public var summary: String
    /// Why it matters and how to fix it, in a few sentences.
    public var explanation: String
    /// A small project (or a command) that reports it.
    public var failing: DiagnosticExample?
    /// The same project fixed.
    public var fixed: DiagnosticExample?

    public init(
        _ level: Level, _ summary: String, explanation: String, failing: DiagnosticExample? = nil,
        fixed: DiagnosticExample? = nil
    ) {
        (self.level, self.summary, self.explanation, self.failing, self.fixed) = (
            level, summary, explanation, failing, fixed
        )
    }
}

/// An example for a diagnostic's explanation: the files of a small project, and the command that reports it when
/// `popskin theme validate` on the files alone does not.
public struct DiagnosticExample: Sendable {
    /// Each file's path in the project and its text.
    public var files: [(path: String, text: String)]
    /// The command to run in the project, when it is not `popskin theme validate`.
    public var command: String?

    public init(_ files: [(path: String, text: String)], command: String? = nil) {
        (self.files, self.command) = (files, command)
    }

    /// A project of one theme file, `themes/t.yaml`.
    public static func theme(_ text: String) -> DiagnosticExample {
        DiagnosticExample([("themes/t.yaml", text)])
    }
}

extension DiagnosticExample {
    /// The smallest concrete theme popskin accepts, to build examples from.
    public static let minimalTheme = """
        arrow: {base: 20, height: 10}
        content: {insets: 8}
        """

    /// This example with the file at `path` holding `text` (added when it has no such file): a fixed example is
    /// usually its failing one with one file changed.
    public func changing(_ path: String, to text: String) -> DiagnosticExample {
        var changed = self
        if let index = files.firstIndex(where: { $0.path == path }) {
            changed.files[index].text = text
        } else {
            changed.files.append((path, text))
        }
        return changed
    }

    /// This example run with `command` instead.
    public func running(_ command: String?) -> DiagnosticExample {
        var changed = self
        changed.command = command
        return changed
    }
}
