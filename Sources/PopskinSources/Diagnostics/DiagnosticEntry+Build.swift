/// The entries of the ids about appearances, generators' limits and builds (`DiagnosticID.entry` picks them).
extension DiagnosticEntry {
    static let appearanceGeometry = DiagnosticEntry(
        .error, "A metric, inset, radius, border width or shadow extent given per appearance, or art of another size",
        explanation: """
            A popover background class has one set of metrics, which UIKit reads once per class, and every
            appearance of an image shares one size and one set of cap insets, so only colours and art may differ
            between light, dark and high contrast. A number given per appearance, directly or through a token that
            varies, is an error at its line: give it one value. Hand-made art given per appearance must have the
            same point size in each. To make a shadow stronger in dark mode, give its colour an alpha per
            appearance instead of varying its opacity.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            border:
              width: {light: 1, dark: 2}
              color: "#c7c7cc"
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            border:
              width: 1
              color: "#c7c7cc"
            content: {insets: 8}
            """))

    static let materialHidden = DiagnosticEntry(
        .warning, "A fill that hides the material under it",
        explanation: """
            `background.material` blurs what is behind the popover, and the fill (or gradient) is drawn over it as a
            tint. An opaque fill covers the blur completely: the material costs a blur on the device and shows
            nothing. It is a warning at the fill, naming the appearances in which it is opaque. Give the fill an
            alpha (`#ffffff66`) so the material shows through, or remove the material.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {material: thin, fill: "#ffffff"}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {material: thin, fill: "#ffffff66"}
            content: {insets: 8}
            """))

    static let appearanceIncomplete = DiagnosticEntry(
        .warning, "Some colours the popover shows change in dark mode and this one does not",
        explanation: """
            When a theme gives some of the colours it shows a dark value, a colour left without one keeps its light
            value in dark mode: a light border around a dark bubble, say. Each such colour is a warning at its key.
            Give it a `dark` value; to keep the same colour in dark mode on purpose, give that colour under `dark`.
            High contrast values are not asked for, since changing only the borders is the usual design, and
            neither is the shadow's: a shadow that stays black in dark mode is the usual design too.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background:
              fill: {light: "#ffffff", dark: "#1c1c1e"}
            border: {width: 1, color: "#c7c7cc"}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background:
              fill: {light: "#ffffff", dark: "#1c1c1e"}
            border: {width: 1, color: {light: "#c7c7cc", dark: "#48484a"}}
            content: {insets: 8}
            """))

    /// QMUI-UNSUPPORTED's failing example: a theme with a gradient in a project with a qmui output.
    private static let qmuiOutputProject = DiagnosticExample([
        (
            "popskin.yaml",
            """
            outputs:
              - generator: swift
              - generator: qmui
            """
        ),
        (
            "themes/sunset.yaml",
            """
            arrow: {base: 20, height: 10}
            background:
              gradient: {from: "#ff8800", to: "#cc0066"}
            content: {insets: 8}
            """
        ),
    ])

    static let qmuiUnsupported = DiagnosticEntry(
        .errorOrWarning, "A theme feature QMUIPopupContainerView cannot show, named by the qmui generator",
        explanation: """
            The `qmui` output applies each theme to QMUIKit's QMUIPopupContainerView, which has properties for the
            arrow's size, one corner radius, the border, colours and the shadow, but none for a gradient (the first
            stop is used), arrow or background art, combined art, a rounded arrow tip, capsule corners or a blur
            material (the tint alone is used). What it cannot show is a warning at the theme's key instead of being
            dropped without a word; `theme validate` reports it too when popskin.yaml has a qmui output. Leave such
            a theme out of that output with `exclude:` (or name the themes it takes in `themes:`), or accept the
            approximation. `background.material: glass` is an error at the material, since there is no approximation
            to accept: QMUI would fill with the tint alone where iOS 26 draws Liquid Glass. A blur's look is mostly
            its tint, which QMUI keeps; glass's is the light it bends and reflects, which no flat colour keeps, and
            QMUI has no place for its fallbacks (the blur before iOS 26, the opaque bubble under Reduce
            Transparency). A glass theme must be left out of the qmui output.
            """,
        failing: qmuiOutputProject,
        fixed: qmuiOutputProject.changing(
            "popskin.yaml",
            to: """
                outputs:
                  - generator: swift
                  - generator: qmui
                    exclude: [sunset]
                """))

    /// BUILD-PARTIAL's failing example: `theme build ocean` while `sunset` has an error.
    private static let partialBuildProject = DiagnosticExample(
        [
            ("themes/ocean.yaml", DiagnosticExample.minimalTheme),
            (
                "themes/sunset.yaml",
                """
                arrow: {base: 20, height: 10}
                content: {insets: [8, 12, 8]}
                """
            ),
        ], command: "popskin theme build ocean")

    static let buildPartial = DiagnosticEntry(
        .warning, "`theme build NAME…` left the files every theme shares as they were: another theme has errors",
        explanation: """
            `popskin theme build` with names writes the named themes' files even when another theme has errors: the
            other theme's problems are not the named ones' (`OTHER-THEMES`), and do not fail the command. The files
            every theme shares (the registry, the asset catalog's root, the qmui file) describe every concrete
            theme, though, so they are rewritten only when every concrete theme builds; otherwise they are left as
            they were, and this warning names the themes in the way. Run `popskin theme validate` to see their
            errors, and fix them; a build of every theme (no names) fails on them.
            """,
        failing: partialBuildProject,
        fixed: partialBuildProject.changing(
            "themes/sunset.yaml",
            to: """
                arrow: {base: 20, height: 10}
                content: {insets: [8, 12]}
                """))

    static let otherThemes = DiagnosticEntry(
        .note, "Problems that do not concern the themes a command is about, summed up in one line",
        explanation: """
            A command about named themes (`theme validate NAME`, `theme build NAME`, `render`, `check`, `preview`,
            `layout`, `theme diff NAME`) reports the problems that are theirs: in a theme's own file and its
            ancestors', found checking its geometry, and in the token files its values are read from; and the
            problems that stop every theme (the manifest, the lock, a token file that gave no token). Problems in
            other themes, and in token files no named theme uses, do not stop it and do not change its exit status:
            they are this one note, which counts them and says where they are. `popskin theme validate` with no
            names lists every problem, and a build of every theme fails on any error.
            """,
        failing: partialBuildProject.running("popskin theme validate ocean"),
        fixed: partialBuildProject.changing(
            "themes/sunset.yaml",
            to: """
                arrow: {base: 20, height: 10}
                content: {insets: [8, 12]}
                """
        ).running("popskin theme validate ocean"))

    /// OUTPUT-STALE's examples: the minimal theme, checked before and after a build.
    private static let minimalThemeProject = DiagnosticExample.theme(DiagnosticExample.minimalTheme)

    static let outputStale = DiagnosticEntry(
        .error, "`theme build --check`: a generated file that is stale, missing or that no theme generates",
        explanation: """
            `popskin theme build --check` generates in memory, compares with the files on disk and writes nothing,
            so CI can tell whether committed generated code still matches the themes. Each file that differs (at
            its first differing line), is missing, or is no longer generated is an error naming the command that
            fixes it, and the command exits 1. Run `popskin theme build` and commit the result; a file that no
            theme generates and popskin did not write is reported with the advice to delete it.
            """,
        failing: minimalThemeProject.running("popskin theme build --check"),
        fixed: minimalThemeProject.running("popskin theme build && popskin theme build --check"))

    static let outputUnowned = DiagnosticEntry(
        .error, "A generated file would replace a file popskin did not write",
        explanation: """
            A build replaces a file in an output folder only when an earlier build there recorded writing it (in
            `.popskin/build`), when it already holds the new bytes, or when it says on its first lines that popskin
            generated it. Any other file of that name is someone's work: a hand-written `Skins.swift` in a source
            folder, a token file in a folder an output was pointed at. The build writes nothing to that output and
            names each such file. Move or delete the files, or give the output a folder of its own with `path:`;
            then build again.
            """,
        failing: minimalThemeProject.changing(
            "Generated/Skins/TPopoverBackgroundView.swift", to: "// mine\n"
        ).running("popskin theme build"),
        fixed: minimalThemeProject.running("popskin theme build"))
}
