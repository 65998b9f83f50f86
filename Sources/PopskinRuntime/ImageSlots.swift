#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view showing placed images, each in its own clipping slot, reusing slots from one layout to the next.
final class ImageSlots: UIView {
    private var slots: [(clip: UIView, image: UIImageView)] = []

    func show(_ placed: [PlacedImage], image: (PlacedImage) -> UIImage?) {
        while slots.count < placed.count {
            let clip = UIView(), view = UIImageView()
            clip.clipsToBounds = true
            clip.addSubview(view)
            addSubview(clip)
            slots.append((clip, view))
        }
        for (index, slot) in slots.enumerated() {
            guard index < placed.count else {
                slot.clip.isHidden = true
                continue
            }
            let item = placed[index], visible = item.clip ?? item.frame
            slot.clip.isHidden = false
            slot.clip.frame = CGRect(x: visible.x, y: visible.y, width: visible.width, height: visible.height)
            slot.image.image = image(item)
            // A mirrored piece is the unmirrored art in a flipped view: flipping about the centre keeps the frame.
            slot.image.transform = .identity
            slot.image.bounds = CGRect(x: 0, y: 0, width: item.frame.width, height: item.frame.height)
            slot.image.center = CGPoint(x: item.frame.midX - visible.x, y: item.frame.midY - visible.y)
            slot.image.transform = item.mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        }
    }
}
#endif
