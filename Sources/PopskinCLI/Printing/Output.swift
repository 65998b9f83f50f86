import Foundation

/// Standard output and error. Text for people goes through `TerminalText`, so nothing a theme, package, generator or
/// git wrote can steer the terminal; `exact` text is written byte for byte (JSON, which escapes control characters
/// itself; diagnostics, escaped part by part as they are rendered; `template cat`).
enum Output {
    static func write(_ text: String) {
        exact(forPeople(text))
    }

    static func error(_ text: String) {
        exact(forPeople(text), toStandardError: true)
    }

    static func exact(_ text: String, toStandardError: Bool = false) {
        (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    /// Line breaks and tabs are the layout of popskin's own text; every other control character is escaped.
    private static func forPeople(_ text: String) -> String {
        TerminalText.escaped(text, keeping: ["\n", "\t"])
    }

    static var standardErrorIsColorTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return standardErrorIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    static var standardErrorIsTerminal: Bool { isatty(2) == 1 }
}
