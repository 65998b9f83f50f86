import PopskinCore

/// The `Contents.json` files of an Xcode asset catalog, written as Xcode writes them.
enum AssetCatalog {
    static let info = StructuredValue.object([("author", .string("xcode")), ("version", .number(1))])

    static var catalogContents: String { JSONWriter.render(.object([("info", info)])) + "\n" }

    /// The files of image set `name`: `name.png`, `name@2x.png`… from `png(scale)`, and its `Contents.json`.
    static func imageSet(
        named name: String, scales: [Int], capInsets: EdgeInsets?, png: (Int) throws -> [UInt8]
    ) rethrows -> [GeneratedFile] {
        var files: [GeneratedFile] = [], images: [(scale: Int, file: String)] = []
        for scale in scales {
            let file = "\(name)\(scale == 1 ? "" : "@\(scale)x").png"
            files.append(GeneratedFile(path: "\(name).imageset/\(file)", contents: try png(scale)))
            images.append((scale, file))
        }
        return files + [GeneratedFile(path: "\(name).imageset/Contents.json", text: imageSet(images, capInsets: capInsets))]
    }

    /// An image set with one universal image per scale. With `capInsets` (points), each image carries Xcode's
    /// 9-part slicing, in that image's pixels, with a one-point stretched centre.
    static func imageSet(_ images: [(scale: Int, file: String)], capInsets: EdgeInsets?) -> String {
        let entries = images.map { scale, file -> StructuredValue in
            var fields: [(String, StructuredValue)] = [
                ("filename", .string(file)), ("idiom", .string("universal")), ("scale", .string("\(scale)x")),
            ]
            if let caps = capInsets {
                func px(_ points: Double) -> StructuredValue { .number((points * Double(scale)).rounded()) }
                fields.append(("resizing", .object([
                    ("mode", .string("9-part")),
                    ("center", .object([("mode", .string("stretch")), ("width", .number(Double(scale))),
                                        ("height", .number(Double(scale)))])),
                    ("cap-insets", .object([("bottom", px(caps.bottom)), ("left", px(caps.left)),
                                            ("right", px(caps.right)), ("top", px(caps.top))])),
                ])))
            }
            return .object(fields)
        }
        return JSONWriter.render(.object([("images", .array(entries)), ("info", info)])) + "\n"
    }
}
