#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What lies under the bubble's fill and border and follows its outline: a material, or glass with its fallbacks.
@MainActor protocol PopoverMaterialHost: UIView {
    func apply(_ shape: PopoverOutline, animatingWith animation: CAAnimation?)
}

/// The material under the bubble: a visual effect view of the system material (Liquid Glass for `glass` on iOS 26),
/// masked by the outline so that nothing outside the bubble and its arrow is blurred; the mask moves with the bounds
/// as the shadow's path does.
///
/// The outline is the view's `mask` view, not a mask on its layer: Apple's reference says a mask set on the effect
/// view is forwarded to the internal views that draw the effect, UIKit masks them with copies of it, and a change
/// shows once the mask is set again (UIVisualEffectView, "Using masks with a UIVisualEffectView",
/// https://developer.apple.com/documentation/uikit/uivisualeffectview).
@available(iOS 13.0, tvOS 13.0, *)
final class PopoverMaterialView: UIVisualEffectView, PopoverMaterialHost {
    private let outline = PopoverOutlineMaskView()

    init(_ material: SkinMaterial) {
        super.init(effect: Self.effect(material, tint: nil))
        mask = outline
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        mask = outline
    }

    /// The effect of `material`: on iOS 26, `glass` is Liquid Glass tinted `tint` (UIGlassEffect,
    /// https://developer.apple.com/documentation/uikit/uiglasseffect: iOS, iPadOS, Mac Catalyst and tvOS 26; its header
    /// says API_UNAVAILABLE(visionos, watchos)); everything else, and glass before iOS 26, is UIKit's blur.
    static func effect(_ material: SkinMaterial, tint: UIColor?) -> UIVisualEffect {
        #if !os(visionOS)
        if material == .glass, #available(iOS 26.0, tvOS 26.0, *) {
            // The standard style; not interactive (`isInteractive`, off by default): the bubble is no control.
            let glass = UIGlassEffect(style: .regular)
            glass.tintColor = tint
            return glass
        }
        #endif
        return UIBlurEffect(style: Self.style(material))
    }

    /// UIKit's style of each material (UIBlurEffect.h, iOS 13): the adaptive ones, light or dark with the traits.
    static func style(_ material: SkinMaterial) -> UIBlurEffect.Style {
        #if os(tvOS)
        // The system materials are API_UNAVAILABLE(tvos): tvOS gets its own adaptive blur.
        return .regular
        #else
        switch material {
        case .ultraThin: return .systemUltraThinMaterial
        case .thin: return .systemThinMaterial
        // Glass before iOS 26: UIKit's standard material, as `UIGlassEffect.Style.regular` is the standard glass.
        case .regular, .glass: return .systemMaterial
        case .thick: return .systemThickMaterial
        case .chrome: return .systemChromeMaterial
        }
        #endif
    }

    /// Glass's tint for the appearance shown (an effect is copied when set, so a new one is made).
    func setGlassTint(_ tint: UIColor?) {
        effect = Self.effect(.glass, tint: tint)
    }

    func apply(_ shape: PopoverOutline, animatingWith animation: CAAnimation?) {
        outline.apply(shape, in: bounds, animatingWith: animation)
        mask = outline
    }
}

/// The outline as a view, for a view's `mask`: its layer is a shape layer filled with the outline.
final class PopoverOutlineMaskView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    func apply(_ shape: PopoverOutline, in bounds: CGRect, animatingWith animation: CAAnimation?) {
        guard let outline = layer as? CAShapeLayer else { return }
        frame = bounds
        let path = shape.cgPath
        if let animation {
            outline.follow("path", from: outline.presentation()?.path ?? outline.path, to: path, like: animation)
        }
        outline.path = path
    }
}
#endif
