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

extension DiagnosticEntry {
    static let tokenHexFallback = DiagnosticEntry(
        .warning, "A colour's hex fallback of three digits, or not the colour its components give",
        explanation: """
            The Color module's `hex` is an optional fallback for tools that cannot read the colour space: six hex
            digits, `#rrggbb`, never alpha. Exports write `#fff` as CSS does, or leave a fallback that no longer
            matches components edited later. In a project popskin reads a three-digit hex as its six digits, draws
            the components whatever the hex says, and warns, since another tool reading the fallback shows another
            colour; a hex with alpha stays an error. `tokens check` holds files to the specification and reports a
            three-digit hex as `TOKEN-VALUE`.
            """,
        failing: .importedTokens(
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}}"##,
            themeLines: #"background: {fill: "{fill}"}"#),
        fixed: .importedTokens(
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}"##,
            themeLines: #"background: {fill: "{fill}"}"#))

    static let tokenLegacyColor = DiagnosticEntry(
        .warning, "Colours written as strings, as DTCG drafts before 2025.10 did (one warning per file)",
        explanation: """
            Drafts of the format before 2025.10, Figma's REST variables export and many Style Dictionary v4
            projects write a colour as a string, `"#0969da"` or `"#0969da80"`. DTCG 2025.10 writes an object
            (`{"colorSpace": "srgb", "components": [0.035, 0.412, 0.855], "hex": "#0969da"}`). In a project popskin
            reads such strings as sRGB and says so once per file, at the first; `theme validate --strict` makes it
            an error and `tokens check` reports each as `TOKEN-VALUE`. Terrazzo's migration guide
            (terrazzo.app/docs/guides/dtcg) shows the rewrite.
            """,
        failing: .importedTokens(
            ##"{"fill": {"$type": "color", "$value": "#0969da"}}"##, themeLines: #"background: {fill: "{fill}"}"#),
        fixed: .importedTokens(
            ##"{"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.035, 0.412, 0.855]}}}"##,
            themeLines: #"background: {fill: "{fill}"}"#))

    static let tokenTypeInferred = DiagnosticEntry(
        .warning, "A token without $type whose value has a shape only one type has",
        explanation: """
            DTCG 2025.10 requires every token to have a type, its own or its group's, and never guesses one from a
            value; `tokens check` reports a token without one as `TOKEN-FORMAT`. Exports still leave it out, most
            often on colours and dimensions, or write it in one mode's file only. In a project popskin reads such a
            token as the type the resolver's other documents give the same token (where they agree), or as the one
            type its value's shape allows — a colour's `colorSpace` and `components`, `{value, unit}` with a length
            or time unit — and warns; otherwise a string or a number could be many things and stays an error.
            """,
        failing: .importedTokens(
            #"{"radius": {"$value": {"value": 8, "unit": "px"}}}"#,
            themeLines: #"background: {corner-radius: "{radius}"}"#),
        fixed: .importedTokens(
            ##"{"radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"##,
            themeLines: #"background: {corner-radius: "{radius}"}"#))
}

extension DiagnosticEntry {
    static let tokenStudioSource = DiagnosticEntry(
        .warning, "A theme uses a token only a Tokens Studio set marked source gives",
        explanation: """
            In a Tokens Studio theme a set is `enabled` (its tokens are the export's), `source` (its tokens only
            resolve references: the plugin does not apply them to the design) or `disabled`. Teams often mark
            component sets `source` and still draw from them. popskin reads such a token as the set writes it and
            warns that Tokens Studio itself does not apply the set; enable the set in the theme to make it the
            export's own. `theme validate --strict` makes it an error.
            """,
        failing: .studioExport(status: "source"),
        fixed: .studioExport(status: "enabled"))
}

extension DiagnosticExample {
    /// A Tokens Studio export whose one theme takes the set `core` with `status`, and a theme filled from it.
    fileprivate static func studioExport(status: String) -> DiagnosticExample {
        DiagnosticExample([
            ("popskin.yaml", "popskin: 1\ntokens: [design/studio]\noutputs:\n  - generator: swift\n"),
            ("design/studio/core.json", ##"{"fill": {"type": "color", "value": "#0a84ff"}}"##),
            (
                "design/studio/$themes.json",
                #"[{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": ""#
                    + status + #""}}]"#
            ),
            ("themes/t.yaml", DiagnosticExample.minimalTheme + "\n" + #"background: {fill: "{fill}"}"#),
        ])
    }
}

extension DiagnosticEntry {
    static let colorP3Images = DiagnosticEntry(
        .note, "A theme uses a Display P3 colour outside sRGB; the images drawn show its sRGB rendering",
        explanation: """
            A colour written in `display-p3` stays Display P3 where iOS takes a colour: the asset catalog's colour
            sets (`"color-space": "display-p3"`), the generated Swift and the QMUI code. The PNGs popskin draws —
            the skin's images, which the background view shows, and the previews and renders — are sRGB, so on a
            device the parts drawn from them show the colour as CSS Color 4's gamut mapping fits it into sRGB; this
            note names that colour at each use. popskin does not write Display P3 image variants: it would double
            every image the catalog, the diff and the release gate compare. Write the colour inside sRGB, or
            accept the sRGB rendering the note names.
            """,
        failing: .importedTokens(
            #"{"fill": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"#,
            themeLines: #"background: {fill: "{fill}"}"#),
        fixed: .importedTokens(
            #"{"fill": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.8, 0.4, 0.3]}}}"#,
            themeLines: #"background: {fill: "{fill}"}"#))
}

extension DiagnosticEntry {
    static let tokenModesIgnored = DiagnosticEntry(
        .warning, "A DTCG file's tokens hold values per mode under $extensions.mode, which the project does not map",
        explanation: """
            Before the resolver module, Terrazzo (and Cobalt before it) wrote a token's values per mode in
            `$extensions.mode` — `{"light": …, "dark": …}` beside the `$value` other tools read. Reading only
            `$value` would give every appearance the light colours without a word, so popskin says so once per
            file. Map the modes to appearances on the source in popskin.yaml —
            `{path: design/app.tokens.json, appearances: {extension: mode, light: light, dark: dark}}` — and each
            appearance takes its mode's value (a token without one keeps `$value`), colours per appearance as a
            resolver's contexts give them.
            """,
        failing: .modesFile(manifestEntry: "design/brand.tokens.json"),
        fixed: .modesFile(
            manifestEntry: "{path: design/brand.tokens.json, appearances: {extension: mode, light: light, dark: dark}}")
    )
}

extension DiagnosticExample {
    /// A DTCG file whose colour has Terrazzo modes, named in popskin.yaml as `manifestEntry`.
    fileprivate static func modesFile(manifestEntry: String) -> DiagnosticExample {
        let white = #"{"colorSpace": "srgb", "components": [1, 1, 1]}"#
        let black = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#
        return DiagnosticExample([
            ("popskin.yaml", "popskin: 1\ntokens:\n  - \(manifestEntry)\noutputs:\n  - generator: swift\n"),
            (
                "design/brand.tokens.json",
                #"{"fill": {"$type": "color", "$value": \#(white), "$extensions": {"mode": {"light": \#(white), "dark": \#(black)}}}}"#
            ),
            ("themes/t.yaml", DiagnosticExample.minimalTheme + "\n" + #"background: {fill: "{fill}"}"#),
        ])
    }
}
