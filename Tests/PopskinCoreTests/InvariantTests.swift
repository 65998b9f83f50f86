import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// Each geometry invariant (docs/reference/diagnostics.md): a theme that makes it fire, and a near miss that keeps it
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
        let theme = validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"", with: "  image: art/bg.png\n  cap-insets: 10")
        // 10 + 10 caps need a 21-pt image; at 2x that is 42 px.
        #expect(try ids(theme, art: ["themes/art/bg.png": (20, 30), "themes/art/bg@2x.png": (42, 60)]) == [.capFits])
        #expect(try ids(theme, art: ["themes/art/bg.png": (21, 21), "themes/art/bg@2x.png": (42, 42)]) == [])
        #expect(try ids(theme, art: ["themes/art/bg.png": (21, 21), "themes/art/bg@2x.png": (40, 42)]) == [.capFits])
        #expect(try ids(theme) == [.badPath])
    }

    /// Hand-made combined art: all seven variants, each measured.
    static func combined(_ caps: String = "[41, 9, 9, 47]") -> String {
        let variants = CombinedVariantName.allCases.map {
            "    \($0.rawValue): { image: art/\($0.rawValue).png, cap-insets: \(caps) }"
        }
        return validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"",
            with: "  style: combined\n  variants:\n"
                + variants.joined(separator: "\n")
        )
        .replacingOccurrences(of: "border: { width: 1, color: \"#000000\" }\n", with: "")
    }

    static func art(_ size: (Int, Int), except up: (Int, Int)? = nil) -> [String: (Int, Int)] {
        Dictionary(
            uniqueKeysWithValues: CombinedVariantName.allCases.map {
                ("themes/art/\($0.rawValue).png", $0 == .up ? up ?? size : size)
            })
    }

    @Test func capFitsForCombinedVariants() throws {
        // GIK's Up art is 57×51 with caps 41,9,9,47: exactly one stretch column and row.
        #expect(try ids(Self.combined(), art: Self.art((57, 51))) == [])
        #expect(try ids(Self.combined(), art: Self.art((57, 51), except: (56, 51))) == [.capFits])
    }

    /// Hand-made combined art is all seven images or none: nothing draws a missing one.
    @Test func combinedArtNeedsAllSevenVariants() throws {
        let one = validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"",
            with: """
                  style: combined
                  variants:
                    up: { image: art/up.png, cap-insets: [41, 9, 9, 47] }
                """)
        let diagnostics = try TestProject(["themes/t.yaml": one]).diagnostics().filter { $0.id != .badPath }
        #expect(diagnostics.map(\.id) == [.missingRequired])
        #expect(diagnostics.first?.message.contains("gives 1 of the seven combined images; add up-right, down") == true)
    }

    @Test func capCoversCorner() throws {
        // Caps written for hand-made background art: radius 6 + border 1 = 7, plus the declared image margin.
        let art = validTheme.replacingOccurrences(of: "  fill: \"#336699\"", with: "  image: art/bg.png")
        let files: [String: (Int, Int)] = ["themes/art/bg.png": (40, 40)]
        let low = art.replacingOccurrences(
            of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: [7, 7, 6, 7]")
        #expect(try ids(low, art: files) == [.capCoversCorner])
        let ok = art.replacingOccurrences(of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: 7")
        #expect(try ids(ok, art: files) == [])
        let margin = art.replacingOccurrences(
            of: "  corner-radius: 6",
            with: "  corner-radius: 6\n  cap-insets: 10\n  image-margin: [0, 0, 4, 0]")
        #expect(try ids(margin, art: files) == [.capCoversCorner])
        // popskin's own art chooses its caps: written ones are a warning that they do nothing.
        let drawn = validTheme.replacingOccurrences(
            of: "  corner-radius: 6", with: "  corner-radius: 6\n  cap-insets: 3")
        #expect(try ids(drawn) == [.artUnused])
    }

    @Test func contentGEBorder() throws {
        #expect(
            try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: [8, 0.5, 8, 8]")) == [
                .contentGEBorder
            ])
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: [8, 1, 8, 8]")) == [])
        // Several thin sides are one error naming them all.
        let project = try TestProject([
            "themes/t.yaml": validTheme.replacingOccurrences(of: "insets: 8", with: "insets: [0.5, 0, 8, 0.25]")
        ])
        let found = project.diagnostics().filter { $0.id == .contentGEBorder }
        #expect(
            found.map(\.message) == [
                "theme 't': the top, left and right content insets 0.5, 0 and 0.25 are less than border.width 1; "
                    + "content would cover the border"
            ])
    }

    @Test func contentInsideCorner() throws {
        let own = validTheme + "content:\n  wants-default-appearance: false\n"
        let theme = own.replacingOccurrences(of: "content:\n  insets: 8\n", with: "")
            .replacingOccurrences(
                of: "  wants-default-appearance: false", with: "  wants-default-appearance: false\n  insets: 8")
        // radius 6, border 1: inner radius 5; insets 3/3 put the corner √18 ≈ 4.24 from the centre: inside.
        #expect(try ids(theme.replacingOccurrences(of: "insets: 8", with: "insets: 3")) == [])
        // insets 2/2: √32 ≈ 5.66 > 5: outside.
        #expect(try ids(theme.replacingOccurrences(of: "insets: 8", with: "insets: 2")) == [.contentInsideCorner])
        // Content that clips itself, or UIKit's default appearance (which rounds it), cannot poke out.
        #expect(try ids(theme.replacingOccurrences(of: "insets: 8", with: "insets: 2\n  clips: true")) == [])
        #expect(try ids(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: 2")) == [])
    }

    /// Square corners with a border are a valid skin: the fill's radius clamps at 0 (FILL-RADIUS is retired).
    @Test func squareCornersWithABorder() throws {
        let square = validTheme.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 0")
            .replacingOccurrences(of: "width: 1", with: "width: 3")
        #expect(try ids(square) == [])
    }

    @Test func overlapLessThanCap() throws {
        // Overlap is how far hand-made arrow art reaches over the background: written caps of 7 on background art.
        let art = validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"", with: "  image: art/bg.png\n  cap-insets: 7"
        )
        .replacingOccurrences(of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        let files: [String: (Int, Int)] = ["themes/art/bg.png": (40, 40), "themes/art/arrow.png": (20, 10)]
        #expect(
            try ids(art.replacingOccurrences(of: "shape: image", with: "shape: image\n  overlap: 7"), art: files)
                == [.overlapLTCap])
        #expect(
            try ids(art.replacingOccurrences(of: "shape: image", with: "shape: image\n  overlap: 6.5"), art: files)
                == [])
        #expect(
            try ids(art.replacingOccurrences(of: "shape: image", with: "shape: image\n  overlap: -1"), art: files)
                == [.overlapLTCap])
        // popskin's own art draws the join itself: overlap is not checked there.
        #expect(try ids(validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  overlap: 40")) == [])
    }

    /// The shadow is drawn by the view's layer outside the outline: it asks nothing of the insets (SHADOW-FITS is
    /// retired). QMUI's own numbers — contentEdgeInsets 8, a blur-20 shadow — validate as they are.
    @Test func shadowsAskNothingOfTheInsets() throws {
        let qmui =
            validTheme.replacingOccurrences(of: "corner-radius: 6", with: "corner-radius: 10")
            .replacingOccurrences(of: "width: 1", with: "width: 0.5")
            + "shadow: { color: \"#000000\", opacity: 0.1, blur: 20, offset: [0, 2] }\n"
        #expect(try ids(qmui) == [])
    }

    /// A gradient is drawn over the whole view in every style (GRADIENT-SIDE-SEAM is retired).
    @Test func gradientsNeedNoStyle() throws {
        let gradient = validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"",
            with: "  gradient: { from: \"#000\", to: \"#fff\" }")
        #expect(try ids(gradient) == [])
        #expect(try ids(gradient.replacingOccurrences(of: "background:", with: "background:\n  style: combined")) == [])
    }

    @Test func arrowImageSize() throws {
        let theme = validTheme.replacingOccurrences(
            of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        #expect(try ids(theme, art: ["themes/art/arrow.png": (20, 10), "themes/art/arrow@2x.png": (40, 20)]) == [])
        #expect(
            try ids(theme, art: ["themes/art/arrow.png": (20, 10), "themes/art/arrow@3x.png": (60, 31)]) == [
                .arrowImageSize
            ])
        #expect(try ids(theme, art: ["themes/art/arrow.png": (22, 10)]) == [.arrowImageSize])
        #expect(try ids(theme, files: ["themes/art/arrow.png": "not a png"]) == [.arrowImageSize])
    }

    @Test func artTheStyleNeverShowsIsAWarning() throws {
        let arrow = validTheme.replacingOccurrences(
            of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png"
        )
        .replacingOccurrences(of: "background:", with: "background:\n  style: combined")
        #expect(try ids(arrow, art: ["themes/art/arrow.png": (20, 10)]) == [.artUnused])
        let variants = validTheme.replacingOccurrences(
            of: "  fill: \"#336699\"",
            with: """
                  fill: "#336699"
                  variants: { up: { image: art/up.png, cap-insets: [20, 7, 7, 7] } }
                """)
        #expect(try ids(variants, art: ["themes/art/up.png": (20, 30)]) == [.artUnused])
        // A shadow or a gradient under hand-made art is not shown either.
        #expect(try ids(Self.combined() + "shadow: { blur: 4 }\n", art: Self.art((57, 51))) == [.artUnused])
    }

    /// The path as written stays inside the project, but a link on the way leads out: refused, never read.
    @Test func artThroughALinkLeavingTheProjectIsRefused() throws {
        let theme = validTheme.replacingOccurrences(
            of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        let project = try TestProject(["themes/t.yaml": theme])
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-outside-\(UUID().uuidString).png")
        try Data(pngHeader(width: 20, height: 10)).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("themes/art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("themes/art/arrow.png").path,
            withDestinationPath: outside.path)
        let diagnostics = project.diagnostics()
        #expect(diagnostics.map(\.id) == [.badPath])
        #expect(diagnostics.first?.message.contains("symbolic link to somewhere outside the project") == true)
        // A link that stays inside is fine.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("themes/art/arrow.png"))
        try project.write("themes/art/real.png", bytes: pngHeader(width: 20, height: 10))
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("themes/art/arrow.png").path,
            withDestinationPath: "real.png")
        #expect(project.ids() == [])
    }

    /// Hand-made arrow art is shown at its own size: its default overlap is 0, whatever the border.
    @Test func suppliedArrowArtIsNotStretchedByDefault() throws {
        let theme = validTheme.replacingOccurrences(
            of: "  height: 10", with: "  height: 10\n  shape: image\n  image: art/arrow.png")
        let project = try TestProject(["themes/t.yaml": theme])
        try project.write("themes/art/arrow.png", bytes: pngHeader(width: 20, height: 10))
        #expect(project.run().registry["t"]?.skin?.arrow.overlap == 0)
        let drawn = try TestProject(["themes/t.yaml": validTheme])
        #expect(drawn.run().registry["t"]?.skin?.arrow.overlap == 1)
    }

    @Test func arrowImageSizeMessageMatchesTheDesign() throws {
        let project = try TestProject([
            "themes/base.yaml": "abstract: true\narrow:\n  base: 31\n  height: 13\n",
            "themes/crimson.yaml":
                "extends: base\narrow:\n  image: art/arrow.png\n  shape: image\ncontent: { insets: 8 }\n",
        ])
        try project.write("themes/art/arrow.png", bytes: pngHeader(width: 40, height: 13))
        let diagnostic = try #require(project.diagnostics().first)
        #expect(diagnostic.id == .arrowImageSize)
        #expect(diagnostic.location == SourceLocation(file: "themes/crimson.yaml", line: 3, column: 10))
        #expect(diagnostic.message.contains("is 40×13 pt at 1x"))
        #expect(diagnostic.message.contains("31×13"))
        #expect(
            diagnostic.notes.contains {
                $0.location?.file == "themes/base.yaml" && $0.message.contains("arrow.base = 31")
            })
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let low = validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  corner-clearance: 5")
        let project = try TestProject(["themes/t.yaml": low])
        let bag = project.run().diagnostics
        #expect(!bag.hasErrors)
        #expect(bag.sorted(strict: true).map(\.severity) == [.error])
    }
}
