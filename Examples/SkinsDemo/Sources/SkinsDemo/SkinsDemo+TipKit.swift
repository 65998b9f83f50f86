// TipKit's tips in a popskin skin, from UIKit and from SwiftUI. TipKit exists on Apple platforms only (iOS 17 and
// later); elsewhere (the Linux CI) this file compiles to nothing.
#if canImport(TipKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PopskinTipKit
import SwiftUI
import TipKit
import UIKit

/// A tip shown in ocean's dark bubble: TipKit draws a tip's text in its own colours, so the tip sets light ones.
@available(iOS 17.0, *)
public struct DemoCoralTip: Tip {
    public init() {}
    public var title: Text { Text("Coral is new").foregroundStyle(Color.white) }
    public var message: Text? { Text("Tap to see a coral popover.").foregroundStyle(Color.white) }
}

/// Shows the tip from a UIKit view, in ocean's skin.
@available(iOS 18.0, *)
@MainActor public func presentDemoTip(from viewController: UIViewController, pointingAt view: UIView) {
    let tip = TipUIPopoverViewController(DemoCoralTip(), sourceItem: view)
    tip.popskinSkin(OceanPopoverBackgroundView.self)
    viewController.present(tip, animated: true)
}

/// The same tip on a SwiftUI button, in ocean's skin, shown while TipKit says it should be.
@available(iOS 17.0, *)
public struct DemoTipButton: View {
    public init() {}

    public var body: some View {
        DemoPopoverButton()
            .popskinPopoverTip(DemoCoralTip(), skin: OceanPopoverBackgroundView.self, arrowEdge: .top)
    }
}
#endif
