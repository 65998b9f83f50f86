#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
extension View {
    /// Sets this view in the bubble of `skin`'s own UIKit view, hosted in SwiftUI: the skin drawn as its popovers
    /// draw it, hand-made art included (`popskinBackground(_:arrowEdge:arrowOffset:)` draws the outline in SwiftUI,
    /// and for a skin with art only its fill and border). The view is padded as UIKit places a popover's content.
    /// The label keeps the two apart: `.popskinBackground(.name, …)` names a skin, and a misspelt name stays an error
    /// that says so.
    ///
    /// - Parameters:
    ///   - skin: A generated skin class, such as `GikClassicPopoverBackgroundView.self`.
    ///   - arrowEdge: The bubble's edge the arrow stands on, as in `popskinBackground(_:arrowEdge:arrowOffset:)`.
    ///   - arrowOffset: The arrow's offset from the middle of its edge, in points (UIKit's `arrowOffset`).
    public func popskinBackground(
        hosting skin: PopskinPopoverBackgroundView.Type, arrowEdge: Edge, arrowOffset: CGFloat = 0
    ) -> some View {
        modifier(
            PopskinBackgroundModifier(skin: skin.skin, arrowEdge: arrowEdge) {
                PopoverBackgroundViewRepresentable(skin: skin, direction: $0, offset: arrowOffset)
                    .id(ObjectIdentifier(skin))  // another class is another view
            })
    }
}

/// A skin's `PopskinPopoverBackgroundView` as a SwiftUI view, its arrow set as a popover sets it. It takes no
/// touches: it is a background.
@available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
struct PopoverBackgroundViewRepresentable: UIViewRepresentable {
    var skin: PopskinPopoverBackgroundView.Type
    var direction: PopoverArrowDirection
    var offset: CGFloat

    func makeUIView(context: Context) -> PopskinPopoverBackgroundView { Self.makeView(skin) }

    func updateUIView(_ view: PopskinPopoverBackgroundView, context: Context) {
        Self.setArrow(of: view, direction: direction, offset: offset)
    }

    static func makeView(_ skin: PopskinPopoverBackgroundView.Type) -> PopskinPopoverBackgroundView {
        let view = skin.init(frame: .zero)
        view.isUserInteractionEnabled = false
        return view
    }

    static func setArrow(of view: PopskinPopoverBackgroundView, direction: PopoverArrowDirection, offset: CGFloat) {
        view.arrowDirection = direction.uiKit
        view.arrowOffset = offset
    }
}
#endif
