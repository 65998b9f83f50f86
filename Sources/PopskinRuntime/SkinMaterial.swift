/// A system material under the bubble (`background.material`): the view blurs what is behind it inside the outline,
/// and the fill, translucent, tints it. The blurs are UIKit's adaptive materials (iOS 13+), which follow light and
/// dark mode by themselves; `glass` is Liquid Glass (`UIGlassEffect`, iOS 26), which falls back to the `regular`
/// blur before iOS 26 and to an opaque bubble under Reduce Transparency (`PopoverGlassView`).
public nonisolated enum SkinMaterial: String, Hashable, Sendable, CaseIterable {
    case ultraThin = "ultra-thin"
    case thin
    case regular
    case thick
    case chrome
    case glass
}
