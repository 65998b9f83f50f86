// More of UIKit's slice, compiled with UIKitStub.swift into the same "UIKit" stub module: what `material: glass`
// uses — Liquid Glass (iOS 26 SDK) and, for its fallbacks, Reduce Transparency (iOS 8) and the system background
// colour (iOS 13). As in UIKitStub.swift, every shape is the SDK's as its header or documentation page gives it, and
// the probe hooks (`StubAccessibility`, `style`) are no API the runtime may use.
//
// Not verified (no iOS 26 SDK here; each block says what it follows):
// - UIGlassEffect's Swift shape is read off UIGlassEffect.h and Apple's pages, not off Xcode 26's generated interface:
//   `init(style:)` is the header's class factory `effectWithStyle:` renamed, which Swift imports as a convenience
//   initialiser (designated here, to keep the probe's `style`); `tintColor` is `@NSCopying` in the SDK, left off
//   here because this stub's UIColor does not conform to NSCopying.
// - The tvOS availability of UIGlassEffect is the documentation pages' ("tvOS 26.0"); the header writes only
//   `API_AVAILABLE(ios(26.0))`, from which clang infers tvOS.
// - How Swift declares the `UIAccessibility` namespace (an enum here) and whether `isReduceTransparencyEnabled` is
//   main-actor isolated in the iOS 26 SDK: UIAccessibility.h (seen in an iOS 12 copy) declares the C function
//   without NS_SWIFT_UI_ACTOR; it is `@MainActor` here, the stricter shape, so a caller off the main actor fails.

// UIGlassEffect.h (iOS 26 SDK): `UIKIT_EXTERN NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(visionos,
// watchos) @interface UIGlassEffect : UIVisualEffect`, with `@property (nonatomic, getter=isInteractive) BOOL
// interactive`, `@property (nonatomic, copy, nullable) UIColor *tintColor` and `+ (UIGlassEffect *)effectWithStyle:
// (UIGlassEffectStyle)style NS_SWIFT_NAME(init(style:))`; UIGlassEffectStyle is an NS_ENUM (regular, clear) named
// UIGlassEffect.Style, Sendable (https://developer.apple.com/documentation/uikit/uiglasseffect,
// .../uiglasseffect/style, .../uiglasseffect/tintcolor, .../uiglasseffect/isinteractive).
@available(iOS 26.0, tvOS 26.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIGlassEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case regular, clear
    }
    open var isInteractive: Bool = false
    open var tintColor: UIColor?
    /// The probe's: which style the effect was made with.
    public let style: Style
    public init(style: UIGlassEffect.Style) { self.style = style }
}

// UIAccessibility.h: `BOOL UIAccessibilityIsReduceTransparencyEnabled(void) API_AVAILABLE(ios(8.0))` and
// `NSNotificationName const UIAccessibilityReduceTransparencyStatusDidChangeNotification API_AVAILABLE(ios(8.0))`, as
// Swift names them (https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled,
// .../uiaccessibility/reducetransparencystatusdidchangenotification).
public enum UIAccessibility {}

extension UIAccessibility {
    @available(iOS 8.0, *)
    @MainActor public static var isReduceTransparencyEnabled: Bool { StubAccessibility.reduceTransparency }
    @available(iOS 8.0, *)
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}

/// The probe's switch for Reduce Transparency; it posts the notification itself.
@MainActor public enum StubAccessibility {
    public static var reduceTransparency = false
}

// UIColor.h (iOS 13 SDK): `@property (class, nonatomic, readonly) UIColor *systemBackgroundColor
// API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos)`, imported as `systemBackground`; a dynamic colour
// on a device, white here.
extension UIColor {
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}
