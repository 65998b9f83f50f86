/// The entries of the schema ids: the YAML itself, keys, values and names (`DiagnosticID.entry` picks them).
extension DiagnosticEntry {
    static let yamlSyntax = DiagnosticEntry(
        .error, "Malformed YAML, an alias to no anchor, or more than one document in a file",
        explanation: """
            popskin reads every theme, token file, manifest and lock with libyaml and stops at a file's first syntax
            error, so nothing in that file is checked or built until it parses. The diagnostic points where libyaml
            gave up: an unclosed bracket or quote, a tab used for indentation, an alias (`*name`) to no anchor
            defined before it, or a second document (`---`) in a file that holds one. Fix the YAML at that line;
            themes that extend this one report EXTENDS-MISSING until it loads.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10
            content: {insets: 8}
            """),
        fixed: .theme(DiagnosticExample.minimalTheme))

    static let yamlLimit = DiagnosticEntry(
        .error, "A file over 1 MiB, nested over 64 levels, with over 200,000 nodes, or aliases expanding too far",
        explanation: """
            popskin reads YAML within hard limits so that a hostile or runaway file cannot hang a build or exhaust
            memory: at most 1 MiB, 64 levels of nesting, 200,000 nodes, and aliases that expand to at most 10,000
            nodes in all (the example is an alias bomb: each line multiplies the one before by ten). The file is
            not read further. Real themes stay far below these limits: split a huge token file, and write values
            that repeat as tokens rather than as chains of aliases.
            """,
        failing: .theme(
            """
            a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            """),
        fixed: .theme(DiagnosticExample.minimalTheme))

    static let unknownKey = DiagnosticEntry(
        .errorOrWarning, "A key the format does not have",
        explanation: """
            Every key of a theme, of popskin.yaml and of a generator's options is declared, so a misspelt key is an
            error instead of a setting that silently does nothing: a `shaddow` would leave the popover without its
            shadow. The message names the closest known key and the keys the mapping takes; an unknown appearance
            (`darK:`) and an unknown generator name in `outputs` are reported the same way. Per-direction keys under
            `arrow` or `content` are FIXED-ARROW-METRICS instead. The one warning: `timeout` on an output that runs
            a built-in generator, which ignores it.
            """,
        failing: .theme(DiagnosticExample.minimalTheme + "\nshaddow: {blur: 6, opacity: 0.3}"),
        fixed: .theme(DiagnosticExample.minimalTheme + "\nshadow: {blur: 6, opacity: 0.3}"))

    static let typeMismatch = DiagnosticEntry(
        .error, "A value of the wrong kind, out of range, or not one of the choices",
        explanation: """
            Each key takes one kind of value: a number, a string, true or false, a list, a mapping, or one word of
            a fixed set (`arrow.shape` is triangle, rounded or image). A value of another kind, a number outside
            the key's range (`shadow.opacity` runs from 0 to 1; lengths from 0 to 1000 points, a popup's size to
            10,000; no number is infinite or NaN unless the key says so) or a word that is not one of the choices
            cannot be made into a skin. The message says what the key takes and suggests the closest choice; a number in
            quotes is a string, so remove the quotes. Malformed settings of popskin.yaml and popskin.lock are
            reported under this id too.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10, shape: triangel}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10, shape: triangle}
            content: {insets: 8}
            """))

    static let missingRequired = DiagnosticEntry(
        .error, "A concrete theme whose chain never sets arrow.base, arrow.height or content.insets",
        explanation: """
            Every concrete theme becomes a UIPopoverBackgroundView subclass, and UIKit asks each such class for
            `arrowBase()`, `arrowHeight()` and `contentViewInsets()`: after inheritance, the theme must set
            `arrow.base`, `arrow.height` and `content.insets` (and `arrow.image` when `arrow.shape` is image). Set
            them, inherit them with `extends`, or mark a theme meant only to be inherited from `abstract: true`.
            The same id reports hand-made combined art without all seven `background.variants`, an output without
            `generator` or `exec`, and a git dependency without a version requirement.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 8}
            content: {insets: 8}
            """))

    static let badColor = DiagnosticEntry(
        .error, "A value that is not a colour; the message names the bad character",
        explanation: """
            A colour is `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` in quotes, a token reference such as
            `"{palette.brand.red}"`, or a mapping of these per appearance (`{light: …, dark: …}`). The message names
            the character that is wrong. The usual cause is a colour without quotes: YAML reads everything from `#`
            on as a comment, so `fill: #336699` sets nothing at all; popskin reports it at the `#`. Quote the colour.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background:
              fill: #336699
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background:
              fill: "#336699"
            content: {insets: 8}
            """))

    static let badInsets = DiagnosticEntry(
        .error, "Insets that are not one of the four forms, or a side that is negative, over 1000 pt or not finite",
        explanation: """
            Insets (`content.insets`, `background.cap-insets`, `background.image-margin`, `popup.safety-margins`) are
            one number for every side, `[vertical, horizontal]`, `[top, left, bottom, right]` in UIEdgeInsets order,
            or a mapping `{top, left, bottom, right}`. Three numbers, a mapping without one of its sides, or a side
            that is negative, infinite or over 1000 points (far beyond any popover, and what keeps the images popskin
            draws within bounds) has no meaning as `contentViewInsets()` or as cap insets. An insets mapping
            merges with an inherited insets mapping only; anywhere else it gives all four sides.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            content: {insets: [8, 12, 8]}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            content: {insets: [8, 12]}
            """))

    static let badName = DiagnosticEntry(
        .error, "A theme, token or package name outside its alphabet",
        explanation: """
            A theme's name is its file's stem, and it becomes a Swift type name, asset names and what `extends`
            refers to, so it must match `[a-z][a-z0-9-]*`: a lowercase letter, then lowercase letters, digits and
            `-`. Package names follow the same rule; token names use letters, digits, `-` and `_`. Rename the file
            (and every `extends` that names it). The same id reports two themes whose Swift names collide, and a
            `registry` or `module` option of the swift generator that is not a Swift name.
            """,
        failing: DiagnosticExample([("themes/blue_sky.yaml", DiagnosticExample.minimalTheme)]),
        fixed: DiagnosticExample([("themes/blue-sky.yaml", DiagnosticExample.minimalTheme)]))

    /// BAD-PATH's failing example: popskin.yaml takes the themes from outside the project.
    private static let badPathProject = DiagnosticExample([
        ("popskin.yaml", "themes: ../shared-themes"), ("themes/t.yaml", DiagnosticExample.minimalTheme),
    ])

    static let badPath = DiagnosticEntry(
        .error, "An image or folder path that leaves the project, or an image that is not there",
        explanation: """
            popskin reads themes, tokens and art only from inside the project (a package's art only from inside
            the package) and writes outputs only inside it, so a path that climbs out with `..`, starts at `/`, or
            goes through a symbolic link to somewhere outside is refused, and so is an output path holding a control
            or invisible character (a newline, a tab, a bidirectional mark). An image path is relative to the theme
            file that writes it, and the image must be there. Move the folder or the art into the project, or
            correct the path.
            """,
        failing: badPathProject,
        fixed: badPathProject.changing("popskin.yaml", to: "themes: themes"))

    static let duplicateKey = DiagnosticEntry(
        .error, "A key twice in one mapping (both places shown)",
        explanation: """
            A key may appear once in a mapping. popskin uses the first one and reports the second, with a note at
            the first, so that a value edited in one place and overridden in the other cannot go unnoticed. Delete
            one of the two. `popskin package add` reports a dependency that popskin.yaml already has under this id
            too.
            """,
        failing: .theme(
            """
            arrow:
              base: 20
              height: 10
              base: 24
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow:
              base: 24
              height: 10
            content: {insets: 8}
            """))

    /// DUPLICATE-THEME's examples: two theme folders, `blue` in the first; each example adds `secondTheme` to the
    /// second folder, as `blue` and then renamed `navy`.
    private static let twoThemeFolders = DiagnosticExample([
        ("popskin.yaml", "themes: [themes, more-themes]"), ("themes/blue.yaml", DiagnosticExample.minimalTheme),
    ])
    private static let secondTheme = """
        arrow: {base: 24, height: 12}
        content: {insets: 10}
        """

    static let duplicateTheme = DiagnosticEntry(
        .error, "A theme name in two files",
        explanation: """
            A theme's name is its file's stem, and with more than one theme folder two files can have the same
            stem. Names must be unique, since `extends`, the generated class and its assets all go by the name:
            the second file is ignored, and the note shows the first. Rename one of the files.
            """,
        failing: twoThemeFolders.changing("more-themes/blue.yaml", to: secondTheme),
        fixed: twoThemeFolders.changing("more-themes/navy.yaml", to: secondTheme))

    /// DUPLICATE-TOKEN's failing example: `brand.red` in two token files.
    private static let duplicateTokenProject = DiagnosticExample([
        ("tokens/brand.yaml", DiagnosticExample.brandTokens),
        (
            "tokens/alerts.yaml",
            """
            brand:
              red: "#e74c3c"
            """
        ),
        ("themes/t.yaml", DiagnosticExample.brandTheme),
    ])

    static let duplicateToken = DiagnosticEntry(
        .error, "A token path defined twice, or both as a group and a value",
        explanation: """
            Token files are merged into one namespace, so the same path in two files would give a reference two
            meanings. A path that is a value in one place and a group of tokens in another is the same conflict.
            The note shows the first definition; rename or delete one of them.
            """,
        failing: duplicateTokenProject,
        fixed: duplicateTokenProject.changing(
            "tokens/alerts.yaml",
            to: """
                alert:
                  red: "#e74c3c"
                """))
}
