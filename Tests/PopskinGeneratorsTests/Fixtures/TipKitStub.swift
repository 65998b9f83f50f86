// The slice of TipKit that PopskinTipKit uses, declared as Apple's TipKit documentation pages declare it
// (developer.apple.com/documentation/tipkit, iOS 26 SDK; cited per block), built as a "TipKit" stub module over the
// UIKit and SwiftUI stubs.
//
// It also runs: the tip probe links it. `StubTips` is the probe's, no API PopskinTipKit may use: it scripts each
// tip's statuses and records, in order, each invalidation.
//
// Kinder than the SDK, and why:
// - `TipUIPopoverViewController`'s initializer makes the controller a popover anchored to its source item. Apple's
//   page says only that it is presented "using UIPopoverPresentationController"; apps read and set its
//   `popoverPresentationController` before presenting (as Firefox for iOS does), so this follows that reading. Not
//   verified: whether TipKit sets anything on the popover presentation controller after `present` begins.
// - It keeps a tip a popover in compact width through a delegate of its own, as tips show on iPhone; how TipKit
//   does that is not documented.
// - `@objc` is left off the class (no Objective-C runtime on Linux).
// - A tip's `id` is its type's name by default, as TipKit documents; rules, options and persistence are left out.
import SwiftUI
import UIKit

// https://developer.apple.com/documentation/tipkit/tips: `@frozen enum Tips`, iOS 17+. /tips/status: `enum Status`,
// Sendable, Hashable (`pending`, `available`, `invalidated(Tips.InvalidationReason)`). /tips/invalidationreason:
// `actionPerformed`, `displayCountExceeded`, `tipClosed`. /tips/action: a tip's button, Identifiable, Sendable.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum Tips {
    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed, displayCountExceeded, tipClosed
    }
    public enum Status: Hashable, Sendable {
        case pending, available
        case invalidated(Tips.InvalidationReason)
    }
    public struct Action: Identifiable, Sendable {
        public var id: String
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
        }
    }
}

// https://developer.apple.com/documentation/tipkit/tip: `protocol Tip: Identifiable, Sendable`; `title: Text`,
// `message: Text?`, `image: Image?`, `actions: [Tips.Action]` (all but the title with defaults);
// /tip/shoulddisplayupdates: `var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Self.Status>, Bool>`;
// /tip/statusupdates, /tip/invalidate(reason:): `func invalidate(reason: Self.InvalidationReason)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol Tip: Identifiable, Sendable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Tip {
    public typealias Status = Tips.Status
    public typealias InvalidationReason = Tips.InvalidationReason
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var statusUpdates: AsyncStream<Self.Status> { StubTips.updates(for: String(describing: id)) }
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Self.Status>, Bool> {
        statusUpdates.map { $0 == .available }
    }
    public func invalidate(reason: Self.InvalidationReason) {
        StubTips.record("invalidate \(id) \(reason)")
    }
}

/// The probe's: the statuses each tip's updates give, then end; and what was done to tips, in order.
public enum StubTips {
    nonisolated(unsafe) public static var scripted: [String: [Tips.Status]] = [:]
    nonisolated(unsafe) public static var log: [String] = []
    public static func updates(for id: String) -> AsyncStream<Tips.Status> {
        let statuses = scripted[id] ?? []
        return AsyncStream { continuation in
            for status in statuses { continuation.yield(status) }
            continuation.finish()
        }
    }
    public static func record(_ event: String) { log.append(event) }
}

// https://developer.apple.com/documentation/tipkit/tipuipopoverviewcontroller: `@MainActor @objc @preconcurrency
// final class TipUIPopoverViewController`, iOS 17+, Mac Catalyst 17+, visionOS 1+; /init(_:sourceitem:actionhandler:)
// (iOS 18+): `@MainActor @preconcurrency convenience init(_ tip: any Tip, sourceItem: any
// UIPopoverPresentationControllerSourceItem, actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void =
// { _ in })`; /sourceitem, /presentationdelegate, /backgroundcolor (`final var backgroundColor: UIColor?`, "The
// background color to use for the tip view"), /imagesize.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public final class TipUIPopoverViewController: UIViewController {
    public final var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    public final var presentationDelegate: (any UIPopoverPresentationControllerDelegate)?
    public final var backgroundColor: UIColor? {
        didSet { StubPresentation.log.append("tip background alpha \(backgroundColor?.cgColor.components.last ?? 1)") }
    }
    public final var imageSize: CGSize = CGSize(width: 35, height: 35)

    @available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
    public convenience init(
        _ tip: any Tip, sourceItem: any UIPopoverPresentationControllerSourceItem,
        actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
    ) {
        self.init(nibName: nil, bundle: nil)
        self.sourceItem = sourceItem
        modalPresentationStyle = .popover
        popoverPresentationController?.sourceItem = sourceItem
        popoverPresentationController?.delegate = adaptation
    }

    private let adaptation = TipPopoverAdaptation()
}

/// TipKit's own popover delegate: a tip stays a popover in compact width (tips show as popovers on iPhone), and the
/// app's `presentationDelegate` is a separate property, so TipKit keeps the presentation controller's delegate.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor private final class TipPopoverAdaptation: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
}

// https://developer.apple.com/documentation/tipkit/tipview: `@MainActor @preconcurrency struct TipView<Content>:
// View where Content: Tip`; /init(_:arrowedge:action:): `init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action:
// @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) where Content == AnyTip`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency public struct TipView<Content: Tip>: View {
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AnyTip: Tip {
    public var title: Text { Text("") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TipView where Content == AnyTip {
    public init(
        _ tip: (any Tip)?, arrowEdge: Edge? = nil,
        action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
    ) {}
}

// https://developer.apple.com/documentation/swiftui/view/tipbackground(_:) (declared by TipKit on SwiftUI's View),
// iOS 17+: `nonisolated func tipBackground(_ style: some ShapeStyle) -> some View`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
    public nonisolated func tipBackground(_ style: some ShapeStyle) -> some View { self }
}
