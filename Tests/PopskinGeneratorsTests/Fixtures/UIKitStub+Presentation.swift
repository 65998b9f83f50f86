// The slice of UIKit's presentation API that PopskinRuntime's `popskinPopover` uses, declared as the iOS 18 SDK's
// headers and Apple's documentation pages declare it (cited per block), in the same stub module as UIKitStub.swift.
//
// Kinder than the SDK, and why: ObjC's `@optional` protocol methods cannot be declared on Linux (no Objective-C
// runtime), so the delegate protocols' methods are requirements with default implementations that answer as UIKit
// does when a delegate does not implement them. `UIPopoverPresentationController.delegate` is declared once, on
// `UIPresentationController`, typed as the adaptive delegate: Swift cannot redeclare it with the popover's refined
// protocol as the ObjC header does, so code assigning a non-popover delegate would compile here and not on iOS.
//
// It also runs: the presentation probe presents through it. Presentation is immediate (completion handlers run at
// once); in compact width a popover asks its delegate how to adapt, as UIKit does, and becomes what it answers;
// `StubPresentation.log` records, in order, each background class set, each presentation with the class it starts
// with and the style it shows in, and each dismissal.

// UIViewController.h: UIModalPresentationStyle, NS_ENUM(NSInteger); popover is API_UNAVAILABLE(tvos); none (-1) is
// iOS 7+, automatic (-2) iOS 13+.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
    @available(tvOS, unavailable) case popover
    case none = -1
    @available(iOS 13.0, *) case automatic = -2
}

/// The probe's record of presentations, in order.
@MainActor public enum StubPresentation {
    public static var log: [String] = []
}

// UIViewController.h: NS_SWIFT_UI_ACTOR. https://developer.apple.com/documentation/uikit/uiviewcontroller/
// present(_:animated:completion:): `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
// completion: (() -> Void)? = nil)`; dismiss(animated:completion:) likewise; `var view: UIView!`;
// `var popoverPresentationController: UIPopoverPresentationController? { get }` (non-nil once
// `modalPresentationStyle` is `.popover`); `var preferredContentSize: CGSize`.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = UIView(frame: .zero)
            view.stubViewController = self
            loadedView = view
            return view
        }
        set { loadedView = newValue }
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var preferredContentSize: CGSize = .zero
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open var isBeingDismissed: Bool { false }
    open var traitCollection: UITraitCollection { view.traitCollection }
    open override var next: UIResponder? { view.superview }
    private var madePopover: UIPopoverPresentationController?
    @available(tvOS, unavailable)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return madePopover }
        if madePopover == nil { madePopover = UIPopoverPresentationController(presentedViewController: self) }
        return madePopover
    }
    /// The probe's: the style the presented controller shows in after adapting.
    public private(set) var shownStyle: UIModalPresentationStyle?

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil else {
            // UIKit logs "Attempt to present … which is already presenting" and does nothing.
            StubPresentation.log.append("refused: already presenting")
            return
        }
        var style = viewControllerToPresent.modalPresentationStyle
        let popover = viewControllerToPresent.popover
        if style == .popover, let popover, traitCollection.horizontalSizeClass == .compact {
            let adapted = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traitCollection)
            if let adapted, adapted != .none { style = adapted } else if adapted == nil { style = .fullScreen }
        }
        popover?.isPresenting = true
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.shownStyle = style
        presentedViewController = viewControllerToPresent
        let background = popover?.popoverBackgroundViewClass.map { String(describing: $0) } ?? "none"
        StubPresentation.log.append("present \(style) background \(background)")
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
            StubPresentation.log.append("dismiss")
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }
}

// UIPresentationController.h: NS_SWIFT_UI_ACTOR; UIAdaptivePresentationControllerDelegate (NS_SWIFT_UI_ACTOR,
// methods @optional): adaptivePresentationStyle(for:traitCollection:) (iOS 8.3+), adaptivePresentationStyle(for:),
// presentationControllerDidDismiss(_:) (iOS 13+, "not called if the presentation is dismissed programmatically").
// Not implemented, UIKit adapts a popover to full screen in compact width ("UIModalPresentationFullScreen by
// default", UIPopoverPresentationController's documentation).
@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// UIPopoverPresentationController.h: `@protocol UIPopoverPresentationControllerDelegate
// <UIAdaptivePresentationControllerDelegate>`, NS_SWIFT_UI_ACTOR.
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    public init(presentedViewController: UIViewController) { self.presentedViewController = presentedViewController }

    /// The probe's: a tap outside the popover, as UIKit handles it — dismissed, then the delegate told.
    public func simulateUserDismissal() {
        presentedViewController.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
    }
}

// UIPopoverPresentationController.h: API_UNAVAILABLE(tvos); `popoverBackgroundViewClass`: `Class
// <UIPopoverBackgroundViewMethods>`, read when the presentation begins; `sourceView`, `sourceRect`,
// `permittedArrowDirections` (default UIPopoverArrowDirectionAny).
@available(tvOS, unavailable)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The probe's: set once presented, after which a background class is too late.
    var isPresenting = false
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)? {
        didSet {
            let name = popoverBackgroundViewClass.map { String(describing: $0) } ?? "none"
            StubPresentation.log.append((isPresenting ? "too late: background " : "background ") + name)
        }
    }
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    @available(iOS 16.0, *) open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

// UIPopoverPresentationControllerSourceItem.h (iOS 16+): `NS_SWIFT_UI_ACTOR @protocol
// UIPopoverPresentationControllerSourceItem <NSObject>`; UIView and UIBarButtonItem adopt it
// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem).
@available(iOS 16.0, *)
@MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIViewController {
    fileprivate var popover: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? popoverPresentationController : nil
    }
}

// UIView.h: UILayoutFittingExpandedSize, imported as `class let layoutFittingExpandedSize: CGSize`.
extension UIView {
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)
}

// UIColor.h: `@property(class, nonatomic, readonly) UIColor *clearColor`, imported as `class var clear: UIColor`.
extension UIColor {
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
