#if canImport(UIKit)
import UIKit

/// The base of every generated skin class: image views for the background and the arrow, laid out by
/// `PopoverLayout`. Subclasses supply the class metrics as constants and `skin`; UIKit's abstract members are
/// overridden here without calling super, which raises.
open class PopskinPopoverBackgroundView: UIPopoverBackgroundView {
    /// The skin the class draws. Generated subclasses override it.
    open class var skin: PopoverSkin { fatalError("\(self) must override skin") }

    private let backgroundImageView = UIImageView()
    private let arrowImageView = UIImageView()
    private var direction: UIPopoverArrowDirection = .up
    private var offset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let skin = Self.skin
        let caps = skin.capInsets
        let insets = UIEdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right)
        backgroundImageView.image = UIImage(named: skin.backgroundImageName)?.resizableImage(withCapInsets: insets)
        arrowImageView.image = UIImage(named: skin.arrowImageName)
        addSubview(backgroundImageView)
        addSubview(arrowImageView)  // above the background, so the overlap covers its edge
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var arrowDirection: UIPopoverArrowDirection {
        get { direction }
        set {
            direction = newValue
            setNeedsLayout()
        }
    }

    open override var arrowOffset: CGFloat {
        get { offset }
        set {
            offset = newValue
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = Self.skin.layout(width: bounds.width, height: bounds.height, direction: Self.direction(direction),
                                      offset: offset, scale: Double(window?.screen.scale ?? traitCollection.displayScale))
        backgroundImageView.frame = CGRect(x: layout.background.x, y: layout.background.y,
                                           width: layout.background.width, height: layout.background.height)
        // The art points up: size it upright, then turn it about its centre.
        let upright = direction == .up || direction == .down
        arrowImageView.transform = .identity
        arrowImageView.bounds = CGRect(x: 0, y: 0, width: upright ? layout.arrow.width : layout.arrow.height,
                                       height: upright ? layout.arrow.height : layout.arrow.width)
        arrowImageView.center = CGPoint(x: layout.arrowCenter.x, y: layout.arrowCenter.y)
        arrowImageView.transform = CGAffineTransform(rotationAngle: layout.rotation)
    }

    static func direction(_ direction: UIPopoverArrowDirection) -> PopoverArrowDirection {
        switch direction {
        case .down: return .down
        case .left: return .left
        case .right: return .right
        default: return .up
        }
    }
}
#endif
