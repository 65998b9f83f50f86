extension PopoverSkin {
    /// The skin's colours as the asset catalog's colour sets hold them, by set name: `<name>-fill`, `<name>-border`
    /// (with a border), `<name>-shadow` (with a shadow) and `<name>-gradient-<n>` (each stop, from 1).
    public var colorSets: [(name: String, color: SkinColor)] {
        var sets = [(fillColorSetName, fill)]
        if borderWidth > 0 { sets.append((borderColorSetName, borderColor)) }
        if let shadow { sets.append((name + "-shadow", shadow.color)) }
        for (index, stop) in (gradient?.stops ?? []).enumerated() {
            sets.append((name + "-gradient-\(index + 1)", stop.color))
        }
        return sets
    }

    /// The colour set of the fill (every skin has one).
    public var fillColorSetName: String { name + "-fill" }
    /// The colour set of the border (a skin with a border has one).
    public var borderColorSetName: String { name + "-border" }

    /// The skin with every colour as `appearance` shows it (nil: any appearance).
    public func resolved(for appearance: SkinAppearance?) -> PopoverSkin {
        var skin = self
        skin.fill = fill.resolved(for: appearance)
        skin.borderColor = borderColor.resolved(for: appearance)
        if let shadow { skin.shadow?.color = shadow.color.resolved(for: appearance) }
        if let gradient { skin.gradient = gradient.resolved(for: appearance) }
        return skin
    }
}

extension SkinGradient {
    /// The gradient with its stops' colours as `appearance` shows them.
    public func resolved(for appearance: SkinAppearance?) -> SkinGradient {
        SkinGradient(
            stops: stops.map { SkinGradientStop(location: $0.location, color: $0.color.resolved(for: appearance)) },
            isVertical: isVertical)
    }
}
