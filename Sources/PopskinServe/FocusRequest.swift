import PopskinCore
import PopskinRuntime

/// The focused view's question, read from a query and refused whole when any part is out of its limits: a theme's
/// name, a direction, a size of at most `CardSettings.largestSide` a side, an offset within ±1000 pt, an appearance.
struct FocusRequest {
    var theme: String
    var direction: PopoverArrowDirection
    var size: Size
    var offset: Double
    var appearance: SkinAppearance?

    init?(query: (String) -> String?) {
        guard let theme = query("theme"), !theme.isEmpty, theme.utf8.count <= 256,
            let direction = query("direction").flatMap(PopoverArrowDirection.init(rawValue:)),
            let width = query("width").flatMap(Double.init), let height = query("height").flatMap(Double.init),
            let offset = query("offset").flatMap(Double.init)
        else { return nil }
        let sides = 1...CardSettings.largestSide
        guard sides.contains(width), sides.contains(height), (-1000...1000).contains(offset) else { return nil }
        var appearance: SkinAppearance?
        if let named = query("appearance"), named != "any" {
            guard let known = SkinAppearance(rawValue: named) else { return nil }
            appearance = known
        }
        (self.theme, self.direction, self.offset, self.appearance) = (theme, direction, offset, appearance)
        size = Size(width: width, height: height)
    }
}
