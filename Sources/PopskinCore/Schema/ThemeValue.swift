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
        at(path, ThemeValue.number) { if case .number(let number) = $0 { number } else { nil } }
    }

    static func bool(_ path: WritableKeyPath<Skin, Bool> & Sendable) -> SkinField {
        at(path, ThemeValue.bool) { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    static func choice<Choice: RawRepresentable & Sendable>(_ path: WritableKeyPath<Skin, Choice> & Sendable)
        -> SkinField where Choice.RawValue == String
    {
        at(path, { .word($0.rawValue) }) { if case .word(let word) = $0 { Choice(rawValue: word) } else { nil } }
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor> & Sendable) -> SkinField {
        at(path, ThemeValue.color) { if case .color(let color) = $0 { color } else { nil } }
    }

    static func color(_ path: WritableKeyPath<Skin, SkinColor?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.color) }) { if case .color(let color) = $0 { color } else { nil } }
    }

    static func image(_ path: WritableKeyPath<Skin, ImageReference?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.image) }) { if case .image(let image) = $0 { image } else { nil } }
    }

    static func insets(_ path: WritableKeyPath<Skin, SkinInsets> & Sendable) -> SkinField {
        at(path, ThemeValue.insets) { if case .insets(let insets) = $0 { insets } else { nil } }
    }

    static func size(_ path: WritableKeyPath<Skin, Size> & Sendable) -> SkinField {
        at(path, { .pair($0.width, $0.height) }) {
            if case .pair(let width, let height) = $0 { Size(width: width, height: height) } else { nil }
        }
    }

    static func gradient(_ path: WritableKeyPath<Skin, SkinGradient?> & Sendable) -> SkinField {
        at(path, { $0.map(ThemeValue.gradient) }) { if case .gradient(let gradient) = $0 { gradient } else { nil } }
    }

    static func variant(_ variant: CombinedVariantName) -> SkinField {
        at(\.background.variants[variant], { $0.map(ThemeValue.variant) }) {
            if case .variant(let art) = $0 { art } else { nil }
        }
    }
}
