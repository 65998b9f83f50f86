// UIPopoverBackgroundView exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS; watchOS has UIKit's name but no
// UIView.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The base of every generated skin class. It shows exactly what `PopoverArtLayout` says for its bounds, direction
/// and offset: each image in a clipping slot, under a gradient the fill images as the gradient layer's mask (and, where
/// the gradient is translucent, as the mask of the fill beneath it) and the border images above, and the shadow
/// drawn by a layer from `PopoverArtLayout.shadowOutline`; a material, when the skin has one, is a visual effect view
/// masked by the outline under all of them (for glass, `PopoverGlassView` with its fallbacks). Subclasses supply the
/// class metrics as constants, `skin` and `imageBundle`; UIKit's abstract members are overridden there without
/// calling super, which raises.
///
/// It follows dark mode and Increase Contrast: when either changes, the images are loaded again for the new
/// appearance (cropped pieces are plain CGImages that forget their asset's appearances, so they are cached per
/// appearance) and the layer colours, which never adapt by themselves, are set again.
open class PopskinPopoverBackgroundView: UIPopoverBackgroundView {
    /// The skin the class draws. Generated subclasses override it.
    open class var skin: PopoverSkin { fatalError("\(self) must override skin") }

    /// The bundle whose asset catalog holds the skin's images: the app's by default; a framework's or a Swift
    /// package's (`Bundle.module`) when the generated code says so. `UIImage(named:)` alone searches the main
    /// bundle only.
    open class var imageBundle: Bundle? { .main }

    /// The bubble's fill as a colour that follows the appearance (the catalog's `<theme>-fill` colour set), for
    /// content that should match the bubble.
    open class var fillColor: UIColor? {
        UIColor(named: skin.fillColorSetName, in: imageBundle, compatibleWith: nil)
    }

    /// The border's colour, following the appearance (`<theme>-border`); nil without a border.
    open class var borderColor: UIColor? {
        skin.borderWidth > 0 ? UIColor(named: skin.borderColorSetName, in: imageBundle, compatibleWith: nil) : nil
    }

    /// Honoured by iOS 12 and earlier only: UIKit has ignored it since iOS 13 ("No longer supported").
    open override class var wantsDefaultContentAppearance: Bool { skin.wantsDefaultContentAppearance }

    private var direction: UIPopoverArrowDirection = .up
    private var offset: CGFloat = 0
    private let shadow = PopoverShadowView()
    /// The fill images; under a gradient, the gradient view's mask.
    private let fills = ImageSlots()
    private let gradient = PopoverGradientView()
    /// The fill under a translucent gradient, masked by the same fill images as the gradient.
    private let backing = UIView()
    private let backingMask = ImageSlots()
    private let borders = ImageSlots()
    private let shape = PopoverShapeView()
    /// The material under the fill and border (a `PopoverMaterialView`, or a `PopoverGlassView`; iOS 13 and later).
    private var material: (any PopoverMaterialHost)?
    private var images: [ImageKey: UIImage] = [:]
    /// The appearance the layers and images show.
    private var appearance: SkinAppearance = .light

    /// Required, so a view can be made from the class alone (as the SwiftUI route hosts one).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addLayers()
        observeAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLayers()
        observeAppearance()
    }

    /// The appearance a trait collection asks for.
    public static func appearance(of traits: UITraitCollection) -> SkinAppearance {
        if #available(iOS 13.0, tvOS 13.0, *) {
            return SkinAppearance(
                dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high)
        }
        return .light
    }

    private func observeAppearance() {
        appearance = Self.appearance(of: traitCollection)
        applyColors()
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
                (view: PopskinPopoverBackgroundView, _: UITraitCollection) in
                view.appearanceMayHaveChanged()
            }
        }
    }

    // Before iOS 17 the only way to hear of a trait change; from 17 on, registerForTraitChanges does it.
    @available(*, deprecated, message: "UIKit calls it before iOS 17; registerForTraitChanges covers 17 and later")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, tvOS 17.0, *) { return }
        appearanceMayHaveChanged()
    }

    private func appearanceMayHaveChanged() {
        let now = Self.appearance(of: traitCollection)
        guard now != appearance else { return }
        appearance = now
        applyColors()
        setNeedsLayout()
    }

    /// The layers' colours for the current appearance.
    private func applyColors() {
        let skin = Self.skin.resolved(for: appearance)
        if let colors = skin.gradient { gradient.apply(colors) }
        backing.layer.backgroundColor = skin.fill.cgColor
        if case .vector = skin.art { shape.applyColors(skin) }
        if #available(iOS 13.0, tvOS 13.0, *), let glass = material as? PopoverGlassView {
            glass.setTint(skin.glassTint)
        }
    }

    private func addLayers() {
        let skin = Self.skin
        if skin.shadow != nil { addSubview(shadow) }
        if let style = skin.material, #available(iOS 13.0, tvOS 13.0, *) {
            let view: any PopoverMaterialHost = style == .glass ? PopoverGlassView() : PopoverMaterialView(style)
            material = view
            addSubview(view)
        }
        if case .vector = skin.art {
            // A capsule: shape layers, over the gradient view they mask when there is a gradient.
            if skin.fillsUnderGradient { addSubview(backing) }
            if skin.gradient != nil { addSubview(gradient) }
            shape.setUp(skin, gradient: skin.gradient == nil ? nil : gradient, backing: backing)
            addSubview(shape)
            return
        }
        if skin.gradient != nil, case .drawn = skin.art {
            if skin.fillsUnderGradient {
                backing.mask = backingMask
                addSubview(backing)
            }
            gradient.mask = fills
            addSubview(gradient)
        } else {
            addSubview(fills)
        }
        addSubview(borders)
    }

    open override var arrowDirection: UIPopoverArrowDirection {
        get { direction }
        set {
            direction = newValue
            setNeedsLayout()
        }
    }

    open override var arrowOffset: CGFloat {
        get { offset }
        set {
            offset = newValue
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let skin = Self.skin.resolved(for: appearance)
        // The trait collection's scale is the screen's once the view is in a window (UIWindow.screen does not exist
        // on visionOS).
        let scale = Double(traitCollection.displayScale)
        let layout = skin.artLayout(
            width: Double(bounds.width), height: Double(bounds.height),
            direction: PopoverArrowDirection(direction), offset: Double(offset), scale: scale)
        let animation = layer.animation(forKey: "bounds.size")
        for host in [fills, gradient, backing, backingMask, borders, shape] as [UIView] { host.frame = bounds }
        fills.show(layout.images.filter { $0.layer == .fill }, image: image(for:))
        if skin.fillsUnderGradient {
            backingMask.show(layout.images.filter { $0.layer == .fill }, image: image(for:))
        }
        if let colors = skin.gradient { gradient.place(colors, across: layout.gradientArea(colors.span)) }
        borders.show(layout.images.filter { $0.layer == .border }, image: image(for:))
        if case .vector = skin.art { shape.apply(layout.outline, skin: skin, scale: scale, animatingWith: animation) }
        if let view = material {
            view.frame = bounds
            view.apply(layout.outline, animatingWith: animation)
        }
        if let style = skin.shadow {
            shadow.frame = bounds
            shadow.apply(
                style, outline: layout.outline, casting: layout.shadowOutline(style, skin: skin),
                animatingWith: animation)
        }
    }

    /// Which image a placed image shows: the same for every layout that cuts the same piece.
    private struct ImageKey: Hashable {
        var name: String
        var appearance: SkinAppearance
        var crop: LayoutRect?
        var capInsets: SkinInsets
    }

    /// The asset, cropped and sliced once: stretched, never tiled (`resizableImage(withCapInsets:)` alone tiles,
    /// which stripes a gradient).
    private func image(for placed: PlacedImage) -> UIImage? {
        let key = ImageKey(
            name: placed.imageName, appearance: appearance, crop: placed.crop, capInsets: placed.capInsets)
        if let cached = images[key] { return cached }
        // The catalog picks the image of the view's appearance (and scale) from its traits.
        guard var image = UIImage(named: placed.imageName, in: Self.imageBundle, compatibleWith: traitCollection)
        else {
            return nil
        }
        if let crop = placed.crop, let whole = image.cgImage {
            let s = image.scale
            let pixels = CGRect(
                x: (CGFloat(crop.x) * s).rounded(), y: (CGFloat(crop.y) * s).rounded(),
                width: (CGFloat(crop.width) * s).rounded(), height: (CGFloat(crop.height) * s).rounded())
            guard let cut = whole.cropping(to: pixels) else { return nil }
            image = UIImage(cgImage: cut, scale: s, orientation: .up)
        }
        let caps = placed.capInsets
        let sliced = image.resizableImage(
            withCapInsets: UIEdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right),
            resizingMode: .stretch)
        images[key] = sliced
        return sliced
    }
}

extension PopoverArrowDirection {
    /// The direction UIKit gives a background view (one bit; `.unknown` and sets read as up).
    public init(_ direction: UIPopoverArrowDirection) {
        switch direction {
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        default: self = .up
        }
    }

    /// As UIKit names it.
    public var uiKit: UIPopoverArrowDirection {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }
}
#endif
