import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinRender

/// Issue 30: `theme check` sees a broken shape in the pixels the device shows, whatever drew them.
@Suite struct ShapeCheckTests {
    /// A project holding `files`; the result of reading it.
    static func project(_ files: [String: [UInt8]]) throws -> (FrontEndRun, TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "popskin-shape")
        for (path, bytes) in files {
            let url = URL(fileURLWithPath: folder.path + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let result = FrontEnd().run(root: folder.path)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted())")
        return (result, folder)
    }

    /// Capsules (the issue's 12×6 arrow on the round end), rounded and sharp bubbles, plain and filleted tips, a
    /// border and a translucent fill: joined in every case the layout accepts, from the smallest sizes up.
    @Test(arguments: [
        "arrow: { base: 12, height: 6 }\nbackground: { corner-radius: capsule, fill: \"#202020\" }",
        "arrow: { base: 12, height: 6, shape: rounded, tip-radius: 2 }\n"
            + "background: { corner-radius: capsule, fill: \"#202020\" }",
        "arrow: { base: 20, height: 10 }\nbackground: { corner-radius: 8, fill: \"#1060a0\" }\n"
            + "border: { width: 1, color: \"#0b3050\" }",
        "arrow: { base: 31, height: 13 }\nbackground: { corner-radius: 0, fill: \"#ffffff80\" }",
    ])
    func everyAcceptedSizeJoins(_ theme: String) throws {
        let (result, folder) = try Self.project(["themes/t.yaml": Array((theme + "\ncontent: { insets: 8 }\n").utf8)])
        defer { withExtendedLifetime(folder) {} }
        let skin = try #require(result.registry["t"]?.skin)
        let shape = try ShapeCheck.check(name: "t", skin: skin, inputs: result.project.inputs, scales: [1, 3])
        #expect(shape.checked > 300)
        #expect(shape.detached.isEmpty, "\(shape.detached.prefix(3))")
    }

    /// Hand-made arrow art drawn with three empty rows under its base: the arrow floats 3 pt off the bubble, and the
    /// check names the cases and the gap in pixels (3 at @1x, 9 at @3x).
    @Test func anArrowDrawnWithAGapIsNamed() throws {
        let (result, folder) = try Self.project(try GapArtFixture.files())
        defer { withExtendedLifetime(folder) {} }
        let skin = try #require(result.registry["t"]?.skin)
        let shape = try ShapeCheck.check(
            name: "t", skin: skin, inputs: result.project.inputs, scales: [1, 3], sizes: [Size(width: 170, height: 120)]
        )
        #expect(shape.checked == 40 && shape.detached.count == 40, "\(shape.detached.count) of \(shape.checked)")
        let atThree = shape.detached.filter { $0.shapeCase.scale == 3 }.map(\.gap)
        let atOne = shape.detached.filter { $0.shapeCase.scale == 1 }.map(\.gap)
        #expect(
            atThree.allSatisfy { (8...9).contains($0) } && atOne.allSatisfy { (2...3).contains($0) },
            "\(atThree) \(atOne)")
        let first = try #require(shape.detached.first { $0.shapeCase.direction == .up && $0.shapeCase.offset == 0 })
        #expect(first.description.hasPrefix("up 170×120 offset 0 @"), "\(first)")
        #expect(first.description.contains("the arrow is detached from the bubble"))
    }
}
