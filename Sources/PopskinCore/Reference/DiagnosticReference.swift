import PopskinSources

/// The diagnostics table as people read it: one id's entry for `popskin explain-diagnostic`, and every entry in
/// Markdown for `docs/reference/diagnostics.md`.
public enum DiagnosticReference {
    /// The id named `text`, in any case (`extends-cycle` is `EXTENDS-CYCLE`).
    public static func id(named text: String) -> DiagnosticID? {
        DiagnosticID(rawValue: text.uppercased())
    }

    /// One entry as text for a terminal.
    public static func text(_ id: DiagnosticID) -> String {
        let entry = id.entry
        var text = "\(id.rawValue) (\(entry.level.rawValue)): \(entry.summary)\n\n\(entry.explanation)\n"
        if let failing = entry.failing { text += "\nThis reports it:\n\n" + example(failing, indent: "    ") }
        if let fixed = entry.fixed { text += "\nThis does not:\n\n" + example(fixed, indent: "    ") }
        return text
    }

    private static func example(_ example: DiagnosticExample, indent: String) -> String {
        var text = ""
        for (path, contents) in example.files {
            if !text.isEmpty { text += "\n" }
            text += "\(indent)# \(path)\n"
            text += contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                contents.hasSuffix("\n") ? 1 : 0
            ).map { indent + $0 + "\n" }.joined()
        }
        text += "\n\(indent)$ \(example.command ?? "popskin theme validate")\n"
        return text
    }

    /// Every entry, in the table's order, as Markdown.
    public static func markdown() -> String {
        var text =
            FormatReference.header + """
                # Diagnostics

                Every problem popskin reports carries one of these ids. `popskin explain-diagnostic ID` prints an entry.
                Warnings become errors with `--strict`.

                | Id | Level | What |
                |---|---|---|

                """
        for id in DiagnosticID.allCases {
            text +=
                "| [`\(id.rawValue)`](#\(id.rawValue.lowercased())) | \(id.entry.level.rawValue) | "
                + id.entry.summary.replacingOccurrences(of: "|", with: "\\|") + " |\n"
        }
        for id in DiagnosticID.allCases {
            let entry = id.entry
            text +=
                "\n## \(id.rawValue)\n\n\(entry.level.rawValue.capitalized): \(entry.summary)\n\n\(entry.explanation)\n"
            if let failing = entry.failing { text += "\nThis reports it:\n\n" + markdown(failing) }
            if let fixed = entry.fixed { text += "\nThis does not:\n\n" + markdown(fixed) }
        }
        return text
    }

    private static func markdown(_ example: DiagnosticExample) -> String {
        var text = ""
        for (path, contents) in example.files {
            text += "```yaml\n# \(path)\n\(contents)\(contents.hasSuffix("\n") ? "" : "\n")```\n\n"
        }
        return text + "```\n$ \(example.command ?? "popskin theme validate")\n```\n"
    }
}
