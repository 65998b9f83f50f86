import PopskinRuntime

/// One key's value, typed by its form: what decoding reads, a `Skin` holds and `theme show` prints.
public enum ThemeValue: Hashable, Sendable {
    case number(Double)
    case bool(Bool)
    /// A choice, a name or text.
    case word(String)
    case color(SkinColor)
    case image(ImageReference)
    case insets(SkinInsets)
    case pair(Double, Double)
    case gradient(SkinGradient)
    case variant(VariantArt)
}

/// Where a key's value lives in a `Skin`: read for `theme show`, written by decoding.
struct SkinField: Sendable {
    let get: @Sendable (Skin) -> ThemeValue?
    let set: @Sendable (inout Skin, ThemeValue) -> Void
}

extension SkinField {
    static func number(_ path: WritableKeyPath<Skin, Double> & Sendable) -> SkinField {
        SkinField(
            get: { .number($0[keyPath: path]) },
            set: { skin, value in if case .number(let number) = value { skin[keyPath: path] = number } })
    }

    static func bool(_ path: WritableKeyPath<Skin, Bool> & Sendable) -> SkinField {
        SkinField(
            get: { .bool($0[keyPath: path]) },
            set: { skin, value in if case .bool(let flag) = value { skin[keyPath: path] = flag } })
    }

    static func choice<Choice: RawRepresentable & Sendable>(_ path: WritableKeyPath<Skin, Choice> & Sendable)
        -> SkinField where Choice.RawValue == String
    {
        SkinField(
            get: { .word($0[keyPath: path].rawValue) },
            set: { skin, value in
                if case .word(let word) = value, let choice = Choice(rawValue: word) { skin[keyPath: path] = choice }
            })
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor> & Sendable) -> SkinField {
        SkinField(
            get: { .color($0[keyPath: path]) },
            set: { skin, value in if case .color(let color) = value { skin[keyPath: path] = color } })
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor?> & Sendable) -> SkinField {
        SkinField(
            get: { $0[keyPath: path].map(ThemeValue.color) },
            set: { skin, value in if case .color(let color) = value { skin[keyPath: path] = color } })
    }

    static func image(_ path: WritableKeyPath<Skin, ImageReference?> & Sendable) -> SkinField {
        SkinField(
            get: { $0[keyPath: path].map(ThemeValue.image) },
            set: { skin, value in if case .image(let image) = value { skin[keyPath: path] = image } })
    }

    static func insets(_ path: WritableKeyPath<Skin, SkinInsets> & Sendable) -> SkinField {
        SkinField(
            get: { .insets($0[keyPath: path]) },
            set: { skin, value in if case .insets(let insets) = value { skin[keyPath: path] = insets } })
    }

    static func size(_ path: WritableKeyPath<Skin, Size> & Sendable) -> SkinField {
        SkinField(
            get: { .pair($0[keyPath: path].width, $0[keyPath: path].height) },
            set: { skin, value in
                if case .pair(let width, let height) = value {
                    skin[keyPath: path] = Size(width: width, height: height)
                }
            })
    }

    static func gradient(_ path: WritableKeyPath<Skin, SkinGradient?> & Sendable) -> SkinField {
        SkinField(
            get: { $0[keyPath: path].map(ThemeValue.gradient) },
            set: { skin, value in if case .gradient(let gradient) = value { skin[keyPath: path] = gradient } })
    }

    static func variant(_ variant: CombinedVariantName) -> SkinField {
        SkinField(
            get: { $0.background.variants[variant].map(ThemeValue.variant) },
            set: { skin, value in if case .variant(let art) = value { skin.background.variants[variant] = art } })
    }
}
