#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A capsule's bubble (`PopoverArt.vector`): the outline filled by a shape layer (or, under a gradient, masking the
/// gradient view and the fill beneath it) and its border stroked inside it, redrawn at every size; when UIKit animates the bounds, the paths
/// move with the same timing.
final class PopoverShapeView: UIView {
    private let fill = CAShapeLayer()
    private let border = CAShapeLayer()
    private let inside = CAShapeLayer()
    /// Masks the fill under a translucent gradient.
    private let under = CAShapeLayer()
    /// The fill layer is the gradient's mask: only its coverage counts, so it is opaque.
    private var masksGradient = false

    func setUp(_ skin: PopoverSkin, gradient: UIView?, backing: UIView) {
        if skin.fillsUnderGradient { backing.layer.mask = under }
        masksGradient = gradient != nil
        if let gradient {
            gradient.layer.mask = fill
        } else {
            layer.addSublayer(fill)
        }
        // The border lies inside the outline: a stroke of twice its width, masked by the outline.
        border.fillColor = nil
        border.mask = inside
        if skin.borderWidth > 0 { layer.addSublayer(border) }
    }

    /// Sets the colours of one appearance (`skin` resolved for it): layer colours are CGColors, which never adapt.
    func applyColors(_ skin: PopoverSkin) {
        fill.fillColor = masksGradient ? UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor : skin.fill.cgColor
        border.strokeColor = skin.borderColor.cgColor
    }

    /// Lays the paths out for `outline`; the border is `skin`'s at the screen's `scale` (a hairline is one pixel).
    func apply(
        _ outline: PopoverOutline, skin: PopoverSkin, scale: Double, animatingWith animation: CAAnimation?
    ) {
        border.lineWidth = 2 * skin.borderWidth(scale: scale)
        let path = outline.cgPath
        for shape in [fill, border, inside, under] {
            // The layers share the view's space (the fill also the gradient view's, which it masks).
            shape.frame = bounds
            if let animation {
                shape.follow("path", from: shape.presentation()?.path ?? shape.path, to: path, like: animation)
            }
            shape.path = path
        }
    }
}
#endif
