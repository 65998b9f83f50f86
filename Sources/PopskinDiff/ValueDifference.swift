import Foundation
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

    /// The difference between `from` and `to` (JSON text, as `ThemeState` holds values) at `path`, when both are
    /// colours or both lengths of a drawn value; nil when they cannot be measured so (any change then counts).
    static func between(_ from: String?, _ to: String?, at path: String) -> ValueDifference? {
        guard drawnSections.contains(where: path.hasPrefix), let from, let to else { return nil }
        if let a = color(from), let b = color(to) {
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

    /// A colour written as a JSON string (`"#990000"`, `"color(display-p3 …)"`).
    static func color(_ json: String) -> SkinColor? {
        guard json.count > 2, json.hasPrefix("\""), json.hasSuffix("\"") else { return nil }
        return SkinColor(text: String(json.dropFirst().dropLast()))
    }

    /// A number, or an array of numbers (insets, an offset).
    static func numbers(_ json: String) -> [Double]? {
        let inner = json.hasPrefix("[") && json.hasSuffix("]") ? String(json.dropFirst().dropLast()) : json
        let items = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard items.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return items.compactMap { $0 }
    }
}
