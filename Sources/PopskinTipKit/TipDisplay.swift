#if canImport(TipKit)
import Foundation
import TipKit

/// How a skinned tip follows TipKit, apart from any view: so the presentation probe can drive it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
enum TipDisplay {
    /// UIKit's recommended popover width ("The recommended width for popovers is 320 points", UIViewController's
    /// contentSizeForViewInPopover page); TipView would otherwise ask for its text on one line.
    static let idealWidth: CGFloat = 320

    /// Calls `show` with each change of the tip's eligibility until the tip's updates end or the task is cancelled.
    @MainActor static func follow(_ tip: any Tip, show: (Bool) -> Void) async {
        var last: Bool?
        for await eligible in tip.shouldDisplayUpdates where eligible != last {
            last = eligible
            show(eligible)
        }
    }

    /// A popover the user dismissed is a tip they closed: TipKit's own popover and close button say so too, and
    /// TipKit then keeps the tip from showing again.
    static func userDismissed(_ tip: any Tip) {
        tip.invalidate(reason: .tipClosed)
    }
}
#endif
