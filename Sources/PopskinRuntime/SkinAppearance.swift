/// The appearances an asset catalog resolves for: light or dark, each at standard or increased contrast (Increase
/// Contrast in Accessibility settings).
public nonisolated enum SkinAppearance: String, Hashable, Sendable, CaseIterable, Comparable {
    case light, dark
    case lightHighContrast = "light-high-contrast"
    case darkHighContrast = "dark-high-contrast"

    public init(dark: Bool, highContrast: Bool) {
        switch (dark, highContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .lightHighContrast
        case (true, true): self = .darkHighContrast
        }
    }

    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// Where a value this appearance does not give comes from: the high-contrast appearances fall back to their
    /// luminosity's, light and dark to the value for any appearance (nil).
    public var fallback: SkinAppearance? {
        switch self {
        case .light, .dark: return nil
        case .lightHighContrast: return .light
        case .darkHighContrast: return .dark
        }
    }

    /// The appearance, then each it falls back to: where a value for it is looked for, in order
    /// (`darkHighContrast`: itself, then `dark`).
    public var fallbackChain: [SkinAppearance] {
        fallback.map { [self] + $0.fallbackChain } ?? [self]
    }

    public static func < (lhs: SkinAppearance, rhs: SkinAppearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
