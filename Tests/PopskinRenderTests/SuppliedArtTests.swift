import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore
@testable import PopskinRender

@Suite struct SuppliedArtTests {
    /// A project folder holding `files` (project-relative path → bytes), removed when released.
    final class ArtProject {
        let root: String

        init(_ files: [String: [UInt8]]) throws {
            root = FileManager.default.temporaryDirectory.path + "/popskin-art-" + UUID().uuidString
            for (path, bytes) in files {
                let url = URL(fileURLWithPath: root + "/" + path)
                let folder = url.deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static let art = ImageReference(written: "art/x.png", path: "themes/art/x.png")
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// Opaque, the left half red and the right half blue.
    static func halves(width: Int, height: Int) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<height { for x in 0..<width { pixels += x < width / 2 ? red : blue } }
        return try PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: pixels))
    }

    static func solid(_ colour: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let pixels = Array([[UInt8]](repeating: colour, count: width * height).joined())
        return try PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: pixels))
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<(offset + 4)])
    }

    static func failure(_ body: () throws -> Void) -> SuppliedArt.Failure? {
        do { try body() } catch let failure as SuppliedArt.Failure { return failure } catch { Issue.record("\(error)") }
        return nil
    }

    @Test func suppliedScalesPassThroughByteForByte() throws {
        // Different encodings per scale, so a re-encoded copy could not pass for the original.
        let twoX = try #require(PNGDecoding.decode(Self.halves(width: 40, height: 20)))
        let files = [
            "themes/art/x.png": try Self.halves(width: 20, height: 10),
            "themes/art/x@2x.png": try PNGEncoder.encode(twoX, fast: true),
            "themes/art/x@3x.png": try Self.solid([10, 20, 30, 128], width: 60, height: 30),
        ]
        let project = try ArtProject(files)
        for (scale, suffix) in [(1, ""), (2, "@2x"), (3, "@3x")] {
            #expect(
                try SuppliedArt.png(for: Self.art, scale: scale, inputs: InputSnapshot(projectRoot: project.root))
                    == files["themes/art/x\(suffix).png"])
        }
    }

    @Test func oneXFromTwoXIsHalfTheSizeWithEdgesIntact() throws {
        let project = try ArtProject(["themes/art/x@2x.png": try Self.halves(width: 40, height: 20)])
        let png = try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root))
        let image = try #require(PNGDecoding.decode(png))
        #expect((image.width, image.height) == (20, 10))
        #expect(Self.pixel(image, 0, 0) == Self.red && Self.pixel(image, 19, 9) == Self.blue)  // no darkened rim
        #expect(Self.pixel(image, 5, 5) == Self.red && Self.pixel(image, 15, 5) == Self.blue)
        #expect((0..<image.width * image.height).allSatisfy { image.pixels[$0 * 4 + 3] == 255 })
        // The decoded pixels are the ones the PNG holds; the result is the same every time.
        #expect(
            try SuppliedArt.image(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root)) == image)
        #expect(try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root)) == png)
    }

    @Test func threeXFromTwoX() throws {
        let project = try ArtProject([
            "themes/art/x.png": try Self.solid(Self.blue, width: 20, height: 10),
            "themes/art/x@2x.png": try Self.halves(width: 40, height: 20),
        ])
        let image = try #require(
            PNGDecoding.decode(
                SuppliedArt.png(for: Self.art, scale: 3, inputs: InputSnapshot(projectRoot: project.root))))
        #expect((image.width, image.height) == (60, 30))  // the largest supplied, not the 1x, is the source
        #expect(Self.pixel(image, 0, 0) == Self.red && Self.pixel(image, 59, 29) == Self.blue)
        let middle = Self.pixel(image, 29, 15), next = Self.pixel(image, 30, 15)
        #expect(middle[0] >= next[0] && middle[2] <= next[2])  // the seam blends from red towards blue
    }

    @Test func theNearestLargerScaleIsTheSource() throws {
        let green: [UInt8] = [0, 255, 0, 255]
        let project = try ArtProject([
            "themes/art/x@2x.png": try Self.solid(green, width: 40, height: 20),
            "themes/art/x@3x.png": try Self.solid(Self.red, width: 60, height: 30),
        ])
        let image = try SuppliedArt.image(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root))
        #expect((image.width, image.height) == (20, 10) && Self.pixel(image, 10, 5) == green)
    }

    @Test func translucentArtKeepsItsColour() throws {
        // Straight-alpha pixels come back straight: no darkening from premultiplication at any edge.
        let project = try ArtProject(["themes/art/x@2x.png": try Self.solid([200, 100, 50, 128], width: 8, height: 8)])
        let image = try SuppliedArt.image(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root))
        for y in 0..<4 {
            for x in 0..<4 {
                let p = Self.pixel(image, x, y)
                #expect(
                    p[3] == 128 && abs(Int(p[0]) - 200) <= 2 && abs(Int(p[1]) - 100) <= 2 && abs(Int(p[2]) - 50) <= 2)
            }
        }
    }

    @Test func failuresNameTheFile() throws {
        let none = try ArtProject([:])
        let missing = Self.failure {
            _ = try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: none.root))
        }
        #expect(missing?.kind == .missing && missing?.description.contains("themes/art/x.png") == true)

        let text = try ArtProject(["themes/art/x.png": Array("not a png".utf8)])
        let notPNG = Self.failure {
            _ = try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: text.root))
        }
        #expect(notPNG?.kind == .notPNG && notPNG?.file == "themes/art/x.png")
        #expect(notPNG?.description == "themes/art/x.png is not a PNG file")

        // A good header over a cut-off stream: the file is checked whole before cairo sees it.
        let cut = try ArtProject(["themes/art/x@2x.png": Array(try Self.halves(width: 40, height: 20).prefix(40))])
        let damaged = Self.failure {
            _ = try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: cut.root))
        }
        #expect(damaged?.kind == .damaged && damaged?.file == "themes/art/x@2x.png")
        #expect(
            damaged?.description == "themes/art/x@2x.png cannot be used: it ends in the middle of a chunk",
            "\(String(describing: damaged))")

        let wide = try ArtProject(["themes/art/x.png": try Self.solid(Self.red, width: 8193, height: 1)])
        let tooLarge = Self.failure {
            _ = try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: wide.root))
        }
        #expect(tooLarge?.kind == .tooLarge && tooLarge?.description.contains("8193×1 px") == true)

        // Within the limit as supplied, past it once scaled up.
        let grows = try ArtProject(["themes/art/x.png": try Self.solid(Self.red, width: 3000, height: 1)])
        let scaledUp = Self.failure {
            _ = try SuppliedArt.image(for: Self.art, scale: 3, inputs: InputSnapshot(projectRoot: grows.root))
        }
        #expect(scaledUp?.kind == .tooLarge && scaledUp?.description.contains("9000×3 px at 3x") == true)
    }
}
