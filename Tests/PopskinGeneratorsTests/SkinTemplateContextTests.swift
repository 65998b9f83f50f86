import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// The skin's template fields and its `expression` say the same thing: a project template that lays a
/// `PopoverSkin` out field by field writes exactly what the built-in registry writes whole.
@Suite struct SkinTemplateContextTests {
    /// A colour from its channels and appearances (inside a section whose context is the colour).
    static let color = """
        SkinColor(red: {{{red}}}, green: {{{green}}}, blue: {{{blue}}}, alpha: {{{alpha}}}\
        {{^empty(appearances)}}, appearances: [{{/empty(appearances)}}{{#appearances}}.{{{name}}}: \
        {{{expression}}}{{^last()}}, {{/last()}}{{/appearances}}{{^empty(appearances)}}]{{/empty(appearances)}})
        """

    static let insets = "SkinInsets(top: {{{top}}}, left: {{{left}}}, bottom: {{{bottom}}}, right: {{{right}}})"

    /// Every field of the context, the way a project's own template would use them.
    static let fieldByField = """
        {{% CONTENT_TYPE: TEXT }}
        {{#skin}}
        PopoverSkin(
                name: {{{name}}},
                arrow: ArrowMetrics(base: {{{arrow.base}}}, height: {{{arrow.height}}}, \
        cornerClearance: {{{arrow.cornerClearance}}}, overlap: {{{arrow.overlap}}}),
                tipRadius: {{{tipRadius}}},
                contentInsets: SkinInsets(top: {{{contentInsets.top}}}, left: {{{contentInsets.left}}}, \
        bottom: {{{contentInsets.bottom}}}, right: {{{contentInsets.right}}}),
                wantsDefaultContentAppearance: {{{wantsDefaultContentAppearance}}},
                cornerRadius: {{{cornerRadius}}},
                fill: {{#fill}}\(color){{/fill}},
                gradient: {{#gradient}}SkinGradient(stops: [{{#stops}}SkinGradientStop(location: {{{location}}}, \
        color: {{#color}}\(color){{/color}}){{^last()}}, {{/last()}}{{/stops}}], angle: {{{angle}}}, span: {{{span}}})\
        {{/gradient}}{{^gradient}}nil{{/gradient}},
                borderWidth: {{{borderWidth}}}{{#hairlineBorder}}, hairlineBorder: true{{/hairlineBorder}},
                borderColor: {{#borderColor}}\(color){{/borderColor}},
                shadow: {{#shadow}}SkinShadow(color: {{#color}}\(color){{/color}}, opacity: {{{opacity}}}, \
        blur: {{{blur}}}, offsetX: {{{offsetX}}}, offsetY: {{{offsetY}}}, spread: {{{spread}}}, covers: {{{covers}}})\
        {{/shadow}}{{^shadow}}nil{{/shadow}},
                art: {{#art.drawn}}.drawn(DrawnArt(imagePrefix: {{{imagePrefix}}}, capInsets: \
        {{#capInsets}}\(insets){{/capInsets}}, columnEdgeCap: {{{columnEdgeCap}}}\
        {{#bodyPerDirection}}, bodyPerDirection: true{{/bodyPerDirection}})){{/art.drawn}}\
        {{#art.separate}}.separate(SeparateArt(
                    backgroundImageName: {{{backgroundImageName}}},
                    capInsets: {{#capInsets}}\(insets){{/capInsets}},
                    margins: {{#margins}}\(insets){{/margins}},
                    arrowImagePrefix: {{{arrowImagePrefix}}})){{/art.separate}}\
        {{#art.combined}}.combined(CombinedArtSet({{#variants}}
                    {{{label}}}: CombinedArt(imageName: {{{imageName}}}, width: {{{width}}}, height: {{{height}}}, \
        capInsets: {{#capInsets}}\(insets){{/capInsets}}, arrowStart: {{{arrowStart}}}){{^last()}},{{/last()}}\
        {{/variants}})){{/art.combined}}{{#art.vector}}.vector{{/art.vector}})
        {{/skin}}
        """

    /// The bundled themes' skins (drawn, combined and vector art, gradients, shadows, colours per appearance) and
    /// one with separate art, which none of them has.
    static func skins() -> [PopoverSkin] {
        let root = TestPaths.repositoryRoot.path
        let result = FrontEnd().run(root: root)
        var skins = result.registry.themes.compactMap { theme in
            theme.skin.map { PopoverSkin(name: theme.name, skin: $0, inputs: InputSnapshot(projectRoot: root)) }
        }
        var separate = skins[0]
        separate.name = "separate \"art\""
        separate.art = .separate(
            SeparateArt(
                backgroundImageName: "bg", capInsets: SkinInsets(top: 1, left: 2, bottom: 3, right: 4.5),
                margins: SkinInsets(top: 13, left: 13, bottom: 13, right: 13), arrowImagePrefix: "arrow"))
        skins.append(separate)
        return skins
    }

    @Test func fieldsWriteWhatTheExpressionWrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-fields-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("tpl/swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.fieldByField.utf8).write(to: folder.appendingPathComponent("registry.swift.mustache"))
        let templates = TemplateSet(inputs: InputSnapshot(projectRoot: root.path), folder: "tpl")
        let skins = Self.skins()
        #expect(skins.count > 10)
        let arts = Set(skins.map { "\($0.art)".prefix(while: { $0 != "(" }) })
        #expect(arts.count == 4, "drawn, separate, combined and vector art: \(arts)")
        for skin in skins {
            struct Context { let skin: TemplateRecord }
            let record = SkinTemplateContext.record(skin)
            let written = try templates.render("swift/registry.swift", Context(skin: record))
            #expect(written == (record[text: "expression"] ?? "") + "\n", "\(skin.name)")
        }
    }
}
