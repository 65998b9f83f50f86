/// What one of a skin's colours colours.
public nonisolated enum SkinColorRole: Hashable, Sendable {
    case fill, border, shadow
    /// Liquid Glass's tint (`material: glass`).
    case glassTint
    /// The gradient's stop at this index, from 0.
    case gradientStop(Int)
}

nonisolated extension PopoverSkin {
    /// Every colour a skin has, by what it colours: the fill, each gradient stop, the border's (with a width), the
    /// shadow's (with one) and the glass's tint (with one). The one rule for a skin's colours: the catalog's colour
    /// sets are these, and the colours a theme shows are read off them.
    public static func colors(
        fill: SkinColor, gradient: SkinGradient?, borderWidth: Double, borderColor: SkinColor, shadow: SkinShadow?,
        glassTint: SkinColor? = nil
    ) -> [(role: SkinColorRole, color: SkinColor)] {
        var colors: [(SkinColorRole, SkinColor)] = [(.fill, fill)]
        for (index, stop) in (gradient?.stops ?? []).enumerated() { colors.append((.gradientStop(index), stop.color)) }
        if borderWidth > 0 { colors.append((.border, borderColor)) }
        if let shadow { colors.append((.shadow, shadow.color)) }
        if let glassTint { colors.append((.glassTint, glassTint)) }
        return colors
    }

    /// The skin's colours as the asset catalog's colour sets hold them, by set name: `<name>-fill`, `<name>-border`
    /// (with a border), `<name>-shadow` (with a shadow), `<name>-gradient-<n>` (each stop, from 1) and
    /// `<name>-glass-tint` (with one).
    public var colorSets: [(name: String, color: SkinColor)] {
        Self.colors(
            fill: fill, gradient: gradient, borderWidth: borderWidth, borderColor: borderColor, shadow: shadow,
            glassTint: glassTint
        ).map { role, color in
            switch role {
            case .fill: (fillColorSetName, color)
            case .border: (borderColorSetName, color)
            case .shadow: (name + "-shadow", color)
            case .glassTint: (name + "-glass-tint", color)
            case .gradientStop(let index): (name + "-gradient-\(index + 1)", color)
            }
        }
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
        skin.glassTint = glassTint?.resolved(for: appearance)
        return skin
    }
}

nonisolated extension SkinGradient {
    /// The gradient with its stops' colours as `appearance` shows them.
    public func resolved(for appearance: SkinAppearance?) -> SkinGradient {
        SkinGradient(
            stops: stops.map { SkinGradientStop(location: $0.location, color: $0.color.resolved(for: appearance)) },
            angle: angle, span: span)
    }
}
