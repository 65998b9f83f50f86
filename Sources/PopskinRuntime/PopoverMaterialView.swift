#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The material under the bubble: a visual effect view of the system material, masked by the outline so that
/// nothing outside the bubble and its arrow is blurred; the mask moves with the bounds as the shadow's path does.
@available(iOS 13.0, tvOS 13.0, *)
final class PopoverMaterialView: UIVisualEffectView {
    private let outline = CAShapeLayer()

    init(_ material: SkinMaterial) {
        super.init(effect: UIBlurEffect(style: Self.style(material)))
        layer.mask = outline
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.mask = outline
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
        case .regular: return .systemMaterial
        case .thick: return .systemThickMaterial
        case .chrome: return .systemChromeMaterial
        }
        #endif
    }

    func apply(_ shape: PopoverOutline, animatingWith animation: CAAnimation?) {
        let path = shape.cgPath
        outline.frame = bounds
        if let animation {
            outline.follow("path", from: outline.presentation()?.path ?? outline.path, to: path, like: animation)
        }
        outline.path = path
    }
}
#endif
