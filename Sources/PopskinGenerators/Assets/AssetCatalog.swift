import PopskinCore
import PopskinRuntime

/// The `Contents.json` files of an Xcode asset catalog, written as Xcode writes them.
enum AssetCatalog {
    static let info = StructuredValue.object([("author", .string("xcode")), ("version", .number(1))])

    static var catalogContents: String { JSONWriter.render(.object([("info", info)])) + "\n" }

    /// The files of image set `name`: `name.png`, `name@2x.png`… from `png(scale)`, and its `Contents.json`. With
    /// `capInsets` (points), each image declares Xcode's 9-part slicing; without, the image is left as it is (art
    /// the runtime cuts and slices itself, or never stretches).
    static func imageSet(
        named name: String, scales: [Int], capInsets: SkinInsets?, png: (Int) throws -> [UInt8]
    ) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = [], entries: [StructuredValue] = []
        for scale in scales {
            let file = "\(name)\(scale == 1 ? "" : "@\(scale)x").png"
            let bytes = try png(scale)
            files.append(GeneratedFile(path: "\(name).imageset/\(file)", contents: bytes))
            var fields: [(String, StructuredValue)] = [
                ("filename", .string(file)), ("idiom", .string("universal")), ("scale", .string("\(scale)x")),
            ]
            if let capInsets {
                guard case .success(let header) = PNGHeader.parse(bytes) else { throw NotPNG(file: file) }
                fields.append(("resizing", try resizing(capInsets, scale: scale, header: header, file: file)))
            }
            entries.append(.object(fields))
        }
        let contents = JSONWriter.render(.object([("images", .array(entries)), ("info", info)])) + "\n"
        return files + [GeneratedFile(path: "\(name).imageset/Contents.json", text: contents)]
    }

    /// Xcode's 9-part slicing of one image, in its own pixels. The centre is the whole tile between the caps:
    /// actool keeps only the declared centre of an image and discards the rest of its tile, so a smaller one would
    /// shrink the art that `CombinedArtSet` and the cap insets describe.
    static func resizing(_ caps: SkinInsets, scale: Int, header: PNGHeader, file: String) throws -> StructuredValue {
        func px(_ points: Double) -> Int { Int((points * Double(scale)).rounded()) }
        let (top, left, bottom, right) = (px(caps.top), px(caps.left), px(caps.bottom), px(caps.right))
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

    struct NoTile: Error, CustomStringConvertible {
        var file: String, width: Int, height: Int
        var description: String { "\(file) (\(width)×\(height) px) has no stretch tile between its cap insets" }
    }
}
