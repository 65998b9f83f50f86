import Foundation
import PopskinTestSupport
import Testing

/// `PopskinPopoverShape` draws the outline the UIKit view draws: a program compiled with PopskinRuntime against the
/// UIKit and SwiftUI stubs (whose paths record what is added to them) asks, for every bundled theme, direction,
/// offset, size and screen scale, the shape for its SwiftUI path and the layout the background view makes in
/// `layoutSubviews` for its CoreGraphics path (`outline.cgPath`, what its shape, shadow and material layers draw),
/// and compares them element by element, each number within 1e-9 pt (radians for angles). For the capsules, whose
/// views draw the outline with shape layers, the generated view is laid out too and its layers' paths compared.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct PopoverShapeProbeTests {
    static let probe = """
        @testable import PopskinRuntime
        import SwiftUI
        import UIKit

        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 }
        func same(_ p: CGPoint, _ q: CGPoint) -> Bool { same(p.x, q.x) && same(p.y, q.y) }

        func same(_ shape: Path.Element, _ view: CGPath.RecordedElement) -> Bool {
            switch (shape, view) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return same(p, q)
            case (.arc(let c, let r, let start, let end, let clockwise), .arc(let c2, let r2, let start2, let end2, let clockwise2)):
                return same(c, c2) && same(r, r2) && same(CGFloat(start.radians), start2)
                    && same(CGFloat(end.radians), end2) && clockwise == clockwise2
            case (.close, .close): return true
            default: return false
            }
        }

        /// The paths of the shape layers under `view` (its fill and border; the shadow's mask, a rectangle with the
        /// outline cut out, aside).
        @MainActor func shapeLayerPaths(of view: UIView) -> [[CGPath.RecordedElement]] {
            ([view.layer] + view.layer.sublayers + (view.layer.mask.map { [$0] } ?? []))
                .compactMap { ($0 as? CAShapeLayer)?.path?.recorded }
                .filter { !$0.contains { if case .rect = $0 { true } else { false } } }
                + view.subviews.flatMap(shapeLayerPaths(of:))
        }

        /// The capsules' views, which draw the outline with shape layers.
        let capsules: [String: @MainActor () -> PopskinPopoverBackgroundView] = [
            "amp-adaptive": { AmpAdaptivePopoverBackgroundView(frame: .zero) },
            "amp-poptip-rounded": { AmpPoptipRoundedPopoverBackgroundView(frame: .zero) },
        ]
        let arrows: [PopoverArrowDirection: UIPopoverArrowDirection] = [.up: .up, .down: .down, .left: .left, .right: .right]

        let sizes: [(Double, Double)] = [(170, 120), (52, 30), (301.5, 77.25)]
        let offsets: [Double] = [-37.5, 0, 1000]
        @MainActor func compare() {
            var layouts = 0, elements = 0, arcs = 0, viewPaths = 0, differ: [String] = [], longWay = 0
            for skin in PopskinSkins.all {
                for direction in PopoverArrowDirection.allCases {
                    for offset in offsets {
                        for (width, height) in sizes {
                            for scale in [1.0, 2.0, 3.0] {
                                let label = "\\(skin.name) \\(direction) \\(offset) \\(width)x\\(height) @\\(scale)x"
                                // What PopskinPopoverBackgroundView.layoutSubviews draws for these bounds and traits.
                                let view = skin.artLayout(
                                    width: width, height: height, direction: direction, offset: offset, scale: scale
                                ).outline.cgPath.recorded
                                let shape = PopskinPopoverShape(
                                    skin: skin, direction: direction, offset: offset, displayScale: scale
                                ).path(in: CGRect(x: 0, y: 0, width: width, height: height)).elements
                                layouts += 1
                                elements += shape.count
                                arcs += shape.filter { if case .arc = $0 { true } else { false } }.count
                                // Both paths turn from start to end with angles growing; a sweep outside (0, π] would
                                // be drawn the long way round by both alike, so it is counted here, inset shapes too.
                                let inset = PopskinPopoverShape(
                                    skin: skin, direction: direction, offset: offset, displayScale: scale
                                ).inset(by: 3).path(in: CGRect(x: 0, y: 0, width: width, height: height)).elements
                                for case .arc(_, _, let start, let end, _) in shape + inset {
                                    let sweep = end.radians - start.radians
                                    if !(sweep > 0 && sweep <= .pi + 1e-9) { longWay += 1 }
                                }
                                if view.isEmpty || shape.count != view.count || !zip(shape, view).allSatisfy(same) {
                                    differ.append(label)
                                }
                                // A capsule's view, laid out: its shape layers hold the same path.
                                guard let make = capsules[skin.name] else { continue }
                                let background = make()
                                background.bounds = CGRect(x: 0, y: 0, width: width, height: height)
                                background.arrowDirection = arrows[direction]!
                                background.arrowOffset = offset
                                background.simulateTraitChange(
                                    to: UITraitCollection(displayScale: scale, style: .light, contrast: .normal))
                                background.layoutSubviews()
                                let drawn = shapeLayerPaths(of: background)
                                viewPaths += drawn.count
                                if drawn.isEmpty || drawn.contains(where: { $0.count != shape.count || !zip(shape, $0).allSatisfy(same) }) {
                                    differ.append(label + " (view)")
                                }
                            }
                        }
                    }
                }
            }
            print("themes: \\(PopskinSkins.all.count), layouts: \\(layouts), differ: \\(differ.count)")
            print("elements: \\(elements), arcs: \\(arcs), capsule view layer paths: \\(viewPaths)")
            print("arcs turning the long way or not at all: \\(longWay)")
            for line in differ.prefix(10) { print(line) }
        }

        MainActor.assumeIsolated { compare() }

        """

    @Test func theShapesPathIsTheViewsOutlineForEveryThemeDirectionOffsetAndSize() throws {
        let output = try AppearanceProbeTests.run(
            root: GeneratedSwiftTypecheckTests.repository, main: Self.probe, testableRuntime: true)
        // 16 themes × 4 directions × 3 offsets × 3 sizes × 3 scales; the two capsules' fill layers at each of their
        // 108 layouts. A new bundled theme changes the counts (and, a capsule, belongs in `capsules`).
        #expect(
            output == """
                themes: 16, layouts: 1728, differ: 0
                elements: 13932, arcs: 6984, capsule view layer paths: 216
                arcs turning the long way or not at all: 0

                """)
    }
}
