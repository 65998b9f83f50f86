import PopskinRuntime
import PopskinSources

extension PopoverSkin {
    /// The runtime's value of theme `name`'s skin, lowered in this one place: what the generated code holds, what
    /// `theme layout` lays out, what the renderer draws and the check measures. Image names are the asset
    /// catalog's (`SkinAssets`). Hand-made combined art is measured as `inputs` read it.
    public init(name: String, skin: Skin, inputs: InputSnapshot) {
        let art: PopoverArt
        switch skin.artKind {
        case .drawn:
            art = .drawn(
                DrawnArt(
                    imagePrefix: name, capInsets: skin.bodyCapInsets,
                    columnEdgeCap: skin.border.width.rounded(.up),
                    bodyPerDirection: skin.hasArrow && DrawnArt.isOffGrid(height: skin.arrow.height)))
        case .separate:
            let caps = skin.background.image == nil ? skin.bodyCapInsets : skin.background.capInsets
            art = .separate(
                SeparateArt(
                    backgroundImageName: name + "-background", capInsets: caps,
                    margins: skin.background.imageMargin, arrowImagePrefix: name + "-arrow"))
        case .combined:
            art = .combined(CombinedArtSet(skin, inputs: inputs, imagePrefix: name + "-"))
        case .vector:
            art = .vector
        }
        let background = skin.background
        self.init(
            name: name, arrow: ArrowMetrics(skin), tipRadius: skin.drawnTipRadius,
            contentInsets: skin.content.insets,
            wantsDefaultContentAppearance: skin.content.wantsDefaultAppearance,
            cornerRadius: background.capsule ? .infinity : background.cornerRadius, fill: background.fill,
            gradient: background.gradient,
            borderWidth: skin.border.width, hairlineBorder: skin.border.hairline, borderColor: skin.border.color,
            shadow: skin.layerShadow, art: art, material: skin.drawnMaterial, glassTint: skin.drawnGlassTint
        )
    }
}

extension Skin {
    /// The shadow the view's layer draws from the outline: none when a hand-made background brings its own.
    public var layerShadow: SkinShadow? { artKind == .drawn || background.image == nil ? shadow : nil }

    /// The bubble is hand-made art (combined, or a separate `background.image`), shown as it is drawn.
    public var handMadeBackground: Bool {
        artKind == .combined || (artKind == .separate && background.image != nil)
    }

    /// The material the view blurs: none when hand-made art has its shape in its pixels (ART-UNUSED says so).
    public var drawnMaterial: SkinMaterial? { handMadeBackground ? nil : background.material }

    /// The tint of the glass the view shows: none without drawn glass (ART-UNUSED says so).
    public var drawnGlassTint: SkinColor? { drawnMaterial == .glass ? background.glassTint : nil }

    /// The radius of the arrow's tip as drawn: the written one for a rounded arrow, else a sharp tip.
    public var drawnTipRadius: Double { arrow.shape == .rounded ? arrow.tipRadius : 0 }
}

extension ArrowMetrics {
    /// The runtime's fixed metrics of a skin's arrow, with the corner clearance the layout uses.
    public init(_ skin: Skin) {
        self.init(
            base: skin.arrow.base, height: skin.arrow.height, cornerClearance: skin.cornerClearance,
            overlap: skin.artKind == .separate ? skin.arrow.overlap : 0)
    }
}

extension CombinedArtSet {
    /// The runtime's description of a skin's seven hand-made combined images; names are the variants' after
    /// `imagePrefix`. A variant whose file cannot be read (a validation error already) is described as empty.
    public init(_ skin: Skin, inputs: InputSnapshot, imagePrefix: String = "") {
        func art(_ variant: CombinedVariantName) -> CombinedArt {
            guard let geometry = skin.combinedArt(variant, inputs: inputs) else {
                return CombinedArt(
                    imageName: imagePrefix + variant.rawValue, width: 0, height: 0,
                    capInsets: SkinInsets(top: 0, left: 0, bottom: 0, right: 0), arrowStart: 0)
            }
            return CombinedArt(
                imageName: imagePrefix + variant.rawValue, width: geometry.size.width,
                height: geometry.size.height, capInsets: geometry.capInsets,
                arrowStart: geometry.arrowStart)
        }
        self.init(
            up: art(.up), upRight: art(.upRight), down: art(.down), downRight: art(.downRight), side: art(.side),
            sideTop: art(.sideTop), sideBottom: art(.sideBottom))
    }
}
