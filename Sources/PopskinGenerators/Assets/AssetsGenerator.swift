import Dispatch
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `assets`: an Xcode asset catalog with every image of every concrete theme (`SkinAssets`: popskin's body and arrow
/// columns, or the theme's hand-made art), as `name.png`, `name@2x.png`, `name@3x.png`, each stretched image with its
/// slicing in `Contents.json` so `UIImage(named:)` returns a resizable image. The names are the ones the `swift`
/// generator's skins use. A theme whose colours vary by appearance gets images per appearance where they differ,
/// and every skin gets colour sets of its colours (`PopoverSkin.colorSets`).
public struct AssetsGenerator: Generator {
    public let description = GeneratorDescription(
        name: "assets",
        summary: "Xcode asset catalog: 9-slice backgrounds and arrows (or combined art) at @1x/@2x/@3x",
        defaultPath: "Generated/Skins.xcassets",
        options: [SettingKey("scales", .integers([1, 2, 3]), doc: "The scales to render (default [1, 2, 3]).")])

    public init() {}

    /// `options: { scales: [1, 2, 3] }`: the scales each image is written at.
    public struct Options: GeneratorOptions, Equatable {
        public var scales = [1, 2, 3]

        public init() {}

        public var fingerprint: String { "scales=" + scales.map(String.init).joined(separator: ",") }
    }

    public func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions {
        var read = Options()
        read.scales = scales(options, diagnostics: diagnostics)
        return read
    }

    /// What a build would say of the art's budget, without drawing anything.
    public func check(_ input: GeneratorInput) {
        let scales = input.options(as: Options.self).scales
        Self.checkBudget(input.selectedThemes.filter { $0.skin != nil }, scales: scales, input: input)
    }

    public func generate(_ input: GeneratorInput) -> [GeneratedFile] {
        let diagnostics = input.diagnostics
        let scales = input.options(as: Options.self).scales
        let themes = input.selectedThemes.filter { $0.skin != nil }
        // Counted from the headers: art over the budget is refused before any of it is decoded.
        guard Self.checkBudget(themes, scales: scales, input: input) else { return [] }
        var files = [GeneratedFile(path: "Contents.json", text: AssetCatalog.catalogContents)]
        // Each theme's images are independent: render them on all cores, then collect in theme order.
        let inputs = input.project.inputs
        let perTheme = themes.concurrentMap { theme in
            defer { input.progress?.advance() }
            return Result { try Self.images(for: theme, scales: scales, inputs: inputs) }
        }
        for (theme, result) in zip(themes, perTheme) {
            switch result {
            case .success(let images): files += images.owned(by: theme.name)
            case .failure(let error):
                // Art over a limit or damaged is the art's problem; anything else is the renderer's.
                let kind = (error as? SuppliedArt.Failure)?.kind
                diagnostics.error(
                    kind == .tooLarge || kind == .overBudget || kind == .damaged ? .artLimit : .generator,
                    "assets: cannot render '\(theme.name)': \(error)", at: .start(of: theme.file))
            }
        }
        return files
    }

    /// Reports ART-LIMIT, at the theme with the most art, when `themes`' art at `scales` takes more than
    /// `ArtBudget.decodedBytes` decoded; true when it fits.
    @discardableResult
    static func checkBudget(_ themes: [ResolvedTheme], scales: [Int], input: GeneratorInput) -> Bool {
        let uses = themes.map { ArtBudget.use(of: $0.skin!, scales: scales, inputs: input.project.inputs) }
        let total = uses.reduce(0) { PNGHeader.sum($0, $1.bytes) }
        guard total > ArtBudget.decodedBytes,
            let (theme, use) = zip(themes, uses).max(by: { $0.1.bytes < $1.1.bytes }), let largest = use.largest
        else { return true }
        input.diagnostics.error(
            .artLimit,
            "assets: the art of the themes built takes \(ArtBudget.mebibytes(total)) decoded at scales "
                + scales.map(String.init).joined(separator: ", ") + " (each image's pixels × 4 bytes); a build "
                + "decodes at most \(ArtBudget.mebibytes(ArtBudget.decodedBytes)). The most is '\(theme.name)' with "
                + "\(ArtBudget.mebibytes(use.bytes)), of which \(largest.path) (\(largest.file)) takes "
                + "\(ArtBudget.mebibytes(largest.bytes)); make the art smaller, or build fewer themes or scales",
            at: .start(of: theme.file))
        return false
    }

    static func images(for theme: ResolvedTheme, scales: [Int], inputs: InputSnapshot) throws -> [GeneratedFile] {
        let skin = theme.skin!, runtime = PopoverSkin(name: theme.name, skin: skin, inputs: inputs)
        let appearances = skin.appearances
        // Each appearance's images are drawn from the skin as that appearance shows it, once per distinct skin:
        // appearances that resolve alike (light as any, a high contrast that changes nothing) share the pictures.
        // (Every appearance is asked for: the catalog compares each with its fallback's images.)
        var distinct: [Skin] = []
        var skinIndex: [SkinAppearance?: Int] = [:]
        for appearance in [nil] + SkinAppearance.allCases.map(Optional.some) {
            let resolved = skin.resolved(for: appearance)
            if let index = distinct.firstIndex(of: resolved) {
                skinIndex[appearance] = index
            } else {
                skinIndex[appearance] = distinct.count
                distinct.append(resolved)
            }
        }
        let images = try SkinAssets.list(skin: skin, runtime: runtime).flatMap { asset in
            var drawn: [[Int]: [UInt8]] = [:]
            return try AssetCatalog.imageSet(
                named: asset.name, scales: scales, capInsets: asset.capInsets(scale:), appearances: appearances
            ) { scale, appearance in
                let index = skinIndex[appearance]!
                if let bytes = drawn[[index, scale]] { return bytes }
                let bytes = try asset.png(distinct[index], scale: scale, inputs: inputs)
                drawn[[index, scale]] = bytes
                return bytes
            }
        }
        let colors = runtime.colorSets.map {
            AssetCatalog.colorSet(named: $0.name, color: $0.color)
        }
        return images + colors
    }

    /// `options: { scales: [1, 2, 3] }`.
    func scales(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> [Int] {
        guard let reader = optionsReader(options, diagnostics: diagnostics), let node = reader["scales"] else {
            return [1, 2, 3]
        }
        guard case .sequence(let items) = node.content,
            case let values = items.compactMap({ $0.scalarText.flatMap { Int($0) } }),
            values.count == items.count, !values.isEmpty, values.allSatisfy({ (1...3).contains($0) })
        else {
            diagnostics.error(
                .typeMismatch, "'scales' in assets options must be a list of 1, 2 or 3, such as [1, 2, 3]",
                at: node.location)
            return [1, 2, 3]
        }
        return Array(Set(values)).sorted()
    }
}
