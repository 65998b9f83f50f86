import Foundation
import PopskinTestSupport
import Testing

/// PopskinTipKit against the TipKit, UIKit and SwiftUI stubs: an app's use of both routes type-checks in the three
/// modes, and a probe shows what the helpers do in order — the skin's class set before `present`, the tip view's
/// background cleared, TipKit's own delegate kept (the tip stays a popover in compact width), the SwiftUI route
/// following the tip's eligibility and invalidating the tip when the user dismisses its popover.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct TipKitTests {
    static let appUse = """
        import PopskinRuntime
        import PopskinTipKit
        import SwiftUI
        import TipKit
        import UIKit

        struct FavoriteTip: Tip {
            var title: Text { Text("Save as a favorite") }
            var message: Text? { Text("Favorites stay at the top of the list.") }
        }

        final class LibraryViewController: UIViewController {
            let favoriteButton = UIView(frame: .zero)

            func showFavoriteTip() {
                guard #available(iOS 18.0, *) else { return }
                let tip = TipUIPopoverViewController(FavoriteTip(), sourceItem: favoriteButton)
                tip.popskinSkin(MbRedPopoverBackgroundView.self)
                present(tip, animated: true)
            }
        }

        @available(iOS 17.0, *)
        struct FavoriteButton: View {
            var body: some View {
                Button("Favorite") {}
                    .popskinPopoverTip(FavoriteTip(), skin: AmpAdaptivePopoverBackgroundView.self, arrowEdge: .top) {
                        action in
                        print(action.id)
                    }
            }
        }

        """

    @Test(arguments: GeneratedSwiftTypecheckTests.Mode.allCases)
    func anAppsTipsTypecheck(mode: GeneratedSwiftTypecheckTests.Mode) throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path)
        let (status, output) = try GeneratedSwiftTypecheckTests.typecheck(
            files, mode: mode, in: GeneratedSwiftTypecheckTests.temporaryFolder("tipkit"), withTipKit: true,
            extraSources: [("Tips.swift", Self.appUse)])
        #expect(status == 0, "TipKit (\(mode.rawValue)):\n\(output)")
    }

    static let probe = """
        import PopskinRuntime
        @testable import PopskinTipKit
        import SwiftUI
        import TipKit
        import UIKit

        struct FavoriteTip: Tip {
            var title: Text { Text("Save as a favorite") }
        }

        @MainActor func present(width: UIUserInterfaceSizeClass, skinned: Bool) {
            let window = UIWindow(frame: .zero)
            let root = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(root.view)
            root.view.stubTraits = UITraitCollection(style: .light, contrast: .normal, horizontalSizeClass: width)
            let button = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            root.view.addSubview(button)
            StubPresentation.log = []
            let tip = TipUIPopoverViewController(FavoriteTip(), sourceItem: button)
            if skinned { tip.popskinSkin(MbRedPopoverBackgroundView.self) }
            root.present(tip, animated: false)
            let source = tip.popoverPresentationController?.sourceItem === button ? "button" : "other"
            print("\\(width) skinned \\(skinned): " + StubPresentation.log.joined(separator: ", ") + "; source \\(source)")
        }

        // Top-level code that awaits runs on the main actor.
        for width in [UIUserInterfaceSizeClass.compact, .regular] {
            present(width: width, skinned: true)
            present(width: width, skinned: false)
        }
        StubTips.scripted["FavoriteTip"] = [.pending, .available, .available, .invalidated(.tipClosed)]
        var shown: [Bool] = []
        await TipDisplay.follow(FavoriteTip()) { shown.append($0) }
        print("follows: \\(shown)")
        TipDisplay.userDismissed(FavoriteTip())
        print("dismissed: " + StubTips.log.joined(separator: ", "))

        """

    /// What the probe must print, worked out from UIKit's and TipKit's rules rather than from PopskinTipKit.
    static let expected = """
        compact skinned true: background MbRedPopoverBackgroundView, tip background alpha 0.0, \
        present popover background MbRedPopoverBackgroundView; source button
        compact skinned false: present popover background none; source button
        regular skinned true: background MbRedPopoverBackgroundView, tip background alpha 0.0, \
        present popover background MbRedPopoverBackgroundView; source button
        regular skinned false: present popover background none; source button
        follows: [false, true, false]
        dismissed: invalidate FavoriteTip tipClosed

        """

    @Test func skinsATipsPopoverBeforePresentingItAndFollowsTheTip() throws {
        let output = try AppearanceProbeTests.run(
            root: GeneratedSwiftTypecheckTests.repository, main: Self.probe, testableRuntime: true, withTipKit: true)
        #expect(output == Self.expected)
    }
}
