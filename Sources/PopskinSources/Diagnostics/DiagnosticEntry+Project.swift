/// The entries of the ids about references and the project: `extends`, tokens, files, names and generators
/// (`DiagnosticID.entry` picks them).
extension DiagnosticEntry {
    /// EXTENDS-MISSING's examples: an abstract `base`, and `ocean` that extends `parent`.
    private static func oceanProject(extending parent: String) -> DiagnosticExample {
        DiagnosticExample([
            ("themes/base.yaml", "abstract: true\n" + DiagnosticExample.minimalTheme),
            (
                "themes/ocean.yaml",
                """
                extends: \(parent)
                background: {fill: "#336699"}
                """
            ),
        ])
    }

    static let extendsMissing = DiagnosticEntry(
        .error, "`extends` names no theme, or one whose file failed to load",
        explanation: """
            A theme inherits every value its parent sets, so with the parent missing nothing about the theme can be
            resolved, checked or built. The message suggests the closest theme name; a dependency's theme is named
            `package/theme`, and its package must be in popskin.yaml. When the parent's file is there but failed to
            load (a YAML-SYNTAX error, say), the message says so: fix the errors reported in that file first.
            """,
        failing: oceanProject(extending: "baes"),
        fixed: oceanProject(extending: "base"))

    /// EXTENDS-CYCLE's failing example: `light` and `dark` extend each other.
    private static let cycleProject = DiagnosticExample([
        ("themes/light.yaml", "extends: dark\n" + DiagnosticExample.minimalTheme),
        (
            "themes/dark.yaml",
            """
            extends: light
            background: {fill: "#1c1c1e"}
            """
        ),
    ])

    static let extendsCycle = DiagnosticEntry(
        .error, "An inheritance cycle, printed whole",
        explanation: """
            Inheritance is a tree: a theme's values come from its chain of parents, up to a theme that extends
            nothing. Themes that extend one another in a loop have no such end, so none of them can be resolved.
            The message prints the whole cycle, with a note at each `extends` in it. Remove `extends` from the theme
            meant to be the base.
            """,
        failing: cycleProject,
        fixed: cycleProject.changing("themes/light.yaml", to: DiagnosticExample.minimalTheme))

    /// REF-MISSING's failing example: the theme refers to a misspelt token.
    private static let misspeltTokenProject = DiagnosticExample([
        ("tokens/brand.yaml", DiagnosticExample.brandTokens),
        (
            "themes/t.yaml",
            """
            arrow: {base: 20, height: 10}
            background: {fill: "{brand.rde}"}
            content: {insets: 8}
            """
        ),
    ])

    static let refMissing = DiagnosticEntry(
        .error, "`{a.b}` names no token, or names a group of tokens",
        explanation: """
            A string `"{a.b.c}"` in a theme or token file stands for the token at that path in the project's token
            files (`tokens/` by default, or the folders of the manifest's `tokens:`). When no token has that path,
            or the path is a group of tokens rather than one value, there is nothing to put in its place. The
            message suggests the closest token; when tokens refer to tokens, notes show each reference on the way.
            """,
        failing: misspeltTokenProject,
        fixed: misspeltTokenProject.changing("themes/t.yaml", to: DiagnosticExample.brandTheme))

    /// REF-CYCLE's failing example: `brand.red` and `brand.accent` refer to each other.
    private static let tokenCycleProject = DiagnosticExample([
        (
            "tokens/brand.yaml",
            """
            brand:
              red: "{brand.accent}"
              accent: "{brand.red}"
            """
        ),
        ("themes/t.yaml", DiagnosticExample.brandTheme),
    ])

    static let refCycle = DiagnosticEntry(
        .error, "Token references that loop, printed whole",
        explanation: """
            Tokens may refer to other tokens, and popskin follows the references until it reaches a value. When
            they come back to a token already on the way, there is no value to reach: the message prints the
            whole loop, with a note at each reference in it. Give one of the tokens a value of its own.
            """,
        failing: tokenCycleProject,
        fixed: tokenCycleProject.changing(
            "tokens/brand.yaml",
            to: """
                brand:
                  red: "{brand.accent}"
                  accent: "#c0392b"
                """))

    /// IO-ERROR's failing example: popskin.yaml names a theme folder that is not there.
    private static let missingFolderProject = DiagnosticExample([
        ("popskin.yaml", "themes: skins"), ("themes/t.yaml", DiagnosticExample.minimalTheme),
    ])

    static let ioError = DiagnosticEntry(
        .error, "A folder or file that cannot be read or written",
        explanation: """
            popskin reports, with the system's reason, a theme, token or template folder that does not exist or
            cannot be read, a file it cannot read, and an output it cannot write (a read-only folder, a full disk,
            the missing folder of an `--output` file). Nothing in what was not read can be checked, so correct the
            path or the permissions. The usual case is a folder named in popskin.yaml that is not there: in the
            example the manifest looks for themes in `skins/` while they are in `themes/`.
            """,
        failing: missingFolderProject,
        fixed: missingFolderProject.changing("popskin.yaml", to: "themes: themes"))

    /// UNKNOWN-NAME's failing example: an output names a misspelt theme.
    private static let misspeltOutputThemeProject = DiagnosticExample([
        (
            "popskin.yaml",
            """
            outputs:
              - generator: swift
                themes: [mb-rde]
            """
        ),
        (
            "themes/mb-red.yaml",
            """
            arrow: {base: 44, height: 16}
            background: {corner-radius: 6, fill: "#c0392b"}
            content: {insets: 10}
            """
        ),
    ])

    static let unknownName = DiagnosticEntry(
        .error, "A theme or template named on the command line or in an output that the project does not have",
        explanation: """
            Commands that take names (`theme show`, `theme build`, `theme render`, `template cat`) report a name the
            project does not have, with the closest one it does; with no file to point at, it is printed as
            `popskin: error: [UNKNOWN-NAME] no theme named 'mb-rde' (did you mean 'mb-red'?)`. The `themes:` and
            `exclude:` lists of an output in popskin.yaml are checked the same way, at their line: each name must be
            one of the project's own concrete themes, not an abstract one and not a dependency's (extend that in a
            one-line theme to ship it). A command left with no concrete theme to work on reports it too.
            """,
        failing: misspeltOutputThemeProject,
        fixed: misspeltOutputThemeProject.changing(
            "popskin.yaml",
            to: """
                outputs:
                  - generator: swift
                    themes: [mb-red]
                """))

    /// GENERATOR's failing example: the project's override of the swift generator's view template leaves a
    /// section open.
    private static let templateProject = DiagnosticExample([
        ("popskin.yaml", "templates: templates"),
        (
            "templates/swift/view.swift.mustache",
            """
            // Generated by popskin from {{{sourceFile}}}.
            {{^embedded}}
            import PopskinRuntime
            import UIKit

            {{{access}}}final class {{{typeName}}}: PopskinPopoverBackgroundView {}
            """
        ),
        ("themes/t.yaml", DiagnosticExample.minimalTheme),
    ])

    static let generator = DiagnosticEntry(
        .errorOrWarning, "An external generator failed, timed out or lied, or a generator or template has a problem",
        explanation: """
            An external generator (`exec:` or `popskin-gen-NAME`) that cannot start, exits non-zero, runs past its
            timeout (and is stopped) or answers anything but a protocol 1 JSON response is an error naming it, and
            nothing of its output is written. What a generator reports in its response's `diagnostics` keeps the
            severity it gives, so those can be warnings. An `exec:` that is not an executable file, a template in the
            project's `templates:` folder that does not parse, and art the assets generator cannot render are
            reported here too: the example's override of the swift generator's view template leaves a section open.
            """,
        failing: templateProject,
        fixed: templateProject.changing(
            "templates/swift/view.swift.mustache",
            to: """
                // Generated by popskin from {{{sourceFile}}}.
                {{^embedded}}
                import PopskinRuntime
                {{/embedded}}
                import UIKit

                {{{access}}}final class {{{typeName}}}: PopskinPopoverBackgroundView {}
                """))
}

extension DiagnosticExample {
    /// A token file that defines `brand.red`, for the examples about tokens.
    static let brandTokens = """
        brand:
          red: "#c0392b"
        """

    /// The minimal theme with its background filled with `{brand.red}`, for the examples about tokens.
    static let brandTheme = """
        arrow: {base: 20, height: 10}
        background: {fill: "{brand.red}"}
        content: {insets: 8}
        """
}
