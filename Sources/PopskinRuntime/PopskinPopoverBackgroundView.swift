// UIPopoverBackgroundView exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS; watchOS has UIKit's name but no
// UIView.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The base of every generated skin class: image views for the background and the arrow, laid out by
/// `PopoverLayout`, or for combined-style art, laid out by `CombinedLayout`. Subclasses supply the class metrics as
/// constants, `skin` and `imageBundle`; UIKit's abstract members are overridden there without calling super, which
/// raises.
open class PopskinPopoverBackgroundView: UIPopoverBackgroundView {
    /// The skin the class draws. Generated subclasses override it.
    open class var skin: PopoverSkin { fatalError("\(self) must override skin") }

    /// The bundle whose asset catalog holds the skin's images: the app's by default; a framework's or a Swift
    /// package's (`Bundle.module`) when the generated code says so. `UIImage(named:)` alone searches the main
    /// bundle only.
    open class var imageBundle: Bundle? { .main }

    /// Honoured by iOS 12 and earlier only: UIKit has ignored it since iOS 13 ("No longer supported").
    open override class var wantsDefaultContentAppearance: Bool { skin.wantsDefaultContentAppearance }

    private let backgroundImageView = UIImageView()
    private let arrowImageView = UIImageView()
    /// `<arrowImageName>-up|down|left|right`, loaded once each.
    private var arrowImages: [String: UIImage?] = [:]
    private var direction: UIPopoverArrowDirection = .up
    private var offset: CGFloat = 0

    /// Combined style: the one or two pieces of art (see `CombinedLayout`), cut and sliced once each.
    private let pieceViews = [UIImageView(), UIImageView()]
    private var pieceImages: [PieceArt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addImageViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addImageViews()
    }

    private func addImageViews() {
        let skin = Self.skin
        if skin.combinedArt != nil {
            pieceViews.forEach(addSubview)
            return
        }
        let caps = skin.capInsets
        let insets = UIEdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right)
        // Stretched, never tiled: `resizableImage(withCapInsets:)` alone tiles, which stripes a gradient.
        backgroundImageView.image = Self.image(named: skin.backgroundImageName)?
            .resizableImage(withCapInsets: insets, resizingMode: .stretch)
        addSubview(backgroundImageView)
        addSubview(arrowImageView)  // above the background, so the overlap covers its edge
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
        // The trait collection's scale is the screen's once the view is in a window (UIWindow.screen does not exist
        // on visionOS).
        let scale = Double(traitCollection.displayScale)
        if let combined = Self.skin.combinedLayout(width: bounds.width, height: bounds.height,
                                                   direction: Self.direction(direction), offset: offset, scale: scale) {
            return layoutPieces(combined)
        }
        let layout = Self.skin.layout(width: bounds.width, height: bounds.height, direction: Self.direction(direction),
                                      offset: offset, scale: scale)
        backgroundImageView.frame = CGRect(x: layout.background.x, y: layout.background.y,
                                           width: layout.background.width, height: layout.background.height)
        // Each direction has its own art (the shadow's margin differs per side), already turned: no transform.
        let name = Self.direction(direction).rawValue
        if arrowImages[name] == nil { arrowImages[name] = Self.image(named: Self.skin.arrowImageName + "-" + name) }
        arrowImageView.image = arrowImages[name] ?? nil
        arrowImageView.frame = CGRect(x: layout.arrow.x, y: layout.arrow.y, width: layout.arrow.width,
                                      height: layout.arrow.height)
    }

    private func layoutPieces(_ layout: CombinedLayout) {
        for (index, view) in pieceViews.enumerated() {
            guard index < layout.pieces.count else {
                view.isHidden = true
                continue
            }
            let piece = layout.pieces[index], frame = piece.frame
            view.isHidden = false
            view.image = image(for: piece)
            // A mirrored piece is the unmirrored art in a flipped view: flipping about the centre keeps the frame.
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            view.transform = piece.mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        }
    }

    /// Which art a piece shows: the same for every layout that cuts the same piece.
    private struct PieceArt: Hashable {
        var variant: CombinedVariantName
        var crop: LayoutRect
        var capInsets: SkinInsets
    }

    private func image(for piece: CombinedPiece) -> UIImage? {
        guard let art = Self.skin.combinedArt?[piece.variant] else { return nil }
        let crop = piece.crop, caps = piece.capInsets
        let key = PieceArt(variant: piece.variant, crop: crop, capInsets: caps)
        if let cached = pieceImages[key] { return cached }
        guard var image = Self.image(named: art.imageName) else { return nil }
        if crop.width < art.width || crop.height < art.height, let whole = image.cgImage {
            let s = image.scale
            let pixels = CGRect(x: (CGFloat(crop.x) * s).rounded(), y: (CGFloat(crop.y) * s).rounded(),
                                width: (CGFloat(crop.width) * s).rounded(), height: (CGFloat(crop.height) * s).rounded())
            guard let cut = whole.cropping(to: pixels) else { return nil }
            image = UIImage(cgImage: cut, scale: s, orientation: .up)
        }
        let insets = UIEdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right)
        let sliced = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        pieceImages[key] = sliced
        return sliced
    }

    /// The skin's image `name` from `imageBundle`'s asset catalog.
    static func image(named name: String) -> UIImage? {
        UIImage(named: name, in: imageBundle, compatibleWith: nil)
    }

    static func direction(_ direction: UIPopoverArrowDirection) -> PopoverArrowDirection {
        switch direction {
        case .down: return .down
        case .left: return .left
        case .right: return .right
        default: return .up
        }
    }
}
#endif
