import Foundation
import PopskinTestSupport
import Testing

/// Art over popskin's budgets, as `theme validate`, `theme build` and `theme preview` report it: refused from the
/// headers, before anything is decoded.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ArtBudgetTests {
    static let theme = "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\nbackground: { image: art/bg.png }\n"

    /// A project of `themes` themes, each showing its own `art/bgN.png`, whose files `art` names and gives; and an
    /// assets output.
    static func project(themes: Int, art: (Int) -> (name: String, bytes: [UInt8])) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        var files = ["popskin.yaml": "popskin: 1\noutputs:\n  - generator: assets\n    path: out\n"]
        for index in 0..<themes {
            files["themes/t\(index).yaml"] = Self.theme.replacingOccurrences(of: "bg.png", with: "bg\(index).png")
        }
        try folder.write(files)
        try FileManager.default.createDirectory(atPath: folder.path + "/themes/art", withIntermediateDirectories: true)
        for index in 0..<themes {
            let (name, bytes) = art(index)
            try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/themes/art/" + name))
        }
        return folder
    }

    @Test func aDeflateBombIsRefusedByValidateAndBuildBeforeDecoding() throws {
        // 64 × 64 px declared; a gibibyte of zeros inside, deflated at level 9 to about a megabyte.
        let bomb = PNGCrafting.png(width: 64, height: 64, data: PNGCrafting.deflatedZeros(1 << 30))
        let folder = try Self.project(themes: 1) { _ in ("bg0.png", bomb) }
        for command in [["theme", "validate"], ["theme", "build"]] {
            let run = try CLIRunner.limited(command + ["--project", folder.path])
            #expect(run.status == 1)
            // The build took about 4 s a megabyte before the limit. The refusal reads the header and the size and
            // nothing else (ArtLimitTests counts what the snapshot read), so its one error is the only error.
            #expect(run.stderr.components(separatedBy: "error:").count == 2, "\(command): \(run.stderr)")
            #expect(
                run.stderr.contains(
                    "themes/t0.yaml:3:22: error: [ART-LIMIT] theme 't0': themes/art/bg0.png is \(bomb.count) bytes, "
                        + "more than its pixels can need (at most 279620 bytes for 64×64 px); it is not decoded"),
                "\(command): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    /// Twelve images of 8192 × 8192 px (the side limit), supplied at 3x: 5 GB decoded at 1x, 2x and 3x.
    @Test func twelveImagesAtTheSideLimitStopWithTheBudgetError() throws {
        let side = 8192
        let data = PNGCrafting.deflatedZeros(side * (side * 4 + 1))
        let image = PNGCrafting.png(width: side, height: side, data: data)
        let folder = try Self.project(themes: 12) { ("bg\($0)@3x.png", image) }
        let perImage = [side, 5462, 2731].reduce(0) { $0 + $1 * $1 * 4 }
        let total = String(format: "%.1f MiB", Double(perImage * 12) / 1_048_576)
        for command in [["theme", "validate"], ["theme", "build"]] {
            let run = try CLIRunner.limited(command + ["--project", folder.path])
            #expect(run.status == 1)
            #expect(
                run.stderr.contains(
                    "error: [ART-LIMIT] assets: the art of the themes built takes \(total) decoded at scales 1, 2, 3 "
                        + "(each image's pixels × 4 bytes); a build decodes at most 1024.0 MiB"),
                "\(command): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))

        // Six of them in a preview at 3x: the art alone is over the budget.
        let preview = try CLIRunner.limited(
            ["theme", "preview", "--project", folder.path, "--scale", "3", "--output", folder.path + "/sheet.png"]
                + (0..<6).map { "t\($0)" })
        #expect(preview.status == 1)
        #expect(
            preview.stderr.contains(
                "error: [ART-LIMIT] cannot preview: it takes 1680.5 MiB decoded (the art 1536.0 MiB at 3x, the "
                    + "6300×6012 px canvas the rest); popskin decodes at most 1024.0 MiB of art at once"),
            "\(preview.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/sheet.png"))
    }
}
