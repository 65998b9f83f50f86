#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The bubble's shadow: a layer shadow of the outline (or the bubble alone) grown by its spread, drawn outside the
/// view's bounds as QMUI and GIK draw theirs, and masked to the outside of the outline so it never shows through a
/// translucent fill.
final class PopoverShadowView: UIView {
    private let outside = CAShapeLayer()

    /// `casting` is `PopoverArtLayout.shadowOutline`: the layer's shadowPath.
    func apply(
        _ style: SkinShadow, outline: PopoverOutline, casting: PopoverOutline, animatingWith animation: CAAnimation?
    ) {
        let path = casting.cgPath
        // CSS blur / 2 is the Gaussian's σ, which is what shadowRadius gives; the opacity is the layer's.
        layer.shadowColor = style.color.cgColor
        layer.shadowOpacity = Float(style.opacity)
        layer.shadowRadius = style.blur / 2
        layer.shadowOffset = CGSize(width: style.offsetX, height: style.offsetY)
        // Everything but the outline: a rectangle well beyond the shadow's reach, the outline cut out of it.
        let reach = style.blur * 2 + abs(style.offsetX) + abs(style.offsetY) + max(0, style.spread) + 1
        let mask = CGMutablePath()
        mask.addRect(bounds.insetBy(dx: -reach, dy: -reach))
        mask.addPath(outline.cgPath)
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

/// The gradient, over the whole view, masked by the fill images (or the capsule's shape); its line is the skin's
/// (`SkinGradient.line`) across the layout's `gradientArea`, the end colours carried on beyond it.
final class PopoverGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    func apply(_ gradient: SkinGradient) {
        guard let layer = layer as? CAGradientLayer else { return }
        layer.colors = gradient.stops.map { $0.color.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: $0.location) }
    }

    /// Points the gradient's line across `area` (view points), in the layer's unit square.
    func place(_ gradient: SkinGradient, across area: LayoutRect) {
        guard let layer = layer as? CAGradientLayer, bounds.width > 0, bounds.height > 0 else { return }
        let line = gradient.line(across: area)
        layer.startPoint = CGPoint(x: line.start.x / bounds.width, y: line.start.y / bounds.height)
        layer.endPoint = CGPoint(x: line.end.x / bounds.width, y: line.end.y / bounds.height)
    }
}

extension SkinColor {
    /// The colour for layers. A plain colour: resolve the skin for the view's appearance first.
    var cgColor: CGColor { uiColor.cgColor }

    /// The colour for UIKit (a glass's tint). A plain colour, as `cgColor`.
    var uiColor: UIColor {
        switch space {
        case .sRGB: UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
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
