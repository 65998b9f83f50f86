import Foundation
import PopskinRuntime

/// The demo's own API over the skins the build plugin generated from `themes/`.
public enum SkinsDemo {
    /// The names of the skins, sorted.
    public static var skinNames: [String] { DemoSkins.all.map(\.name) }

    /// The skin a screen should use, falling back to ocean.
    public static func skin(for name: String?) -> PopoverSkin {
        name.flatMap(DemoSkins.named) ?? DemoSkins.ocean
    }

    /// The generated asset catalog, a resource of this target (on Apple platforms Xcode compiles it into
    /// Assets.car; SwiftPM on Linux copies the folder as it is).
    public static var catalog: URL? { Bundle.module.url(forResource: "Skins", withExtension: "xcassets") }
}
