import Foundation
import PopskinCore
import PopskinSources

/// Standard output and error. Text for people goes through `TerminalText`, so nothing a theme, package, generator or
/// git wrote can steer the terminal; `exact` text is written byte for byte (JSON, which escapes control characters
/// itself; diagnostics, escaped part by part as they are rendered; `template cat`).
public enum Output {
    /// Writes `text` to standard output, control characters other than line breaks and tabs escaped.
    public static func write(_ text: String) {
        exact(forPeople(text))
    }

    /// Writes each of `lines` to standard output as one line: a line break (or any control character) inside one is
    /// shown as an escape, so text from a theme, a package or a file name cannot start a line of its own. The way
    /// commands print text for people.
    public static func lines(_ lines: [String]) {
        exact(TerminalText.lines(lines))
    }

    /// Writes `text` to standard error, control characters other than line breaks and tabs escaped.
    public static func error(_ text: String) {
        exact(forPeople(text), toStandardError: true)
    }

    /// Writes `text` byte for byte.
    public static func exact(_ text: String, toStandardError: Bool = false) {
        (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    /// Line breaks and tabs are the layout of popskin's own text; every other control character is escaped.
    private static func forPeople(_ text: String) -> String {
        TerminalText.escaped(text, keeping: ["\n", "\t"])
    }

    /// Whether diagnostics on standard error may be coloured: a terminal, and neither `NO_COLOR` nor `TERM=dumb`.
    public static var standardErrorIsColorTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return standardErrorIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Whether standard error is a terminal (progress lines are drawn only there).
    public static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    /// Prints `list` (already sorted) to standard error, or standard output when `toStandardOutput`; in JSON even
    /// when empty. Returns false when any is an error.
    public static func diagnostics(
        _ list: [Diagnostic], format: DiagnosticPrinter.Format, sources: [String: [UInt8]],
        toStandardOutput: Bool = false
    ) -> Bool {
        let printer = DiagnosticPrinter(
            format: format, colored: !toStandardOutput && standardErrorIsColorTerminal,
            sources: sources)
        if format == .json || !list.isEmpty {
            exact(printer.render(list), toStandardError: !toStandardOutput)
        }
        return !list.contains { $0.severity == .error }
    }
}
