import PopskinRuntime

extension SkinAppearance {
    /// The appearance as generated code names it: `SkinAppearance`'s case, the qmui helper's argument, and the
    /// context of a DTCG resolver's `theme` modifier (`light`, `dark`, `lightHighContrast`, `darkHighContrast`).
    var caseName: String {
        switch self {
        case .light: return "light"
        case .dark: return "dark"
        case .lightHighContrast: return "lightHighContrast"
        case .darkHighContrast: return "darkHighContrast"
        }
    }
}
