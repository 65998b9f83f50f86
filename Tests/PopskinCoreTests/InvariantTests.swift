import Foundation
import Testing
@testable import PopskinCore

/// Each geometry invariant (the README's diagnostic ids): a theme that makes it fire, and a near miss that keeps it
/// quiet.
@Suite struct InvariantTests {
    func ids(_ theme: String, files: [String: String] = [:], art: [String: (Int, Int)] = [:]) throws -> [DiagnosticID] {
        var all = files
        all["themes/t.yaml"] = theme
        let project = try TestProject(all)
        for (path, size) in art { try project.write(path, bytes: pngHeader(width: size.0, height: size.1)) }
        return project.ids()
    }

    func with(_ extra: String) -> String { validTheme + extra }

    @Test func arrowFitsCorners() throws {
        // base 20 + 2 × clearance 6 = 32.
        #expect(try ids(with("popup: { minimum-size: [31, 200] }\n")) == [.arrowFitsCorners])
        #expect(try ids(with("popup: { minimum-size: [32, 200] }\n")) == [])
        #expect(try ids(with("popup: { maximum-size: [300, 30] }\n")) == [.arrowFitsCorners])
        #expect(try ids(with("popup: { minimum-size: [0, 0] }\n")) == [])
    }

    @Test func arrowFitsCornersReportsTheMinimumSide() throws {
        let project = try TestProject(["themes/t.yaml": with("popup: { minimum-size: [31, 200] }\n")])
        let message = try #require(project.diagnostics().first?.message)
        #expect(message.contains("= 32 pt"))
        #expect(message.contains("31 pt"))
    }

    @Test func clearanceCoversCorner() throws {
        let low = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  corner-clearance: 5")
        #expect(try ids(low) == [.clearanceCoversCorner])
        let exact = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  corner-clearance: 6")
        #expect(try ids(exact) == [])
    }

    @Test func capFitsForSuppliedArt() throws {
        let theme = validTheme.replacingOccurrences(of: "  fill: \"#336699\"", with: "  image: art/bg.png\n  cap-insets: 10")
        // 10 + 10 caps need a 21-pt image; at 2x that is 42 px.
        #expect(try ids(theme, art: ["themes/art/bg.png": (20, 30), "themes/art/bg@2x.png": (42, 60)]) == [.capFits])
        #expect(try ids(theme, art: ["themes/art/bg.png": (21, 21), "themes/art/bg@2x.png": (42, 42)]) == [])
        #expect(try ids(theme, art: ["themes/art/bg.png": (21, 21), "themes/art/bg@2x.png": (40, 42)]) == [.capFits])
        #expect(try ids(theme) == [.badPath])
    }

    @Test func capFitsForCombinedVariants() throws {
        let theme = validTheme.replacingOccurrences(of: "  fill: \"#336699\"", with: """
          style: combined
          variants:
            up: { image: art/up.png, cap-insets: [41, 9, 9, 47] }
        """)
        // GIK's Up art is 57×51 with caps 41,9,9,47: exactly one stretch column and row.
        #expect(try ids(theme, art: ["themes/art/up.png": (57, 51)]) == [])
        #expect(try ids(theme, art: ["themes/art/up.png": (56, 51)]) == [.capFits])
    }

    @Test func capCoversCorner() throws {
        // radius 6 + border 1 = 7.
        let low = validTheme.replacingOccurrences(of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: [7, 7, 6, 7]")
        #expect(try ids(low) == [.capCoversCorner])
        let ok = validTheme.replacingOccurrences(of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: 7")
        #expect(try ids(ok) == [])
        // A shadow's margin counts too: blur 3, offset y 1 → bottom margin 4 → bottom cap ≥ 11.
        let shadowed = validTheme
            .replacingOccurrences(of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: [9, 10, 10, 10]")
            .replacingOccurrences(of: "insets: 8", with: "insets: 12") + "shadow: { blur: 3, offset: [0, 1] }\n"
        #expect(try ids(shadowed) == [.capCoversCorner])
    }

    @Test func contentGEBorder() throws {
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: [8, 0.5, 8, 8]")) == [.contentGEBorder])
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: [8, 1, 8, 8]")) == [])
    }

    @Test func contentInsideCorner() throws {
        // radius 6, border 1: inner radius 5; insets 3/3 put the corner √18 ≈ 4.24 from the centre: inside.
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: 3")) == [])
        // insets 2/2: √32 ≈ 5.66 > 5: outside.
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: 2")) == [.contentInsideCorner])
    }

    @Test func fillRadius() throws {
        let thin = validTheme.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 1")
            .replacingOccurrences(of: "width: 1", with: "width: 3")
        #expect(try ids(thin).contains(.fillRadius))
        let ok = validTheme.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 1.5")
            .replacingOccurrences(of: "width: 1", with: "width: 3")
        #expect(try !ids(ok).contains(.fillRadius))
    }

    @Test func overlapLessThanCap() throws {
        // Written caps of 7 (radius 6 + border 1); default caps always make room for the overlap.
        let caps = validTheme.replacingOccurrences(of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: 7")
        let deep = caps.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: 7")
        #expect(try ids(deep) == [.overlapLTCap])
        let ok = caps.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: 6.5")
        #expect(try ids(ok) == [])
        let roomy = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: 7")
        let result = try TestProject(["themes/t.yaml": roomy]).run()
        #expect(result.diagnostics.sorted().isEmpty)
        #expect(result.registry["t"]?.skin?.background.capInsets == EdgeInsets(all: 8))
        let negative = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: -1")
        #expect(try ids(negative) == [.overlapLTCap])
    }

    @Test func shadowFits() throws {
        // Square corners and a 1-pt border keep the other rules out of the way. blur 4, offset y 2: margins top 2,
        // sides 4, bottom 6; with the border the insets need 3/5/7/5.
        let square = validTheme.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 0.5")
            + "shadow: { blur: 4, offset: [0, 2] }\n"
        #expect(try ids(square.replacingOccurrences(of: "insets: 8", with: "insets: [3, 5, 7, 5]")) == [])
        #expect(try ids(square.replacingOccurrences(of: "insets: 8", with: "insets: [3, 5, 6, 5]")) == [.shadowFits])
        let short = square.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: 2")
        #expect(try ids(short) == [.shadowFits])
    }

    @Test func gradientSideSeam() throws {
        let gradient = validTheme.replacingOccurrences(of: "  fill: \"#336699\"",
                                                       with: "  gradient: { from: \"#000\", to: \"#fff\" }")
        #expect(try ids(gradient) == [.gradientSideSeam])
        let combined = gradient.replacingOccurrences(of: "background:", with: "background:\n  style: combined")
        #expect(try ids(combined) == [])
    }

    @Test func arrowImageSize() throws {
        let theme = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        #expect(try ids(theme, art: ["themes/art/arrow.png": (20, 10), "themes/art/arrow@2x.png": (40, 20)]) == [])
        #expect(try ids(theme, art: ["themes/art/arrow.png": (20, 10), "themes/art/arrow@3x.png": (60, 31)]) == [.arrowImageSize])
        #expect(try ids(theme, art: ["themes/art/arrow.png": (22, 10)]) == [.arrowImageSize])
        #expect(try ids(theme, files: ["themes/art/arrow.png": "not a png"]) == [.arrowImageSize])
    }

    @Test func artTheStyleNeverShowsIsAWarning() throws {
        let arrow = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
            .replacingOccurrences(of: "background:", with: "background:\n  style: combined")
        #expect(try ids(arrow, art: ["themes/art/arrow.png": (20, 10)]) == [.artUnused])
        let variants = validTheme.replacingOccurrences(of: "  fill: \"#336699\"", with: """
              fill: "#336699"
              variants: { up: { image: art/up.png, cap-insets: [20, 7, 7, 7] } }
            """)
        #expect(try ids(variants, art: ["themes/art/up.png": (20, 30)]) == [.artUnused])
        #expect(try ids(variants.replacingOccurrences(of: "background:", with: "background:\n  style: combined"),
                        art: ["themes/art/up.png": (20, 30)]) == [])
    }

    /// The path as written stays inside the project, but a link on the way leads out: refused, never read.
    @Test func artThroughALinkLeavingTheProjectIsRefused() throws {
        let theme = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        let project = try TestProject(["themes/t.yaml": theme])
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-outside-\(UUID().uuidString).png")
        try Data(pngHeader(width: 20, height: 10)).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("themes/art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("themes/art/arrow.png").path,
                                                   withDestinationPath: outside.path)
        let diagnostics = project.diagnostics()
        #expect(diagnostics.map(\.id) == [.badPath])
        #expect(diagnostics.first?.message.contains("symbolic link to somewhere outside the project") == true)
        // A link that stays inside is fine.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("themes/art/arrow.png"))
        try project.write("themes/art/real.png", bytes: pngHeader(width: 20, height: 10))
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("themes/art/arrow.png").path,
                                                   withDestinationPath: "real.png")
        #expect(project.ids() == [])
    }

    /// Hand-made arrow art is shown at its own size: its default overlap is 0, whatever the border.
    @Test func suppliedArrowArtIsNotStretchedByDefault() throws {
        let theme = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        let project = try TestProject(["themes/t.yaml": theme])
        try project.write("themes/art/arrow.png", bytes: pngHeader(width: 20, height: 10))
        #expect(project.run().registry["t"]?.skin?.arrow.overlap == 0)
        let drawn = try TestProject(["themes/t.yaml": validTheme])
        #expect(drawn.run().registry["t"]?.skin?.arrow.overlap == 1)
    }

    @Test func arrowImageSizeMessageMatchesTheDesign() throws {
        let project = try TestProject([
            "themes/base.yaml": "abstract: true\narrow:\n  base: 31\n  height: 13\n",
            "themes/crimson.yaml": "extends: base\narrow:\n  image: art/arrow.png\n  shape: image\ncontent: { insets: 8 }\n",
        ])
        try project.write("themes/art/arrow.png", bytes: pngHeader(width: 40, height: 13))
        let diagnostic = try #require(project.diagnostics().first)
        #expect(diagnostic.id == .arrowImageSize)
        #expect(diagnostic.location == SourceLocation(file: "themes/crimson.yaml", line: 3, column: 10))
        #expect(diagnostic.message.contains("is 40×13 pt at 1x"))
        #expect(diagnostic.message.contains("31×13"))
        #expect(diagnostic.notes.contains { $0.location?.file == "themes/base.yaml" && $0.message.contains("arrow.base = 31") })
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let project = try TestProject(["themes/t.yaml": validTheme.replacingOccurrences(of: "insets: 8", with: "insets: 2")])
        let bag = project.run().diagnostics
        #expect(!bag.hasErrors)
        #expect(bag.sorted(strict: true).map(\.severity) == [.error])
    }
}
