import PopskinRuntime
import PopskinSources

/// ARROW-IMAGE-SIZE and CAP-FITS for hand-made art: every file of every scale is measured.
enum ImageRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin, pt = ValueText.number
        checkUnused(context)
        if let image = skin.arrow.image {
            forEachFile(of: image, path: "arrow.image", context) { scale, file, header, context in
                let expected = (skin.arrow.base * Double(scale), skin.arrow.height * Double(scale))
                guard Double(header.width) != expected.0 || Double(header.height) != expected.1 else { return }
                let size = "\(pt(Double(header.width) / Double(scale)))×\(pt(Double(header.height) / Double(scale)))"
                context.report(
                    .error, .arrowImageSize,
                    "arrow image \(file) is \(size) pt at \(scale)x (\(header.width)×\(header.height) px) but "
                        + "arrow.base × arrow.height is \(pt(skin.arrow.base))×\(pt(skin.arrow.height)); "
                        + "up-pointing art must be exactly that size",
                    at: ["arrow.image"], involving: ["arrow.base", "arrow.height"])
            }
        }
        if let image = skin.background.image {
            checkCaps(
                skin.background.capInsets, of: image, imagePath: "background.image",
                capsPath: context.theme.origin(of: "background.cap-insets") != nil
                    ? "background.cap-insets" : "background.image",
                context)
        }
        for (variant, art) in skin.background.variants.sorted(by: { $0.key < $1.key }) {
            let path = "background.variants.\(variant.rawValue)"
            checkCaps(
                art.capInsets, of: art.image, imagePath: "\(path).image", capsPath: "\(path).cap-insets", context)
        }
        for (path, image) in skin.art where !image.appearances.isEmpty {
            checkAppearances(of: image, path: path, context)
        }
    }

    /// APPEARANCE-GEOMETRY for art: each appearance's image has the point size of the image for any appearance,
    /// so one layout, one set of cap insets and the arrow metrics hold for all (what the base image must satisfy is
    /// checked on it).
    private static func checkAppearances(of image: ImageReference, path: String, _ context: RuleContext) {
        let pt = ValueText.number
        let base = ScaledImageFiles(image.resolved(for: nil), in: context.inputs).files.first
        guard let base, case .success(let art) = context.inputs.art(base.input) else { return }
        let header = art.header
        let size = (Double(header.width) / Double(base.scale), Double(header.height) / Double(base.scale))
        for (appearance, art) in image.appearances.sorted(by: { $0.key < $1.key }) {
            let artPath = "\(path).\(appearance.rawValue)"
            forEachFile(of: art, path: artPath, context) { scale, file, header, context in
                let own = (Double(header.width) / Double(scale), Double(header.height) / Double(scale))
                guard own != size else { return }
                context.report(
                    .error, .appearanceGeometry,
                    "\(file) is \(pt(own.0))×\(pt(own.1)) pt at \(scale)x, but \(base.path) (any appearance) is "
                        + "\(pt(size.0))×\(pt(size.1)) pt: every appearance of an image has one size, so one layout "
                        + "and one set of cap insets serve them all", at: [artPath, path])
            }
        }
    }

    /// ART-UNUSED: combined style draws the arrow into the outline (or takes `background.variants`); separate style
    /// shows a 9-slice background and an arrow. Art meant for the other style, and drawing settings that hand-made
    /// art replaces, would silently not appear.
    private static func checkUnused(_ context: RuleContext) {
        let skin = context.skin
        var unused: [(path: String, why: String)] = []
        if skin.handMadeBackground {
            let art = skin.artKind == .combined ? "background.variants" : "background.image"
            if skin.shadow != nil {
                unused.append(("shadow", "popskin draws a shadow around its own art only; \(art) brings its own"))
            }
            if skin.background.gradient != nil {
                unused.append(("background.gradient", "\(art) is shown as it is drawn"))
            }
            if skin.background.material != nil {
                unused.append(
                    (
                        "background.material",
                        "a material is blurred inside popskin's own outline; \(art) has its shape in its pixels"
                    ))
            }
            if skin.background.capsule {
                unused.append(("background.corner-radius", "capsule corners are popskin's own art; \(art) has its own"))
            }
        }
        if skin.background.image == nil, context.theme.origin(of: "background.cap-insets") != nil {
            unused.append(
                (
                    "background.cap-insets",
                    "they slice hand-made background.image art; popskin's own art "
                        + "uses the smallest caps that keep its corners and border whole"
                ))
        }
        if skin.background.image == nil, skin.background.imageMargin != .zero {
            unused.append(
                (
                    "background.image-margin",
                    "it describes hand-made background.image art, which the theme "
                        + "does not have"
                ))
        }
        if skin.background.style == .combined {
            if skin.arrow.shape == .image, skin.arrow.image != nil {
                unused.append(
                    (
                        "arrow.image",
                        "the arrow is drawn into the outline; hand-made combined art goes in "
                            + "background.variants"
                    ))
            }
            if skin.background.image != nil {
                unused.append(
                    ("background.image", "combined art is seven images; hand-made ones go in background.variants"))
            }
        } else if !skin.background.variants.isEmpty {
            unused.append(
                ("background.variants", "they are combined-style art; set background.style: combined to use them"))
        }
        for (path, why) in unused {
            context.report(
                .warning, .artUnused,
                "\(path) is not shown with background.style: "
                    + "\(skin.background.style.rawValue): \(why)", at: [path], involving: ["background.style"])
        }
        // Hand-made combined art is all seven images or none: a missing one has nothing to fall back on.
        if skin.artKind == .combined {
            let missing = CombinedVariantName.allCases.filter { skin.background.variants[$0] == nil }
            if !missing.isEmpty {
                context.report(
                    .error, .missingRequired,
                    "background.variants gives \(7 - missing.count) of the seven combined images; add "
                        + missing.map(\.rawValue).joined(separator: ", ")
                        + " (or remove background.variants for popskin's own art)",
                    at: ["background.variants"])
            }
        }
    }

    /// CAP-FITS: the caps leave at least a 1-pt stretch tile in each direction of each file.
    private static func checkCaps(
        _ caps: SkinInsets, of image: ImageReference, imagePath: String, capsPath: String, _ context: RuleContext
    ) {
        let pt = ValueText.number
        forEachFile(of: image, path: imagePath, context) { scale, file, header, context in
            let width = Double(header.width) / Double(scale), height = Double(header.height) / Double(scale)
            var problems: [String] = []
            if caps.left + caps.right > width - 1 {
                problems.append(
                    "left + right caps \(pt(caps.left + caps.right)) leave no 1-pt column of its width \(pt(width))")
            }
            if caps.top + caps.bottom > height - 1 {
                problems.append(
                    "top + bottom caps \(pt(caps.top + caps.bottom)) leave no 1-pt row of its height \(pt(height))")
            }
            guard !problems.isEmpty else { return }
            context.report(
                .error, .capFits,
                "\(file) is \(pt(width))×\(pt(height)) pt at \(scale)x: "
                    + problems.joined(separator: "; "), at: [capsPath], involving: [imagePath])
        }
    }

    private static func forEachFile(
        of image: ImageReference, path: String, _ context: RuleContext,
        _ body: (Int, String, PNGHeader, RuleContext) -> Void
    ) {
        let found = ScaledImageFiles(image, in: context.inputs), files = found.files
        for (file, problem) in found.refused {
            report(problem, of: file, path: path, context)
        }
        if files.isEmpty && found.refused.isEmpty {
            context.report(
                .error, .badPath,
                "\(path) '\(image.written)' not found (looked for \(image.path) and its "
                    + "@2x/@3x files)", at: [path])
        }
        for file in files {
            switch context.inputs.art(file.input) {
            case .success(let art): body(file.scale, file.path, art.header, context)
            case .failure(.notPNG):
                context.report(.error, .arrowImageSize, "\(file.path) is not a PNG file", at: [path])
            case .failure(.unreadable(let problem)): report(problem, of: file.path, path: path, context)
            case .failure(.tooLarge(let header, let size)):
                context.report(.error, .artLimit, header.overLimit(file.path, size: size), at: [path])
            }
        }
    }

    /// Art that exists but is not read: outside the project (BAD-PATH), or not a file that can be read (IO-ERROR).
    private static func report(_ problem: InputFile.Failure, of file: String, path: String, _ context: RuleContext) {
        if case .outside = problem {
            context.report(
                .error, .badPath,
                "\(path) '\(file)' is a symbolic link to somewhere outside the project; "
                    + "popskin reads art from inside the project only", at: [path])
        } else {
            context.report(.error, .ioError, "\(path): cannot read \(file): \(problem)", at: [path])
        }
    }
}
