// QMUIPopupContainerView as QMUIKit 4.8's Swift interface declares it (implicitly unwrapped colours, CGSize
// arrowSize, the layout direction enum), enough to type-check popskin's qmui output.
@_exported import UIKit

public enum QMUIPopupContainerViewLayoutDirection: Int, Sendable {
    case above, below, left, right
}

open class QMUIPopupContainerView: UIControl {
    open var contentEdgeInsets: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var arrowSize: CGSize = CGSize(width: 18, height: 9)
    open var maximumWidth: CGFloat = 0
    open var minimumWidth: CGFloat = 0
    open var maximumHeight: CGFloat = 0
    open var minimumHeight: CGFloat = 0
    open var preferLayoutDirection: QMUIPopupContainerViewLayoutDirection = .above
    open var distanceBetweenSource: CGFloat = 5
    open var safetyMarginsOfSuperview: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var backgroundColor: UIColor!
    open var highlightedBackgroundColor: UIColor!
    open var maskViewBackgroundColor: UIColor!
    open var shadowColor: UIColor!
    open var borderColor: UIColor!
    open var borderWidth: CGFloat = 1
    open var cornerRadius: CGFloat = 10
}
