import CCairo
import PopskinCore
import PopskinRuntime
import PopskinSources

/// The one way popskin draws a theme: a skin in a scene (`PopoverScene`) gives the picture the device shows — the
/// layer shadow from the outline, the material blurred from what is under it, the built images composed as the view
/// composes them (or the ideal shape), over the backdrop. `theme render`, `theme preview`, `theme check` and
/// `theme diff` all draw through it, so every look reaches all four.
///
/// Each appearance's skin is lowered once and its images made once per scale, as they are asked for. Not for
/// sharing between threads: work on all cores makes a drawing per thread.
public final class ThemeDrawing {
    public let name: String
    /// The theme's skin, every appearance's colours in it.
    public let skin: Skin
    private let inputs: InputSnapshot
    private var lowered: [SkinAppearance?: (skin: Skin, runtime: PopoverSkin)] = [:]
    private var images: [ImagesKey: AssetImages] = [:]

    private struct ImagesKey: Hashable {
        var appearance: SkinAppearance?
        var scale: Int
    }

    /// The drawing of theme `name`'s `skin`, its art taken from `inputs` (the project's snapshot).
    public init(name: String, skin: Skin, inputs: InputSnapshot) {
        (self.name, self.skin, self.inputs) = (name, skin, inputs)
    }

    /// The runtime's value of the skin in `appearance` (nil: any), lowered once.
    public func runtime(for appearance: SkinAppearance?) -> PopoverSkin {
        resolved(appearance).runtime
    }

    private func resolved(_ appearance: SkinAppearance?) -> (skin: Skin, runtime: PopoverSkin) {
        if let known = lowered[appearance] { return known }
        let shown = skin.resolved(for: appearance)
        let made = (shown, PopoverSkin(name: name, skin: shown, inputs: inputs))
        lowered[appearance] = made
        return made
    }

    /// The built images of `appearance` at `scale`, made once.
    func images(for appearance: SkinAppearance?, scale: Int) -> AssetImages {
        let key = ImagesKey(appearance: appearance, scale: scale)
        if let known = images[key] { return known }
        let (shown, runtime) = resolved(appearance)
        let made = AssetImages(skin: shown, runtime: runtime, scale: scale, inputs: inputs)
        images[key] = made
        return made
    }

    /// The material's look in `scene`, when the skin has one (with glass's tint in the scene's appearance).
    func material(_ scene: PopoverScene) -> MaterialLook? {
        let runtime = runtime(for: scene.appearance)
        return runtime.material.map {
            MaterialLook($0, dark: scene.appearance?.isDark ?? false, tint: runtime.glassTint)
        }
    }

    /// The popover alone on a transparent canvas with room for its shadow (no backdrop, no material).
    func picture(_ scene: PopoverScene) throws -> PopoverPicture {
        let runtime = runtime(for: scene.appearance)
        let (width, height) = (scene.size.width, scene.size.height)
        switch scene.shape {
        case .ideal:
            return try IdealPopover.draw(
                runtime, width: width, height: height, direction: scene.direction, offset: scene.offset,
                scale: scene.scale)
        case .device:
            return try PopoverComposer.compose(
                runtime, images: images(for: scene.appearance, scale: scene.scale), width: width, height: height,
                direction: scene.direction, offset: scene.offset)
        }
    }

    /// The scene as the device shows it.
    public func draw(_ scene: PopoverScene) throws -> ScenePicture {
        let picture = try picture(scene)
        let look = material(scene)
        let placed: PopoverInContext
        if scene.backdrop != nil || look != nil {
            placed = try picture.over(scene.backdrop, direction: scene.direction, tip: scene.tip, material: look)
        } else {
            let origin = LayoutPoint(x: picture.padding, y: picture.padding), tip = picture.tip(scene.direction)
            let anchor = picture.layout.anchor
            placed = PopoverInContext(
                image: picture.image, origin: origin, tip: LayoutPoint(x: origin.x + tip.x, y: origin.y + tip.y),
                anchor: LayoutPoint(x: origin.x + anchor.x, y: origin.y + anchor.y))
        }
        return ScenePicture(
            image: placed.image, origin: placed.origin, tip: placed.tip, anchor: placed.anchor, layout: picture.layout,
            skin: runtime(for: scene.appearance), material: look)
    }

    /// Draws `picture` (the scene's, from `picture(_:)`) onto `canvas` (device pixels at the scene's scale), its
    /// view's top-left corner at `origin` (points): the material first, blurred from what `canvas` already holds
    /// there (a grey stand-in when `standIn`), then the popover with its shadow. What a sheet of many scenes
    /// (`theme preview`) draws each one with; the scene's backdrop is the caller's to paint first.
    func paint(
        _ picture: PopoverPicture, of scene: PopoverScene, on canvas: CairoSurface, viewAt origin: LayoutPoint,
        standIn: Bool
    ) throws {
        if let look = material(scene) {
            try look.paint(under: picture.layout.outline, at: origin, on: canvas, scale: scene.scale, standIn: standIn)
        }
        let s = Double(scene.scale)
        let cr = cairo_create(canvas.pointer)!
        defer { cairo_destroy(cr) }
        let surface = try CairoSurface(picture.image)
        cairo_set_source_surface(
            cr, surface.pointer, (origin.x - picture.padding) * s, (origin.y - picture.padding) * s)
        cairo_paint(cr)
        cairo_surface_flush(canvas.pointer)
    }
}
