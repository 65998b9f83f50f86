#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The bubble's shadow: a layer shadow of the outline, drawn outside the view's bounds as QMUI and GIK draw theirs,
/// and masked to the outside of the outline so it never shows through a translucent fill.
final class PopoverShadowView: UIView {
    private let outside = CAShapeLayer()

    func apply(_ style: SkinShadow, outline: PopoverOutline, animatingWith animation: CAAnimation?) {
        let path = outline.cgPath
        // CSS blur / 2 is the Gaussian's σ, which is what shadowRadius gives; the opacity is the layer's.
        layer.shadowColor = style.color.cgColor
        layer.shadowOpacity = Float(style.opacity)
        layer.shadowRadius = style.blur / 2
        layer.shadowOffset = CGSize(width: style.offsetX, height: style.offsetY)
        // Everything but the outline: a rectangle well beyond the shadow's reach, the outline cut out of it.
        let reach = style.blur * 2 + abs(style.offsetX) + abs(style.offsetY) + 1
        let mask = CGMutablePath()
        mask.addRect(bounds.insetBy(dx: -reach, dy: -reach))
        mask.addPath(path)
        outside.fillRule = .evenOdd
        if let animation {
            // UIKit animates bounds but not paths: move both paths with the same timing.
            layer.follow(
                "shadowPath", from: layer.presentation()?.shadowPath ?? layer.shadowPath, to: path,
                like: animation)
            outside.follow("path", from: outside.presentation()?.path ?? outside.path, to: mask, like: animation)
        }
        layer.shadowPath = path
        outside.path = mask
        layer.mask = outside
    }

}

extension CALayer {
    /// Animates `keyPath` from `old` to `value` with the timing of `animation` (UIKit's bounds animation).
    func follow(_ keyPath: String, from old: CGPath?, to value: CGPath, like animation: CAAnimation) {
        let move = CABasicAnimation(keyPath: keyPath)
        move.fromValue = old
        move.toValue = value
        move.duration = animation.duration
        move.beginTime = animation.beginTime
        move.timingFunction = animation.timingFunction
        add(move, forKey: keyPath)
    }
}

/// The gradient, over the whole view (arrow included), masked by the fill images.
final class PopoverGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    func apply(_ gradient: SkinGradient) {
        guard let layer = layer as? CAGradientLayer else { return }
        layer.colors = gradient.stops.map { $0.color.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: $0.location) }
        layer.startPoint = CGPoint(x: gradient.isVertical ? 0.5 : 0, y: gradient.isVertical ? 0 : 0.5)
        layer.endPoint = CGPoint(x: gradient.isVertical ? 0.5 : 1, y: gradient.isVertical ? 1 : 0.5)
    }
}

extension SkinColor {
    /// The colour for layers. A plain colour: resolve the skin for the view's appearance first.
    var cgColor: CGColor {
        switch space {
        case .sRGB: UIColor(red: red, green: green, blue: blue, alpha: alpha).cgColor
        case .displayP3: UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha).cgColor
        }
    }
}

extension PopoverOutline {
    /// The outline as a CoreGraphics path (y down, as UIKit draws).
    var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): path.addLine(to: CGPoint(x: p.x, y: p.y))
            case .arc(let center, let radius, let start, let sweep):
                // Angles grow clockwise on a flipped (UIKit) screen: `clockwise: false` in CoreGraphics' terms.
                path.addArc(
                    center: CGPoint(x: center.x, y: center.y), radius: radius, startAngle: start,
                    endAngle: start + sweep, clockwise: false)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
#endif
