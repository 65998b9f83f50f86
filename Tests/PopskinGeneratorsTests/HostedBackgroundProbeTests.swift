import Foundation
import PopskinTestSupport
import Testing

/// `popskinBackground(hosting:arrowEdge:arrowOffset:)` hosts the skin's own UIKit view in SwiftUI. The probe
/// makes that view as the representable does, for a hand-made combined-art skin and a drawn one, with the arrow on
/// each edge, lays it out and prints what it shows: the class, that it takes no touches, the arrow UIKit's way, and
/// the art images, which must be the pieces the skin's layout places for that arrow (the art the SwiftUI-drawn route
/// leaves out).
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct HostedBackgroundProbeTests {
    static let probe = """
        @testable import PopskinRuntime
        import SwiftUI
        import UIKit

        @MainActor func show(_ skin: PopskinPopoverBackgroundView.Type, _ direction: PopoverArrowDirection) {
            let view = PopoverBackgroundViewRepresentable.makeView(skin)
            PopoverBackgroundViewRepresentable.setArrow(of: view, direction: direction, offset: 12)
            view.bounds = CGRect(x: 0, y: 0, width: 170, height: 120)
            StubRecorder.shown = []
            view.layoutSubviews()
            let layout = skin.skin.artLayout(
                width: 170, height: 120, direction: direction, offset: 12,
                scale: Double(view.traitCollection.displayScale))
            let placed = Set(layout.images.map(\\.imageName))
            // An image's source is its asset's name, then the appearance it was asked for (and " cropped").
            let shown = Set(StubRecorder.shown.map { String($0.split(separator: " ")[0]) })
            print(
                "\\(type(of: view)) \\(direction): touches \\(view.isUserInteractionEnabled), arrow",
                view.arrowDirection.rawValue, view.arrowOffset, "shows", shown.sorted().joined(separator: ","),
                "as placed \\(shown == placed)")
        }

        MainActor.assumeIsolated {
            for direction in PopoverArrowDirection.allCases {
                show(GikClassicPopoverBackgroundView.self, direction)
            }
            show(MbRedPopoverBackgroundView.self, .down)
        }

        """

    @Test func hostsTheSkinsOwnViewWithItsArtAndArrow() throws {
        let output = try AppearanceProbeTests.run(
            root: GeneratedSwiftTypecheckTests.repository, main: Self.probe, testableRuntime: true)
        #expect(
            output == """
                GikClassicPopoverBackgroundView up: touches false, arrow 1 12.0 shows gik-classic-up as placed true
                GikClassicPopoverBackgroundView down: touches false, arrow 2 12.0 shows gik-classic-down as placed true
                GikClassicPopoverBackgroundView left: touches false, arrow 4 12.0 shows gik-classic-side as placed true
                GikClassicPopoverBackgroundView right: touches false, arrow 8 12.0 shows gik-classic-side as placed true
                MbRedPopoverBackgroundView down: touches false, arrow 2 12.0 shows mb-red-arrow-down,mb-red-body as placed true

                """)
    }
}
