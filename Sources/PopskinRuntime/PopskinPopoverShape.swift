// SwiftUI exists on every Apple platform; on Linux the type-checks provide a stub module of that name.
#if canImport(SwiftUI)
import SwiftUI

/// A skin's outline as a SwiftUI shape: the bubble with its arrow, filleted tip and capsule ends, exactly the
/// outline the skin's `PopskinPopoverBackgroundView` draws for the same size, direction, offset and screen scale
/// (`PopoverArtLayout.outline`; there is no second geometry). Fill it, stroke it, clip to it or use it as a
/// background's shape for tooltips and popovers drawn in SwiftUI.
///
/// The arrow is given as UIKit gives it to a background view: the way it points and its offset from the middle
/// of its edge, in points. SwiftUI's `Edge` is not used: its `leading` and `trailing` follow the layout direction,
/// and `popover(arrowEdge:)` names an edge of the anchor, not of the bubble. The shape is physical for the same
/// reason: it does not mirror under a right-to-left layout (`layoutDirectionBehavior` is `.fixed`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PopskinPopoverShape: InsettableShape {
    public var skin: PopoverSkin
    /// Where the arrow points; the arrow sits on that edge of the shape's rectangle.
    public var direction: PopoverArrowDirection
    /// The arrow's offset from the middle of its edge, in points (x for up and down, y for left and right), held
    /// clear of the corners as UIKit's `arrowOffset` is.
    public var offset: Double
    /// Pixels per point (SwiftUI's `displayScale`): the arrow snaps to them as the UIKit view's does.
    public var displayScale: Double
    /// Points the outline is inset by (`inset(by:)`); negative grows it.
    public var insetAmount: Double

    /// The outline of `skin` with its arrow pointing `direction`, `offset` points from its edge's middle, on a
    /// screen of `displayScale` pixels per point.
    public init(
        skin: PopoverSkin, direction: PopoverArrowDirection, offset: Double = 0, displayScale: Double,
        insetAmount: Double = 0
    ) {
        (self.skin, self.direction, self.offset, self.displayScale) = (skin, direction, offset, displayScale)
        self.insetAmount = insetAmount
    }

    /// The outline for `rect`'s size, placed at its origin.
    public nonisolated func path(in rect: CGRect) -> Path {
        Self.path(layout(for: rect).insetOutline(by: insetAmount, skin: skin), at: rect.origin)
    }

    /// What the UIKit view lays out for bounds of `rect`'s size: the outline, the arrow, the gradient's area.
    public nonisolated func layout(for rect: CGRect) -> PopoverArtLayout {
        skin.artLayout(
            width: Double(rect.width), height: Double(rect.height), direction: direction, offset: offset,
            scale: displayScale)
    }

    /// The outline moved in by `amount` on every side, as `strokeBorder` asks (`PopoverArtLayout.insetOutline`).
    public nonisolated func inset(by amount: CGFloat) -> PopskinPopoverShape {
        var shape = self
        shape.insetAmount += Double(amount)
        return shape
    }

    /// Physical, as UIKit's arrow directions are: a right-to-left layout does not mirror the arrow.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// `outline` as a SwiftUI path whose origin is `origin`, element for element as `PopoverOutline.cgPath` draws
    /// it for the UIKit view.
    nonisolated static func path(_ outline: PopoverOutline, at origin: CGPoint) -> Path {
        func point(_ p: LayoutPoint) -> CGPoint { CGPoint(x: origin.x + p.x, y: origin.y + p.y) }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let p): path.move(to: point(p))
            case .line(let p): path.addLine(to: point(p))
            case .arc(let center, let radius, let start, let sweep):
                // SwiftUI's `clockwise` is CoreGraphics' (y up), so on screen it is the other way: `false` draws
                // angles growing from +x towards +y, as the UIKit view's path does.
                path.addArc(
                    center: point(center), radius: radius, startAngle: .radians(start),
                    endAngle: .radians(start + sweep), clockwise: false)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
#endif
