import PopskinCore
import PopskinRuntime

/// Where and how one popover is shown: the view's size, where its arrow points and is pushed to, pixels per point,
/// the appearance whose colours and material it shows, what is under it, and whether it is the built images as the
/// device composes them or the one vector shape they are measured against.
public struct PopoverScene: Sendable {
    public enum Shape: Sendable, Hashable {
        /// The built images composed as `PopskinPopoverBackgroundView` shows them (`PopoverComposer`).
        case device
        /// The same popover as one vector shape at its exact size (`IdealPopover`).
        case ideal
    }

    /// The view's size, in points.
    public var size: Size
    public var direction: PopoverArrowDirection
    /// Along the arrow's edge, from its middle, in points (the runtime clamps it).
    public var offset: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// The appearance whose colours are shown; nil for the colours for any appearance (light).
    public var appearance: SkinAppearance?
    /// Under the popover: nil for a transparent canvas, a colour or the checkerboard under the whole canvas, or an
    /// image (a screenshot) that is the canvas.
    public var backdrop: Backdrop?
    /// On an image backdrop, the point (its points) the arrow is aimed at as UIKit aims it (its frame's far edge
    /// there, so a rounded tip stops short); nil: the view centred on it.
    public var tip: LayoutPoint?
    public var shape: Shape

    public init(
        size: Size, direction: PopoverArrowDirection = .up, offset: Double = 0, scale: Int = 2,
        appearance: SkinAppearance? = nil, backdrop: Backdrop? = nil, tip: LayoutPoint? = nil, shape: Shape = .device
    ) {
        (self.size, self.direction, self.offset, self.scale) = (size, direction, offset, scale)
        (self.appearance, self.backdrop, self.tip, self.shape) = (appearance, backdrop, tip, shape)
    }
}

/// A scene drawn: the picture the device shows, and where things went on it.
public struct ScenePicture {
    /// The canvas: the backdrop image's size, else the view with room for what is drawn outside it (its shadow).
    public var image: RGBAImage
    /// The view's top-left corner on the canvas, in points (whole device pixels).
    public var origin: LayoutPoint
    /// The visible arrow's tip on the canvas, in points.
    public var tip: LayoutPoint
    /// Where UIKit aims the arrow on the canvas (the frame's far edge, `PopoverArtLayout.anchor`), in points: on an
    /// image backdrop, the scene's `tip`.
    public var anchor: LayoutPoint
    /// Where the runtime put the arrow and every image.
    public var layout: PopoverArtLayout
    /// The skin as the scene's appearance lowers it.
    public var skin: PopoverSkin
    /// How the material was drawn, when the skin has one.
    public var material: MaterialLook?
}
