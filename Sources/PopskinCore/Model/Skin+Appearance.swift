import PopskinRuntime

extension Skin {
    /// The appearances some colour of the skin changes, in `SkinAppearance` order: the ones that get their own
    /// images and catalog entries. Empty for a skin that looks the same in every appearance.
    public var appearances: [SkinAppearance] {
        // What an appearance says and its fallback says the same is no change (`light` written as `any`).
        let changed = Set(
            (colors.map(\.color) + [popup.dimming]).flatMap(\.changedAppearances)
                + art.flatMap(\.image.changedAppearances))
        return SkinAppearance.allCases.filter(changed.contains)
    }

    /// The skin as `appearance` shows it: every colour plain (nil: the value for any appearance).
    public func resolved(for appearance: SkinAppearance?) -> Skin {
        var skin = self
        skin.background.fill = background.fill.resolved(for: appearance)
        if let gradient = background.gradient { skin.background.gradient = gradient.resolved(for: appearance) }
        skin.background.glassTint = background.glassTint?.resolved(for: appearance)
        skin.border.color = border.color.resolved(for: appearance)
        if let shadow { skin.shadow?.color = shadow.color.resolved(for: appearance) }
        skin.popup.dimming = popup.dimming.resolved(for: appearance)
        skin.popup.highlightedFill = popup.highlightedFill?.resolved(for: appearance)
        skin.arrow.image = arrow.image?.resolved(for: appearance)
        skin.background.image = background.image?.resolved(for: appearance)
        skin.background.variants = background.variants.mapValues {
            VariantArt(image: $0.image.resolved(for: appearance), capInsets: $0.capInsets)
        }
        return skin
    }

    /// Every hand-made image the theme names, by theme key.
    public var art: [(path: String, image: ImageReference)] {
        var list: [(String, ImageReference)] = []
        if let image = arrow.image { list.append(("arrow.image", image)) }
        if let image = background.image { list.append(("background.image", image)) }
        for (variant, art) in background.variants.sorted(by: { $0.key < $1.key }) {
            list.append(("background.variants.\(variant.rawValue).image", art.image))
        }
        return list
    }

    /// The colours the popover shows, by theme key: of the skin's colours (`PopoverSkin.colors`, with the shadow the
    /// layer draws and the tint of drawn glass), the gradient's stops or else the fill, the border, the shadow and the
    /// glass's tint, and the popup's highlighted fill; hand-made art shows only what popskin draws with it. The dimming
    /// behind the popover is left out: it is not part of the bubble.
    public var colors: [(path: String, color: SkinColor)] {
        // Hand-made art shows none of them, but popskin draws a body under hand-made arrows and arrows over a
        // hand-made background, in the fill and border.
        let handMade =
            artKind == .combined || artKind == .separate && background.image != nil && arrow.shape == .image
        let all = PopoverSkin.colors(
            fill: background.fill, gradient: background.gradient, borderWidth: border.width,
            borderColor: border.color, shadow: layerShadow, glassTint: drawnGlassTint)
        var list: [(String, SkinColor)] = all.compactMap { role, color in
            switch role {
            case .fill where !handMade && (background.gradient == nil || background.fill.shows):
                ("background.fill", color)
            case .gradientStop where !handMade: ("background.gradient", color)
            case .border where !handMade: ("border.color", color)
            case .shadow: ("shadow.color", color)
            case .glassTint: ("background.glass-tint", color)
            default: nil
            }
        }
        if let fill = popup.highlightedFill { list.append(("popup.highlighted-fill", fill)) }
        return list
    }
}
