import PopskinCore
import PopskinRuntime
import PopskinSources

/// One image of a skin as a build writes it into the asset catalog, named as the runtime's `PopoverSkin` names it.
public struct SkinAsset: Sendable {
    /// The asset's name.
    public var name: String
    /// Xcode's 9-part slicing in points, for images the runtime stretches; a body drawn per direction adds a pixel
    /// at some scales (`bodyCaps`).
    let caps: SkinInsets?
    let bodyCaps: (art: DrawnArt, direction: PopoverArrowDirection, arrowHeight: Double)?
    let source: Source

    init(
        name: String, capInsets: SkinInsets?, source: Source,
        bodyCaps: (art: DrawnArt, direction: PopoverArrowDirection, arrowHeight: Double)? = nil
    ) {
        (self.name, self.caps, self.source, self.bodyCaps) = (name, capInsets, source, bodyCaps)
    }

    /// Xcode's 9-part slicing in points at `scale`, for images the runtime stretches.
    public func capInsets(scale: Int) -> SkinInsets? {
        guard let bodyCaps else { return caps }
        return bodyCaps.art.bodyCaps(bodyCaps.direction, arrowHeight: bodyCaps.arrowHeight, scale: Double(scale))
    }

    enum Source: Sendable {
        /// popskin's body; with a direction, the one shown with an arrow that way (`DrawnArt.bodyPerDirection`).
        case body(DrawnArtRenderer.Plane, PopoverArrowDirection?)
        case column(PopoverArrowDirection, DrawnArtRenderer.Plane)
        /// Separate style's background: the theme's art, or popskin's body under hand-made arrows.
        case background
        /// Separate style's arrow: the theme's art turned, or drawn over hand-made background art.
        case arrow(PopoverArrowDirection)
        case variant(CombinedVariantName)
    }

    /// The pixels at `scale`.
    public func image(_ skin: Skin, scale: Int, inputs: InputSnapshot) throws -> RGBAImage {
        switch source {
        case .body(let plane, let direction):
            return try DrawnArtRenderer.body(skin, plane: plane, scale: scale, direction: direction)
        case .column(let direction, let plane):
            return try DrawnArtRenderer.column(skin, direction: direction, plane: plane, scale: scale)
        case .background:
            guard let art = skin.background.image else {
                return try DrawnArtRenderer.body(skin, plane: .color, scale: scale)
            }
            return try SuppliedArt.image(for: art, scale: scale, inputs: inputs)
        case .arrow(let direction):
            guard skin.arrow.shape == .image, let art = skin.arrow.image else {
                return try ArrowRenderer.render(skin, scale: scale, direction: ArrowRenderer.Direction(direction))
            }
            return Self.turned(
                try SuppliedArt.image(for: art, scale: scale, inputs: inputs), to: direction,
                by: skin.arrow.turn)
        case .variant(let variant):
            return try SuppliedArt.image(
                for: try Self.art(variant, of: skin), scale: scale, inputs: inputs)
        }
    }

    static func art(_ variant: CombinedVariantName, of skin: Skin) throws -> ImageReference {
        guard let art = skin.background.variants[variant] else {
            throw RenderFailure(description: "the theme has no background.variants.\(variant.rawValue)")
        }
        return art.image
    }

    /// The PNG at `scale`: a supplied file that exists at that scale passes through byte for byte.
    public func png(_ skin: Skin, scale: Int, inputs: InputSnapshot) throws -> [UInt8] {
        switch source {
        case .background:
            if let art = skin.background.image {
                return try SuppliedArt.png(for: art, scale: scale, inputs: inputs)
            }
        case .arrow(.up):
            if skin.arrow.shape == .image, let art = skin.arrow.image {
                return try SuppliedArt.png(for: art, scale: scale, inputs: inputs)
            }
        case .variant(let variant):
            return try SuppliedArt.png(
                for: try Self.art(variant, of: skin), scale: scale, inputs: inputs)
        default: break
        }
        return try PNGEncoder.encode(image(skin, scale: scale, inputs: inputs))
    }

    /// Up-pointing art as it points `direction`: turned clockwise, or (`mirror`) down flipped top to bottom and left
    /// flipped from right.
    static func turned(_ up: RGBAImage, to direction: PopoverArrowDirection, by turn: ArrowTurn) -> RGBAImage {
        switch (direction, turn) {
        case (.up, _): return up
        case (.right, _): return up.rotated(quarterTurns: 1)
        case (.down, .rotate): return up.rotated(quarterTurns: 2)
        case (.left, .rotate): return up.rotated(quarterTurns: 3)
        case (.down, .mirror): return up.flipped(vertically: true)
        case (.left, .mirror): return up.rotated(quarterTurns: 1).flipped(vertically: false)
        }
    }
}

/// Every image of a theme, in catalog order: what the `assets` generator writes and the composition reads.
public enum SkinAssets {
    /// The images of `skin` lowered as `runtime` (`PopoverSkin(name:skin:inputs:)`, lowered once by its caller).
    public static func list(skin: Skin, runtime: PopoverSkin) -> [SkinAsset] {
        let directions: [PopoverArrowDirection] = skin.hasArrow ? [.up, .right, .down, .left] : []
        switch runtime.art {
        case .drawn(let art):
            // Under a gradient the images are the gradient's mask, and a border has images of its own.
            let plane: DrawnArtRenderer.Plane = skin.background.gradient == nil ? .color : .coverage
            let caps = art.capInsets, height = skin.arrow.height
            func bodies(_ plane: DrawnArtRenderer.Plane, named name: (PopoverArrowDirection?) -> String) -> [SkinAsset]
            {
                guard art.bodyPerDirection else {
                    return [SkinAsset(name: name(nil), capInsets: caps, source: .body(plane, nil))]
                }
                return directions.map {
                    SkinAsset(
                        name: name($0), capInsets: caps, source: .body(plane, $0),
                        bodyCaps: (art, $0, height))
                }
            }
            var assets = bodies(plane, named: art.bodyImageName)
            assets += directions.map {
                SkinAsset(
                    name: art.arrowImageName($0),
                    capInsets: art.columnCaps($0, arrowHeight: skin.arrow.height),
                    source: .column($0, plane))
            }
            if plane == .coverage, skin.border.width > 0 {
                assets += bodies(.border, named: art.borderBodyImageName)
                assets += directions.map {
                    SkinAsset(
                        name: art.borderArrowImageName($0),
                        capInsets: art.columnCaps($0, arrowHeight: skin.arrow.height),
                        source: .column($0, .border))
                }
            }
            return assets
        case .separate(let art):
            return [SkinAsset(name: art.backgroundImageName, capInsets: art.capInsets, source: .background)]
                + directions.map { SkinAsset(name: art.arrowImageName($0), capInsets: nil, source: .arrow($0)) }
        case .vector:
            return []
        case .combined(let set):
            // Only the variants the theme gives: a missing one is a validation error, not an image.
            return CombinedVariantName.allCases.filter { skin.background.variants[$0] != nil }.map { variant in
                let art = set[CombinedVariantName(rawValue: variant.rawValue)!]
                return SkinAsset(name: art.imageName, capInsets: art.capInsets, source: .variant(variant))
            }
        }
    }
}
