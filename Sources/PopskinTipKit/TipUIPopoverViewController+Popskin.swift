// TipKit's UIKit popover exists on iOS, iPadOS, Mac Catalyst and visionOS 17 and later.
#if canImport(TipKit) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import PopskinRuntime
import TipKit
import UIKit

@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
extension TipUIPopoverViewController {
    /// Draws this tip's popover in `skin`: the skin's class becomes the popover's background view class, and the tip
    /// view's own background is made clear so the skin's fill, gradient and material show through it. Call it
    /// before presenting the controller: UIKit reads the background class when the presentation begins.
    ///
    /// What TipKit keeps to itself: the tip's text and image are drawn in TipKit's colours unless the tip's `Text`
    /// and `imageStyle` set others, the close button in its own, and TipKit lays the tip out with its own margins
    /// inside the skin's content insets. A dark skin wants light text in the tip.
    public func popskinSkin(_ skin: PopskinPopoverBackgroundView.Type) {
        popoverPresentationController?.popoverBackgroundViewClass = skin
        backgroundColor = .clear
    }
}
#endif
