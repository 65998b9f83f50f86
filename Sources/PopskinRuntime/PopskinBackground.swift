#if canImport(SwiftUI)
import SwiftUI

/// A skin's bubble drawn in SwiftUI, as its `PopskinPopoverBackgroundView` draws it from the same outline: the
/// shadow outside the outline, the material under it, the fill or gradient, and the border inside it, each in the
/// colour the environment's appearance (dark, Increase Contrast) picks. Hand-made art is UIKit's: here a skin with
/// art draws its outline with its fill and border (`popskinBackground(hosting:arrowEdge:arrowOffset:)` hosts
/// the skin's UIKit view, art included).
///
/// `direction` is the way the arrow points, physical as UIKit's (see `PopskinPopoverShape`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PopskinBackground: View {
    public var skin: PopoverSkin
    public var direction: PopoverArrowDirection
    public var offset: Double

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    /// The bubble of `skin` with its arrow pointing `direction`, `offset` points from its edge's middle.
    public init(skin: PopoverSkin, direction: PopoverArrowDirection, offset: Double = 0) {
        (self.skin, self.direction, self.offset) = (skin, direction, offset)
    }

    public var body: some View {
        let appearance = SkinAppearance(dark: colorScheme == .dark, highContrast: contrast == .increased)
        let shape = PopskinPopoverShape(skin: skin, direction: direction, offset: offset, displayScale: displayScale)
        ZStack {
            if let shadow = skin.shadow {
                ShadowLayer(shape: shape, shadow: shadow, appearance: appearance)
            }
            if skin.material == .glass, reduceTransparency {
                // As the view's glass (PopoverGlassView): no effect but an opaque bubble under the fill.
                shape.fill(.background)
            } else if skin.material == .glass, let glass = GlassLayer(shape: shape, appearance: appearance) {
                glass
            } else if let material = skin.material {
                shape.fill(material.swiftUIMaterial)
            }
            FillLayer(shape: shape, appearance: appearance)
            if skin.borderWidth > 0 {
                // As the view's border layer: a stroke twice as wide as the border, clipped to the outline.
                shape.stroke(
                    skin.borderColor.resolved(for: appearance).swiftUIColor,
                    lineWidth: 2 * skin.borderWidth(scale: displayScale)
                )
                .clipShape(shape)
            }
        }
    }
}

/// The fill, or the gradient along the skin's line across the layout's gradient area, over the fill where the
/// gradient is translucent (`fillsUnderGradient`), as the view's backing does.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct FillLayer: View {
    var shape: PopskinPopoverShape
    var appearance: SkinAppearance

    var body: some View {
        let skin = shape.skin
        if skin.gradient == nil || skin.fillsUnderGradient {
            shape.fill(skin.fill.resolved(for: appearance).swiftUIColor)
        }
        if let gradient = skin.gradient {
            GeometryReader { proxy in
                if proxy.size.width > 0, proxy.size.height > 0 {
                    let layout = shape.layout(for: CGRect(origin: .zero, size: proxy.size))
                    let line = gradient.line(across: layout.gradientArea(gradient.span))
                    let size = proxy.size
                    shape.fill(
                        LinearGradient(
                            stops: gradient.stops.map {
                                Gradient.Stop(
                                    color: $0.color.resolved(for: appearance).swiftUIColor, location: $0.location)
                            },
                            startPoint: UnitPoint(x: line.start.x / size.width, y: line.start.y / size.height),
                            endPoint: UnitPoint(x: line.end.x / size.width, y: line.end.y / size.height)))
                }
            }
        }
    }
}

/// The shadow of the casting outline (`PopoverArtLayout.shadowOutline`), blurred with σ = blur / 2 as the layer's
/// `shadowRadius`, and cut away inside the outline so that it never shows through a translucent fill.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct ShadowLayer: View {
    var shape: PopskinPopoverShape
    var shadow: SkinShadow
    var appearance: SkinAppearance

    var body: some View {
        let color = shadow.color.resolved(for: appearance)
        OutlinePath(shape: shape, casting: shadow)
            .fill(color.swiftUIColor.opacity(shadow.opacity))
            .blur(radius: shadow.blur / 2)
            .offset(x: shadow.offsetX, y: shadow.offsetY)
            .mask {
                // Everything but the outline: the outline punched out of a rectangle beyond the shadow's reach.
                let reach = PopoverArtLayout.shadowReach(shadow)
                Rectangle()
                    .padding(-reach)
                    .overlay { shape.blendMode(.destinationOut) }
                    .compositingGroup()
            }
    }
}

/// The outline that casts `casting`: the skin's outline grown by the spread, or the bubble alone.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct OutlinePath: Shape {
    var shape: PopskinPopoverShape
    var casting: SkinShadow

    nonisolated func path(in rect: CGRect) -> Path {
        let layout = shape.layout(for: rect)
        return PopskinPopoverShape.path(layout.shadowOutline(casting, skin: shape.skin), at: rect.origin)
    }
}

extension SkinColor {
    /// The plain colour as SwiftUI's, in its own space. Resolve it for the appearance first.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var swiftUIColor: Color {
        switch space {
        case .sRGB: Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        case .displayP3: Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
        }
    }
}

/// Liquid Glass in the bubble's shape, tinted with the skin's tint for the appearance, where SwiftUI has it (iOS 26
/// and later; visionOS has no `Glass`); nil elsewhere, where the material's blur stands in, as in the UIKit view.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct GlassLayer: View {
    var shape: PopskinPopoverShape
    var tint: Color?

    init?(shape: PopskinPopoverShape, appearance: SkinAppearance) {
        #if os(visionOS)
        return nil
        #else
        guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) else { return nil }
        (self.shape, tint) = (shape, shape.skin.glassTint?.resolved(for: appearance).swiftUIColor)
        #endif
    }

    var body: some View {
        #if !os(visionOS)
        // Always true once made (the initializer checked); the compiler needs the check where Glass is used.
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
            // The glass is anchored to the view's bounds: a clear view as large as the bubble's frame.
            Color.clear.glassEffect(Glass.regular.tint(tint), in: shape)
        }
        #endif
    }
}

extension SkinMaterial {
    /// SwiftUI's material of the same name, which adapts to light and dark as UIKit's does.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
    var swiftUIMaterial: Material {
        switch self {
        case .ultraThin: .ultraThinMaterial
        case .thin: .thinMaterial
        case .regular: .regularMaterial
        case .thick: .thickMaterial
        case .chrome: .bar
        // Glass's fallback before iOS 26 and on visionOS, as the view's.
        case .glass: .regularMaterial
        }
    }
}
#endif
