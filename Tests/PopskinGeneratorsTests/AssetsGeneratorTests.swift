import Foundation
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

@Suite struct AssetsGeneratorTests {
    static let root = GeneratedSwiftTypecheckTests.repository.path

    static func files() throws -> [GeneratedFile] {
        try GeneratedSwiftTypecheckTests.generate(projectRoot: root, with: AssetsGenerator())
    }

    /// Width and height from a PNG's IHDR.
    static func size(_ png: [UInt8]) -> (Int, Int) {
        func be32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func catalogHasTheStructureXcodeReads() throws {
        let files = try Self.files()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let catalog =
            try JSONSerialization.jsonObject(with: Data(try #require(byPath["Contents.json"]))) as? [String: Any]
        #expect((catalog?["info"] as? [String: Any])?["version"] as? Int == 1)
        for set in files.map(\.path).filter({ $0.hasSuffix(".imageset/Contents.json") }) {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(byPath[set]!)) as? [String: Any])
            let images = try #require(json["images"] as? [[String: Any]])
            // Each appearance the set has (the one for any appearance always) at every scale.
            let groups = Dictionary(grouping: images) { image in
                ((image["appearances"] as? [[String: String]]) ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }
                    .joined(separator: ",")
            }
            #expect(groups[""] != nil, "\(set): no image for any appearance")
            for (appearance, entries) in groups {
                #expect(entries.map { $0["scale"] as? String } == ["1x", "2x", "3x"], "\(set) \(appearance)")
            }
            for image in images {
                #expect(image["idiom"] as? String == "universal")
                let file = try #require(image["filename"] as? String)
                #expect(
                    byPath[set.replacingOccurrences(of: "Contents.json", with: file)] != nil, "\(set) names \(file)")
                let combined =
                    !set.contains("-arrow-")
                    && CombinedVariantName.allCases.contains { set.contains("-\($0.rawValue).imageset") }
                if set.contains("-background.") || combined {
                    let resizing = try #require(image["resizing"] as? [String: Any])
                    #expect(resizing["mode"] as? String == "9-part")
                    let caps = try #require(resizing["cap-insets"] as? [String: Int])
                    #expect(Set(caps.keys) == ["top", "left", "bottom", "right"])
                }
            }
        }
    }

    /// actool keeps only the declared centre of a sliced image: it must be the image's whole tile, read from the
    /// PNG itself, for every set the bundled themes produce and for combined art along either gradient axis.
    @Test func everyDeclaredCentreIsTheImagesRealTile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        try Data(
            ("arrow: { base: 24, height: 11 }\ncontent: { insets: 10 }\nborder: { width: 1, color: \"#222\" }\n"
                + "background: { style: combined, corner-radius: 9, gradient: { from: \"#fff\", to: \"#000\", axis: "
                + "horizontal } }\nshadow: { color: \"#000\", opacity: 0.3, blur: 6, offset: [0, 2] }\n").utf8
        )
        .write(to: URL(fileURLWithPath: folder.path + "/themes/sideways.yaml"))
        let files =
            try Self.files() + GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path, with: AssetsGenerator())
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var sliced = 0, slicedSets: Set<String> = []
        for set in files.map(\.path).filter({ $0.hasSuffix(".imageset/Contents.json") }) {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(byPath[set]!)) as? [String: Any])
            let images = try #require(json["images"] as? [[String: Any]])
            #expect(
                images.allSatisfy { $0["resizing"] != nil } || images.allSatisfy { $0["resizing"] == nil }, "\(set)")
            for image in images {
                guard let resizing = image["resizing"] as? [String: Any] else { continue }
                slicedSets.insert(String(set.dropLast("/Contents.json".count)))
                let png = try #require(
                    byPath[set.replacingOccurrences(of: "Contents.json", with: image["filename"] as! String)])
                let (width, height) = Self.size(png)
                let caps = try #require(resizing["cap-insets"] as? [String: Int])
                let center = try #require(resizing["center"] as? [String: Any])
                #expect(center["mode"] as? String == "stretch", "\(set)")
                #expect(center["width"] as? Int == width - caps["left"]! - caps["right"]!, "\(set) \(image["scale"]!)")
                #expect(
                    center["height"] as? Int == height - caps["top"]! - caps["bottom"]!, "\(set) \(image["scale"]!)")
                sliced += 1
            }
        }
        // Every image the runtime stretches declares its slicing: all of them, at 3 scales, but the arrows laid over
        // hand-made separate art (none here).
        let result = FrontEnd().run(root: Self.root), other = FrontEnd().run(root: folder.path)
        let themes = result.registry.themes.map { ($0, Self.root) } + other.registry.themes.map { ($0, folder.path) }
        let stretched = themes.filter { !$0.0.isAbstract }.flatMap { theme, root in
            SkinAssets.list(
                skin: theme.skin!,
                runtime: PopoverSkin(name: theme.name, skin: theme.skin!, inputs: InputSnapshot(projectRoot: root))
            ).filter {
                $0.capInsets(scale: 1) != nil
            }
        }
        #expect(slicedSets == Set(stretched.map { $0.name + ".imageset" }))
        #expect(sliced >= stretched.count * 3)
    }

    /// Every image the runtime's skin names is in the catalog at every scale, at the size its slicing describes:
    /// popskin's body (caps + a 1-pt tile each way) and arrow columns (the base in whole pixels across; the strip,
    /// the edge caps and a 1-pt tile along).
    @Test func namesAndSizesAgreeWithTheSkins() throws {
        let files = try Self.files()
        let result = FrontEnd().run(root: Self.root)
        for theme in result.registry.themes where !theme.isAbstract {
            let skin = try #require(theme.skin)
            let art: DrawnArt
            switch PopoverSkin(name: theme.name, skin: skin, inputs: InputSnapshot(projectRoot: Self.root)).art {
            case .drawn(let drawn): art = drawn
            case .combined:
                try Self.expectCombinedArt(of: theme.name, skin: skin, in: files)
                continue
            case .vector:
                #expect(
                    !files.contains { $0.path.hasPrefix(theme.name + "-") && $0.path.contains(".imageset/") },
                    "a capsule has no images")
                continue
            case .separate: continue
            }
            func png(_ name: String, _ scale: Int) throws -> [UInt8] {
                try #require(
                    files.first { $0.path == "\(name).imageset/\(name)\(scale == 1 ? "" : "@\(scale)x").png" },
                    "\(name) @\(scale)x"
                ).contents
            }
            for scale in 1...3 {
                let caps = art.capInsets, s = Double(scale)
                #expect(
                    Self.size(try png(art.bodyImageName, scale)) == (
                        Int((caps.left + caps.right + 1) * s),
                        Int((caps.top + caps.bottom + 1) * s)
                    ))
                let across = Int((skin.arrow.base * s).rounded(.up))
                for direction in PopoverArrowDirection.allCases {
                    let c = art.columnCaps(direction, arrowHeight: skin.arrow.height)
                    let size = Self.size(try png(art.arrowImageName(direction), scale))
                    #expect(
                        direction == .up || direction == .down
                            ? size == (across, Int((c.top + 1 + c.bottom) * s))
                            : size == (Int((c.left + 1 + c.right) * s), across), "\(theme.name) \(direction) @\(scale)x"
                    )
                }
            }
        }
    }

    /// A combined theme has exactly the seven `<theme>-<variant>` sets, each image its geometry's size at its scale
    /// and sliced with its geometry's caps.
    static func expectCombinedArt(of name: String, skin: Skin, in files: [GeneratedFile], root: String = root) throws {
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        #expect(!files.contains { $0.path.hasPrefix("\(name)-background.") || $0.path.hasPrefix("\(name)-arrow-") })
        for variant in CombinedVariantName.allCases {
            let set = "\(name)-\(variant.rawValue)",
                art = try #require(skin.combinedArt(variant, inputs: InputSnapshot(projectRoot: root)))
            for scale in 1...3 {
                let png = try #require(
                    byPath["\(set).imageset/\(set)\(scale == 1 ? "" : "@\(scale)x").png"], "\(set) @\(scale)x")
                #expect(
                    Self.size(png) == (Int(art.size.width) * scale, Int(art.size.height) * scale), "\(set) @\(scale)x")
            }
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(byPath["\(set).imageset/Contents.json"]!))
                    as? [String: Any])
            let caps = (json["images"] as? [[String: Any]])?.first
                .flatMap { ($0["resizing"] as? [String: Any])?["cap-insets"] as? [String: Int] }
            #expect(
                caps == [
                    "top": Int(art.capInsets.top), "left": Int(art.capInsets.left),
                    "bottom": Int(art.capInsets.bottom), "right": Int(art.capInsets.right),
                ], "\(set)")
        }
    }

    /// GIK's up art supplied for the up variant: passed through, and its size, caps and arrow position (by the
    /// convention: right after the stretch tile) reach the swift generator's skin.
    @Test func suppliedVariantArtIsPassedThroughAndDescribedToTheRuntime() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes/art", withIntermediateDirectories: true)
        // GIK's up art stands in for all seven variants: hand-made combined art is seven images or none.
        for variant in CombinedVariantName.allCases {
            for suffix in ["", "@2x"] {
                try Data(contentsOf: Self.gikArt.appendingPathComponent("PopoverBackgroundArrowUp\(suffix).png"))
                    .write(to: URL(fileURLWithPath: folder.path + "/themes/art/\(variant.rawValue)\(suffix).png"))
            }
        }
        let variants = CombinedVariantName.allCases.map {
            "    \($0.rawValue): { image: art/\($0.rawValue).png, cap-insets: [41, 9, 9, 47] }"
        }
        try Data(
            ("""
            arrow: { base: 37, height: 19 }
            background:
              style: combined
              corner-radius: 7
              variants:

            """ + variants.joined(separator: "\n") + "\ncontent: { insets: 8 }\n").utf8
        )
        .write(to: URL(fileURLWithPath: folder.path + "/themes/t.yaml"))
        let assets = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path, with: AssetsGenerator())
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path + "/themes/art/up@2x.png")))
        #expect(assets.first { $0.path == "t-up.imageset/t-up@2x.png" }?.contents == original)
        let resampled = try #require(assets.first { $0.path == "t-up.imageset/t-up@3x.png" })
        #expect(Self.size(resampled.contents) == (171, 153))
        let swift = try GeneratedSwiftTypecheckTests.generate(projectRoot: folder.path)
        let registry = try #require(swift.first { $0.path.hasSuffix("Registry.swift") || $0.path.contains("Skins") })
        let text = String(decoding: registry.contents, as: UTF8.self)
        #expect(
            text.contains(
                "up: CombinedArt(imageName: \"t-up\", width: 57, height: 51, capInsets: SkinInsets(top: 41, "
                    + "left: 9, bottom: 9, right: 47), arrowStart: 10)"), "\(text)")
        #expect(text.contains("upRight: CombinedArt(imageName: \"t-up-right\""))
    }

    /// Art named by a dependency's theme is read from the dependency, relative to the theme that wrote it, also
    /// when the project's own theme inherits it.
    @Test func aDependencysArtIsReadFromThePackage() throws {
        let package = try TemporaryFolder(), project = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: package.path + "/themes/art", withIntermediateDirectories: true)
        let art = try Data(contentsOf: Self.gikArt.appendingPathComponent("PopoverBackgroundArrowUp.png"))
        try art.write(to: URL(fileURLWithPath: package.path + "/themes/art/arrow.png"))
        try Data(
            """
            arrow: { base: 57, height: 51, shape: image, image: art/arrow.png, overlap: 0 }
            content: { insets: [45, 12, 12, 50] }

            """.utf8
        ).write(to: URL(fileURLWithPath: package.path + "/themes/bubble.yaml"))
        try FileManager.default.createDirectory(atPath: project.path + "/themes", withIntermediateDirectories: true)
        try Data("extends: drafts/bubble\n".utf8).write(to: URL(fileURLWithPath: project.path + "/themes/app.yaml"))
        let result = FrontEnd().run(
            root: project.path, packages: [PackageSource(name: "drafts", root: package.path, label: "path")])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        let app = try #require(result.registry["app"]?.skin)
        #expect(
            app.arrow.image
                == ImageReference(
                    written: "art/arrow.png", path: "@drafts/themes/art/arrow.png",
                    packageRoot: package.path))
        let input = GeneratorInput(
            themes: [try #require(result.registry["app"])], project: result.project,
            templates: TemplateSet.defaults)
        let output = AssetsGenerator().run(input)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.files.first { $0.path == "app-arrow-up.imageset/app-arrow-up.png" }?.contents == [UInt8](art))
    }

    @Test func imagesAreByteIdenticalAcrossRuns() throws {
        #expect(try Self.files() == Self.files())
    }

    /// GIK's art, copied from its repository with its licence.
    static let gikArt = GeneratedSwiftTypecheckTests.repository
        .appendingPathComponent("Tests/PopskinGeneratorsTests/Fixtures/gik-art")

    /// A project whose theme `t` supplies its 9-slice background at 1x and 2x (GIK's up variant, 57×51 pt) and its
    /// arrow at 1x only (the same art, as a 57×51 arrow).
    static func artProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes/art", withIntermediateDirectories: true)
        for (from, to) in [
            ("PopoverBackgroundArrowUp.png", "bg.png"), ("PopoverBackgroundArrowUp@2x.png", "bg@2x.png"),
            ("PopoverBackgroundArrowUp.png", "arrow.png"),
        ] {
            try Data(contentsOf: gikArt.appendingPathComponent(from))
                .write(to: URL(fileURLWithPath: folder.path + "/themes/art/" + to))
        }
        try Data(
            """
            arrow: { base: 57, height: 51, shape: image, image: art/arrow.png, overlap: 0 }
            background: { image: art/bg.png, cap-insets: [41, 9, 9, 47] }
            content: { insets: [45, 12, 12, 50] }

            """.utf8
        ).write(to: URL(fileURLWithPath: folder.path + "/themes/t.yaml"))
        return folder
    }

    @Test func suppliedArtIsUsedAsGivenAndResampledWhereMissing() throws {
        let project = try Self.artProject()
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: project.path, with: AssetsGenerator())
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        func art(_ name: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.path + "/themes/art/" + name)))
        }

        #expect(byPath["t-background.imageset/t-background.png"] == (try art("bg.png")))
        #expect(byPath["t-background.imageset/t-background@2x.png"] == (try art("bg@2x.png")))
        #expect(byPath["t-arrow-up.imageset/t-arrow-up.png"] == (try art("arrow.png")))
        for (path, size) in [
            ("t-background.imageset/t-background@3x.png", (171, 153)),
            ("t-arrow-up.imageset/t-arrow-up@2x.png", (114, 102)),
            ("t-arrow-up.imageset/t-arrow-up@3x.png", (171, 153)),
            ("t-arrow-left.imageset/t-arrow-left.png", (51, 57)),
        ] {
            let png = try #require(byPath[path], "\(path)")
            #expect(Self.size(png) == size, "\(path)")
        }
        // The slicing is the theme's cap insets, in each image's pixels.
        let contents = try #require(byPath["t-background.imageset/Contents.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any])
        let caps = (json["images"] as? [[String: Any]])?
            .map { ($0["resizing"] as? [String: Any])?["cap-insets"] as? [String: Int] }
        #expect(
            caps == [
                ["top": 41, "left": 9, "bottom": 9, "right": 47],
                ["top": 82, "left": 18, "bottom": 18, "right": 94],
                ["top": 123, "left": 27, "bottom": 27, "right": 141],
            ])
    }

    /// The generator draws the art the front end read, whatever happens to the files after: a build is made of one
    /// reading of its inputs (the next build sees the change, `NoOpStampTests`).
    @Test func artThatVanishesAfterItWasReadIsDrawnAsRead() throws {
        let project = try Self.artProject()
        let result = FrontEnd().run(root: project.path)
        let read = try #require(result.project.inputs.bytes(InputPath("themes/art/bg@2x.png")))
        for name in ["bg.png", "bg@2x.png"] {
            try FileManager.default.removeItem(atPath: project.path + "/themes/art/" + name)
        }
        let input = GeneratorInput(
            themes: result.registry.themes.filter { $0.skin != nil }, project: result.project,
            templates: TemplateSet.defaults)
        let output = AssetsGenerator().run(input)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.files.first { $0.path == "t-background.imageset/t-background@2x.png" }?.contents == read)
    }

    /// Art that was never there is reported by name, at the theme that names it.
    @Test func missingArtIsReportedByName() throws {
        let project = try Self.artProject()
        for name in ["bg.png", "bg@2x.png"] {
            try FileManager.default.removeItem(atPath: project.path + "/themes/art/" + name)
        }
        let result = FrontEnd().run(root: project.path, validate: false)
        let input = GeneratorInput(
            themes: result.registry.themes.filter { $0.skin != nil }, project: result.project,
            templates: TemplateSet.defaults)
        let output = AssetsGenerator().run(input)
        #expect(output.diagnostics.map(\.id) == [.generator])
        #expect(output.diagnostics.first?.message.contains("themes/art/bg.png not found") == true)
    }

    @Test func scalesOption() throws {
        let diagnostics = DiagnosticSink()
        let options = YAMLLoader().load(Array("{scales: [3, 2]}".utf8), file: "o.yaml", diagnostics: diagnostics)
        #expect(AssetsGenerator().scales(options, diagnostics: diagnostics) == [2, 3])
        let bad = YAMLLoader().load(Array("{scales: [4]}".utf8), file: "o.yaml", diagnostics: diagnostics)
        _ = AssetsGenerator().scales(bad, diagnostics: diagnostics)
        #expect(diagnostics.map(\.id) == [.typeMismatch])
    }
}
