#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
import SwiftUI
import UIKit

@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
extension View {
    /// Presents `content` in a skinned UIKit popover while `isPresented` is true: SwiftUI's `popover` gives a popover
    /// no background of its own, so this presents a `UIHostingController` with `skin` as the popover's background
    /// view class. The popover stays a popover in compact width, sizes itself to the content, and sets
    /// `isPresented` to false when the user dismisses it.
    ///
    /// - Parameters:
    ///   - skin: A generated skin class, such as `MbRedPopoverBackgroundView.self`.
    ///   - attachmentAnchor: Where the arrow points: a rectangle of this view (its bounds by default) or a point.
    ///   - arrowEdge: The edge of the anchor the arrow sits at, as in SwiftUI's `popover` (`.top`: the popover is
    ///     above, its arrow pointing down); nil lets UIKit choose.
    public func popskinPopover<Content: View>(
        isPresented: Binding<Bool>, skin: PopskinPopoverBackgroundView.Type,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PopskinPopoverModifier(
                request: PopoverRequest(
                    shown: isPresented.wrappedValue ? (AnyHashable(true), { AnyView(content()) }) : nil,
                    dismissed: { isPresented.wrappedValue = false }, skin: skin, arrowEdge: arrowEdge),
                attachmentAnchor: attachmentAnchor))
    }

    /// Presents `content` for `item` in a skinned UIKit popover while `item` is not nil; a different item replaces
    /// the popover, and the user's dismissal sets `item` to nil. See `popskinPopover(isPresented:…)`.
    public func popskinPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, skin: PopskinPopoverBackgroundView.Type,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PopskinPopoverModifier(
                request: PopoverRequest(
                    shown: item.wrappedValue.map { value in (AnyHashable(value.id), { AnyView(content(value)) }) },
                    dismissed: { item.wrappedValue = nil }, skin: skin, arrowEdge: arrowEdge),
                attachmentAnchor: attachmentAnchor))
    }
}

/// What a `popskinPopover` asks for: what is shown (nil: nothing), how to tell the binding, the skin and the edge.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
private struct PopoverRequest {
    var shown: (id: AnyHashable, content: () -> AnyView)?
    var dismissed: () -> Void
    var skin: PopskinPopoverBackgroundView.Type
    var arrowEdge: Edge?
}

/// Resolves the attachment anchor to a rectangle of the modified view and hands it, with the request, to a
/// `PopskinPopoverPresenter` behind a UIKit view of the same frame (the popover's source view).
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
private struct PopskinPopoverModifier: ViewModifier {
    var request: PopoverRequest
    var attachmentAnchor: PopoverAttachmentAnchor

    func body(content: Content) -> some View {
        switch attachmentAnchor {
        case .rect(let source):
            content
                .anchorPreference(key: PopskinAnchorKey.self, value: source) { $0 }
                .overlayPreferenceValue(PopskinAnchorKey.self) { anchor in
                    GeometryReader { proxy in
                        sourceView(rect: anchor.map { proxy[$0] } ?? CGRect(origin: .zero, size: proxy.size))
                    }
                }
        case .point(let point):
            content.overlay {
                GeometryReader { proxy in
                    sourceView(rect: PopskinPopoverPresenter.sourceRect(at: point, in: proxy.size))
                }
            }
        @unknown default:
            content
        }
    }

    private func sourceView(rect: CGRect) -> PopoverSourceView {
        PopoverSourceView(request: request, sourceRect: rect)
    }
}

/// The anchor rectangle, read in the overlay's coordinates.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
private struct PopskinAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A transparent UIKit view over the modified view: the popover's source view and the presenter's owner.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
private struct PopoverSourceView: UIViewRepresentable {
    var request: PopoverRequest
    var sourceRect: CGRect

    func makeCoordinator() -> PopskinPopoverPresenter { PopskinPopoverPresenter() }

    func makeUIView(context: Context) -> PopoverAnchorView {
        let view = PopoverAnchorView()
        view.backgroundColor = .clear
        view.isUserInteractionEnabled = false
        view.presenter = context.coordinator
        return view
    }

    func updateUIView(_ view: PopoverAnchorView, context: Context) {
        let presenter = context.coordinator
        presenter.onDismiss = request.dismissed
        let presentation = request.shown.map {
            PopskinPopoverPresenter.Presentation(
                id: $0.id, content: $0.content(), skin: request.skin, sourceRect: sourceRect,
                arrowEdge: request.arrowEdge, layoutDirection: context.environment.layoutDirection)
        }
        presenter.update(presentation, from: view)
    }

    static func dismantleUIView(_ view: PopoverAnchorView, coordinator: PopskinPopoverPresenter) {
        coordinator.dismiss()
    }
}

/// The popover's source view: tells the presenter when it reaches a window, so that a popover asked for before
/// it appeared is presented then.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
final class PopoverAnchorView: UIView {
    weak var presenter: PopskinPopoverPresenter?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        presenter?.anchorMovedToWindow()
    }
}
#endif
