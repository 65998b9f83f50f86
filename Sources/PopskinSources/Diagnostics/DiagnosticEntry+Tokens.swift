extension DiagnosticEntry {
    static let jsonSyntax = DiagnosticEntry(
        .error, "A JSON token file that is not well-formed JSON",
        explanation: """
            popskin reads DTCG token files and resolvers as JSON exactly as RFC 8259 defines it: no comments, no
            trailing commas, no single quotes, no unquoted names, no leading zeros, escapes that JSON knows and
            strings in UTF-8. It stops at a file's first syntax error, so nothing in that file is checked until it
            parses; the diagnostic points at the character where the JSON goes wrong. Editors that allow comments
            in `.json` files (JSONC) write files other tools reject too.
            """,
        failing: DiagnosticExample(
            [("design/brand.tokens.json", ##"{"accent": {"$type": "color", "$value": "#0a84ff",}}"##)],
            command: "popskin tokens check design/brand.tokens.json"),
        fixed: DiagnosticExample(
            [
                (
                    "design/brand.tokens.json",
                    #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.04, 0.52, 1]}}}"#
                )
            ],
            command: "popskin tokens check design/brand.tokens.json"))

    static let jsonLimit = DiagnosticEntry(
        .error, "A JSON file over 16 MiB, nested over 64 levels or holding over 2,000,000 values",
        explanation: """
            JSON token files are read within hard limits, as YAML files are, so that a hostile or runaway export
            cannot hang a build or exhaust memory: at most 16 MiB, 64 levels of arrays and objects, and 2,000,000
            values. The limits are higher than YAML's 1 MiB because design tools export every token of a system in
            one file; a real export of 10,000 tokens is about 1.5 MB. The file is not read further: split it into
            several files (a resolver's sets take a list of them).
            """)
}

extension DiagnosticExample {
    /// A DTCG token file `design/brand.tokens.json` holding `json`, checked with `popskin tokens check`.
    static func tokenFile(_ json: String) -> DiagnosticExample {
        DiagnosticExample(
            [("design/brand.tokens.json", json)], command: "popskin tokens check design/brand.tokens.json")
    }

    /// An sRGB colour token's `$value`.
    static let accentValue = #"{"colorSpace": "srgb", "components": [0.04, 0.52, 1]}"#
}

extension DiagnosticEntry {
    static let tokenFormat = DiagnosticEntry(
        .error, "A DTCG token document whose groups, tokens, names or metadata break the format",
        explanation: """
            A DTCG 2025.10 document is an object of groups and tokens: an object with `$value` (or `$ref`) is a
            token, any other object is a group. A token holds `$value` or `$ref`, and optionally `$type`,
            `$description`, `$deprecated` and `$extensions`; a group holds tokens, groups and `$type`,
            `$description`, `$deprecated`, `$extensions`, `$extends` and `$root`. Names may not start with `$`
            nor contain `.`, `{` or `}`. `$type` names one of the thirteen types; a token without one, whose
            group has none and whose value is not a reference, is an error: popskin never guesses a type from a
            value. `$description` is a string, `$deprecated` true, false or a string, `$extensions` an object.
            """,
        failing: .tokenFile(#"{"brand": {"accent": {"$value": \#(DiagnosticExample.accentValue)}}}"#),
        fixed: .tokenFile(#"{"brand": {"$type": "color", "accent": {"$value": \#(DiagnosticExample.accentValue)}}}"#))

    static let tokenValue = DiagnosticEntry(
        .error, "A DTCG token value that does not match its type",
        explanation: """
            Each DTCG type has one shape (Format §8–§9, Color module §4): a color is an object with `colorSpace`,
            three `components` within the space's ranges (`none` allowed), an optional `alpha` from 0 to 1 and an
            optional six-digit `hex`; a dimension is `{value, unit}` with unit `px` or `rem` (not `em` or `%`,
            relative to a font size or a containing length that a popover's lengths do not have); a duration
            `{value, unit}` in `ms` or `s`; a shadow, border, transition, gradient and typography hold exactly
            their properties. popskin checks every value strictly, as the DTCG conformance suite expects: a
            missing property, an extra one, a number out of range or a string where a number belongs is an error
            at the value.
            """,
        failing: .tokenFile(
            #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [10, 132, 255]}}}"#),
        fixed: .tokenFile(#"{"accent": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}}"#))

    static let tokenReference = DiagnosticEntry(
        .error, "A DTCG reference that is malformed, names a group or metadata, or has the wrong type",
        explanation: """
            A value refers to another in two ways. `"{group.token}"`, the whole string, names a token and stands
            for its whole value; it may be a token's `$value`, a property of a composite (a shadow's `color`) or an
            element of a list, never part of a color or dimension. `{"$ref": "#/group/token/$value/…"}` is a JSON
            Pointer to a token's value or any part of it, with `~1` for `/`, `~0` for `~` and percent-escapes for
            spaces. Either must lead to a value of the type its place needs: a color token cannot stand for a
            dimension. A missing token is REF-MISSING and a loop REF-CYCLE.
            """,
        failing: .tokenFile(
            #"{"accent": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""radius": {"$type": "dimension", "$value": "{accent}"}}"#),
        fixed: .tokenFile(
            #"{"accent": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"#))

    static let tokenDeprecated = DiagnosticEntry(
        .warning, "A reference to a token marked `$deprecated`",
        explanation: """
            `$deprecated: true`, or a string saying why, marks a token (or every token of a group) as on its way
            out. popskin warns at each place that still refers to one, in another token or in a theme, with the
            reason the file gives; the value is used as it is. Refer to the token that replaces it.
            """,
        failing: .tokenFile(
            #"{"blue": {"$type": "color", "$deprecated": "use accent", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""accent": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""link": {"$type": "color", "$value": "{blue}"}}"#),
        fixed: .tokenFile(
            #"{"blue": {"$type": "color", "$deprecated": "use accent", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""accent": {"$type": "color", "$value": \#(DiagnosticExample.accentValue)}, "#
                + #""link": {"$type": "color", "$value": "{accent}"}}"#))
}

extension DiagnosticEntry {
    static let resolverFormat = DiagnosticEntry(
        .error, "A DTCG resolver document that breaks the Resolver module, or inputs it does not take",
        explanation: """
            A resolver (Resolver module 2025.10) says how token documents combine: `version: "2025.10"`,
            `sets` (each a list of `sources`: token documents inline, or `$ref`s to files and other sets),
            `modifiers` (each with at least two `contexts`, such as light and dark, and an optional `default`
            naming one) and `resolutionOrder`, the non-empty list of sets and modifiers in the order they apply,
            each named once. A set or a context may refer to sets and files, never to a modifier; nothing refers
            into resolutionOrder. popskin resolves every combination of contexts, so a problem that only one
            combination shows is found too.
            """,
        failing: DiagnosticExample(
            [
                (
                    "design/brand.resolver.json",
                    #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": []}}}, "#
                        + ##""resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
                )
            ], command: "popskin tokens check design/brand.resolver.json"),
        fixed: DiagnosticExample(
            [
                (
                    "design/brand.resolver.json",
                    #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}, "#
                        + ##""resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
                )
            ], command: "popskin tokens check design/brand.resolver.json"))
}

extension DiagnosticExample {
    /// A project whose popskin.yaml reads `design/brand.tokens.json` (holding `json`) beside `themes/`, and whose
    /// theme `t` adds `themeLines` to the minimal theme.
    static func importedTokens(_ json: String, themeLines: String) -> DiagnosticExample {
        DiagnosticExample([
            ("popskin.yaml", "popskin: 1\ntokens: [design/brand.tokens.json]\noutputs:\n  - generator: swift\n"),
            ("design/brand.tokens.json", json),
            ("themes/t.yaml", DiagnosticExample.minimalTheme + "\n" + themeLines),
        ])
    }

    /// A DTCG dimension value of `points` px.
    static func px(_ points: Int) -> String { #"{"value": \#(points), "unit": "px"}"# }

    /// A DTCG shadow token's value with `extra` properties after color and offsets.
    static func shadowValue(_ extra: String) -> String {
        #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3}, "offsetX": \#(px(0)), "#
            + #""offsetY": \#(px(2)), "blur": \#(px(8)), \#(extra)}"#
    }
}

extension DiagnosticEntry {
    static let tokenUnusable = DiagnosticEntry(
        .error, "A theme uses an imported token popskin cannot draw at all",
        explanation: """
            A DTCG token may be valid and still have nothing a popover skin can show: an inset shadow (popskin
            draws the shadow outside the outline), a dimension in rem when the token source says no rem base (add
            `rem: 16`, points per rem, to its entry under `tokens:`), a gradient of one stop, or a type nothing in
            a skin takes (typography, font families, durations…). The token is imported all the same; the error is
            at each place a theme uses it, with a note at the token.
            """,
        failing: .cardShadow(#""spread": {"value": 0, "unit": "px"}, "inset": true"#),
        fixed: .cardShadow(#""spread": {"value": 0, "unit": "px"}"#))

    static let tokenLossy = DiagnosticEntry(
        .warning, "A theme uses an imported token popskin draws only in part",
        explanation: """
            Some DTCG values say more than a popover's layer can draw: a shadow's spread (a layer's shadow has
            none), layers of shadows (the layer draws one, the first), a border that is not solid. popskin draws
            what it can and says, at each use, what it leaves out, so a designer's intent is never dropped
            silently. Give the token the value popskin draws (spread 0, one shadow, a solid border), or keep the
            warning as the known difference.
            """,
        failing: .cardShadow(#""spread": {"value": 2, "unit": "px"}"#),
        fixed: .cardShadow(#""spread": {"value": 0, "unit": "px"}"#))

    static let colorGamut = DiagnosticEntry(
        .warning, "A theme uses an imported colour outside sRGB, which is drawn gamut-mapped",
        explanation: """
            DTCG colours may be written in any CSS Color 4 space, and some (Display P3's reds and greens, Rec.
            2020, Lab and OkLCh at high chroma) lie outside sRGB. Where such a colour is drawn in sRGB, popskin
            fits it in as CSS Color 4's gamut mapping does (lowering chroma at constant OkLCh lightness and hue
            until clipping changes it by less than a just noticeable difference), never by clipping channels, and
            the warning names the sRGB colour drawn. Write the colour within sRGB to silence it.
            """,
        failing: .importedTokens(
            #"{"accent": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.35, 270]}}}"#,
            themeLines: #"background: {fill: "{accent}"}"#),
        fixed: .importedTokens(
            #"{"accent": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.2, 270]}}}"#,
            themeLines: #"background: {fill: "{accent}"}"#))
}

extension DiagnosticExample {
    /// A theme whose shadow is the imported shadow token `card`, with `members` after its colour, offsets and blur.
    fileprivate static func cardShadow(_ members: String) -> DiagnosticExample {
        .importedTokens(
            #"{"card": {"$type": "shadow", "$value": \#(shadowValue(members))}}"#, themeLines: #"shadow: "{card}""#)
    }
}
