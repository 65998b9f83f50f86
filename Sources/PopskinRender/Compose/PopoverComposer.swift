import CCairo
import PopskinCore
import PopskinRuntime
import PopskinSources

/// A theme's built images at one scale, as the app loads them: made once each, by asset name.
public final class AssetImages {
    public let scale: Int
    private let skin: Skin
    private let inputs: InputSnapshot
    private let assets: [String: SkinAsset]
    private var surfaces: [String: CairoSurface] = [:]

    /// The images of `skin` lowered as `runtime`, its art taken from `inputs`.
    public init(skin: Skin, runtime: PopoverSkin, scale: Int, inputs: InputSnapshot) {
        self.scale = scale
        self.skin = skin
        self.inputs = inputs
        assets = Dictionary(
            uniqueKeysWithValues: SkinAssets.list(skin: skin, runtime: runtime).map { ($0.name, $0) })
    }

    /// The image named `name`, or an error naming it when the skin has none (a runtime that names an image the
    /// catalog lacks would show nothing).
    func surface(_ name: String) throws -> CairoSurface {
        if let surface = surfaces[name] { return surface }
        guard let asset = assets[name] else { throw RenderFailure(description: "no image named \(name) was built") }
        let surface = try CairoSurface(try asset.image(skin, scale: scale, inputs: inputs))
        surfaces[name] = surface
        return surface
    }
}

/// A popover drawn on a transparent canvas that holds the view and what is drawn outside it (its shadow, hand-made
/// art's margins), `padding` points on every side.
public struct PopoverPicture {
    public var image: RGBAImage
    /// Where the view's top-left corner is on the canvas, in points.
    public var padding: Double
    public var layout: PopoverArtLayout
    /// Pixels per point.
    public var scale: Int
}

/// `popskin theme render --image popover`: the built images composed exactly as `PopskinPopoverBackgroundView`
/// shows them — the runtime's own `PopoverArtLayout`, each image stretched in its clipping slot, under a gradient the
/// fill images masking the gradient layer and the border images above it, and the layer shadow of the outline, masked
/// to outside it.
public enum PopoverComposer {
    /// Room around the view for what is drawn outside it, in whole points.
    public static func padding(_ skin: PopoverSkin) -> Double {
        var reach = 2.0
        if let shadow = skin.shadow { reach = max(reach, PopoverArtLayout.shadowReach(shadow)) }
        if case .separate(let art) = skin.art {
            let m = art.margins
            reach = max(reach, m.top, m.left, m.bottom, m.right)
        }
        return reach.rounded(.up)
    }

    public static func compose(
        _ skin: PopoverSkin, images: AssetImages, width: Double, height: Double, direction: PopoverArrowDirection,
        offset: Double
    ) throws -> PopoverPicture {
        let (canvas, layout) = try composeCanvas(
            skin, images: images, width: width, height: height,
            direction: direction, offset: offset)
        return PopoverPicture(image: canvas.finish(), padding: canvas.padding, layout: layout, scale: images.scale)
    }

    /// The composition on its canvas; `shadow`, when given, is the shadow's blurred plane for this canvas.
    static func composeCanvas(
        _ skin: PopoverSkin, images: AssetImages, width: Double, height: Double, direction: PopoverArrowDirection,
        offset: Double, shadow plane: ShadowPlane? = nil
    ) throws -> (Canvas, PopoverArtLayout) {
        let scale = Double(images.scale)
        let layout = skin.artLayout(width: width, height: height, direction: direction, offset: offset, scale: scale)
        let canvas = try Canvas(skin, width: width, height: height, scale: images.scale)
        if let shadow = skin.shadow {
            try OutlinePainter.shadow(
                shadow, of: layout.outline, casting: layout.shadowOutline(shadow, skin: skin), on: canvas.cr,
                size: canvas.surface.size, scale: scale, origin: LayoutPoint(x: canvas.padding, y: canvas.padding),
                plane: plane)
        }
        canvas.enterView()
        if case .vector = skin.art {
            // The view's shape layers: the outline at this size, as the ideal draws it.
            IdealPopover.paintShape(skin, layout: layout, width: width, height: height, scale: scale, on: canvas.cr)
            cairo_surface_flush(canvas.surface.pointer)
            return (canvas, layout)
        }
        let fills = layout.images.filter { $0.layer == .fill }
        if let gradient = skin.gradient, case .drawn = skin.art {
            // The gradient view, its mask the fill images.
            let mask = CairoSurface(canvas.surface.size)
            let maskContext = cairo_create(mask.pointer)!
            cairo_scale(maskContext, scale, scale)
            cairo_translate(maskContext, canvas.padding, canvas.padding)
            for placed in fills { try draw(placed, from: images, on: maskContext) }
            cairo_destroy(maskContext)
            cairo_surface_flush(mask.pointer)
            // The fill beneath a translucent gradient, masked alike; then the gradient.
            var sources: [ShapeFill] = skin.fillsUnderGradient ? [.color(skin.fill)] : []
            sources.append(.gradient(gradient, across: layout.gradientArea(gradient.span)))
            for source in sources {
                cairo_save(canvas.cr)
                OutlinePainter.setSource(source, on: canvas.cr)
                cairo_identity_matrix(canvas.cr)
                cairo_mask_surface(canvas.cr, mask.pointer, 0, 0)
                cairo_restore(canvas.cr)
            }
        } else {
            for placed in fills { try draw(placed, from: images, on: canvas.cr) }
        }
        for placed in layout.images where placed.layer == .border { try draw(placed, from: images, on: canvas.cr) }
        cairo_surface_flush(canvas.surface.pointer)
        return (canvas, layout)
    }

    /// One image in its slot: clipped to `clip`, stretched into `frame`.
    static func draw(_ placed: PlacedImage, from images: AssetImages, on cr: OpaquePointer) throws {
        let surface = try images.surface(placed.imageName)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = placed.clip {
            guard clip.width > 0, clip.height > 0 else { return }
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
        }
        NineSlice.draw(
            surface, scale: Double(images.scale), crop: placed.crop, caps: placed.capInsets,
            into: placed.frame, mirrored: placed.mirrored, on: cr)
    }
}

/// The same popover drawn as one vector shape at its exact size: the ideal the composition is measured against.
public enum IdealPopover {
    public static func draw(
        _ skin: PopoverSkin, width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Int
    ) throws -> PopoverPicture {
        let (canvas, layout) = try drawCanvas(
            skin, width: width, height: height, direction: direction, offset: offset,
            scale: scale)
        return PopoverPicture(image: canvas.finish(), padding: canvas.padding, layout: layout, scale: scale)
    }

    /// The same, as the cairo surface it is drawn on (for benchmarks that hand it to other PNG writers).
    public static func surface(
        _ skin: PopoverSkin, width: Double, height: Double, direction: PopoverArrowDirection, offset: Double, scale: Int
    ) throws -> CairoSurface {
        try drawCanvas(skin, width: width, height: height, direction: direction, offset: offset, scale: scale).0.surface
    }

    static func drawCanvas(
        _ skin: PopoverSkin, width: Double, height: Double, direction: PopoverArrowDirection, offset: Double,
        scale: Int,
        shadow plane: ShadowPlane? = nil
    ) throws -> (Canvas, PopoverArtLayout) {
        let layout = skin.artLayout(
            width: width, height: height, direction: direction, offset: offset,
            scale: Double(scale))
        let canvas = try Canvas(skin, width: width, height: height, scale: scale)
        if let shadow = skin.shadow {
            try OutlinePainter.shadow(
                shadow, of: layout.outline, casting: layout.shadowOutline(shadow, skin: skin), on: canvas.cr,
                size: canvas.surface.size, scale: Double(scale),
                origin: LayoutPoint(x: canvas.padding, y: canvas.padding),
                plane: plane)
        }
        canvas.enterView()
        paintShape(skin, layout: layout, width: width, height: height, scale: Double(scale), on: canvas.cr)
        cairo_surface_flush(canvas.surface.pointer)
        return (canvas, layout)
    }

    /// The outline filled (the colour; the gradient over the colour where it shows through) and its border inside it,
    /// as wide as it is drawn at `scale`.
    static func paintShape(
        _ skin: PopoverSkin, layout: PopoverArtLayout, width: Double, height: Double, scale: Double,
        on cr: OpaquePointer
    ) {
        if skin.gradient == nil || skin.fillsUnderGradient {
            OutlinePainter.fill(layout.outline, with: .color(skin.fill), on: cr)
        }
        if let gradient = skin.gradient {
            OutlinePainter.fill(
                layout.outline, with: .gradient(gradient, across: layout.gradientArea(gradient.span)), on: cr)
        }
        OutlinePainter.border(layout.outline, width: skin.borderWidth(scale: scale), color: skin.borderColor, on: cr)
    }
}

/// A transparent canvas for one popover: the view plus padding, user space in points.
final class Canvas {
    let surface: CairoSurface
    let cr: OpaquePointer
    let padding: Double
    let scale: Int

    init(_ skin: PopoverSkin, width: Double, height: Double, scale: Int) throws {
        padding = PopoverComposer.padding(skin)
        guard scale > 0, width > 0, height > 0 else {
            let n = ValueText.number
            throw RenderFailure(description: "cannot draw a \(n(width))×\(n(height)) pt popover at \(scale)x")
        }
        let s = Double(scale)
        self.scale = scale
        surface = CairoSurface(
            try PixelSize(
                pixels: (width + 2 * padding) * s, (height + 2 * padding) * s, rounding: .up, what: "popover"))
        cr = cairo_create(surface.pointer)!
    }

    deinit { cairo_destroy(cr) }

    /// From here on, user space is the view's points.
    func enterView() {
        cairo_identity_matrix(cr)
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, padding, padding)
    }

    func finish() -> RGBAImage {
        cairo_surface_flush(surface.pointer)
        return surface.image()
    }
}
