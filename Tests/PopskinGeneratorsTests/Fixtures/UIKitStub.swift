// The slice of UIKit that popskin's generated code and PopskinRuntime's base class use, declared with the
// iOS SDK's shapes (UIPopoverBackgroundViewMethods: class funcs; wantsDefaultContentAppearance: class var;
// arrowOffset/arrowDirection: instance properties) so a type-check here means something on Apple platforms.
@_exported import Foundation  // UIKit re-exports Foundation and CoreGraphics (CGFloat, CGRect, NSCoder)

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

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

public struct CGAffineTransform: Sendable {
    public static let identity = CGAffineTransform(rotationAngle: 0)
    public init(rotationAngle: CGFloat) {}
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
}

// CoreGraphics' image class, as UIKit re-exports it.
open class CGImage {
    public func cropping(to rect: CGRect) -> CGImage? { nil }
}

open class UIResponder: NSObject {}

open class UITraitCollection: NSObject {
    open var displayScale: CGFloat { 2 }
}

open class UIScreen: NSObject {
    open var scale: CGFloat { 2 }
}

open class UIView: UIResponder {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var isHidden: Bool = false
    open var window: UIWindow? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func addSubview(_ view: UIView) {}
}

open class UIControl: UIView {}

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
}

open class UIWindow: UIView {
    open var screen: UIScreen { UIScreen() }
}

open class UIImage: NSObject {
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    public init?(named name: String) { super.init() }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { super.init() }
    open var cgImage: CGImage? { nil }
    open var scale: CGFloat { 1 }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage { self }
}

open class UIImageView: UIView {
    open var image: UIImage?
    public convenience init() { self.init(frame: .zero) }
}

open class UIPopoverBackgroundView: UIView {
    open class func arrowBase() -> CGFloat { fatalError("abstract") }
    open class func arrowHeight() -> CGFloat { fatalError("abstract") }
    open class func contentViewInsets() -> UIEdgeInsets { fatalError("abstract") }
    open class var wantsDefaultContentAppearance: Bool { true }
    open var arrowOffset: CGFloat = 0
    open var arrowDirection: UIPopoverArrowDirection = .up
}
