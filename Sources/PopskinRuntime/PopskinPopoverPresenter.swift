// A popover is UIKit's on iOS, iPadOS, Mac Catalyst and visionOS; tvOS has no `.popover` presentation style and
// watchOS no UIViewController.
#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
import SwiftUI
import UIKit

/// What `popskinPopover` does, apart from SwiftUI so that it can be driven and probed on its own: presents SwiftUI
/// content in a `UIHostingController` as a UIKit popover whose background view class is a skin's, set before
/// `present` (UIKit reads it once, when the presentation begins), kept a popover in compact width, and told when
/// the user dismisses it.
@MainActor
public final class PopskinPopoverPresenter: NSObject, UIPopoverPresentationControllerDelegate {
    /// What is shown: `id` tells one presentation from the next (a new one replaces the popover, as SwiftUI's
    /// `popover(item:)` does).
    public struct Presentation {
        public var id: AnyHashable
        public var content: AnyView
        public var skin: PopskinPopoverBackgroundView.Type
        /// Where the arrow points, in `anchor`'s coordinates.
        public var sourceRect: CGRect
        /// The edge of the anchor the arrow may sit at (`popover(arrowEdge:)`); nil lets UIKit choose any.
        public var arrowEdge: Edge?
        public var layoutDirection: LayoutDirection

        public init(
            id: AnyHashable, content: AnyView, skin: PopskinPopoverBackgroundView.Type, sourceRect: CGRect,
            arrowEdge: Edge?, layoutDirection: LayoutDirection
        ) {
            (self.id, self.content, self.skin, self.sourceRect) = (id, content, skin, sourceRect)
            (self.arrowEdge, self.layoutDirection) = (arrowEdge, layoutDirection)
        }
    }

    /// Called when the popover goes away by the user's hand (a tap outside): the binding is reset here.
    public var onDismiss: () -> Void = {}
    /// The popover's controller while one is up.
    public var presented: UIHostingController<AnyView>? { shown?.controller }
    /// The popover that is up, with what tells it from the next one.
    private var shown: (controller: UIHostingController<AnyView>, id: AnyHashable, skin: ObjectIdentifier)?
    /// The latest request, kept while the anchor is not in a window; `anchorMovedToWindow()` presents it.
    private var pending: (Presentation, UIView)?

    public override init() {}

    /// Shows `presentation` from `anchor` (nil dismisses): presents it, updates the one that is up, or replaces it
    /// when its `id` or skin differs.
    public func update(_ presentation: Presentation?, from anchor: UIView) {
        pending = nil
        guard let presentation else { return dismiss() }
        if let shown, shown.id == presentation.id, shown.skin == ObjectIdentifier(presentation.skin) {
            shown.controller.rootView = presentation.content
            if let popover = shown.controller.popoverPresentationController {
                place(popover, presentation, anchor: anchor)
            }
            return
        }
        guard shown == nil else {
            // UIKit presents nothing from a controller that is still dismissing: replace once it is gone.
            return dismiss { [weak self] in self?.update(presentation, from: anchor) }
        }
        guard let host = Self.presenter(for: anchor) else {
            // Not in a window yet: SwiftUI updates a view before it appears.
            pending = (presentation, anchor)
            return
        }
        present(presentation, from: anchor, on: host)
    }

    /// Presents what was asked for before the anchor was in a window; its view calls this from `didMoveToWindow`.
    public func anchorMovedToWindow() {
        guard let (presentation, anchor) = pending, anchor.window != nil else { return }
        update(presentation, from: anchor)
    }

    /// Dismisses the popover, if one is up, without calling `onDismiss` (the caller already knows), then runs
    /// `completion`.
    public func dismiss(then completion: (() -> Void)? = nil) {
        guard let controller = shown?.controller, let presenting = controller.presentingViewController else {
            shown = nil
            completion?()
            return
        }
        shown = nil
        presenting.dismiss(animated: true, completion: completion)
    }

    private func present(_ presentation: Presentation, from anchor: UIView, on host: UIViewController) {
        let hosting = UIHostingController(rootView: presentation.content)
        // The skin's background view shows through the content's margins.
        hosting.view.backgroundColor = .clear
        hosting.modalPresentationStyle = .popover
        if #available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *) {
            hosting.sizingOptions = .preferredContentSize
        } else {
            hosting.preferredContentSize = hosting.sizeThatFits(in: UIView.layoutFittingExpandedSize)
        }
        guard let popover = hosting.popoverPresentationController else { return }
        popover.popoverBackgroundViewClass = presentation.skin
        popover.delegate = self
        place(popover, presentation, anchor: anchor)
        shown = (hosting, presentation.id, ObjectIdentifier(presentation.skin))
        host.present(hosting, animated: true, completion: nil)
    }

    private func place(_ popover: UIPopoverPresentationController, _ presentation: Presentation, anchor: UIView) {
        popover.sourceView = anchor
        popover.sourceRect = presentation.sourceRect
        popover.permittedArrowDirections = Self.arrowDirections(
            anchorEdge: presentation.arrowEdge, layoutDirection: presentation.layoutDirection)
    }

    /// The controller to present from: the anchor's, or what it already presents, topmost.
    static func presenter(for anchor: UIView) -> UIViewController? {
        guard anchor.window != nil else { return nil }
        var responder: UIResponder? = anchor
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var controller = responder as? UIViewController else { return nil }
        while let next = controller.presentedViewController, !next.isBeingDismissed { controller = next }
        return controller
    }

    /// The source rectangle of a `.point` attachment anchor in a view of `size`: an empty rectangle at the point,
    /// which the arrow's tip meets.
    public nonisolated static func sourceRect(at point: UnitPoint, in size: CGSize) -> CGRect {
        CGRect(x: size.width * point.x, y: size.height * point.y, width: 0, height: 0)
    }

    /// The arrow directions for an arrow at the anchor's `anchorEdge`: the popover lies beyond that edge, its arrow
    /// pointing back at the anchor (`.top`: above it, pointing down). Nil permits all four.
    public static func arrowDirections(anchorEdge: Edge?, layoutDirection: LayoutDirection)
        -> UIPopoverArrowDirection
    {
        guard let anchorEdge else { return [.up, .down, .left, .right] }
        return PopoverArrowDirection(bubbleEdge: anchorEdge, layoutDirection: layoutDirection).opposite.uiKit
    }

    // MARK: UIPopoverPresentationControllerDelegate

    /// A popover stays a popover in compact width (an iPhone, a narrow split view) instead of becoming a sheet.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard presentationController.presentedViewController === presented else { return }
        shown = nil
        onDismiss()
    }
}
#endif
