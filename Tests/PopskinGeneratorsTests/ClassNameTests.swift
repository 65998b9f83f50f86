import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// The view class's name: the theme's name without a trailing `popover` word, or `class-name`.
@Suite struct ClassNameTests {
    /// The swift output of a project holding `themes` (name → YAML), and what it reported.
    static func generate(_ themes: [String: String]) throws -> (files: [String], diagnostics: [Diagnostic]) {
        let folder = try TemporaryFolder()
        try folder.write(themes.reduce(into: [:]) { $0["themes/\($1.key).yaml"] = $1.value })
        let result = FrontEnd().run(root: folder.path)
        let input = GeneratorInput(
            themes: result.registry.themes.filter { !$0.isAbstract }, project: result.project,
            templates: TemplateSet.defaults)
        let run = SwiftGenerator().run(input)
        return (run.files.map(\.path).sorted(), result.diagnostics.diagnostics + run.diagnostics)
    }

    static let body = "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n"

    @Test func aTrailingPopoverWordIsNotRepeated() {
        #expect(SwiftThemeNames.defaultClassName("dd-popover") == "DdPopoverBackgroundView")
        #expect(SwiftThemeNames.defaultClassName("mb-red") == "MbRedPopoverBackgroundView")
        #expect(SwiftThemeNames.defaultClassName("wepopover") == "WepopoverPopoverBackgroundView")
        #expect(SwiftThemeNames.defaultClassName("popover") == "PopoverPopoverBackgroundView")
        #expect(SwiftThemeNames.defaultClassName("popover-red") == "PopoverRedPopoverBackgroundView")
    }

    @Test func classNameOverridesAndIsNotInherited() throws {
        let (files, diagnostics) = try Self.generate([
            "parent": "class-name: AcmeBubble\n" + Self.body, "child": "extends: parent\n",
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(files.contains("AcmeBubble.swift"))
        #expect(files.contains("ChildPopoverBackgroundView.swift"))
    }

    /// `dd` and `dd-popover` now both want `DdPopoverBackgroundView`: still a clash, naming both, with the way out.
    @Test func clashesAreStillReported() throws {
        let (_, diagnostics) = try Self.generate(["dd": Self.body, "dd-popover": Self.body])
        #expect(
            diagnostics.map(\.message) == [
                "themes 'dd' and 'dd-popover' both become the Swift name 'DdPopoverBackgroundView' or 'ddPopover' "
                    + "(or one differing only in case); rename one or set 'class-name'"
            ])
        #expect(diagnostics.first?.notes.first?.message == "'dd' is here")
        let renamed = try Self.generate(["dd": Self.body, "dd-popover": "class-name: DdBubble\n" + Self.body])
        #expect(renamed.diagnostics.isEmpty, "\(renamed.diagnostics)")
        let twice = try Self.generate(["a": "class-name: Same\n" + Self.body, "b": "class-name: same\n" + Self.body])
        #expect(twice.diagnostics.map(\.id) == [.badName])
        #expect(twice.diagnostics.first?.location == SourceLocation(file: "themes/b.yaml", line: 1, column: 13))
    }

    @Test func aClassNameMustBeASwiftName() throws {
        let cases = [
            (
                "\"9lives\"",
                "'class-name' must be a Swift name (ASCII letters, digits and '_', not starting with a "
                    + "digit), not \"9lives\""
            ),
            (
                "\"Acme View\"",
                "'class-name' must be a Swift name (ASCII letters, digits and '_', not starting with a "
                    + "digit), not \"Acme View\""
            ),
            ("UIView", "'class-name' 'UIView' is a Swift keyword or a type the generated code uses; choose another"),
            ("class", "'class-name' 'class' is a Swift keyword or a type the generated code uses; choose another"),
            ("PopskinSkins", "theme 't''s class 'PopskinSkins' is the registry's name; rename one"),
        ]
        for (written, message) in cases {
            let (files, diagnostics) = try Self.generate(["t": "class-name: \(written)\n" + Self.body])
            #expect(diagnostics.map(\.message) == [message], "\(written)")
            #expect(diagnostics.allSatisfy { $0.id == .badName && $0.location?.line == 1 })
            #expect(!files.contains { $0.hasPrefix("T") })
        }
    }
}
