#if canImport(SwiftUI)
import SwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Sets this view in `skin`'s bubble, for tooltips and popovers drawn in SwiftUI: the view is padded by the
    /// skin's content insets (and the arrow's height on the arrow's edge), as UIKit places a popover's content, and
    /// drawn over `PopskinBackground`.
    ///
    /// - Parameters:
    ///   - arrowEdge: The bubble's edge the arrow stands on: `.top` points the arrow up, at something above the
    ///     bubble. `leading` and `trailing` follow the layout direction.
    ///   - arrowOffset: The arrow's offset from the middle of its edge, in points, towards the right or the bottom
    ///     (UIKit's `arrowOffset`); it is held clear of the corners.
    public func popskinBackground(_ skin: PopoverSkin, arrowEdge: Edge, arrowOffset: CGFloat = 0) -> some View {
        modifier(
            PopskinBackgroundModifier(skin: skin, arrowEdge: arrowEdge) {
                PopskinBackground(skin: skin, direction: $0, offset: arrowOffset)
            })
    }
}

/// Pads the content as UIKit places a popover's content and sets it over `background`, the bubble drawn for the
/// arrow's direction.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct PopskinBackgroundModifier<Background: View>: ViewModifier {
    var skin: PopoverSkin
    var arrowEdge: Edge
    var background: (PopoverArrowDirection) -> Background
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.displayScale) private var displayScale

    func body(content: Content) -> some View {
        let direction = PopoverArrowDirection(bubbleEdge: arrowEdge, layoutDirection: layoutDirection)
        let margins = skin.contentMargins(direction: direction, scale: displayScale)
        // Physical margins to SwiftUI's leading and trailing.
        let rightToLeft = layoutDirection == .rightToLeft
        content
            .padding(
                EdgeInsets(
                    top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                    trailing: rightToLeft ? margins.left : margins.right)
            )
            .background { background(direction) }
    }
}

extension PopoverArrowDirection {
    /// The way an arrow standing on the bubble's `edge` points: out of that edge.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(bubbleEdge edge: Edge, layoutDirection: LayoutDirection) {
        let rightToLeft = layoutDirection == .rightToLeft
        switch edge {
        case .top: self = .up
        case .bottom: self = .down
        case .leading: self = rightToLeft ? .right : .left
        case .trailing: self = rightToLeft ? .left : .right
        }
    }
}
#endif
