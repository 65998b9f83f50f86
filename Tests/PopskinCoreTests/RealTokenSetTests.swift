import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore

private let realTokenSets = TestPaths.sharedIfPresent("testdata/real-tokens")

/// Issue 29: each published export in ../shared/testdata/real-tokens, as its owners published it, gives a popover
/// theme 5–10 tokens (fill, border, radius, insets, shadow; light and dark where the set has them) with no error,
/// and each value drawn is the file's own number, read here from the JSON without popskin.
@Suite(.enabled(if: realTokenSets != nil, "../shared/testdata/real-tokens is missing"))
struct RealTokenSetTests {
    static let sets = realTokenSets

    /// A project whose `design/` holds copies of `copies` (paths in real-tokens), whose manifest's `tokens:` is
    /// `tokens`, and whose one theme `t` is `theme` over a triangle arrow, run through the front end.
    static func run(
        copying copies: [String], tokens: String, theme: String, policy: TokenProblemScope.Policy = .scopedToUse
    )
        throws -> (run: DiagnosticSink, skin: Skin?)
    {
        let sets = try #require(Self.sets)
        let project = try TestProject([
            "popskin.yaml": "popskin: 1\ntokens:\n\(tokens)\noutputs:\n  - generator: swift\n",
            "themes/t.yaml": "arrow: {shape: triangle, base: 16, height: 8}\n" + theme,
        ])
        let design = project.root.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        for copy in copies {
            try FileManager.default.copyItem(
                at: sets.appendingPathComponent(copy),
                to: design.appendingPathComponent((copy as NSString).lastPathComponent))
        }
        let sink = DiagnosticSink()
        let result = FrontEnd().run(root: project.root.path, tokenProblems: policy, diagnostics: sink)
        return (sink, result.registry["t"]?.skin)
    }

    /// The values as the files write them, merged in order (a later file's token replacing an earlier one), with
    /// curly aliases followed: what the expectations are read from.
    struct Published {
        var root: [String: Any] = [:]

        init(_ files: [String]) throws {
            let sets = try #require(RealTokenSetTests.sets)
            for file in files {
                let data = try Data(contentsOf: sets.appendingPathComponent(file))
                let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                root = Self.merge(root, object)
            }
        }

        static func merge(_ a: [String: Any], _ b: [String: Any]) -> [String: Any] {
            var merged = a
            for (key, value) in b {
                if let inner = value as? [String: Any], inner["$value"] == nil, inner["value"] == nil,
                    let existing = merged[key] as? [String: Any]
                {
                    merged[key] = merge(existing, inner)
                } else {
                    merged[key] = value
                }
            }
            return merged
        }

        /// The value at `path`, through aliases.
        func value(_ path: String) -> Any? {
            var node: Any? = root
            for segment in path.split(separator: ".") { node = (node as? [String: Any])?[String(segment)] }
            guard let token = node as? [String: Any], let value = token["$value"] ?? token["value"] else { return nil }
            if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), !text.dropFirst().contains("{") {
                return self.value(String(text.dropFirst().dropLast()))
            }
            return value
        }

        /// A DTCG colour's components as bytes, or a hex string's.
        func bytes(_ path: String) -> [Int]? {
            if let object = value(path) as? [String: Any], let components = object["components"] as? [Double] {
                return components.map { Int(($0 * 255).rounded()) }
            }
            if let hex = value(path) as? String, let color = SkinColor(hex: hex) { return Self.bytes(color) }
            return nil
        }

        /// A DTCG dimension in points (`rem` at 16).
        func points(_ path: String) -> Double? {
            if let object = value(path) as? [String: Any], let number = object["value"] as? Double {
                return object["unit"] as? String == "rem" ? number * 16 : number
            }
            if let text = value(path) as? String { return Double(text.replacingOccurrences(of: "px", with: "")) }
            return value(path) as? Double
        }

        static func bytes(_ color: SkinColor) -> [Int] {
            [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        }
    }

    static func errors(_ run: DiagnosticSink) -> [Diagnostic] {
        run.sorted().filter { $0.severity == .error }
    }

    @Test func figmaSimpleDesignSystem() throws {
        let (run, built) = try Self.run(
            copying: ["dtcg-examples/figma-sds", "dtcg-examples/figma-sds.resolver.json"],
            tokens: "  - {path: design/figma-sds.resolver.json, rem: 16}",
            theme: """
                background: {fill: "{color.background.default.$root}", corner-radius: "{size.radius.200}"}
                border: {color: "{color.border.default.$root}", width: "{size.stroke.border}"}
                content: {insets: ["{size.space.200}", "{size.space.300}", "{size.space.200}", "{size.space.300}"]}
                """)
        #expect(Self.errors(run).isEmpty, "\(Self.errors(run))")
        // The 19 `em` letter spacings of its typography are one warning, not 19 errors.
        #expect(run.sorted().filter { $0.id == .tokenProblemsUnused }.count == 1)
        let skin = try #require(built)
        let base = ["dtcg-examples/figma-sds/color.tokens.json", "dtcg-examples/figma-sds/size.tokens.json"]
        let light = try Published(base + ["dtcg-examples/figma-sds/theme-light.tokens.json"])
        let dark = try Published(base + ["dtcg-examples/figma-sds/theme-dark.tokens.json"])
        #expect(
            Published.bytes(skin.background.fill.resolved(for: SkinAppearance.light))
                == light.bytes("color.background.default.$root"))
        #expect(
            Published.bytes(skin.background.fill.resolved(for: SkinAppearance.dark))
                == dark.bytes("color.background.default.$root"))
        #expect(
            Published.bytes(skin.border.color.resolved(for: SkinAppearance.dark))
                == dark.bytes("color.border.default.$root"))
        #expect(skin.background.cornerRadius == light.points("size.radius.200"))
        #expect(skin.border.width == light.points("size.stroke.border"))
        #expect(skin.content.insets.top == light.points("size.space.200"))
        #expect(skin.content.insets.left == light.points("size.space.300"))
        // What the file breaks stays an error when asked for everything (`--strict`).
        let strict = try Self.run(
            copying: ["dtcg-examples/figma-sds", "dtcg-examples/figma-sds.resolver.json"],
            tokens: "  - {path: design/figma-sds.resolver.json, rem: 16}",
            theme: #"background: {fill: "{color.background.default.$root}"}"# + "\ncontent: {insets: 8}\n",
            policy: .all)
        #expect(Self.errors(strict.run).count == 19)
    }

    @Test func githubPrimer() throws {
        let (run, built) = try Self.run(
            copying: ["dtcg-examples/github-primer", "dtcg-examples/github-primer.resolver.json"],
            tokens: """
                  - path: design/github-primer.resolver.json
                    appearances: {modifier: theme, light: light, dark: dark, light-high-contrast: light-hc, dark-high-contrast: dark-hc}
                """,
            theme: """
                background: {fill: "{overlay.bgColor}", corner-radius: "{overlay.borderRadius}"}
                border: {color: "{borderColor.default}", width: "{borderWidth.thin}"}
                shadow: "{shadow.resting.small}"
                content:
                  insets: ["{overlay.paddingBlock.normal}", "{overlay.padding.normal}", "{overlay.paddingBlock.normal}", "{overlay.padding.normal}"]
                """)
        #expect(Self.errors(run).isEmpty, "\(Self.errors(run))")
        // Its white written "#fff" in the hex fallback: read, said where a theme's value comes from it.
        #expect(run.sorted().contains { $0.id == .tokenHexFallback })
        let skin = try #require(built)
        let functional = [
            "base/size/size.tokens.json", "functional/size/border.tokens.json", "functional/size/size.tokens.json",
            "functional/color/borderColor.tokens.json", "component/overlay.tokens.json",
        ].map { "dtcg-examples/github-primer/" + $0 }
        let light = try Published(["dtcg-examples/github-primer/base/color/light/light.tokens.json"] + functional)
        let dark = try Published(["dtcg-examples/github-primer/base/color/dark/dark.tokens.json"] + functional)
        #expect(
            Published.bytes(skin.background.fill.resolved(for: SkinAppearance.light)) == light.bytes("overlay.bgColor"))
        #expect(
            Published.bytes(skin.background.fill.resolved(for: SkinAppearance.dark)) == dark.bytes("overlay.bgColor"))
        #expect(
            Published.bytes(skin.border.color.resolved(for: SkinAppearance.light)) == light.bytes("borderColor.default")
        )
        #expect(
            Published.bytes(skin.border.color.resolved(for: SkinAppearance.dark)) == dark.bytes("borderColor.default"))
        #expect(skin.background.cornerRadius == light.points("overlay.borderRadius"))
        #expect(skin.border.width == light.points("borderWidth.thin"))
        #expect(skin.content.insets.top == light.points("overlay.paddingBlock.normal"))
        #expect(skin.content.insets.left == light.points("overlay.padding.normal"))
        #expect(skin.shadow != nil)
    }

    @Test func shopifyPolaris() throws {
        let (run, built) = try Self.run(
            copying: ["dtcg-examples/shopify-polaris", "dtcg-examples/shopify-polaris.resolver.json"],
            tokens: "  - design/shopify-polaris.resolver.json",
            theme: """
                background: {fill: "{color.white}", corner-radius: "{space.tight}"}
                border: {color: "{color.sky}", width: 1}
                content: {insets: ["{space.tight}", "{space.base}", "{space.tight}", "{space.base}"]}
                """)
        #expect(run.sorted().isEmpty, "\(run.sorted())")
        let skin = try #require(built)
        let file = try Published([
            "dtcg-examples/shopify-polaris/colors.tokens.json", "dtcg-examples/shopify-polaris/space.tokens.json",
        ])
        #expect(Published.bytes(skin.background.fill) == file.bytes("color.white"))
        #expect(Published.bytes(skin.border.color) == file.bytes("color.sky"))
        #expect(skin.background.cornerRadius == file.points("space.tight"))
        #expect(skin.content.insets.left == file.points("space.base"))
    }

    @Test func workdayCanvasTokensStudio() throws {
        let (run, built) = try Self.run(
            copying: ["workday-canvas-2024/canvas"],
            tokens: "  - {path: design/canvas, rem: 16, inputs: {Base: Base, Brand: Canvas, System: Canvas}}",
            theme: """
                background: {fill: "{color.bg.default}", corner-radius: "{shape.x2}"}
                border: {color: "{color.border.container}", width: 1}
                shadow: "{depth.2}"
                content: {insets: ["{space.x2}", "{space.x4}", "{space.x2}", "{space.x4}"]}
                """)
        #expect(Self.errors(run).isEmpty, "\(Self.errors(run))")
        let skin = try #require(built)
        let file = try Published([
            "workday-canvas-2024/canvas/base.json", "workday-canvas-2024/canvas/sys/color/color.json",
        ])
        #expect(Published.bytes(skin.background.fill) == file.bytes("color.bg.default"))
        #expect(Published.bytes(skin.border.color) == file.bytes("color.border.container"))
        // `{base.unit} * 2` and `* 4`, base.unit being 0.25rem: the file's own arithmetic at 16 points per rem.
        let unit = try #require(file.value("base.unit") as? String)
        let points = try #require(Double(unit.replacingOccurrences(of: "rem", with: ""))) * 16
        #expect(skin.background.cornerRadius == points * 2)
        #expect(skin.content.insets.top == points * 2)
        #expect(skin.content.insets.left == points * 4)
        let shadow = try #require(skin.shadow)
        #expect(shadow.blur == 8)
        #expect(shadow.offsetY == 2)
    }

    @Test func lionExampleSourceSets() throws {
        let (run, built) = try Self.run(
            copying: ["lion-example/tokens"],
            tokens: "  - {path: design/tokens, inputs: {brand: Business, color: Blue}}",
            theme: """
                background: {fill: "{button.bg.color}", corner-radius: "{borderRadius.lg}"}
                content: {insets: 8}
                """)
        // Its component set is marked source: read, with a warning, as the team means it.
        #expect(Self.errors(run).isEmpty, "\(Self.errors(run))")
        #expect(run.sorted().contains { $0.id == .tokenStudioSource && $0.severity == .warning })
        let skin = try #require(built)
        let file = try Published([
            "lion-example/tokens/primitive/colors.json", "lion-example/tokens/primitive/radii.json",
            "lion-example/tokens/color/blue.json", "lion-example/tokens/component/button.json",
        ])
        #expect(Published.bytes(skin.background.fill) == file.bytes("button.bg.color"))
        #expect(skin.background.cornerRadius == file.points("borderRadius.lg"))
    }

    @Test func sdTransformsLegacySingleFile() throws {
        let (run, built) = try Self.run(
            copying: ["sd-transforms/sd-transforms.tokens.json"],
            tokens: "  - design/sd-transforms.tokens.json",
            theme: """
                background: {fill: "{colors.red.500}", corner-radius: "{dimension.sm}"}
                border: "{border}"
                content: {insets: "{spacing.multi-value}"}
                """)
        #expect(Self.errors(run).isEmpty, "\(Self.errors(run))")
        let skin = try #require(built)
        let file = try Published(["sd-transforms/sd-transforms.tokens.json"])
        #expect(Published.bytes(skin.background.fill) == file.bytes("colors.red.500"))
        // `{dimension.xs} * {dimension.scale}`: 4px × 2.
        #expect(skin.background.cornerRadius == file.points("dimension.xs")! * 2)
        #expect(skin.border.width == file.points("border-width"))
        // `"{dimension.sm} {dimension.xl}"`, CSS's vertical then horizontal: 8 and 64.
        #expect(skin.content.insets.top == 8 && skin.content.insets.bottom == 8)
        #expect(skin.content.insets.left == 64 && skin.content.insets.right == 64)
    }

    /// `tokens check` still holds each set to the specification: what the files break is reported as errors.
    @Test func tokensCheckStillReportsWhatTheFilesBreak() throws {
        let sets = try #require(Self.sets)
        func errors(_ file: String) -> [Diagnostic] {
            let sink = DiagnosticSink()
            _ = DesignTokenFiles.check([sets.appendingPathComponent(file).path], diagnostics: sink)
            return sink.sorted().filter { $0.severity == .error }
        }
        let figma = errors("dtcg-examples/figma-sds.resolver.json")
        #expect(figma.count == 19 && figma.allSatisfy { $0.id == .tokenValue && $0.message.contains("\"em\"") })
        let primer = errors("dtcg-examples/github-primer.resolver.json")
        #expect(primer.contains { $0.message.contains("a color's hex is six hex digits") })
        #expect(primer.contains { $0.message.contains("'string' is not a token type") })
        #expect(errors("dtcg-examples/shopify-polaris.resolver.json").isEmpty)
    }
}
