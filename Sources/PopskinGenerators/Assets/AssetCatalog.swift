import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// The `Contents.json` files of an Xcode asset catalog, written as Xcode writes them.
enum AssetCatalog {
    static let info = StructuredValue.object([("author", .string("xcode")), ("version", .number(1))])

    static var catalogContents: String { JSONWriter.render(.object([("info", info)])) + "\n" }

    /// The files of image set `name`: `name.png`, `name@2x.png`… from `png(scale, appearance)`, and its
    /// `Contents.json`. Where `capInsets` gives insets (points, at that scale), each image declares Xcode's 9-part
    /// slicing; without, the image is left as it is (art the runtime cuts and slices itself, or never stretches).
    ///
    /// Each of `appearances` gets its own images where they differ from what the catalog would otherwise pick (the
    /// fallback's), so an image the appearance does not change is not written twice. Every appearance of an image
    /// must have the any-appearance image's size: the runtime lays one out for all.
    static func imageSet(
        named name: String, scales: [Int], capInsets: (Int) -> SkinInsets?, appearances: [SkinAppearance] = [],
        png: (Int, SkinAppearance?) throws -> [UInt8]
    ) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = [], entries: [StructuredValue] = []
        for scale in scales {
            var rendered: [SkinAppearance?: [UInt8]] = [:]
            func bytes(_ appearance: SkinAppearance?) throws -> [UInt8] {
                if let done = rendered[appearance] { return done }
                let made = try png(scale, appearance)
                rendered[appearance] = made
                return made
            }
            let base = try bytes(nil)
            guard case .success(let baseHeader) = PNGHeader.parse(base) else { throw NotPNG(file: name) }
            for appearance in [nil] + appearances.map(Optional.some) {
                let data = try bytes(appearance)
                if let appearance, data == (try bytes(appearance.fallback)) { continue }
                let file = "\(name)\(appearance.map { "~" + $0.rawValue } ?? "")\(scale == 1 ? "" : "@\(scale)x").png"
                guard case .success(let header) = PNGHeader.parse(data) else { throw NotPNG(file: file) }
                guard header.width == baseHeader.width, header.height == baseHeader.height else {
                    throw AppearanceSizeMismatch(
                        file: file, size: (header.width, header.height), expected: (baseHeader.width, baseHeader.height)
                    )
                }
                files.append(GeneratedFile(path: "\(name).imageset/\(file)", contents: data))
                var fields: [(String, StructuredValue)] = []
                if let appearance { fields.append(("appearances", Self.appearances(appearance))) }
                fields += [
                    ("filename", .string(file)), ("idiom", .string("universal")), ("scale", .string("\(scale)x")),
                ]
                if let capInsets = capInsets(scale) {
                    fields.append(("resizing", try resizing(capInsets, scale: scale, header: header, file: file)))
                }
                entries.append(.object(fields))
            }
        }
        let contents = JSONWriter.render(.object([("images", .array(entries)), ("info", info)])) + "\n"
        return files + [GeneratedFile(path: "\(name).imageset/Contents.json", text: contents)]
    }

    /// A colour set: the colour for any appearance, then one entry per appearance it sets, as Xcode writes them:
    /// sRGB channels as `0x` bytes (exactly the theme's 8-bit colour) with alpha to three decimals; a colour finer
    /// than bytes (Display P3, a design token's) as decimals to 1/1000000, alpha too.
    static func colorSet(named name: String, color: SkinColor) -> GeneratedFile {
        func entry(_ value: SkinColor, _ appearance: SkinAppearance?) -> StructuredValue {
            let b = value.bytes
            func hex(_ byte: UInt8) -> StructuredValue {
                let digits = String(byte, radix: 16, uppercase: true)
                return .string("0x" + (digits.count == 1 ? "0" : "") + digits)
            }
            let thousandths = Int((Double(b.alpha) / 255 * 1000).rounded())  // of a byte: 0 to 1000
            let fraction = String(thousandths % 1000)
            let alpha = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
            func decimal(_ value: Double) -> StructuredValue { .string(ValueText.fineChannel(value)) }
            let components =
                value.space == .displayP3 || !value.isWholeBytes
                ? StructuredValue.object([
                    ("alpha", Double(b.alpha) / 255 == value.alpha ? .string(alpha) : decimal(value.alpha)),
                    ("blue", decimal(value.blue)), ("green", decimal(value.green)), ("red", decimal(value.red)),
                ])
                : StructuredValue.object([
                    ("alpha", .string(alpha)),
                    ("blue", hex(b.blue)), ("green", hex(b.green)), ("red", hex(b.red)),
                ])
            var fields: [(String, StructuredValue)] = []
            if let appearance { fields.append(("appearances", Self.appearances(appearance))) }
            fields.append(
                ("color", .object([("color-space", .string(value.space.rawValue)), ("components", components)])))
            fields.append(("idiom", .string("universal")))
            return .object(fields)
        }
        // As for images: an appearance that shows what its fallback shows needs no entry.
        let colors =
            [entry(color.resolved(for: nil), nil)]
            + color.changedAppearances.map { entry(color.resolved(for: $0), $0) }
        let contents = JSONWriter.render(.object([("colors", .array(colors)), ("info", info)])) + "\n"
        return GeneratedFile(path: "\(name).colorset/Contents.json", text: contents)
    }

    /// Xcode's `appearances` of a catalog entry: the luminosity, and for increased contrast the contrast as well.
    static func appearances(_ appearance: SkinAppearance) -> StructuredValue {
        var list: [StructuredValue] = [
            .object([
                ("appearance", .string("luminosity")), ("value", .string(appearance.isDark ? "dark" : "light")),
            ])
        ]
        if appearance.isHighContrast {
            list.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
        }
        return .array(list)
    }

    /// Xcode's 9-part slicing of one image, in its own pixels. The centre is the whole tile between the caps:
    /// actool keeps only the declared centre of an image and discards the rest of its tile, so a smaller one would
    /// shrink the art that `CombinedArtSet` and the cap insets describe.
    static func resizing(_ caps: SkinInsets, scale: Int, header: PNGHeader, file: String) throws -> StructuredValue {
        // Cap insets are bounded by the theme format (`NumberRange.insetLength`, 1000 pt), so each is a count of
        // pixels within an image's side here; the check turns any other skin's into a reported error, not a trap.
        let sides = [caps.top, caps.left, caps.bottom, caps.right]
        let counts = sides.compactMap {
            PixelSize.whole($0 * Double(scale), .toNearestOrAwayFromZero).flatMap {
                (0...PixelSize.maximum).contains($0) ? $0 : nil
            }
        }
        guard counts.count == 4 else {
            let written = sides.map(ValueText.number).joined(separator: ", ")
            throw RenderFailure(description: "\(file): cap insets [\(written)] pt are no pixel counts at \(scale)x")
        }
        let (top, left, bottom, right) = (counts[0], counts[1], counts[2], counts[3])
        let tile = (width: header.width - left - right, height: header.height - top - bottom)
        guard tile.width >= 1, tile.height >= 1 else {
            throw NoTile(file: file, width: header.width, height: header.height)
        }
        return .object([
            ("mode", .string("9-part")),
            (
                "center",
                .object([
                    ("mode", .string("stretch")), ("width", .number(Double(tile.width))),
                    ("height", .number(Double(tile.height))),
                ])
            ),
            (
                "cap-insets",
                .object([
                    ("bottom", .number(Double(bottom))), ("left", .number(Double(left))),
                    ("right", .number(Double(right))), ("top", .number(Double(top))),
                ])
            ),
        ])
    }

    struct NotPNG: Error, CustomStringConvertible {
        var file: String
        var description: String { "\(file) is not a PNG" }
    }

    struct AppearanceSizeMismatch: Error, CustomStringConvertible {
        var file: String, size: (Int, Int), expected: (Int, Int)
        var description: String {
            "\(file) is \(size.0)×\(size.1) px, not \(expected.0)×\(expected.1) px as the image for any appearance: "
                + "every appearance of an image shares its size and cap insets"
        }
    }

    struct NoTile: Error, CustomStringConvertible {
        var file: String, width: Int, height: Int
        var description: String { "\(file) (\(width)×\(height) px) has no stretch tile between its cap insets" }
    }
}
