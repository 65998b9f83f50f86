import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore
@testable import PopskinTokens

/// A DTCG token document written in a test, read as `popskin tokens check` reads one file.
struct DTCGDocument {
    let tokens: DTCGTokenSet
    let diagnostics: [Diagnostic]

    init(_ text: String, file: String = "t.tokens.json", limits: JSONLimits = .default) {
        let sink = DiagnosticSink()
        if let root = JSONLoader(limits: limits).load(Array(text.utf8), file: file, diagnostics: sink) {
            tokens = DTCGTokenSet(document: root, limits: limits, diagnostics: sink)
        } else {
            tokens = DTCGTokenSet()
        }
        diagnostics = sink.diagnostics
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    subscript(path: String) -> DTCGValue? { tokens.tokens[path]?.value }

    func with(_ id: DiagnosticID) -> [Diagnostic] { diagnostics.filter { $0.id == id } }

    /// Where each diagnostic is, as `line:column`, for comparing against the fixture by eye.
    var places: [String] { diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } }
}

/// Values the fixtures repeat.
enum DTCGText {
    static let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
    static let blue = #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#
    static let black = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#
    static func px(_ value: Double) -> String { #"{"value": \#(value), "unit": "px"}"# }
}

extension DTCGColor {
    static func srgb(_ r: Double, _ g: Double, _ b: Double) -> DTCGColor {
        DTCGColor(space: .srgb, components: [r, g, b], alpha: 1, hex: nil)
    }
}

extension DTCGDimension {
    static func px(_ value: Double) -> DTCGDimension { DTCGDimension(value: value, unit: .px) }
}

@Suite struct DTCGFormatTests {
    typealias T = DTCGText

    // MARK: - The thirteen types

    @Test func colorsKeepEverySpaceNoneAlphaAndHex() {
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "srgb": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#FF8000"}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 0.5}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 359.5], "alpha": 0}},
              "lab": {"$value": {"colorSpace": "lab", "components": [50, -20.5, 130]}},
              "p3": {"$value": {"colorSpace": "display-p3", "components": [0, 1, "none"]}},
              "xyz": {"$value": {"colorSpace": "xyz-d65", "components": [0.1, 0.2, 0.3]}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document["srgb"] == .color(DTCGColor(space: .srgb, components: [1, 0.5, 0], alpha: 1, hex: "#FF8000")))
        #expect(document["hsl"] == .color(DTCGColor(space: .hsl, components: [nil, 0, 100], alpha: 0.5, hex: nil)))
        #expect(document["oklch"] == .color(DTCGColor(space: .oklch, components: [0.7, 0.1, 359.5], alpha: 0)))
        #expect(document["lab"] == .color(DTCGColor(space: .lab, components: [50, -20.5, 130], alpha: 1)))
        #expect(document["p3"] == .color(DTCGColor(space: .displayP3, components: [0, 1, nil], alpha: 1)))
        #expect(document["xyz"] == .color(DTCGColor(space: .xyzD65, components: [0.1, 0.2, 0.3], alpha: 1)))
        #expect(document.tokens.tokens["srgb"]?.type == .color)
    }

    @Test func dimensionsDurationsAndNumbers() {
        let document = DTCGDocument(
            """
            {
              "px": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
              "rem": {"$type": "dimension", "$value": {"value": -0.5, "unit": "rem"}},
              "ms": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
              "s": {"$type": "duration", "$value": {"value": 1.5, "unit": "s"}},
              "number": {"$type": "number", "$value": -1.25e2}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document["px"] == .dimension(.px(16)))
        #expect(document["rem"] == .dimension(DTCGDimension(value: -0.5, unit: .rem)))
        #expect(document["ms"] == .duration(DTCGDuration(value: 200, unit: .ms)))
        #expect(document["s"] == .duration(DTCGDuration(value: 1.5, unit: .s)))
        #expect(document["number"] == .number(-125))
    }

    @Test func fontFamiliesWeightsCurvesAndStrokeStyles() {
        let document = DTCGDocument(
            """
            {
              "family": {"$type": "fontFamily", "$value": "Inter"},
              "families": {"$type": "fontFamily", "$value": ["Inter", "system-ui", "sans-serif"]},
              "bold": {"$type": "fontWeight", "$value": "bold"},
              "heaviest": {"$type": "fontWeight", "$value": "ultra-black"},
              "weight": {"$type": "fontWeight", "$value": 350},
              "curve": {"$type": "cubicBezier", "$value": [0.68, -0.55, 0.265, 1.55]},
              "dashed": {"$type": "strokeStyle", "$value": "dashed"},
              "dashes": {"$type": "strokeStyle", "$value": {
                "dashArray": [{"value": 4, "unit": "px"}, {"value": 0.5, "unit": "rem"}], "lineCap": "round"}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document["family"] == .fontFamily(["Inter"]))
        #expect(document["families"] == .fontFamily(["Inter", "system-ui", "sans-serif"]))
        #expect(document["bold"] == .fontWeight(700))
        #expect(document["heaviest"] == .fontWeight(950))
        #expect(document["weight"] == .fontWeight(350))
        #expect(document["curve"] == .cubicBezier([0.68, -0.55, 0.265, 1.55]))
        #expect(document["dashed"] == .strokeStyle(.keyword("dashed")))
        #expect(
            document["dashes"]
                == .strokeStyle(.dashes([.px(4), DTCGDimension(value: 0.5, unit: .rem)], lineCap: "round")))
    }

    @Test func bordersAndTransitions() {
        let document = DTCGDocument(
            """
            {
              "border": {"$type": "border", "$value": {"color": \(T.red), "width": \(T.px(1)), "style": "solid"}},
              "transition": {"$type": "transition", "$value": {
                "duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "s"},
                "timingFunction": [0.5, 0, 1, 1]}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(
            document["border"] == .border(DTCGBorder(color: .srgb(1, 0, 0), width: .px(1), style: .keyword("solid"))))
        #expect(
            document["transition"]
                == .transition(
                    DTCGTransition(
                        duration: DTCGDuration(value: 200, unit: .ms), delay: DTCGDuration(value: 0, unit: .s),
                        timingFunction: [0.5, 0, 1, 1])))
    }

    @Test func shadowsAreSingleLayeredOrInset() {
        let one = #""color": \#(T.black), "offsetX": \#(T.px(0)), "offsetY": \#(T.px(2)), "blur": \#(T.px(4))"#
        let document = DTCGDocument(
            """
            {
              "$type": "shadow",
              "single": {"$value": {\(one), "spread": \(T.px(0))}},
              "layered": {"$value": [{\(one), "spread": \(T.px(0))}, {\(one), "spread": \(T.px(1)), "inset": true}]},
              "inset": {"$value": {\(one), "spread": \(T.px(-1)), "inset": true}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let base = DTCGShadow(
            color: .srgb(0, 0, 0), offsetX: .px(0), offsetY: .px(2), blur: .px(4), spread: .px(0), inset: false)
        var insetLayer = base
        (insetLayer.spread, insetLayer.inset) = (.px(1), true)
        var inset = base
        (inset.spread, inset.inset) = (.px(-1), true)
        #expect(document["single"] == .shadow([base], isLayered: false))
        #expect(document["layered"] == .shadow([base, insetLayer], isLayered: true))
        #expect(document["inset"] == .shadow([inset], isLayered: false))
    }

    @Test func gradientsAndTypography() {
        let document = DTCGDocument(
            """
            {
              "gradient": {"$type": "gradient", "$value": [
                {"color": \(T.red), "position": 0}, {"color": \(T.blue), "position": 1.5}]},
              "body": {"$type": "typography", "$value": {
                "fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"},
                "fontWeight": "normal", "letterSpacing": {"value": -0.25, "unit": "px"}, "lineHeight": 1.4}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        // A position outside 0…1 is kept as written: Format §9.7 clamps it when drawing.
        #expect(
            document["gradient"]
                == .gradient([
                    DTCGGradientStop(color: .srgb(1, 0, 0), position: 0),
                    DTCGGradientStop(color: .srgb(0, 0, 1), position: 1.5),
                ]))
        #expect(
            document["body"]
                == .typography(
                    DTCGTypography(
                        fontFamily: ["Inter", "sans-serif"], fontSize: DTCGDimension(value: 1, unit: .rem),
                        fontWeight: 400, letterSpacing: .px(-0.25), lineHeight: 1.4)))
    }

    @Test func valuesOutsideTheirTypeAreErrorsAtTheValue() {
        let document = DTCGDocument(
            """
            {
              "hue": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 0, 0]}},
              "alpha": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "none"}},
              "hex": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#f00"}},
              "unit": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}},
              "weight": {"$type": "fontWeight", "$value": "BOLD"},
              "curve": {"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]},
              "lineHeight": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": \(T.px(16)),
                "fontWeight": 400, "letterSpacing": \(T.px(0)), "lineHeight": \(T.px(20))}}
            }
            """)
        #expect(document.errors.count == 7, "\(document.diagnostics)")
        #expect(document.errors.allSatisfy { $0.id == .tokenValue })
        #expect(document.places == ["2:76", "3:98", "4:94", "5:65", "6:47", "7:48", "9:85"])
        #expect(document.tokens.tokens.isEmpty)
        #expect(document.errors.first?.message == "a hsl color's hue is from 0 up to but not including 360, not 360")
    }

    /// em is not a typo of rem (the font's size against the root's): no did-you-mean for it, nor for %, which no
    /// unit is near; a typo still gets one.
    @Test func aForeignUnitIsToldWhyAndATypoWhatItMeant() {
        let document = DTCGDocument(
            """
            {
              "$type": "dimension",
              "em": {"$value": {"value": 1, "unit": "em"}},
              "percent": {"$value": {"value": 50, "unit": "%"}},
              "typo": {"$value": {"value": 4, "unit": "pz"}},
              "pointed": {"$value": {"value": 1, "unit": {"$ref": "#/units/$value/unit"}}},
              "units": {"$value": {"value": 0, "unit": "em"}}
            }
            """)
        let em =
            #"a dimension's unit must be one of px, rem, not "em": em is relative to the font size, which a "#
            + "popover's lengths do not have; use px or rem"
        #expect(
            document.errors.map(\.message) == [
                em,
                #"a dimension's unit must be one of px, rem, not "%": a percentage is of a length the token does "#
                    + "not name; use px or rem",
                #"a dimension's unit must be one of px, rem, not "pz" (did you mean 'px'?)"#,
                ##""#/units/$value/unit" leads to a value that does not fit here: "## + em, em,
            ], "\(document.diagnostics)")
    }

    // MARK: - Types from groups and aliases

    @Test func typeComesFromTheNearestGroupOrTheAliasTarget() {
        let document = DTCGDocument(
            """
            {
              "$type": "dimension",
              "size": {"$value": \(T.px(4))},
              "palette": {
                "$type": "color",
                "shades": {"dark": {"$value": \(T.black)}},
                "gap": {"$type": "dimension", "$value": \(T.px(8))}
              },
              "untyped": {"alias": {"$value": "{palette.shades.dark}"}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.tokens.tokens["size"]?.type == .dimension)
        #expect(document.tokens.tokens["palette.shades.dark"]?.type == .color)
        #expect(document.tokens.tokens["palette.gap"]?.type == .dimension)
        // Format §5.2.2: an alias takes its target's type before its group's (here the root's dimension).
        #expect(document.tokens.tokens["untyped.alias"]?.type == .color)
        #expect(document["untyped.alias"] == .color(.srgb(0, 0, 0)))
    }

    @Test func aTokenWithNoTypeAnywhereIsAnError() {
        let document = DTCGDocument(#"{"g": {"t": {"$value": 1}}}"#)
        #expect(document.errors.map(\.id) == [.tokenFormat])
        #expect(document.errors.first?.message.contains("token 'g.t' has no $type") == true)
        #expect(document.places == ["1:8"])
    }

    @Test func rootTokensAreNamedWithDollarRoot() {
        let document = DTCGDocument(
            """
            {
              "accent": {
                "$type": "color",
                "$root": {"$value": \(T.blue)},
                "light": {"$value": \(T.red)}
              },
              "link": {"$type": "color", "$value": "{accent.$root}"},
              "wrong": {"$type": "color", "$value": "{accent}"}
            }
            """)
        #expect(document.tokens.tokens["accent.$root"]?.type == .color)
        #expect(document["link"] == .color(.srgb(0, 0, 1)))
        #expect(document.errors.map(\.id) == [.tokenReference])
        #expect(document.errors.first?.message == "{accent} names a group; a reference names a token")
        #expect(document.places == ["8:41"])
    }

    // MARK: - $extends

    @Test func extendsMergesDeeplyAndLocalTokensReplace() {
        let document = DTCGDocument(
            """
            {
              "base": {
                "$type": "color",
                "background": {"$value": \(T.red)},
                "text": {"$value": \(T.black), "$description": "inherited"},
                "size": {"$type": "dimension", "small": {"$value": \(T.px(1))}, "large": {"$value": \(T.px(2))}}
              },
              "primary": {
                "$extends": "{base}",
                "background": {"$value": \(T.blue)},
                "size": {"large": {"$value": \(T.px(3))}, "huge": {"$value": \(T.px(4))}}
              },
              "deep": {"$extends": "#/primary", "text": {"$value": \(T.red)}},
              "link": {"$type": "color", "$value": "{deep.background}"}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document["base.background"] == .color(.srgb(1, 0, 0)))
        #expect(document["primary.background"] == .color(.srgb(0, 0, 1)))
        // The extended group's $type is the default for tokens that arrive without one.
        #expect(document.tokens.tokens["primary.text"]?.type == .color)
        #expect(document.tokens.tokens["primary.text"]?.definition.description == "inherited")
        #expect(document["primary.size.small"] == .dimension(.px(1)))
        #expect(document["primary.size.large"] == .dimension(.px(3)))
        #expect(document["primary.size.huge"] == .dimension(.px(4)))
        // Two levels: deep → primary → base.
        #expect(document["deep.size.small"] == .dimension(.px(1)))
        #expect(document["deep.size.large"] == .dimension(.px(3)))
        #expect(document["deep.text"] == .color(.srgb(1, 0, 0)))
        #expect(document["deep.text"] != document["primary.text"])
        #expect(document["link"] == .color(.srgb(0, 0, 1)))
        #expect(document.tokens.groups.contains("deep.size"))
    }

    @Test func extendsCycleNamesEveryGroup() throws {
        let document = DTCGDocument(
            """
            {
              "$type": "number",
              "a": {"$extends": "{b}", "x": {"$value": 1}},
              "b": {"$extends": "{c}", "y": {"$value": 2}},
              "c": {"$extends": "{a}", "z": {"$value": 3}}
            }
            """)
        let cycle = try #require(document.with(.extendsCycle).first)
        #expect(document.errors.count == 1, "\(document.diagnostics)")
        #expect(cycle.message == "groups extend one another in a cycle: a → b → c → a")
        #expect(cycle.location == SourceLocation(file: "t.tokens.json", line: 5, column: 21))
        // Each group's $extends (lines 3, 4, 5) is shown once, by the error or a note.
        let lines = [cycle.location?.line] + cycle.notes.map(\.location?.line)
        do {
            #expect(lines.compactMap { $0 }.sorted() == [3, 4, 5])
        }
        // The groups' own tokens are still read.
        #expect(document["c.z"] == .number(3))
    }

    @Test func extendingAnAncestorIsACycle() {
        let document = DTCGDocument(
            #"{"button": {"$type": "number", "a": {"$value": 1}, "secondary": {"$extends": "{button}"}}}"#)
        #expect(
            document.with(.extendsCycle).map(\.message) == [
                "groups extend one another in a cycle: button → button.secondary → button"
            ])
    }

    @Test func extendsMustNameAGroupThatExists() {
        let document = DTCGDocument(
            """
            {
              "$type": "number",
              "t": {"$value": 1},
              "missing": {"$extends": "{nowhere}"},
              "token": {"$extends": "#/t"},
              "bad": {"$extends": 3}
            }
            """)
        #expect(document.errors.map(\.id) == [.extendsMissing, .tokenReference, .tokenReference])
        #expect(document.places == ["4:27", "5:25", "6:23"])
        #expect(
            document.errors[0].message == "$extends of 'missing' names 'nowhere', which is no group of this document")
        #expect(document.errors[1].message == "$extends of 'token' names the token 't'; it must name a group")
    }

    // MARK: - $deprecated

    @Test func deprecationWarnsAtEachAliasUse() throws {
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "old": {"$value": \(T.red), "$deprecated": "use new"},
              "legacy": {
                "$deprecated": true,
                "a": {"$value": \(T.red)},
                "kept": {"$value": \(T.blue), "$deprecated": false}
              },
              "x": {"$value": "{old}"},
              "y": {"$value": "{old}"},
              "z": {"$value": "{legacy.a}"},
              "w": {"$value": "{legacy.kept}"}
            }
            """)
        #expect(document.errors.isEmpty, "\(document.diagnostics)")
        let warnings = document.with(.tokenDeprecated)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(
            warnings.map(\.message) == [
                "'old' is deprecated: use new", "'old' is deprecated: use new", "'legacy.a' is deprecated",
            ])
        #expect(document.places == ["9:19", "10:19", "11:19"])
        #expect(warnings.first?.notes.first?.location?.line == 3)
        #expect(document["x"] == .color(.srgb(1, 0, 0)))
        #expect(document.tokens.tokens["old"]?.deprecation?.reason == "use new")
        #expect(document.tokens.tokens["legacy.a"]?.deprecation?.isDeprecated == true)
        #expect(document.tokens.tokens["legacy.kept"]?.deprecation == nil)
    }

    // MARK: - Structure

    @Test func structuralErrorsAreLocatedAtWhatIsWrong() {
        let document = DTCGDocument(
            """
            {
              "a.b": {"$type": "number", "$value": 1},
              "c{d}": {"$type": "number", "$value": 1},
              "$e": {"$type": "number", "$value": 1},
              "g": {"$color": "x", "t": {"$type": "number", "$value": 1, "$tpye": "number"}},
              "parent": {"$type": "number", "$value": 1, "child": {"$value": 2}},
              "nul": {"$type": "number", "$value": null},
              "both": {"$type": "number", "$value": 1, "$ref": "#/g/t/$value"},
              "fine": {"$type": "number", "$value": 2}
            }
            """)
        #expect(document.errors.count == 8, "\(document.diagnostics)")
        #expect(document.errors.allSatisfy { $0.id == .tokenFormat })
        #expect(document.places == ["2:3", "3:3", "4:3", "5:9", "5:62", "6:46", "7:40", "8:52"])
        let messages = document.errors.map(\.message)
        #expect(messages[0] == "'a.b' is not a valid name: '.' separates the names of a token's path")
        #expect(messages[1] == "'c{d}' is not a valid name: braces mark references")
        #expect(messages[2].hasPrefix("a group has no property '$e'"))
        #expect(messages[3].hasPrefix("a group has no property '$color'"))
        #expect(messages[4] == "a token has no property '$tpye' (did you mean '$type'?)")
        #expect(messages[5].hasPrefix("token 'parent' cannot hold 'child'"))
        #expect(messages[6] == "the $value of 'nul' cannot be null")
        #expect(messages[7] == "token 'both' has both $value and $ref; it takes one of them")
        #expect(document.tokens.tokens.keys.sorted() == ["fine"])
    }

    @Test func anUnknownTypeIsReportedOnceWhereItIsWritten() {
        let document = DTCGDocument(
            """
            {
              "g": {"$type": "colour", "a": {"$value": \(T.red)}, "b": {"$value": \(T.red)}},
              "t": {"$type": "colr", "$value": \(T.red)},
              "alias": {"$type": "color", "$value": "{g.a}"},
              "other": {"$type": "color", "$value": "{t}"}
            }
            """)
        #expect(document.errors.count == 2, "\(document.diagnostics)")
        #expect(document.places == ["2:18", "3:18"])
        #expect(document.errors.allSatisfy { $0.message.contains("(did you mean 'color'?)") })
    }

    // MARK: - One pass, located

    @Test func everyProblemOfAFileIsReportedInOnePass() {
        let document = DTCGDocument(
            """
            {
              "bad.name": {"$type": "number", "$value": 1},
              "weight": {"$type": "fontWeight", "$value": 1001},
              "alias": {"$type": "number", "$value": "{nowhere}"},
              "good": {"$type": "number", "$value": 1}
            }
            """)
        #expect(document.errors.map(\.id) == [.tokenFormat, .tokenValue, .refMissing])
        #expect(document["good"] == .number(1))
    }

    @Test func everyDiagnosticIsLocatedInItsFile() {
        let file = "tokens/broken.tokens.json"
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"},
              "d": {"$value": "{missing}"}, "e": {"$value": {"$ref": "#/a"}},
              "f": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}},
              "g": {"$extends": "{h}"}, "h": {"$extends": "{g}"}, "i": {"$value": "{c", "$x": 1},
              "j": {"$type": "dimension", "$value": "{f}"}, "k": {"$deprecated": 1, "$value": "{b.c}"}
            }
            """, file: file)
        #expect(document.errors.count == 8, "\(document.diagnostics)")
        for diagnostic in document.diagnostics {
            #expect(diagnostic.location?.file == file, "\(diagnostic)")
            #expect(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true, "\(diagnostic)")
            for note in diagnostic.notes { #expect(note.location?.file == file, "\(note)") }
        }
    }

    // MARK: - The community group's conformance suite

    struct Manifest: Decodable {
        struct Test: Decodable {
            var id: String
            var type: String
            var input: String
        }
        var tests: [Test]
    }

    static let suite = TestPaths.sharedIfPresent("testdata/dtcg-suite/tests/2025.10")

    // Skipped, not passed, without the suite (../shared/testdata/dtcg-suite, beside the clone).
    @Test(.enabled(if: suite != nil, "the DTCG 2025.10 conformance suite, ../shared/testdata/dtcg-suite, is missing"))
    func conformanceSuite() throws {
        let suite = try #require(Self.suite)
        var counts = (positive: 0, negative: 0)
        for part in ["format", "resolver"] {
            let folder = suite.appendingPathComponent(part)
            let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            #expect(!manifest.tests.isEmpty)
            for test in manifest.tests {
                let path = folder.appendingPathComponent(test.input).path
                let sink = DiagnosticSink()
                _ = DesignTokenFiles.check([path], asResolver: part == "resolver", diagnostics: sink)
                if test.type == "PositiveEvaluationTest" {
                    counts.positive += 1
                    #expect(sink.errors.isEmpty, "\(part)/\(test.input): \(sink.errors.map(\.message))")
                } else {
                    counts.negative += 1
                    #expect(
                        sink.errors.contains { $0.location?.file == path && $0.location!.line >= 1 },
                        "\(part)/\(test.input) is accepted")
                }
            }
        }
        #expect(counts.positive > 0 && counts.negative > 0)
    }
}
