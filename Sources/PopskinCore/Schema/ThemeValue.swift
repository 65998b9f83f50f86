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

/// Each case's payload, or nil: what a field reads out of a value.
extension ThemeValue {
    var number: Double? { if case .number(let number) = self { number } else { nil } }
    var flag: Bool? { if case .bool(let flag) = self { flag } else { nil } }
    var word: String? { if case .word(let word) = self { word } else { nil } }
    var color: SkinColor? { if case .color(let color) = self { color } else { nil } }
    var image: ImageReference? { if case .image(let image) = self { image } else { nil } }
    var insets: SkinInsets? { if case .insets(let insets) = self { insets } else { nil } }
    var size: Size? { if case .pair(let width, let height) = self { Size(width: width, height: height) } else { nil } }
    var gradient: SkinGradient? { if case .gradient(let gradient) = self { gradient } else { nil } }
    var variant: VariantArt? { if case .variant(let art) = self { art } else { nil } }
}

/// Where a key's value lives in a `Skin`: read for `theme show`, written by decoding.
struct SkinField: Sendable {
    let get: @Sendable (Skin) -> ThemeValue?
    let set: @Sendable (inout Skin, ThemeValue) -> Void
}

extension SkinField {
    /// A field at `path` whose values `wrap` makes into theme values and `unwrap` reads back.
    static func at<Value>(
        _ path: WritableKeyPath<Skin, Value> & Sendable, _ wrap: @escaping @Sendable (Value) -> ThemeValue?,
        _ unwrap: @escaping @Sendable (ThemeValue) -> Value?
    ) -> SkinField {
        SkinField(
            get: { wrap($0[keyPath: path]) },
            set: { skin, value in if let unwrapped = unwrap(value) { skin[keyPath: path] = unwrapped } })
    }

    static func number(_ path: WritableKeyPath<Skin, Double> & Sendable) -> SkinField {
        at(path, ThemeValue.number, \.number)
    }

    /// A number, or `word` standing for a flag: the word sets the flag and the number to `numberWithFlag`, a number
    /// clears the flag.
    static func numberOrFlag(
        _ number: WritableKeyPath<Skin, Double> & Sendable, word: String, flag: WritableKeyPath<Skin, Bool> & Sendable,
        numberWithFlag: Double
    ) -> SkinField {
        SkinField(
            get: { $0[keyPath: flag] ? .word(word) : .number($0[keyPath: number]) },
            set: { skin, value in
                switch value {
                case .number(let given): (skin[keyPath: number], skin[keyPath: flag]) = (given, false)
                case .word: (skin[keyPath: number], skin[keyPath: flag]) = (numberWithFlag, true)
                default: break
                }
            })
    }

    static func bool(_ path: WritableKeyPath<Skin, Bool> & Sendable) -> SkinField {
        at(path, ThemeValue.bool, \.flag)
    }

    static func choice<Choice: RawRepresentable & Sendable>(_ path: WritableKeyPath<Skin, Choice> & Sendable)
        -> SkinField where Choice.RawValue == String
    {
        at(path, { .word($0.rawValue) }, { $0.word.flatMap(Choice.init) })
    }

    /// A choice that may be absent (nil: none).
    static func choice<Choice: RawRepresentable & Sendable>(_ path: WritableKeyPath<Skin, Choice?> & Sendable)
        -> SkinField where Choice.RawValue == String
    {
        at(path, { $0.map { .word($0.rawValue) } }, { $0.word.flatMap(Choice.init).map { .some($0) } })
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor> & Sendable) -> SkinField {
        at(path, ThemeValue.color, \.color)
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.color) }, \.color)
    }

    /// A part of the shadow: none without a shadow (the section's presence makes one before its keys are read).
    static func shadow<Value>(
        _ path: WritableKeyPath<SkinShadow, Value> & Sendable, _ wrap: @escaping @Sendable (Value) -> ThemeValue,
        _ unwrap: @escaping @Sendable (ThemeValue) -> Value?
    ) -> SkinField {
        SkinField(
            get: { $0.shadow.map { wrap($0[keyPath: path]) } },
            set: { skin, value in if let unwrapped = unwrap(value) { skin.shadow?[keyPath: path] = unwrapped } })
    }

    static func image(_ path: WritableKeyPath<Skin, ImageReference?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.image) }, \.image)
    }

    static func insets(_ path: WritableKeyPath<Skin, SkinInsets> & Sendable) -> SkinField {
        at(path, ThemeValue.insets, \.insets)
    }

    static func size(_ path: WritableKeyPath<Skin, Size> & Sendable) -> SkinField {
        at(path, { .pair($0.width, $0.height) }, \.size)
    }

    static func gradient(_ path: WritableKeyPath<Skin, SkinGradient?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.gradient) }, \.gradient)
    }

    static func variant(_ variant: CombinedVariantName) -> SkinField {
        at(\.background.variants[variant], { $0.map(ThemeValue.variant) }, \.variant)
    }
}
