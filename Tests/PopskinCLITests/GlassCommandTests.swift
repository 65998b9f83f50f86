import Foundation
import PopskinTestSupport
import Testing

/// A Liquid Glass theme (`material: glass`, Fixtures/material/themes/glass.yaml) through the commands: every render
/// of it says it is approximated, and the qmui generator refuses it at its material, in `theme validate` as in
/// `theme build`.
@Suite(.tags(.process), .unlessSkipped(.process)) struct GlassCommandTests {
    static let project = CLIRunner.fixture("material")

    /// The fixture's themes in a project with a qmui output (`exclude` leaves themes out of it).
    static func qmuiProject(exclude: [String] = []) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "popskin-glass")
        let themes = URL(fileURLWithPath: project).appendingPathComponent("themes")
        var files = ["popskin.yaml": "popskin: 1\noutputs:\n  - generator: swift\n  - generator: qmui\n"]
        if !exclude.isEmpty { files["popskin.yaml"]! += "    exclude: [\(exclude.joined(separator: ", "))]\n" }
        for name in ["frost", "glass"] {
            files["themes/\(name).yaml"] = try String(
                contentsOf: themes.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        }
        try folder.write(files)
        return folder
    }

    static let refusal =
        "themes/glass.yaml:6:3: error: [QMUI-UNSUPPORTED] qmui: QMUIPopupContainerView cannot show Liquid Glass "
        + "(theme 'glass')"

    @Test func qmuiRefusesGlassInValidateAsInBuild() throws {
        let folder = try Self.qmuiProject()
        let validate = try CLIRunner.run(["theme", "validate", "--project", folder.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.contains(Self.refusal), "\(validate.stderr)")
        // frost's blur stays a warning: QMUI keeps its tint.
        #expect(
            validate.stderr.contains("themes/frost.yaml:5:3: warning: [QMUI-UNSUPPORTED]"), "\(validate.stderr)")
        let build = try CLIRunner.run(["theme", "build", "--project", folder.path])
        #expect(build.status == 1)
        #expect(build.stderr.contains(Self.refusal), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"), "a refused build writes nothing")
        // Left out of the qmui output, it builds (the swift output still has it).
        let excluded = try Self.qmuiProject(exclude: ["glass"])
        let built = try CLIRunner.run(["theme", "build", "--project", excluded.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!built.stderr.contains("Liquid Glass"))
        #expect(
            FileManager.default.fileExists(
                atPath: excluded.path + "/Generated/Skins/GlassPopoverBackgroundView.swift"))
    }

    @Test func everyRenderOfGlassSaysItIsApproximated() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-glass-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let shot = CLIRunner.fixture("backdrop/shot@2x.png")
        let over = try CLIRunner.run([
            "theme", "render", "glass", "--project", Self.project, "--backdrop", shot, "--at", "200,120",
            "--output", output,
        ])
        #expect(over.status == 0, "\(over.stderr)")
        #expect(
            over.stdout.contains(
                "material glass: Liquid Glass approximated as the backdrop lightly blurred (σ 5 pt) under a faint "
                    + "wash, with its tint and a bright rim; iOS 26 draws UIGlassEffect"), "\(over.stdout)")
        let alone = try CLIRunner.run(["theme", "render", "glass", "--project", Self.project, "--output", output])
        #expect(
            alone.stdout.contains("material glass: Liquid Glass approximated over a neutral stand-in"),
            "\(alone.stdout)")
        let sheet = try CLIRunner.run([
            "theme", "preview", "glass", "frost", "--project", Self.project, "--scale", "1", "--output", output,
        ])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(
            sheet.stdout.contains(
                "the material of 'frost' is popskin's approximation (docs/drawing.md); the device draws UIKit's own; "
                    + "Liquid Glass approximated for 'glass' (docs/drawing.md); iOS 26 draws UIGlassEffect"),
            "\(sheet.stdout)")
    }
}
