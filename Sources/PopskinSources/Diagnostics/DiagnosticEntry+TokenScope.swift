extension DiagnosticEntry {
    static let tokenProblemsUnused = DiagnosticEntry(
        .warning, "Problems in tokens no theme uses, summed up in one line per token source",
        explanation: """
            Published token exports carry hundreds of tokens a popover never draws (typography, motion, strings),
            and a few of them break the format somewhere: a letter spacing in `em`, a type another tool invented.
            A theme uses five to ten colours and lengths; refusing all of them for one broken token elsewhere helps
            no one, and nobody edits Apple's or Figma's export. So where a command reads a project's themes
            (`theme validate`, `build`, `show`, `diff`), a problem in a token no theme uses — directly or through
            the references of the tokens it uses — is counted in this one warning, which names the source and the
            command that lists every problem (`popskin tokens check`). A token a theme uses that is broken stays an
            error where the theme uses it, with a note at its definition. `theme validate --strict` and
            `tokens check` report every problem as it is.
            """,
        failing: .importedTokens(
            #"{"fill": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""tracking": {"$type": "dimension", "$value": {"value": 0.5, "unit": "em"}}}"#,
            themeLines: #"background: {fill: "{fill}"}"#),
        fixed: .importedTokens(
            #"{"fill": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""tracking": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"#,
            themeLines: #"background: {fill: "{fill}"}"#))
}
