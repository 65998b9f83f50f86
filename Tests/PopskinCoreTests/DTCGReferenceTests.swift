import Foundation
import PopskinSources
import Testing

@testable import PopskinCore
@testable import PopskinTokens

/// Curly aliases, JSON Pointer `$ref`s and the reference-depth limit (Format §7), on the project's own fixtures.
@Suite struct DTCGReferenceTests {
    typealias T = DTCGText

    // MARK: - Curly aliases

    @Test func aliasChainsAreFollowedAndRecorded() throws {
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "a": {"$value": "{b}"},
              "b": {"$value": "{c}"},
              "c": {"$value": \(T.red)}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let a = try #require(document.tokens.tokens["a"])
        #expect(a.value == .color(.srgb(1, 0, 0)))
        #expect(a.chain.map(\.reference) == ["{b}", "{c}"])
        #expect(a.chain.map(\.token) == ["b", "c"])
        #expect(a.chain.map(\.location.line) == [3, 4])
    }

    @Test func aThreeTokenCycleNamesTheWholeChain() throws {
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "a": {"$value": "{b}"},
              "b": {"$value": "{c}"},
              "c": {"$value": "{a}"},
              "d": {"$value": "{a}"}
            }
            """)
        let cycle = try #require(document.with(.refCycle).first)
        // One report for the cycle; `d`, which only leads into it, adds none.
        #expect(document.errors.count == 1, "\(document.diagnostics)")
        #expect(cycle.message == "references form a cycle: a → b → c → a")
        #expect(cycle.location == SourceLocation(file: "t.tokens.json", line: 3, column: 19))
        #expect(cycle.notes.map(\.location?.line) == [4, 5, 3])
        #expect(document.tokens.tokens.isEmpty)
    }

    @Test func aDanglingAliasIsLocatedWithASuggestion() throws {
        let document = DTCGDocument(
            """
            {
              "color": {"$type": "color", "primary": {"$value": \(T.red)}},
              "link": {"$type": "color", "$value": "{colour.primary}"}
            }
            """)
        let missing = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect(missing.id == .refMissing)
        #expect(missing.location == SourceLocation(file: "t.tokens.json", line: 3, column: 40))
        #expect(missing.message == "no token named 'colour.primary' (did you mean 'color.primary'?)")
    }

    @Test func anAliasToATokenOfAnotherTypeIsAnError() throws {
        let document = DTCGDocument(
            """
            {
              "size": {"$type": "dimension", "$value": \(T.px(4))},
              "fg": {"$type": "color", "$value": "{size}"},
              "group": {"$type": "color", "x": {"$value": \(T.red)}},
              "toGroup": {"$type": "color", "$value": "{group}"}
            }
            """)
        #expect(document.errors.map(\.id) == [.tokenReference, .tokenReference])
        let mismatch = try #require(document.errors.first)
        #expect(mismatch.message == "{size} is a dimension token, and this must be a color")
        #expect(mismatch.notes.first?.location == SourceLocation(file: "t.tokens.json", line: 2, column: 3))
        #expect(document.errors.last?.message == "{group} names a group; a reference names a token")
        #expect(document.tokens.tokens["fg"] == nil)
    }

    @Test func malformedOrMisplacedCurlyReferencesAreErrors() {
        let document = DTCGDocument(
            """
            {
              "$type": "color",
              "base": {"$value": \(T.red)},
              "open": {"$value": "{base"},
              "close": {"$value": "base}"},
              "empty": {"$value": "{}"},
              "component": {"$value": {"colorSpace": "srgb", "components": ["{n}", 0, 0]}},
              "n": {"$type": "number", "$value": 0.5},
              "width": {"$type": "dimension", "$value": {"value": "{n}", "unit": "px"}},
              "font": {"$type": "fontFamily", "$value": ["Inter", "{base}"]},
              "spaces": {"$value": "{ base }"}
            }
            """)
        #expect(document.errors.map(\.id) == Array(repeating: .tokenReference, count: 6) + [.refMissing])
        #expect(document.places == ["4:22", "5:23", "6:23", "7:65", "9:55", "10:55", "11:24"])
        #expect(document.errors[0].message.hasPrefix("\"{base\" is not a well-formed reference"))
        #expect(document.errors[3].message.hasPrefix("a reference in braces names a whole token and cannot stand"))
        // Nothing is trimmed: the path is " base ".
        #expect(document.errors[6].message == "no token named ' base ' (did you mean 'base'?)")
        #expect(document.tokens.tokens.keys.sorted() == ["base", "n"])
    }

    @Test func aliasesStandForCompositePartsAndListElements() {
        let document = DTCGDocument(
            """
            {
              "red": {"$type": "color", "$value": \(T.red)},
              "thin": {"$type": "dimension", "$value": \(T.px(1))},
              "solid": {"$type": "strokeStyle", "$value": "solid"},
              "half": {"$type": "number", "$value": 0.5},
              "border": {"$type": "border", "$value": {"color": "{red}", "width": "{thin}", "style": "{solid}"}},
              "lift": {"$type": "shadow", "$value": {"color": "{red}", "offsetX": "{thin}", "offsetY": "{thin}",
                "blur": "{thin}", "spread": "{thin}"}},
              "layers": {"$type": "shadow", "$value": ["{lift}", {"$ref": "#/lift/$value"}]},
              "stop": {"$type": "gradient", "$value": [{"color": "{red}", "position": "{half}"}]},
              "fade": {"$type": "gradient", "$value": ["{stop}", {"color": \(T.blue), "position": 1}]},
              "dashes": {"$type": "strokeStyle", "$value": {"dashArray": ["{thin}", \(T.px(2))], "lineCap": "butt"}},
              "nested": {"$type": "shadow", "$value": ["{layers}"]}
            }
            """)
        let lift = DTCGShadow(
            color: .srgb(1, 0, 0), offsetX: .px(1), offsetY: .px(1), blur: .px(1), spread: .px(1), inset: false)
        #expect(
            document["border"] == .border(DTCGBorder(color: .srgb(1, 0, 0), width: .px(1), style: .keyword("solid"))))
        #expect(document["layers"] == .shadow([lift, lift], isLayered: true))
        #expect(
            document["fade"]
                == .gradient([
                    DTCGGradientStop(color: .srgb(1, 0, 0), position: 0.5),
                    DTCGGradientStop(color: .srgb(0, 0, 1), position: 1),
                ]))
        #expect(document["dashes"] == .strokeStyle(.dashes([.px(1), .px(2)], lineCap: "butt")))
        // Format §9.1: an element stands for one shadow, never for a list of them.
        #expect(document.errors.map(\.message) == ["{layers} holds a list; an element of a list must be one shadow"])
    }

    // MARK: - JSON Pointer $ref

    @Test func refStandsForAWholeValue() {
        let document = DTCGDocument(
            """
            {
              "n": {"$type": "number", "$value": 2},
              "copy": {"$ref": "#/n/$value"},
              "color": {"$type": "color", "base": {"$value": \(T.red)},
                "byRef": {"$ref": "#/color/base/$value"}, "inValue": {"$value": {"$ref": "#/color/base/$value"}}},
              "accent": {"$type": "number", "$root": {"$value": 3}},
              "fromRoot": {"$type": "number", "$ref": "#/accent/$root/$value"}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        // An untyped token takes the type of the token whose $value it names.
        #expect(document.tokens.tokens["copy"]?.type == .number)
        #expect(document["copy"] == .number(2))
        #expect(document["color.byRef"] == .color(.srgb(1, 0, 0)))
        #expect(document["color.inValue"] == .color(.srgb(1, 0, 0)))
        #expect(document["fromRoot"] == .number(3))
        #expect(document.tokens.tokens["copy"]?.chain.map(\.reference) == ["#/n/$value"])
    }

    @Test func refsReachIntoValues() {
        let brand = #"{"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.8}"#
        let document = DTCGDocument(
            """
            {
              "half": {"$type": "number", "$value": 0.5},
              "brand": {"$type": "color", "$value": \(brand)},
              "mixed": {"$type": "color", "$value": {"colorSpace": "srgb",
                "components": [{"$ref": "#/half/$value"}, {"$ref": "#/brand/$value/components/2"}, 0],
                "alpha": {"$ref": "#/brand/$value/alpha"}}},
              "same": {"$type": "color", "$value": {"colorSpace": {"$ref": "#/brand/$value/colorSpace"},
                "components": {"$ref": "#/brand/$value/components"}}},
              "shadow": {"$type": "shadow", "$value": {"color": {"$ref": "#/brand/$value"}, "offsetX": \(T.px(3)),
                "offsetY": \(T.px(0)), "blur": {"$ref": "#/shadow/$value/offsetX"}, "spread": \(T.px(0))}},
              "gradient": {"$type": "gradient", "$value": [{"color": \(T.red), "position": 0},
                {"color": {"$ref": "#/brand/$value"}, "position": 1}]},
              "reversed": {"$type": "gradient", "$value": [{"$ref": "#/gradient/$value/1"},
                {"color": \(T.red), "position": {"$ref": "#/gradient/$value/1/position"}}]},
              "offset": {"$type": "number", "$value": {"$ref": "#/shadow/$value/offsetX/value"}}
            }
            """)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let brandColor = DTCGColor(space: .srgb, components: [0.2, 0.4, 0.6], alpha: 0.8, hex: nil)
        #expect(document["mixed"] == .color(DTCGColor(space: .srgb, components: [0.5, 0.6, 0], alpha: 0.8)))
        #expect(document["same"] == .color(DTCGColor(space: .srgb, components: [0.2, 0.4, 0.6], alpha: 1)))
        #expect(
            document["shadow"]
                == .shadow(
                    [
                        DTCGShadow(
                            color: brandColor, offsetX: .px(3), offsetY: .px(0), blur: .px(3), spread: .px(0),
                            inset: false)
                    ],
                    isLayered: false))
        #expect(
            document["reversed"]
                == .gradient([
                    DTCGGradientStop(color: brandColor, position: 1),
                    DTCGGradientStop(color: .srgb(1, 0, 0), position: 1),
                ]))
        #expect(document["offset"] == .number(3))
    }

    @Test func pointerEscapesAreDecoded() {
        let document = DTCGDocument(
            """
            {
              "brand colors": {"$type": "number", "a/b": {"$value": 1}, "c~d": {"$value": 2}},
              "slash": {"$type": "number", "$ref": "#/brand%20colors/a~1b/$value"},
              "tilde": {"$type": "number", "$ref": "#/brand%20colors/c~0d/$value"},
              "raw": {"$type": "number", "$ref": "#/brand colors/a~1b/$value"}
            }
            """)
        #expect(document["slash"] == .number(1))
        #expect(document["tilde"] == .number(2))
        #expect(document.errors.map(\.id) == [.tokenReference])
        #expect(document.errors.first?.message.contains("a space cannot stand in a JSON Pointer") == true)
        #expect(document.places == ["5:38"])
    }

    @Test func refsMustNameAValue() {
        let document = DTCGDocument(
            """
            {
              "$type": "number",
              "g": {"$description": "group", "t": {"$type": "number", "$value": 1, "$description": "d",
                "$extensions": {"org.example": {"y": 1}}}},
              "type": {"$ref": "#/g/t/$type"},
              "description": {"$ref": "#/g/t/$description"},
              "groupDescription": {"$ref": "#/g/$description"},
              "extensions": {"$ref": "#/g/t/$extensions/org.example/y"},
              "group": {"$ref": "#/g"},
              "token": {"$ref": "#/g/t"},
              "itself": {"$ref": "#/itself"}
            }
            """)
        #expect(document.errors.count == 7, "\(document.diagnostics)")
        #expect(document.errors.allSatisfy { $0.id == .tokenReference })
        #expect(document.errors.map(\.location?.line) == [5, 6, 7, 8, 9, 10, 11])
        #expect(
            document.errors[0].message == "\"#/g/t/$type\" points at the token's $type; a pointer names a token's value"
        )
        #expect(document.errors[2].message.contains("points at the group's $description"))
        #expect(document.errors[4].message == "\"#/g\" points at a group; a pointer names a token's value")
        #expect(document.errors[5].message == "\"#/g/t\" points at a token; point at its value with \"#/g/t/$value\"")
        #expect(document.tokens.tokens.keys.sorted() == ["g.t"])
    }

    @Test func arrayIndicesFollowRFC6901() {
        let document = DTCGDocument(
            """
            {
              "$type": "number",
              "list": {"$type": "cubicBezier", "$value": [0.1, 0.2, 0.3, 0.4]},
              "one": {"$ref": "#/list/$value/1"},
              "zero": {"$ref": "#/list/$value/0"},
              "lead": {"$ref": "#/list/$value/01"},
              "negative": {"$ref": "#/list/$value/-1"},
              "dash": {"$ref": "#/list/$value/-"},
              "word": {"$ref": "#/list/$value/first"},
              "past": {"$ref": "#/list/$value/4"},
              "trailing": {"$ref": "#/list/$value/"}
            }
            """)
        #expect(document["one"] == .number(0.2))
        #expect(document["zero"] == .number(0.1))
        #expect(document.errors.map(\.id) == Array(repeating: .refMissing, count: 6), "\(document.diagnostics)")
        #expect(
            document.errors.first?.message
                == "\"#/list/$value/01\" names nothing: '01' is no index of the 4-item array at #/list/$value")
    }

    @Test func malformedPointersAreErrors() {
        let document = DTCGDocument(
            """
            {
              "$type": "number",
              "n": {"$value": 1},
              "hash": {"$ref": "#"},
              "noHash": {"$ref": "/n/$value"},
              "doubleHash": {"$ref": "##/n/$value"},
              "brace": {"$ref": "#/{n}/$value"},
              "tilde": {"$ref": "#/n~2/$value"},
              "percent": {"$ref": "#/n%2/$value"},
              "notString": {"$ref": 3},
              "dotted": {"$ref": "#/n.$value"}
            }
            """)
        #expect(document.errors.map(\.id) == Array(repeating: .tokenReference, count: 7) + [.refMissing])
        #expect(document.errors.map(\.location?.line) == [4, 5, 6, 7, 8, 9, 10, 11])
    }

    @Test func aPointerCycleIsAnError() throws {
        let document = DTCGDocument(
            """
            {
              "a": {"$type": "number", "$value": {"$ref": "#/b/$value"}},
              "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}},
              "c": {"$type": "number", "$value": "{d}"},
              "d": {"$type": "number", "$value": {"$ref": "#/c/$value"}}
            }
            """)
        let messages = document.with(.refCycle).map(\.message)
        // The token asked for, then each reference as written: a pointer to a token's value is followed as the token.
        #expect(messages.contains("references form a cycle: a → #/b/$value → #/a/$value"), "\(messages)")
        // Curly and pointer hops share one stack.
        #expect(messages.contains("references form a cycle: c → d → #/c/$value"), "\(messages)")
        #expect(document.errors.allSatisfy { $0.id == .refCycle })
        #expect(document.tokens.tokens.isEmpty)
    }

    @Test func aRefToTheWrongTypeIsReportedAtTheRef() throws {
        let document = DTCGDocument(
            """
            {
              "n": {"$type": "number", "$value": 4},
              "size": {"$type": "dimension", "$ref": "#/n/$value"},
              "border": {"$type": "border", "$value": {"color": \(T.red), "width": {"$ref": "#/n/$value"}, "style": "solid"}}
            }
            """)
        #expect(document.errors.map(\.id) == [.tokenReference, .tokenReference], "\(document.diagnostics)")
        #expect(document.places == ["3:42", "4:120"])
        let first = try #require(document.errors.first)
        #expect(first.message.hasPrefix("\"#/n/$value\" leads to a value that is not a dimension: "))
        #expect(first.notes.first?.location == SourceLocation(file: "t.tokens.json", line: 2, column: 38))
        #expect(document["n"] == .number(4))
    }

    @Test func aRefToTheWrongTypeInsideAListOrAColorIsReportedAtTheRef() {
        let document = DTCGDocument(
            """
            {
              "n": {"$type": "number", "$value": 4},
              "font": {"$type": "fontFamily", "$value": "Inter"},
              "stops": {"$type": "gradient", "$value": [{"$ref": "#/n/$value"}]},
              "color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/font/$value"}, 0, 0]}}
            }
            """)
        // Both targets are valid tokens: the problem is each pointer, so it belongs there, not at the target.
        #expect(document.tokens.tokens.keys.sorted() == ["font", "n"])
        do {
            #expect(document.errors.map(\.id) == [.tokenReference, .tokenReference], "\(document.diagnostics)")
            #expect(document.errors.map(\.location?.line) == [4, 5])
        }
    }

    @Test func aProblemReachedThroughARefIsStillReportedAtItsToken() {
        let document = DTCGDocument(
            """
            {
              "user": {"$type": "color", "$value": {"$ref": "#/via/$value"}},
              "via": {"$type": "color", "$value": "{bad}"},
              "bad": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}
            }
            """)
        #expect(document.tokens.tokens.isEmpty)
        do {
            #expect(document.with(.tokenValue).map(\.location?.line) == [4], "\(document.diagnostics)")
        }
    }

    // MARK: - Reference depth

    /// `count` number tokens, each but the last aliasing the next: `t0` → `t1` → ….
    static func chain(_ count: Int, reversed: Bool = false) -> String {
        var lines = (0..<count - 1).map { #"  "t\#($0)": {"$value": "{t\#($0 + 1)}"}"# }
        lines.append(#"  "t\#(count - 1)": {"$value": 1}"#)
        if reversed { lines.reverse() }
        return "{\n  \"$type\": \"number\",\n" + lines.joined(separator: ",\n") + "\n}"
    }

    @Test func aChainLongerThanTheLimitIsAJSONLimit() {
        let document = DTCGDocument(Self.chain(70))
        #expect(document.errors.map(\.id) == [.jsonLimit], "\(document.diagnostics)")
        #expect(document.errors.first?.message.hasPrefix("references chain through more than 64 tokens") == true)
        #expect(document["t0"] == nil)
        #expect(document["t69"] == .number(1))
        let short = DTCGDocument(Self.chain(60))
        #expect(short.diagnostics.isEmpty && short["t0"] == .number(1))
    }

    @Test func aPointerChainLongerThanTheLimitIsAJSONLimit() {
        var lines = (0..<69).map {
            ##"  "t\##($0)": {"$type": "number", "$value": {"$ref": "#/t\##($0 + 1)/$value"}}"##
        }
        lines.append(#"  "t69": {"$type": "number", "$value": 1}"#)
        let document = DTCGDocument("{\n" + lines.joined(separator: ",\n") + "\n}")
        #expect(!document.errors.isEmpty && document.errors.allSatisfy { $0.id == .jsonLimit }, "\(document.errors)")
        #expect(document["t0"] == nil)
        #expect(document["t10"] == .number(1))
    }

    @Test func theLimitDoesNotDependOnTheOrderTokensAreWritten() {
        let forward = DTCGDocument(Self.chain(70)), backward = DTCGDocument(Self.chain(70, reversed: true))
        do {
            #expect(forward.tokens.tokens.keys.sorted() == backward.tokens.tokens.keys.sorted())
            #expect(forward.errors.count == backward.errors.count)
        }
    }

    /// A token finished on the way to a chain too deep for the stack is still reported once, after the retry.
    @Test func aProblemMetBeforeTheStackFilledIsReportedOnce() {
        var lines = (0..<69).map { #"  "t\#($0)": {"$type": "dimension", "$value": "{t\#($0 + 1)}"}"# }
        lines.append(#"  "t69": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}"#)
        let typography =
            #"  "a": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontSize": "{t0}", "#
            + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}"#
        let document = DTCGDocument(
            "{\n" + ([typography, #"  "f": {"$type": "fontFamily", "$value": []}"#] + lines).joined(separator: ",\n")
                + "\n}")
        let problems = document.errors.filter { $0.id == .tokenValue }
        #expect(problems.map(\.location?.line) == [3], "\(document.diagnostics)")
        #expect(document.errors.filter { $0.id == .jsonLimit }.count == 1, "\(document.diagnostics)")
    }
}
