import Testing

@testable import PopskinRuntime

/// `PopoverSkin.contentMargins(direction:scale:)`, the padding `popskinBackground` gives its content: what the view's
/// layout leaves around the content at every size, the arrow's depth on the pixel grid as the layout puts it.
@Suite struct ContentMarginsTests {
    static func skin(arrowHeight: Double) -> PopoverSkin {
        PopoverSkin(
            name: "margins", arrow: ArrowMetrics(base: 20, height: arrowHeight, cornerClearance: 8, overlap: 0),
            contentInsets: SkinInsets(top: 6, left: 9, bottom: 7, right: 11), wantsDefaultContentAppearance: false,
            cornerRadius: 8, fill: SkinColor(red: 1, green: 1, blue: 1), gradient: nil, borderWidth: 0,
            borderColor: SkinColor(red: 0, green: 0, blue: 0), shadow: nil, art: .vector)
    }

    @Test(arguments: [10.0, 13.5], [1.0, 2.0, 3.0])
    func theMarginsAreWhatTheLayoutLeavesAtEverySize(arrowHeight: Double, scale: Double) {
        let skin = Self.skin(arrowHeight: arrowHeight)
        for direction in PopoverArrowDirection.allCases {
            let margins = skin.contentMargins(direction: direction, scale: scale)
            for (width, height) in [(60.0, 40.0), (240.0, 90.0), (999.5, 700.25)] {
                let content = skin.artLayout(
                    width: width, height: height, direction: direction, offset: 0, scale: scale
                ).content
                #expect(abs(content.x - margins.left) < 1e-9 && abs(content.y - margins.top) < 1e-9)
                #expect(abs(width - content.x - content.width - margins.right) < 1e-9)
                #expect(abs(height - content.y - content.height - margins.bottom) < 1e-9)
            }
        }
    }

    @Test func anArrowOnTheGridAddsItsHeightOnItsEdgeOnly() {
        let margins = Self.skin(arrowHeight: 10).contentMargins(direction: .up, scale: 2)
        #expect(margins == SkinInsets(top: 16, left: 9, bottom: 7, right: 11))
        let right = Self.skin(arrowHeight: 10).contentMargins(direction: .right, scale: 2)
        #expect(right == SkinInsets(top: 6, left: 9, bottom: 7, right: 21))
    }
}
