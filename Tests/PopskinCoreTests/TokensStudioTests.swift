import Foundation
import PopskinRuntime
import PopskinSources
import Testing

@testable import PopskinCore
@testable import PopskinTokens

/// Tokens Studio multi-file exports as a project's tokens, read through the real loader: set files in either key
/// format, `$metadata.json`'s order, `$themes.json`'s groups as appearances and inputs, references, math, colours
/// and their modifiers, shadows and borders, and every problem located in the JSON.
@Suite struct TokensStudioTests {
    /// A project whose popskin.yaml names the export `design/studio` with `settings` (YAML flow-mapping keys after
    /// `path`), loaded by `ProjectLoader`.
    struct Loaded {
        let project: Project
        let diagnostics: [Diagnostic]

        init(_ files: [String: String], settings: String = "") throws {
            var all = files.mapKeys { "design/studio/" + $0 }
            // The system files are what make a folder an export.
            if files["$themes.json"] == nil && files["$metadata.json"] == nil {
                all["design/studio/$metadata.json"] = #"{"tokenSetOrder": []}"#
            }
            all["popskin.yaml"] = "tokens:\n  - {path: design/studio\(settings.isEmpty ? "" : ", " + settings)}\n"
            let folder = try TestProject(all)
            let sink = DiagnosticSink()
            project = ProjectLoader().load(root: folder.root.path, diagnostics: sink)
            diagnostics = sink.sorted()
        }

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        func token(_ path: String) -> TokenTable.Token? { project.tokens.tokens[path] }

        /// The value a theme reads, written compactly: `#ff0000`, `{any: #fff, dark: #000}`, `[0, 4]`.
        func value(_ path: String) -> String? { token(path).map { TokensStudioTests.text($0.value) } }

        /// What a use of the token is told.
        func problems(_ path: String) -> [TokenTable.UseProblem] { token(path)?.useProblems ?? [] }
    }

    static func text(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let text, _): text
        case .sequence(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            "{" + pairs.map { "\($0.key.scalarText ?? ""): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    // MARK: - Sets

    @Test func legacyAndDTCGKeysAreDecidedPerFile() throws {
        let loaded = try Loaded([
            "core.json": """
            {
              "color": {
                "type": "color",
                "brand/primary": { "value": "#0a84ff" },
                "ink": { "value": "#1c1c1e", "description": "Body text" }
              },
              "space": {
                "sm": { "value": "4", "type": "spacing" },
                "type": { "md": { "value": 8, "type": "spacing" } }
              }
            }
            """,
            "semantic.json": """
            {
              "accent": { "$type": "color", "$value": "{color.brand.primary}" },
              "radius": {
                "$type": "borderRadius",
                "value": { "$value": "6px" },
                "card": { "$value": "{space.sm} * 3" }
              }
            }
            """,
            "$metadata.json": #"{"tokenSetOrder": ["core", "semantic"]}"#,
        ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // `/` in a name is a level of the path; a legacy group's `type` reaches its tokens.
        #expect(loaded.value("color.brand.primary") == "#0a84ff")
        #expect(loaded.value("color.ink") == "#1c1c1e")
        #expect(loaded.value("space.sm") == "4")
        // A legacy group may be named `type` when it is an object.
        #expect(loaded.value("space.type.md") == "8")
        // In a DTCG file a member named `value` is a token like any other.
        #expect(loaded.value("radius.value") == "6")
        #expect(loaded.value("radius.card") == "12")
        #expect(loaded.value("accent") == "#0a84ff")
    }

    @Test func setsAreOrderedByMetadataThenByName() throws {
        let loaded = try Loaded([
            "base/colors.json":
                ##"{"c": {"type": "color", "value": "#222222"}, "d": {"type": "color", "value": "#222222"}}"##,
            "brand/acme.json":
                ##"{"c": {"type": "color", "value": "#111111"}, "d": {"type": "color", "value": "#111111"}}"##,
            // Not listed: after the listed sets, whatever its name.
            "alpha.json": ##"{"d": {"type": "color", "value": "#444444"}}"##,
            "alpha.tsgraph": "not JSON, and never read",
            "$metadata.json": #"{"tokenSetOrder": ["base/colors", "gone", "brand/acme"]}"#,
        ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.value("c") == "#111111")
        #expect(loaded.value("d") == "#444444")
        // Every file read is kept for carets and stamps; the folders' listings matter to a build.
        #expect(loaded.project.sources.keys.contains("design/studio/brand/acme.json"))
        #expect(loaded.project.sources.keys.contains("design/studio/$metadata.json"))
        let listed = loaded.project.inputs.listings.map(\.path.shown)
        #expect(listed.contains("design/studio"))
        #expect(listed.contains("design/studio/brand"))
    }

    // MARK: - Themes

    static let themedExport: [String: String] = [
        "core.json": """
        {"palette": {"type": "color", "blue": {"value": "#0a84ff"}, "red": {"value": "#ff3b30"},
          "white": {"value": "#ffffff"}, "black": {"value": "#000000"}}}
        """,
        "mode/light.json": #"{"color": {"type": "color", "surface": {"value": "{palette.white}"}}}"#,
        "mode/dark.json": #"{"color": {"type": "color", "surface": {"value": "{palette.black}"}}}"#,
        "brand/acme.json": #"{"color": {"accent": {"type": "color", "value": "{palette.blue}"}}}"#,
        "brand/zeta.json": """
        {
          "color": {
            "accent": {"type": "color", "value": "{palette.red}"},
            "retired": {"type": "color", "value": "{old}"}
          }
        }
        """,
        "legacy.json": ##"{"old": {"type": "color", "value": "#123456"}}"##,
        "$themes.json": """
        [
          {"id": "1", "name": "Light", "group": "Mode", "$figmaCollectionId": "VariableCollectionId:1:2",
           "selectedTokenSets": {"core": "source", "mode/light": "enabled"}},
          {"id": "2", "name": "Dark", "group": "Mode",
           "selectedTokenSets": {"core": "source", "mode/dark": "enabled"}},
          {"id": "3", "name": "Acme", "group": "Brand", "selectedTokenSets": {"brand/acme": "enabled", "legacy": "disabled"}},
          {"id": "4", "name": "Zeta", "group": "Brand", "selectedTokenSets": {"brand/zeta": "enabled"}}
        ]
        """,
    ]

    @Test func aGroupGivesTheAppearancesAndInputsFixTheOthers() throws {
        let loaded = try Loaded(
            Self.themedExport, settings: "appearances: {group: Mode, light: Light, dark: Dark}, inputs: {Brand: Zeta}")
        #expect(loaded.value("color.surface") == "{any: #ffffff, dark: #000000}")
        #expect(loaded.value("color.accent") == "#ff3b30")
        // A source set resolves references; its own tokens may be used, with a warning that they are not the export's.
        let source = loaded.problems("palette.blue")
        #expect(source.map(\.id) == [.tokenStudioSource])
        #expect(source.map(\.severity) == [.warning])
        #expect(loaded.value("palette.blue") != "")
        #expect(source.first?.message.contains("the set 'core', which the chosen themes use as a source") == true)
        // A disabled set is ignored; a reference into it says so, located at the reference.
        #expect(loaded.token("old") == nil)
        #expect(loaded.errors.map(\.id) == [.refMissing], "\(loaded.diagnostics)")
        let missing = try #require(loaded.errors.first)
        #expect(
            missing.message == "no token named 'old' ('old' is in the set 'legacy', which the chosen themes disable)")
        #expect(missing.location == SourceLocation(file: "design/studio/brand/zeta.json", line: 4, column: 43))
        // The theme chosen in each group travels with the token.
        let origins = try #require(loaded.token("color.surface")?.origins)
        #expect(origins.map(\.contexts) == [["Mode": "Light", "Brand": "Zeta"], ["Mode": "Dark", "Brand": "Zeta"]])
    }

    @Test func appearanceThemesAreFoundByNameAndOtherGroupsTakeTheirFirst() throws {
        let loaded = try Loaded(Self.themedExport)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.value("color.surface") == "{any: #ffffff, dark: #000000}")
        #expect(loaded.value("color.accent") == "#0a84ff")
    }

    @Test func aMappingThatNamesWhatTheExportLacksIsAnError() throws {
        let group = try Loaded(Self.themedExport, settings: "appearances: {group: Mdoe, light: Light, dark: Dark}")
        #expect(group.errors.map(\.id) == [.resolverFormat])
        #expect(
            group.errors.first?.message
                == "design/studio has no theme group 'Mdoe' (did you mean 'Mode'?); its groups are Mode, Brand")
        #expect(group.errors.first?.location?.file == "popskin.yaml")
        let theme = try Loaded(Self.themedExport, settings: "appearances: {group: Mode, light: Light, dark: Drak}")
        #expect(
            theme.errors.map(\.message) == [
                "group 'Mode' has no theme 'Drak' for dark (did you mean 'Dark'?); it has Light, Dark"
            ])
        let input = try Loaded(Self.themedExport, settings: "inputs: {Brnd: Zeta}")
        #expect(
            input.errors.map(\.message).first?.hasPrefix(
                "design/studio has no theme group 'Brnd' (did you mean 'Brand'?)") == true)
        let modifier = try Loaded(Self.themedExport, settings: "appearances: {modifier: Mode, light: Light}")
        #expect(modifier.errors.map(\.id) == [.resolverFormat])
        #expect(
            modifier.errors.first?.message.contains("its modes are a theme group (group: …), not a modifier") == true)
        // Nothing is guessed after a mapping error.
        #expect(modifier.project.tokens.tokens.isEmpty)
    }

    @Test func withoutThemesEverySetMakesOneResolution() throws {
        let loaded = try Loaded(
            [
                "a.json": ##"{"x": {"type": "color", "value": "#111111"}}"##,
                "b.json": ##"{"x": {"type": "color", "value": "#222222"}}"##,
                "$metadata.json": "{}",
            ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.value("x") == "#222222")
        let asked = try Loaded(
            ["a.json": ##"{"x": {"type": "color", "value": "#111111"}}"##, "$metadata.json": "{}"],
            settings: "appearances: {group: Mode, light: Light, dark: Dark}")
        #expect(asked.errors.map(\.id) == [.resolverFormat])
    }

    @Test func problemsWithTheExportsFilesAreLocated() throws {
        let loaded = try Loaded([
            "a.json": """
            {
              "stray": 5,
              "c": {"type": "color", "bad": {"value": "chartreuse"}, "nested": {"value": "{c.{x}}"}}
            }
            """,
            "list.json": "[1, 2]",
            "$themes.json": """
            [
              {"id": "1", "name": "Only", "selectedTokenSets": {"a": "enabled", "gone": "enabled"}},
              {"id": "2", "name": "Other", "selectedTokenSets": {"a": "enabeld"}}
            ]
            """,
            "$metadata.json": #"{"tokenSetOrder": "a"}"#,
        ])
        let found = loaded.diagnostics.map { "\($0.severity) \($0.id.rawValue) \($0.location!)" }
        #expect(
            found == [
                "error RESOLVER-FORMAT design/studio/$metadata.json:1:19",
                "warning RESOLVER-FORMAT design/studio/$themes.json:2:69",
                "error RESOLVER-FORMAT design/studio/$themes.json:3:59",
                "warning TOKEN-FORMAT design/studio/a.json:2:12",
                "error TOKEN-VALUE design/studio/a.json:3:43",
                "error TOKEN-REFERENCE design/studio/a.json:3:78",
                "error TOKEN-FORMAT design/studio/list.json:1:1",
            ], "\(loaded.diagnostics)")
        #expect(loaded.diagnostics[1].message == "the export has no set 'gone' (no gone.json)")
        #expect(loaded.diagnostics[5].message.contains("a reference inside a reference"))
    }

    // MARK: - Values

    @Test func colorsInEveryFormTheExportWrites() throws {
        let loaded = try Loaded([
            "colors.json": """
            {
              "ink": {"value": "#1c1c1e", "type": "color"},
              "opacity": {"type": "opacity", "half": {"value": "50%"}, "quarter": {"value": 0.25}},
              "c": {
                "type": "color",
                "veil": {"value": "rgba({ink}, 0.5)"},
                "shade": {"value": "rgba({ink}, {opacity.quarter})"},
                "green": {"value": "hsla(120, 100%, 25%, 1)"},
                "short": {"value": "#f008"},
                "long": {"value": "#00000006"},
                "modern": {"value": "rgb(255 0 0 / 50%)"},
                "object": {"value": {"colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 0.5, "hex": "#0080ff80"}},
                "black": {"$root": {"value": "#abcdef"}, "soft": {"value": "#abcdef80"}},
                "root": {"value": "{c.black.$root}"}
              }
            }
            """
        ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // As exact as the export says: a channel or alpha that is no byte (0.5) is not cut to one.
        #expect(loaded.value("c.veil") == "color(srgb 0.109804 0.109804 0.117647 / 0.5)")
        #expect(loaded.value("c.shade") == "color(srgb 0.109804 0.109804 0.117647 / 0.25)")
        #expect(loaded.value("c.green") == "color(srgb 0 0.5 0)")
        #expect(loaded.value("c.short") == "#ff000088")
        // Eight digits are CSS's #rrggbbaa, as the plugin's code reads them.
        #expect(loaded.value("c.long") == "#00000006")
        #expect(loaded.value("c.modern") == "color(srgb 1 0 0 / 0.5)")
        #expect(loaded.value("c.object") == "color(srgb 0 0.5 1 / 0.5)")
        #expect(loaded.value("c.root") == "#abcdef")
        #expect(loaded.value("opacity.half") == "0.5")
    }

    @Test func mathWithUnits() throws {
        let loaded = try Loaded([
            "space.json": """
            {
              "space": {
                "$type": "spacing",
                "base": {"$value": "8px"},
                "double": {"$value": "{space.base} * 2"},
                "negative": {"$value": "-{space.base}"},
                "third": {"$value": "roundTo(10 / 3, 2)"},
                "grouped": {"$value": "(4 + 4) * 1.5"},
                "largest": {"$value": "max({space.base}, 12) + abs(-1)"},
                "glued": {"$value": "{space.count}px"},
                "count": {"$type": "number", "$value": 3}
              },
              "bad": {"$type": "sizing", "$value": "12pt"},
              "tracking": {"$type": "letterSpacing", "$value": "150%"}
            }
            """
        ])
        #expect(loaded.value("space.double") == "16")
        #expect(loaded.value("space.negative") == "-8")
        #expect(loaded.value("space.third") == "3.33")
        #expect(loaded.value("space.grouped") == "12")
        #expect(loaded.value("space.largest") == "13")
        #expect(loaded.value("space.glued") == "3")
        #expect(loaded.errors.map(\.id) == [.tokenValue], "\(loaded.diagnostics)")
        #expect(loaded.errors.first?.location == SourceLocation(file: "design/studio/space.json", line: 13, column: 40))
        // The token stays, so a theme that uses it hears why.
        #expect(loaded.problems("bad").map(\.id) == [.tokenUnusable])
        // A length relative to the font is typography's, valid and never drawn: said at a use, no error here.
        #expect(loaded.problems("tracking").map(\.id) == [.tokenUnusable])
        #expect(loaded.problems("tracking").first?.message.contains("relative to the font size") == true)
    }

    static let remExport = [
        "size.json": #"{"size": {"type": "sizing", "lg": {"value": "1.5rem"}, "mixed": {"value": "1rem + 4px"}}}"#
    ]

    @Test func remNeedsTheSourcesBase() throws {
        let without = try Loaded(Self.remExport)
        #expect(without.diagnostics.isEmpty, "\(without.diagnostics)")
        #expect(without.problems("size.lg").first?.message.contains("says no rem base") == true)
        #expect(without.problems("size.mixed").first?.message.contains("mixes rem and px") == true)
        let with = try Loaded(Self.remExport, settings: "rem: 16")
        #expect(with.diagnostics.isEmpty, "\(with.diagnostics)")
        #expect(with.value("size.lg") == "24")
        #expect(with.value("size.mixed") == "20")
        #expect(with.problems("size.lg").isEmpty)
    }

    @Test func remWithoutABaseIsToldWhereAThemeUsesIt() throws {
        let project = try TestProject([
            "popskin.yaml": "tokens:\n  - design/studio\n",
            "design/studio/size.json": Self.remExport["size.json"]!,
            "design/studio/$metadata.json": "{}",
            "themes/t.yaml": validTheme.replacingOccurrences(of: "base: 20", with: "base: \"{size.lg}\""),
        ])
        let found = project.diagnostics()
        #expect(found.map(\.id) == [.tokenUnusable], "\(found)")
        #expect(found.first?.location == SourceLocation(file: "themes/t.yaml", line: 2, column: 9))
    }

    @Test func shadowsAndBorders() throws {
        let loaded = try Loaded([
            "effects.json": """
            {
              "ink": {"type": "color", "value": "#1c1c1e"},
              "shadow": {
                "type": "boxShadow",
                "card": {"value": [
                  {"x": "0", "y": "{shadow.lift} * 2", "blur": "8", "spread": "0", "color": "rgba({ink}, 0.3)", "type": "dropShadow"},
                  {"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "#000000", "type": "innerShadow"}
                ]},
                "inner": {"value": {"x": 0, "y": 1, "blur": 2, "color": "#000000", "type": "innerShadow"}},
                "glass": {"value": {"x": 0, "y": 0, "blur": 10, "color": "#ffffff", "type": "glass"}},
                "same": {"value": "{shadow.card}"},
                "css": {"value": "0 1px 3px rgba(0, 0, 0, 0.4)"},
                "lift": {"value": 2, "type": "number"}
              },
              "border": {"type": "border", "hair": {"value": {"color": "{ink}", "width": "1", "style": "solid"}}}
            }
            """
        ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(
            loaded.value("shadow.card")
                == "{color: color(srgb 0.109804 0.109804 0.117647 / 0.3), blur: 8, offset: [0, 4]}")
        #expect(loaded.problems("shadow.card").map(\.id) == [.tokenLossy])
        #expect(loaded.value("shadow.same") == loaded.value("shadow.card"))
        #expect(loaded.value("shadow.css") == "{color: #00000066, blur: 3, offset: [0, 1]}")
        // innerShadow is an inset shadow, which popskin draws nowhere; glass is not read at all.
        #expect(loaded.problems("shadow.inner").map(\.message).first?.contains("inset shadow") == true)
        #expect(loaded.problems("shadow.glass").map(\.message).first?.contains("glass effect") == true)
        #expect(loaded.value("border.hair") == "{width: 1, color: #1c1c1e}")
    }

    @Test func typesNoSkinTakesAndGradientsAreKeptWithWhy() throws {
        let loaded = try Loaded([
            "misc.json": """
            {
              "body": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "14"}},
              "wash": {"type": "color", "value": "linear-gradient(90deg, #ffffff 0%, #000000 100%)"},
              "tint": {"type": "color", "value": "{wash}"}
            }
            """
        ])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.problems("body").first?.message.hasPrefix("is a Tokens Studio typography token") == true)
        #expect(loaded.problems("wash").first?.message.hasPrefix("is a CSS gradient") == true)
        #expect(loaded.problems("tint").first?.message.hasPrefix("refers to {wash}, which is a CSS gradient") == true)
    }

    // MARK: - Modifiers

    static func modified(_ type: String, _ value: String, space: String, extra: String = "") -> String {
        #"{"type": "color", "value": "{base.blue}", "$extensions": {"studio.tokens": {"modify": "#
            + #"{"type": "\#(type)", "value": \#(value), "space": "\#(space)"\#(extra)}}}}"#
    }

    @Test func colorModifiers() throws {
        let loaded = try Loaded([
            "modifiers.json": """
            {
              "base": {"type": "color", "red": {"value": "#ff0000"}, "black": {"value": "#000000"}, "blue": {"value": "#336699"}},
              "amount": {"half": {"value": 0.5, "type": "number"}},
              "mod": {
                "darkSRGB": \(Self.modified("darken", #""0.5""#, space: "srgb").replacingOccurrences(of: "base.blue", with: "base.red")),
                "darkHSL": \(Self.modified("darken", #""{amount.half}""#, space: "HSL").replacingOccurrences(of: "base.blue", with: "base.red")),
                "mix": \(Self.modified("mix", "0.25", space: "sRGB", extra: ##", "color": "#ffffff""##).replacingOccurrences(of: "base.blue", with: "base.black")),
                "alpha": \(Self.modified("alpha", "0.25", space: "srgb")),
                "white": \(Self.modified("lighten", "1", space: "lch")),
                "odd": \(Self.modified("lightness", "0.5", space: "srgb"))
              },
              "veil": {"type": "color", "value": "rgba({mod.darkSRGB}, 0.5)"}
            }
            """
        ])
        #expect(loaded.value("mod.darkSRGB") == "color(srgb 0.5 0 0)")
        #expect(loaded.value("mod.darkHSL") == "color(srgb 0.5 0 0)")
        #expect(loaded.value("mod.mix") == "color(srgb 0.25 0.25 0.25)")
        #expect(loaded.value("mod.alpha") == "color(srgb 0.2 0.4 0.6 / 0.25)")
        #expect(loaded.value("mod.white") == "#ffffff")
        // A reference inside a string takes the modified colour.
        // (as text: a reference in a string is the colour's text, here its hex)
        #expect(loaded.value("veil") == "color(srgb 0.501961 0 0 / 0.5)")
        // An unknown modifier is a warning at its type, and the colour is used as it is.
        #expect(loaded.value("mod.odd") == "#336699")
        #expect(loaded.diagnostics.map(\.id) == [.tokenFormat], "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.first?.severity == .warning)
        #expect(loaded.diagnostics.first?.location?.line == 10)
    }

    @Test func aDisplayP3ModifierKeepsItsSpace() throws {
        let values = StudioValues(diagnostics: DiagnosticSink(), remBase: nil)
        let at = SourceLocation(file: "m.json", line: 1, column: 1)
        let modify = StudioNode.object(
            [("type", .text("darken", at)), ("value", .literal("0", at)), ("space", .text("p3", at))], at)
        let red = DTCGColor(space: .srgb, components: [1, 0, 0], alpha: 1, hex: nil)
        let result = try values.modified(red, by: modify, token: "t")
        #expect(result.space == .displayP3)
        // sRGB red in Display P3 (CSS Color 4's sample conversion).
        let channels = result.components.map { $0 ?? 0 }
        #expect(
            abs(channels[0] - 0.9175) < 0.001 && abs(channels[1] - 0.2003) < 0.001 && abs(channels[2] - 0.1386) < 0.001)
    }

    // MARK: - References

    @Test func aDanglingAliasAndACycleAreLocatedInOnePass() throws {
        let loaded = try Loaded([
            "refs.json": """
            {
              "color": {
                "type": "color",
                "a": {"value": "{color.b}"},
                "b": {"value": "{color.a}"},
                "user": {"value": "{color.a}"},
                "typo": {"value": "{color.acent}"},
                "accent": {"value": "#0a84ff"}
              }
            }
            """
        ])
        let file = "design/studio/refs.json"
        try #require(loaded.diagnostics.map(\.id) == [.refCycle, .refMissing], "\(loaded.diagnostics)")
        let cycle = loaded.diagnostics[0], missing = loaded.diagnostics[1]
        #expect(cycle.message == "references form a cycle: color.a → color.b → color.a")
        #expect(cycle.location == SourceLocation(file: file, line: 4, column: 20))
        #expect(cycle.notes.map(\.location) == [SourceLocation(file: file, line: 5, column: 20)])
        #expect(missing.message == "no token named 'color.acent' (did you mean 'color.accent'?)")
        #expect(missing.location == SourceLocation(file: file, line: 7, column: 23))
        // Tokens that lead into the cycle fail with it, quietly; a theme using one is told it is in error.
        #expect(loaded.problems("color.user").first?.message.hasPrefix("has no value") == true)
    }

    @Test func aChainLongerThanTheLimitIsAJSONLimit() throws {
        func chain(_ count: Int) -> String {
            let links = (0..<count - 1).map { #""t\#($0)": {"value": "{n.t\#($0 + 1)}"}"# }
            return #"{"n": {"type": "number", "#
                + (links + [#""t\#(count - 1)": {"value": 1}"#]).joined(separator: ", ") + "}}"
        }
        let long = try Loaded(["chain.json": chain(70)])
        #expect(long.errors.map(\.id) == [.jsonLimit], "\(long.diagnostics)")
        #expect(long.value("n.t69") == "1")
        #expect(long.problems("n.t0").first?.message.hasPrefix("has no value") == true)
        let short = try Loaded(["chain.json": chain(60)])
        #expect(short.diagnostics.isEmpty)
        #expect(short.value("n.t0") == "1")
    }

    // MARK: - End to end

    @Test func aThemeUsingTheExportGetsALightAndADarkColour() throws {
        var files = Self.themedExport.mapKeys { "design/studio/" + $0 }
        files["popskin.yaml"] = """
            tokens:
              - path: design/studio
                appearances: {group: Mode, light: Light, dark: Dark}
                inputs: {Brand: Acme}

            """
        files["design/studio/brand/zeta.json"] = #"{"color": {"accent": {"type": "color", "value": "{palette.red}"}}}"#
        // A line per mode, and the border drawn in the accent over it.
        files["design/studio/mode/light.json"] =
            #"{"color": {"type": "color", "surface": {"value": "{palette.white}"}, "line": {"value": "rgba({color.accent}, 0.5)"}}}"#
        files["design/studio/mode/dark.json"] =
            #"{"color": {"type": "color", "surface": {"value": "{palette.black}"}, "line": {"value": "{color.accent}"}}}"#
        files["themes/card.yaml"] = validTheme.replacingOccurrences(
            of: "fill: \"#336699\"", with: "fill: \"{color.surface}\""
        )
        .replacingOccurrences(of: "color: \"#000000\"", with: "color: \"{color.line}\"")
        let result = try TestProject(files).run()
        #expect(result.diagnostics.sorted().isEmpty, "\(result.diagnostics.sorted())")
        let skin = try #require(result.registry["card"]?.skin)
        #expect(skin.background.fill.resolved(for: nil).hex == "#ffffff")
        #expect(skin.background.fill.resolved(for: .dark).hex == "#000000")
        // Acme's accent, which the brand set gives both modes; the light line sees through it.
        #expect(skin.border.color.resolved(for: nil).hex == "#0a84ff80")
        #expect(skin.border.color.resolved(for: .dark).hex == "#0a84ff")
    }

    // MARK: - Pieces

    @Test func theCalculator() {
        func value(_ text: String) -> String {
            switch StudioMath.evaluate(text) {
            case .success(let quantity): ValueText.number(quantity.value) + quantity.units.sorted().joined()
            case .failure(let problem): "error: " + problem.message
            }
        }
        #expect(value("8*8") == "64")
        #expect(value("2 * (3 + 4) - -1") == "15")
        #expect(value("0.1 + 0.2") == "0.3")
        #expect(value("1.5rem * 2") == "3rem")
        #expect(value("roundTo(2.345, 1)") == "2.3")
        #expect(value("floor(2.7) + ceil(0.2) + round(1.5)") == "5")
        #expect(value("min(4px, 2px, 9px)") == "2px")
        #expect(value("8 8") == "error: the number 8 follows a complete value")
        #expect(value("4 / 0") == "error: it divides by zero")
        #expect(
            value("sqrt(4)")
                == "error: 'sqrt' is no function popskin computes (roundTo, round, floor, ceil, min, max and abs are)")
        #expect(
            value(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)).hasPrefix(
                "error: it nests"))
        if case .success(let mixed) = StudioMath.evaluate("1rem + 4px", remBase: 16) {
            #expect(mixed.value == 20 && mixed.units == ["px"])
        } else {
            Issue.record("px and rem mix with a rem base")
        }
    }

    @Test func theColourReader() {
        func hex(_ text: String) -> String? {
            guard case .success(let color) = StudioColorReader.color(text) else { return nil }
            return StudioText.color(color)
        }
        #expect(hex("#ABC") == "#aabbcc")
        #expect(hex("rgba(#336699, 0.5)") == "#33669980")
        #expect(hex("rgba(51, 102, 153, 50%)") == "#33669980")
        #expect(hex("hsl(0deg 100% 50%)") == "#ff0000")
        #expect(hex("transparent") == "#00000000")
        #expect(hex("color(display-p3 1 0 0)") == "color(display-p3 1 0 0 / 1)")
        #expect(hex("red") == nil)
        if case .failure(.gradient) = StudioColorReader.color("radial-gradient(#fff, #000)") {
        } else {
            Issue.record("a gradient is told apart")
        }
    }
}

extension Dictionary {
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
