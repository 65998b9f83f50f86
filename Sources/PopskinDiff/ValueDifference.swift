import Foundation
import PopskinCore
import PopskinRuntime
import PopskinTokens

/// How far a changed value moves what a popover draws, measured as a value before any pixel is compared: a colour in
/// ΔE2000 (as drawn over white and over black, so alpha counts), a length in device pixels at @3x. popskin draws
/// deterministically, so a change a person can see must not hide under a pixel threshold made for noisy
/// screenshots: one beyond a just noticeable difference (ΔE2000 ≥ 1, or a device pixel) draws differently.
struct ValueDifference: Equatable {
    /// What the change is, for the report: "ΔE2000 7.5", "2 px at @3x".
    var measure: String
    /// Beyond a just noticeable difference.
    var isVisible: Bool

    /// The values a popover draws: its shape, fill, border and shadow (the popup's behaviour is not drawn).
    static let drawnSections = ["arrow.", "background.", "border.", "shadow."]

    /// The difference between `from` and `to` (as the encoder gives values) at `path`, when both are colours or
    /// both lengths of a drawn value; nil when they cannot be measured so (any change then counts).
    static func between(_ from: StructuredValue?, _ to: StructuredValue?, at path: String) -> ValueDifference? {
        guard drawnSections.contains(where: path.hasPrefix), let from, let to else { return nil }
        if case .string(let one) = from, case .string(let two) = to, let a = SkinColor(text: one),
            let b = SkinColor(text: two)
        {
            let difference = ColorDifference.deltaE2000(a, b)
            let shown = String(format: "%.1f", difference)
            return difference >= ColorDifference.noticeable
                ? ValueDifference(measure: "ΔE2000 \(shown)", isVisible: true)
                : ValueDifference(measure: "ΔE2000 \(shown): no visible difference", isVisible: false)
        }
        if let a = numbers(from), let b = numbers(to), a.count == b.count, !a.isEmpty {
            let pixels = zip(a, b).map { abs($0 - $1) * 3 }.max()!
            let shown = String(format: "%.2g", pixels)
            return pixels >= 1
                ? ValueDifference(measure: "\(shown) px at @3x", isVisible: true)
                : ValueDifference(measure: "\(shown) px at @3x: no visible difference", isVisible: false)
        }
        return nil
    }

    /// A number, or an array of numbers (insets, an offset).
    static func numbers(_ value: StructuredValue) -> [Double]? {
        switch value {
        case .number(let number): return [number]
        case .array(let items):
            let numbers = items.compactMap { item -> Double? in
                if case .number(let number) = item { number } else { nil }
            }
            return numbers.count == items.count ? numbers : nil
        default: return nil
        }
    }
}
