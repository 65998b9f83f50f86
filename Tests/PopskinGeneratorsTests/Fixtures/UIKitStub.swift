// The slice of UIKit that popskin's generated code and PopskinRuntime's base class use, declared as strictly as the
// iOS 18 SDK declares it (UIKit.framework/Headers, iOS 18.0 SDK; their Swift interface as Xcode 16 imports them), so a
// type-check here means something on Apple platforms. Where a stub is kinder than the SDK, generated code that fails
// on a Mac passes here: keep every shape below as the header gives it.
//
// It also runs: `AppearanceProbeTests` links it into a program that lays out generated views and switches their
// traits. For that, views keep their layer, subviews and traits; images and colours remember where they came from
// (`source`, `components`); image views report what they were given (`StubRecorder`). None of it is API the runtime
// may use: the type-checks compile the runtime against the same shapes the SDK has.
@_exported import Foundation  // UIKit re-exports Foundation and CoreGraphics (CGFloat, CGRect, NSCoder)

// UIGeometry.h: a C struct; Swift's overlay adds Equatable (not Hashable). Imported C structs are Sendable.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// UIApplication.h: NS_OPTIONS, imported as an OptionSet.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any = UIPopoverArrowDirection(rawValue: 15)
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

// CGAffineTransform.h: a C struct.
public struct CGAffineTransform: Sendable {
    public static let identity = CGAffineTransform(rotationAngle: 0)
    public init(rotationAngle: CGFloat) {}
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
}

// CGImage.h: a CF type, not Sendable. `source` is the probe's: which asset (and appearance) the pixels came from.
open class CGImage {
    public let source: String
    public init(source: String) { self.source = source }
    public func cropping(to rect: CGRect) -> CGImage? { CGImage(source: source + " cropped") }
}

// CGPath.h, CGColor.h (CoreGraphics): CF types, immutable paths shared freely in C but not marked Sendable here, so
// code that relies on it fails. `recorded` is the probe's: what was added to the path, in order, as it was given
// (CGPath's own `applyWithBlock` gives arcs as Bézier curves).
open class CGPath {
    public enum RecordedElement: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        case rect(CGRect)
        case path([RecordedElement])
        case close
    }

    public fileprivate(set) var recorded: [RecordedElement] = []
    public func copy() -> CGPath? { self }
}

open class CGMutablePath: CGPath {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { recorded.append(.move(point)) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { recorded.append(.line(point)) }
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        recorded.append(
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { recorded.append(.rect(rect)) }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        recorded.append(.path(path.recorded))
    }
    public func closeSubpath() { recorded.append(.close) }
}

// `components` are the probe's way to read a colour back.
open class CGColor {
    public let components: [CGFloat]
    public init(components: [CGFloat]) { self.components = components }
}

// CALayer.h, CAShapeLayer.h, CAGradientLayer.h, CAAnimation.h (QuartzCore): neither actor-isolated nor Sendable.
public typealias CFTimeInterval = Double
open class CAMediaTimingFunction: NSObject {}

open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

open class CALayer: NSObject {
    public required override init() { super.init() }
    open var frame: CGRect = .zero
    open var mask: CALayer?
    public private(set) var sublayers: [CALayer] = []
    open func addSublayer(_ layer: CALayer) { sublayers.append(layer) }
    open var shadowPath: CGPath?
    // CALayer.h (QuartzCore, iOS 18 SDK): @property(nullable) CGColorRef backgroundColor.
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open func presentation() -> Self? { nil }
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    open func animation(forKey key: String) -> CAAnimation? { nil }
}

public struct CAShapeLayerFillRule: Hashable, Sendable {
    public static let nonZero = CAShapeLayerFillRule()
    public static let evenOdd = CAShapeLayerFillRule()
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
}

// UIResponder.h, UIView.h: NS_SWIFT_UI_ACTOR. `next` is a view's controller (when it is one's root view) or its
// superview.
@MainActor open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
}

// UIInterface.h (iOS 12+), UIAccessibilityConstants.h / UITraitCollection.h (iOS 13+): NS_ENUMs.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

// UIInterface.h: NS_ENUM (iOS 8+).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

// UITraitCollection.h: Sendable (iOS 17 SDK and later), not actor-isolated. Its initialisers for one trait make the
// probe's trait collections; `userInterfaceStyle` is iOS 12+, `accessibilityContrast` iOS 13+.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public init(
        displayScale: CGFloat = 2, style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    ) {
        self.displayScale = displayScale
        userInterfaceStyle = style
        accessibilityContrast = contrast
        self.horizontalSizeClass = horizontalSizeClass
    }
    public override convenience init() { self.init(style: .unspecified, contrast: .unspecified) }
}

// UITrait.h (iOS 17 SDK), as Swift imports it: trait definitions are Swift structs; `UITrait` is a metatype.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
}
public typealias UITrait = any UITraitDefinition.Type
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
}
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
}

// UITraitCollection.h: UITraitEnvironment, with `traitCollectionDidChange` API_DEPRECATED in iOS 17 ("Use the trait
// change registration APIs declared in the UITraitChangeObservable protocol"); deprecated for every platform here,
// so an override that does not say it is deprecated warns on Linux as on iOS.
@MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

// UITraitChangeObservable (iOS 17 SDK): MainActor; the handler takes the observed object and the previous traits.
@MainActor public protocol UITraitChangeRegistration: AnyObject {}
@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
}

/// What the probe records of trait registrations: each registered handler, called by `simulateTraitChange`.
final class StubTraitRegistration: UITraitChangeRegistration {}

/// What the probe sees the views show.
@MainActor public enum StubRecorder {
    /// Each image an image view was given, by its source (nil: none).
    public static var shown: [String] = []
}

@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The probe's: the controller whose root view this is (UIKit's `next`).
    public weak var stubViewController: UIViewController?
    open override var next: UIResponder? { stubViewController ?? superview }
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    open var isUserInteractionEnabled: Bool = true
    /// The layer of the view's `layerClass`, made once, as UIKit does.
    public private(set) lazy var layer: CALayer = (Swift.type(of: self).layerClass as! CALayer.Type).init()
    /// The probe sets the traits; UIKit derives them from the window and its overrides.
    public var stubTraits = UITraitCollection()
    private var traitHandlers: [(UIView, UITraitCollection) -> Void] = []
    @available(
        *, deprecated,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitHandlers.append { view, previous in handler(view as! TraitEnvironment, previous) }
        return StubTraitRegistration()
    }
    /// What UIKit does when the traits change (iOS 17+): calls each registered handler.
    public func simulateTraitChange(to traits: UITraitCollection) {
        let previous = stubTraits
        stubTraits = traits
        for handler in traitHandlers { handler(self, previous) }
    }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var isHidden: Bool = false
    open var backgroundColor: UIColor?
    open var clipsToBounds: Bool = false
    open var mask: UIView?
    open class var layerClass: AnyClass { CALayer.self }
    open var traitCollection: UITraitCollection { stubTraits }
    public init(frame: CGRect) { super.init() }
    public override convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init() }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
        if window != nil { view.movedToWindow() }
    }
    // UIView.h: didMoveToWindow, called on a view and its subviews when the window they are in changes.
    open func didMoveToWindow() {}
    private func movedToWindow() {
        didMoveToWindow()
        for view in subviews { view.movedToWindow() }
    }
}

@MainActor open class UIControl: UIView {}

// UIColor.h: Sendable since the iOS 17 SDK.
// `init(dynamicProvider:)` (iOS 13+) takes a @Sendable provider in the iOS 18 SDK; `cgColor` is resolved once and
// never adapts.
open class UIColor: NSObject, @unchecked Sendable {
    private let rgba: [CGFloat]
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha]
        super.init()
    }
    // UIColor.h: initWithDisplayP3Red:green:blue:alpha: (iOS 10).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [displayP3Red, green, blue, alpha]
        isDisplayP3 = true
        super.init()
    }
    /// The probe's record of a colour made in Display P3.
    public private(set) var isDisplayP3 = false
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        rgba = []
        super.init()
    }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        rgba = []
        super.init()
    }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open var cgColor: CGColor { CGColor(components: rgba) }
}

// NSShadow.h (UIKit on iOS): a mutable class, neither Sendable nor actor-isolated, so never a static.
open class NSShadow: NSObject {
    public override init() { super.init() }
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
}

// UIImage.h: Sendable since the iOS 17 SDK; not actor-isolated.
open class UIImage: NSObject, @unchecked Sendable {
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// The probe's record of what the catalog was asked for: the name, and the appearance of the traits.
    public let source: String
    public init?(named name: String) {
        source = name
        super.init()
    }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? UITraitCollection()
        source =
            name + (traits.userInterfaceStyle == .dark ? " dark" : " light")
            + (traits.accessibilityContrast == .high ? " high" : "")
        super.init()
    }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        source = cgImage.source
        super.init()
    }
    open var cgImage: CGImage? { CGImage(source: source) }
    open var scale: CGFloat { 1 }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        self
    }
}

@MainActor open class UIImageView: UIView {
    open var image: UIImage? { didSet { StubRecorder.shown.append(image?.source ?? "nil") } }
}

// UIScreen.h, UIWindow.h: NS_SWIFT_UI_ACTOR. `UIWindow.screen` is API_UNAVAILABLE(visionos); the runtime must build
// there, so it is unavailable for every platform here.
@MainActor open class UIScreen: NSObject {
    open var scale: CGFloat { 2 }
}

@MainActor open class UIWindow: UIView {
    @available(*, unavailable, message: "API_UNAVAILABLE(visionos)")
    open var screen: UIScreen { UIScreen() }
}

// UIPopoverBackgroundView.h: the protocol is not actor-isolated; the class is NS_SWIFT_UI_ACTOR and imports the
// protocol's class methods as its own (nonisolated, as the protocol declares them).
public protocol UIPopoverBackgroundViewMethods {
    static func arrowBase() -> CGFloat
    static func contentViewInsets() -> UIEdgeInsets
    static func arrowHeight() -> CGFloat
}

@MainActor open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    nonisolated open class func arrowBase() -> CGFloat { fatalError("abstract") }
    nonisolated open class func arrowHeight() -> CGFloat { fatalError("abstract") }
    nonisolated open class func contentViewInsets() -> UIEdgeInsets { fatalError("abstract") }
    // API_DEPRECATED("No longer supported", ios(6.0, 13.0)): written for every platform here so a use warns on Linux.
    @available(*, deprecated, message: "No longer supported")
    open class var wantsDefaultContentAppearance: Bool { true }
    open var arrowOffset: CGFloat = 0
    open var arrowDirection: UIPopoverArrowDirection = .up
}

// UIVisualEffect.h, UIBlurEffect.h, UIVisualEffectView.h (iOS 18.0 SDK): NS_SWIFT_UI_ACTOR classes.
// UIBlurEffectStyle is an NS_ENUM; the system materials are API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos).
// UIVisualEffectView's designated initialisers are initWithEffect: and initWithCoder: only.
@MainActor open class UIVisualEffect: NSObject {}

@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, @unchecked Sendable {
        case extraLight, light, dark
        @available(iOS, unavailable) @available(tvOS 10.0, *) case extraDark
        @available(iOS 10.0, *) case regular = 4
        @available(iOS 10.0, *) case prominent
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterialDark
    }
    /// The probe's: which style the effect was made with.
    public let style: Style
    public init(style: Style) { self.style = style }
}

@MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
