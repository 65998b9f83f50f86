// QMUIPopupContainerView as QMUIKit 4.8.0 declares it (QMUIKit/QMUIComponents/QMUIPopupContainerView.h, inside
// NS_ASSUME_NONNULL, as Swift imports it): nullable colours, `shadow: NSShadow?` (QMUIKit 4.6.0 replaced
// `shadowColor` with it), CGSize arrowSize, four layout directions. The class inherits UIView's main-actor isolation.
@_exported import UIKit

public enum QMUIPopupContainerViewLayoutDirection: UInt, Sendable {
    case above, below, left, right
}

open class QMUIPopupContainerView: UIControl {
    open var contentEdgeInsets: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var arrowSize: CGSize = CGSize(width: 18, height: 9)
    open var maximumWidth: CGFloat = .greatestFiniteMagnitude
    open var minimumWidth: CGFloat = 0
    open var maximumHeight: CGFloat = .greatestFiniteMagnitude
    open var minimumHeight: CGFloat = 0
    open var preferLayoutDirection: QMUIPopupContainerViewLayoutDirection = .above
    open private(set) var currentLayoutDirection: QMUIPopupContainerViewLayoutDirection = .above
    open var distanceBetweenSource: CGFloat = 5
    open var safetyMarginsOfSuperview: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open override var backgroundColor: UIColor? {
        get { nil }
        set {}
    }
    open var highlightedBackgroundColor: UIColor?
    open var maskViewBackgroundColor: UIColor?
    open var shadow: NSShadow?
    open var borderColor: UIColor?
    open var borderWidth: CGFloat = 1
    open var cornerRadius: CGFloat = 10
}

// QMUIHelper's one-pixel size as QMUIKit 4.x declares it (QMUIKit/QMUICore/QMUIHelper.h, category QMUIHelper
// (UIGraphic): `@property(class, nonatomic, readonly) CGFloat pixelOne;`; older releases declared a class method),
// which QMUI's `PixelOne` macro reads; Swift sees the class property, not the macro. An NSObject subclass, not
// actor-isolated.
open class QMUIHelper: NSObject {
    open class var pixelOne: CGFloat { 1 }
}
