/// A system blur material under the bubble (`background.material`): the view blurs what is behind it inside the
/// outline, and the fill, translucent, tints it. Each is one of UIKit's adaptive materials (iOS 13+), which follow
/// light and dark mode by themselves.
public nonisolated enum SkinMaterial: String, Hashable, Sendable, CaseIterable {
    case ultraThin = "ultra-thin"
    case thin
    case regular
    case thick
    case chrome
}
