import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// Helpers the render tests share.
enum RenderTestKit {
    /// The skin of a one-theme project whose theme `t` is `theme`.
    static func skin(_ theme: String) throws -> Skin {
        let folder = try TemporaryFolder(prefix: "popskin-render")
        try folder.write(["themes/t.yaml": theme])
        let result = FrontEnd().run(root: folder.path)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        return try #require(result.registry["t"]?.skin)
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<(offset + 4)])
    }
}
