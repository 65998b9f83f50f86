import Foundation
import PopskinCore

/// Standard output and error.
public enum Output {
    /// Writes `text` to standard output as it is.
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error as it is.
    public static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether diagnostics on standard error may be coloured: a terminal, and neither `NO_COLOR` nor `TERM=dumb`.
    public static var standardErrorIsColorTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(2) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Prints `list` (already sorted) to standard error, or standard output when `toStandardOutput`; in JSON even
    /// when empty. Returns false when any is an error.
    public static func diagnostics(_ list: [Diagnostic], format: DiagnosticPrinter.Format, sources: [String: [UInt8]],
                                   toStandardOutput: Bool = false) -> Bool {
        let printer = DiagnosticPrinter(format: format, colored: !toStandardOutput && standardErrorIsColorTerminal,
                                        sources: sources)
        if format == .json || !list.isEmpty {
            let text = printer.render(list)
            if toStandardOutput { write(text) } else { error(text) }
        }
        return !list.contains { $0.severity == .error }
    }
}
