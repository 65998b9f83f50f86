import Foundation
import PopskinTestSupport
import Testing

/// `popskinPopover`'s presentation logic (`PopskinPopoverPresenter`) run against the UIKit and SwiftUI stubs, whose
/// presentation records what happens in order: the skin's class is set before `present`, the popover's source is the
/// anchor view and rectangle (a rectangle and a point anchor), its arrow directions follow `arrowEdge` (each edge, in
/// both layout directions, and nil), it stays a popover in compact and regular width, it sizes itself to the content,
/// the user's dismissal resets the binding and a programmatic one does not, a new item replaces the popover, and a
/// popover asked for before its source view is in a window is presented when the view gets there.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct PopoverPresentationProbeTests {
    static let probe = """
        @testable import PopskinRuntime
        import SwiftUI
        import UIKit

        func text(_ r: CGRect) -> String { "\\(Double(r.minX)) \\(Double(r.minY)) \\(Double(r.width))x\\(Double(r.height))" }

        @MainActor func run() {
            let window = UIWindow(frame: .zero)
            let root = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(root.view)
            let anchor = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            root.view.addSubview(anchor)
            let anchors: [(String, CGRect)] = [
                ("rect", CGRect(x: 10, y: 5, width: 40, height: 20)),
                ("point", PopskinPopoverPresenter.sourceRect(at: UnitPoint(x: 0.25, y: 1), in: CGSize(width: 80, height: 30))),
            ]
            let edges: [Edge?] = [nil, .top, .leading, .bottom, .trailing]
            for width in [UIUserInterfaceSizeClass.compact, .regular] {
                root.view.stubTraits = UITraitCollection(style: .light, contrast: .normal, horizontalSizeClass: width)
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    for edge in edges {
                        for (name, rect) in anchors {
                            StubPresentation.log = []
                            var isPresented = true
                            let presenter = PopskinPopoverPresenter()
                            presenter.onDismiss = { isPresented = false }
                            presenter.update(
                                .init(
                                    id: true, content: AnyView(EmptyView()), skin: MbRedPopoverBackgroundView.self,
                                    sourceRect: rect, arrowEdge: edge, layoutDirection: direction),
                                from: anchor)
                            let label = "\\(width) \\(direction) \\(edge.map { "\\($0)" } ?? "nil") \\(name)"
                            guard let hosting = presenter.presented, let popover = hosting.popoverPresentationController
                            else {
                                print(label + ": nothing presented")
                                continue
                            }
                            let clear = hosting.view.backgroundColor.map { $0.cgColor.components.last == 0 } ?? false
                            print(
                                label + ": " + StubPresentation.log.joined(separator: ", ")
                                    + "; source \\(popover.sourceView === anchor ? "anchor" : "other") \\(text(popover.sourceRect))"
                                    + "; arrows \\(popover.permittedArrowDirections.rawValue)"
                                    + "; size \\(text(CGRect(origin: .zero, size: hosting.preferredContentSize))); clear \\(clear)")
                            popover.simulateUserDismissal()
                            print("  user dismissed: isPresented \\(isPresented), presenter empty \\(presenter.presented == nil)")
                        }
                    }
                }
            }
            // Dismissed by the binding: no call back. A new item: the popover is replaced.
            StubPresentation.log = []
            var calls = 0
            let presenter = PopskinPopoverPresenter()
            presenter.onDismiss = { calls += 1 }
            func show(_ id: Int) -> PopskinPopoverPresenter.Presentation {
                .init(
                    id: id, content: AnyView(EmptyView()), skin: MbRedPopoverBackgroundView.self,
                    sourceRect: .zero, arrowEdge: nil, layoutDirection: .leftToRight)
            }
            presenter.update(show(1), from: anchor)
            presenter.update(show(1), from: anchor)
            presenter.update(show(2), from: anchor)
            presenter.update(nil, from: anchor)
            print("items: " + StubPresentation.log.joined(separator: ", ") + "; onDismiss calls \\(calls)")
            // Asked for before its source view is in a window: presented when the view gets there.
            StubPresentation.log = []
            let late = PopoverAnchorView(frame: .zero)
            let waiting = PopskinPopoverPresenter()
            late.presenter = waiting
            waiting.update(show(3), from: late)
            let before = StubPresentation.log.count
            root.view.addSubview(late)
            print("before a window: \\(before) events; in one: " + StubPresentation.log.joined(separator: ", "))
            waiting.update(nil, from: late)
            // The control: a popover without the presenter's delegate becomes full screen in compact width.
            StubPresentation.log = []
            root.view.stubTraits = UITraitCollection(style: .light, contrast: .normal, horizontalSizeClass: .compact)
            let plain = UIViewController(nibName: nil, bundle: nil)
            plain.modalPresentationStyle = .popover
            root.present(plain, animated: false)
            print("without the delegate: " + StubPresentation.log.joined(separator: ", "))
        }

        MainActor.assumeIsolated { run() }

        """

    /// What each presentation must record, worked out here from UIKit's and SwiftUI's rules, not from the runtime.
    static func expected() -> String {
        // UIPopoverArrowDirection's raw values: up 1, down 2, left 4, right 8.
        func arrows(_ edge: String, rightToLeft: Bool) -> Int {
            switch edge {
            case "nil": 15
            case "top": 2  // the popover is above the anchor: its arrow points down
            case "bottom": 1
            case "leading": rightToLeft ? 4 : 8  // beside the anchor's leading side: the arrow points back at it
            default: rightToLeft ? 8 : 4
            }
        }
        var lines: [String] = []
        for width in ["compact", "regular"] {
            for direction in ["leftToRight", "rightToLeft"] {
                for edge in ["nil", "top", "leading", "bottom", "trailing"] {
                    for (name, rect) in [("rect", "10.0 5.0 40.0x20.0"), ("point", "20.0 30.0 0.0x0.0")] {
                        lines.append(
                            "\(width) \(direction) \(edge) \(name): background MbRedPopoverBackgroundView, "
                                + "present popover background MbRedPopoverBackgroundView; source anchor \(rect); "
                                + "arrows \(arrows(edge, rightToLeft: direction == "rightToLeft")); "
                                + "size 0.0 0.0 180.0x64.0; clear true")
                        lines.append("  user dismissed: isPresented false, presenter empty true")
                    }
                }
            }
        }
        let present = "background MbRedPopoverBackgroundView, present popover background MbRedPopoverBackgroundView"
        lines.append("items: \(present), dismiss, \(present), dismiss; onDismiss calls 0")
        lines.append("before a window: 0 events; in one: \(present)")
        lines.append("without the delegate: present fullScreen background none")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func presentsWithTheSkinAnchorArrowsAndSizeAndResetsTheBindingOnDismissal() throws {
        let output = try AppearanceProbeTests.run(
            root: GeneratedSwiftTypecheckTests.repository, main: Self.probe, testableRuntime: true)
        #expect(output == Self.expected())
    }
}
