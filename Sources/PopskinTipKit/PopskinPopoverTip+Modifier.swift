#if canImport(TipKit) && canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import PopskinRuntime
import SwiftUI
import TipKit

@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
extension View {
    /// Presents `tip` in a skinned popover while TipKit says it should display, as SwiftUI's `popoverTip` does;
    /// `popoverTip` takes no background, so this shows a `TipView` inside `popskinPopover`. The tip view's
    /// background is clear, so the skin draws the bubble, and the popover is as wide as UIKit recommends (320 pt).
    /// When the user dismisses the popover, the tip is invalidated as closed, as its close button does.
    ///
    /// - Parameters:
    ///   - tip: The tip; nil shows nothing.
    ///   - skin: A generated skin class, such as `MbRedPopoverBackgroundView.self`.
    ///   - attachmentAnchor: Where the arrow points, as in `popskinPopover`.
    ///   - arrowEdge: The edge of the anchor the arrow sits at; nil lets UIKit choose.
    ///   - action: What to do when the user triggers one of the tip's actions.
    public func popskinPopoverTip(
        _ tip: (any Tip)?, skin: PopskinPopoverBackgroundView.Type,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
    ) -> some View {
        modifier(
            PopskinPopoverTipModifier(
                tip: tip, skin: skin, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, action: action))
    }
}

/// Follows the tip's eligibility into a popover's `isPresented`, and the user's dismissal back into the tip.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
private struct PopskinPopoverTipModifier: ViewModifier {
    var tip: (any Tip)?
    var skin: PopskinPopoverBackgroundView.Type
    var attachmentAnchor: PopoverAttachmentAnchor
    var arrowEdge: Edge?
    var action: @MainActor @Sendable (Tips.Action) -> Void
    @State private var isShown = false

    func body(content: Content) -> some View {
        let shown = Binding(
            get: { isShown },
            set: { shown in
                isShown = shown
                if !shown, let tip { TipDisplay.userDismissed(tip) }
            })
        content
            .popskinPopover(
                isPresented: shown, skin: skin, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge
            ) {
                if let tip {
                    TipView(tip, action: action)
                        .tipBackground(Color.clear)
                        .frame(idealWidth: TipDisplay.idealWidth)
                }
            }
            .task(id: tip.map { AnyHashable($0.id) }) {
                guard let tip else {
                    isShown = false
                    return
                }
                await TipDisplay.follow(tip) { isShown = $0 }
            }
    }
}
#endif
