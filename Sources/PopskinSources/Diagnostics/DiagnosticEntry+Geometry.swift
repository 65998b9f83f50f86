/// The entries of the geometry ids: the rules UIKit's fixed metrics and 9-slice art impose on a concrete theme, and
/// the three retired ones (`DiagnosticID.entry` picks them).
extension DiagnosticEntry {
    static let fixedArrowMetrics = DiagnosticEntry(
        .error, "Arrow base or height not one number from 0 to 1000, or metrics or insets given per direction",
        explanation: """
            UIKit reads `arrowBase()`, `arrowHeight()` and `contentViewInsets()` once per class and uses them
            whichever way the arrow points, so a theme has one arrow base, one arrow height and one set of content
            insets. Values given per direction (a mapping or a list, or keys such as `up:` under `arrow` or
            `content`) cannot be expressed. The base and height are numbers from 0 to 1000 points (as every length
            of a theme is bounded), and the base is 0 only with a height of 0, for a popover without an arrow. For a
            different look per direction, make a theme, and so a class, per look.
            """,
        failing: .theme(
            """
            arrow:
              base: 20
              height: {up: 10, left: 8}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow:
              base: 20
              height: 10
            content: {insets: 8}
            """))

    static let arrowImageSize = DiagnosticEntry(
        .error, "Hand-made arrow art not exactly arrow.base × arrow.height points at each scale, or not a PNG",
        explanation: """
            Hand-made arrow art (`arrow.shape: image`) fills exactly the room UIKit gives the arrow, so the
            up-pointing PNG must be `arrow.base` wide and `arrow.height` tall in points at every scale it is given
            for: for a 31×13 arrow, `arrow.png` is 31×13 px and `arrow@2x.png` 62×26 px. Art of another size would
            be squeezed, or leave a gap between the arrow and the bubble. Resize the art or change the metrics to
            match it; a file that is not a PNG is reported here too. An example needs PNG files, so none is shown.
            """)

    static let artLimit = DiagnosticEntry(
        .error, "Hand-made art larger than its pixels need, damaged, or over a build's memory budget",
        explanation: """
            popskin reads PNG art within budgets so that a hostile or runaway file cannot exhaust memory or time.
            A file may have at most its pixels' worst-case compressed size plus 256 KiB (the size is checked
            against the header before anything is decoded) and 8192 px a side; its image data may not inflate past
            what the header declares; every chunk's checksum must be right. A build (and a preview) decodes at most 1 GiB of art
            (each image's pixels × 4 bytes, at every scale built, and the preview's canvas). Export the art again,
            without metadata, or make it smaller. An example needs PNG files, so none is shown.
            """)

    static let arrowFitsCorners = DiagnosticEntry(
        .error, "arrow.base + 2 × corner clearance does not fit popup.minimum-size (or maximum-size)",
        explanation: """
            The arrow keeps its corner clearance from each corner, so a popover side needs at least `arrow.base` +
            2 × the clearance (`popskin theme show` prints it as `metrics.minimum-popover-side`). A
            `popup.minimum-size` below that allows popovers in which the arrow runs into a corner, and a
            `popup.maximum-size` below it leaves no size at which the arrow fits. Raise the size, or make the arrow
            narrower or the corner radius, and so the clearance, smaller.
            """,
        failing: .theme(
            """
            arrow: {base: 30, height: 12}
            background: {corner-radius: 8}
            content: {insets: 10}
            popup: {minimum-size: [40, 120]}
            """),
        fixed: .theme(
            """
            arrow: {base: 30, height: 12}
            background: {corner-radius: 8}
            content: {insets: 10}
            popup: {minimum-size: [48, 120]}
            """))

    static let tipRadiusLimit = DiagnosticEntry(
        .error, "arrow.tip-radius larger than the largest fillet the arrow admits",
        explanation: """
            A rounded tip is a fillet: an arc tangent to both sides of the `arrow.base` × `arrow.height` triangle,
            which keep their slope. The larger the radius, the further its tangent points lie from the tip; they
            reach the base's ends at r = b·√(4h² + b²)/(4h), the largest fillet the triangle admits (about 4.472 pt
            for an 8 × 8 arrow). A larger radius has no tangent points on the sides. The message gives the limit for
            the theme's arrow; make the radius at most that, or the arrow wider or shorter.
            """,
        failing: .theme(
            """
            arrow: {base: 8, height: 8, shape: rounded, tip-radius: 5}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 8, height: 8, shape: rounded, tip-radius: 4}
            content: {insets: 8}
            """))

    static let clearanceCoversCorner = DiagnosticEntry(
        .warning, "arrow.corner-clearance less than the corner radius (or, for popskin's art, the border width)",
        explanation: """
            The corner clearance is the closest the arrow's base comes to a corner. An arrow whose base enters the
            rounded arc can be drawn for one offset only, not stretched from images at every offset, so popskin's
            own art keeps it at least the corner radius and the border width from each end, whatever the theme
            asks: a smaller `arrow.corner-clearance` is not honoured. Hand-made art honours it, and there the
            arrow's base enters the arc. Remove the key (it defaults to the corner radius) or raise it.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10, corner-clearance: 4}
            background: {corner-radius: 12}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10, corner-clearance: 12}
            background: {corner-radius: 12}
            content: {insets: 8}
            """))

    static let capFits = DiagnosticEntry(
        .error, "Hand-made art whose cap insets leave no 1-pt stretch tile",
        explanation: """
            A 9-slice image is stretched only between its caps, so the caps must leave at least one point of it in
            each direction, at every scale the art is given for: left + right caps at most the width less 1 pt, top
            + bottom at most the height less 1 pt. Otherwise UIKit has nothing to stretch and the art is distorted.
            This applies to `background.image` with its `background.cap-insets` and to each of
            `background.variants`: make the caps smaller or the art larger. An example needs PNG files, so none is
            shown.
            """)

    static let capCoversCorner = DiagnosticEntry(
        .error, "A cap inset written for hand-made background.image less than corner radius + border (+ margin)",
        explanation: """
            The caps of a 9-slice background are the parts that never stretch, and they must hold the corners
            whole: each cap inset written for hand-made `background.image` is at least `background.corner-radius` +
            `border.width`, plus the `background.image-margin` on that side when the art keeps a drawn-in margin.
            A smaller cap stretches part of a rounded corner into an oval. popskin's own art chooses its caps and is
            never reported; raise `background.cap-insets`. An example needs PNG art, so none is shown.
            """)

    static let contentGEBorder = DiagnosticEntry(
        .error, "A content inset less than the border width",
        explanation: """
            Content insets are measured from the bubble's outline and the border is drawn inside the outline, so an
            inset less than `border.width` puts the content over the border on that side. The one message names
            every such side; make every content inset at least the border width.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            border: {width: 2, color: "#c7c7cc"}
            content: {insets: [8, 1, 8, 8]}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            border: {width: 2, color: "#c7c7cc"}
            content: {insets: [8, 2, 8, 8]}
            """))

    /// CONTENT-INSIDE-CORNER's examples: corners of radius 16, and square content `contentInsets` from the outline.
    private static func roundedCornersTheme(contentInsets: Int) -> DiagnosticExample {
        .theme(
            """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 16}
            content:
              insets: \(contentInsets)
              wants-default-appearance: false
            """)
    }

    static let contentInsideCorner = DiagnosticEntry(
        .warning, "The content's corner pokes out of the border's inner arc",
        explanation: """
            With rounded corners, square content placed close to the outline sticks out past the border's inner
            arc at its corners (QMUI's rule: each content corner lies within corner-radius − border.width of its
            arc's centre). It stays quiet when the content clips itself (`content.clips: true`) or keeps UIKit's
            default appearance (`content.wants-default-appearance`, true by default), which rounds the content.
            Raise the insets, or set `content.clips: true` when the content does clip itself to the corners.
            A capsule's round ends grow with its height, so no inset clears them at every size: it is checked at
            the bubble height of `popup.minimum-size` (else 44 pt), and the side insets that clear them are named.
            """,
        failing: roundedCornersTheme(contentInsets: 2),
        fixed: roundedCornersTheme(contentInsets: 8))

    static let fillRadius = DiagnosticEntry(
        .retired, "Retired: a corner radius less than half the border width",
        explanation: """
            It reported a `background.corner-radius` less than half the `border.width`, since the fill's own radius
            inside the border would then be negative. Square corners with a border are a valid skin: the fill's
            radius clamps at 0, and popskin's art (one outline, with the border inside it) draws that exactly, so
            the rule was retired. It is never reported; the id stays reserved so that it never means anything else.
            """)

    static let overlapLTCap = DiagnosticEntry(
        .error, "Hand-made art: arrow.overlap negative, or reaching past a cap inset into the stretched part",
        explanation: """
            With hand-made separate art, `arrow.overlap` is how far the arrow image reaches over the background
            image to hide the seam where they meet. A negative overlap opens a gap between the arrow and the bubble,
            and an overlap as large as a cap inset covers the stretched part of the background, so keep it at least
            0 and less than every cap inset. popskin's own art has no overlap. An example needs PNG art, so none is
            shown.
            """)

    static let shadowFits = DiagnosticEntry(
        .retired, "Retired: content or an arrow over the transparent margin of a shadow drawn into the images",
        explanation: """
            It reported content insets that did not clear the transparent margin a shadow drawn into the images
            needed, and an arrow that stopped short of the outline across that margin. The shadow is now drawn by
            the view's layer from the outline, outside the view's bounds, so popskin's images have no margin and the
            shadow asks nothing of the insets or the arrow. It is never reported; the id stays reserved.
            """)

    static let gradientSideSeam = DiagnosticEntry(
        .retired, "Retired: a gradient with separate style showing a seam at the side arrows",
        explanation: """
            It warned that a gradient with `background.style: separate` could not match the arrows on the sides it
            runs across at every offset, so a seam showed where arrow and background met. Gradients are now drawn
            by a gradient layer across the whole view, arrow included, and masked by the images: exact in both
            styles. It is never reported; the id stays reserved.
            """)

    static let artUnused = DiagnosticEntry(
        .warning, "Something the theme's art never shows",
        explanation: """
            Some keys matter to one kind of art only: `arrow.image` and `background.image` to separate style,
            `background.variants` to combined style, `background.cap-insets` and `background.image-margin` to a
            hand-made `background.image`, and a shadow, a gradient or capsule corners to popskin's own art
            (hand-made art is shown as it is drawn), and `background.glass-tint` to `background.material: glass`.
            Such a key where the art never shows it would change nothing without a word, so it is a warning at the
            key. Remove it, or add the art (or the glass) or change `background.style` so that it is shown.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 8, cap-insets: 12}
            content: {insets: 8}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {corner-radius: 8}
            content: {insets: 8}
            """))

    static let fillUnused = DiagnosticEntry(
        .warning, "A fill under a gradient that is opaque everywhere",
        explanation: """
            The fill is drawn under the gradient and shows through where the gradient is translucent (a gloss that
            fades to clear over a colour). When every stop is opaque, in every appearance, the fill can never show,
            so a fill written beside such a gradient changes nothing: it is a warning at the fill, and `theme
            explain` says it is unused. Give a stop some transparency, or remove the fill.
            """,
        failing: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {fill: "#ff0000", gradient: {from: "#ffffff", to: "#000000"}}
            content: {insets: 10}
            """),
        fixed: .theme(
            """
            arrow: {base: 20, height: 10}
            background: {fill: "#ff0000", gradient: {from: "#ffffff80", to: "#00000000"}}
            content: {insets: 10}
            """))
}
