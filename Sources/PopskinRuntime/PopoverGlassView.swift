#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Liquid Glass under the bubble (`material: glass`) with its fallbacks, chosen on the device as it runs: on iOS 26
/// a `UIGlassEffect` in a visual effect view masked by the outline; before iOS 26 (and on visionOS, which has no
/// UIGlassEffect) the standard blur (`PopoverMaterialView.effect`); under Reduce Transparency no effect at all but an
/// opaque bubble of the system background, so that the translucent fill drawn over it shows opaque. Increase Contrast
/// needs nothing of its own: the fill, the border and the tint are the skin's high-contrast colours, the tint set
/// again with every appearance (`setTint`).
@available(iOS 13.0, tvOS 13.0, *)
final class PopoverGlassView: UIView, PopoverMaterialHost {
    private let glass = PopoverMaterialView(.glass)
    /// The bubble under Reduce Transparency: `systemBackground`, opaque in every appearance, and elevated in a
    /// popover's traits.
    private let opaque = UIView()
    private let opaqueOutline = PopoverOutlineMaskView()
    private var observation: NotificationObservation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        opaque.backgroundColor = .systemBackground
        opaque.mask = opaqueOutline
        addSubview(glass)
        addSubview(opaque)
        // UIAccessibility.h: UIAccessibilityReduceTransparencyStatusDidChangeNotification (iOS 8).
        observation = NotificationObservation(UIAccessibility.reduceTransparencyStatusDidChangeNotification) {
            [weak self] in self?.showTransparency()
        }
        showTransparency()
    }

    /// Reduce Transparency asks for opaque backgrounds (SwiftUI's `accessibilityReduceTransparency`: "UI (mainly
    /// window) backgrounds should not be semi-transparent; they should be opaque"): the effect is hidden, not faded,
    /// since a visual effect view under an alpha below 1 draws wrongly (UIVisualEffectView, "Set the correct alpha
    /// value").
    private func showTransparency() {
        let reduced = UIAccessibility.isReduceTransparencyEnabled
        glass.isHidden = reduced
        opaque.isHidden = !reduced
    }

    /// The glass's tint in the appearance shown (nil: untinted).
    func setTint(_ tint: SkinColor?) {
        glass.setGlassTint(tint?.uiColor)
    }

    func apply(_ shape: PopoverOutline, animatingWith animation: CAAnimation?) {
        glass.frame = bounds
        glass.apply(shape, animatingWith: animation)
        opaque.frame = bounds
        // A plain view's mask shows its layer as it changes; only an effect view's must be set again.
        opaqueOutline.apply(shape, in: bounds, animatingWith: animation)
    }
}

/// A block observer of the default notification centre on the main queue, removed when this goes (its owner holds
/// it): `block` runs on the main actor.
@available(iOS 13.0, tvOS 13.0, *)
nonisolated final class NotificationObservation {
    private let token: any NSObjectProtocol

    init(_ name: Notification.Name, _ block: @escaping @MainActor @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { block() }
        }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
}
#endif
