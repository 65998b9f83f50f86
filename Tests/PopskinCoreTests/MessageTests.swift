import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// The exact words of the messages a newcomer meets first: each says what is wrong and what to write instead.
@Suite struct MessageTests {
    func diagnostics(_ files: [String: String]) throws -> [Diagnostic] {
        try TestProject(files).diagnostics()
    }

    /// A line of every diagnostic: `file:line:column: [ID] message`.
    func lines(_ files: [String: String]) throws -> [String] {
        try diagnostics(files).map { "\($0.location.map { "\($0)" } ?? "-"): [\($0.id.rawValue)] \($0.message)" }
    }

    @Test func heirsOfAParentThatFailedToLoadSaySo() throws {
        let found = try lines([
            "themes/base.yaml": "arrow: { base: 20, height: 10\ncontent: { insets: 8 }\n",
            "themes/heir.yaml": "# the heir\nextends: base\n",
        ])
        #expect(
            found == [
                "themes/base.yaml:2:8: [YAML-SYNTAX] did not find expected ',' or '}' while parsing a flow mapping starting "
                    + "at line 1",
                "themes/heir.yaml:2:10: [EXTENDS-MISSING] theme 'heir' extends 'base', whose file themes/base.yaml failed to "
                    + "load; fix the errors reported there first",
            ])
    }

    @Test func tabIndentationSaysTab() throws {
        let found = try lines(["themes/t.yaml": validTheme + "popup:\n\tprefer-direction: above\n"])
        #expect(
            found == [
                "themes/t.yaml:11:1: [YAML-SYNTAX] a tab indents this line; YAML indents with spaces only, so replace the "
                    + "tab with spaces (libyaml: found character that cannot start any token while scanning for the next "
                    + "token starting at line 11)"
            ])
    }

    /// Where the key belongs: the mapping that lacks it, else the file's top mapping (not the first line after a
    /// comment).
    @Test func missingRequiredPointsWhereTheKeyBelongs() throws {
        let found = try lines(["themes/t.yaml": "# my theme\ndescription: x\narrow:\n  height: 10\n"])
        #expect(
            found == [
                "themes/t.yaml:2:1: [MISSING-REQUIRED] theme 't' does not set 'content.insets'; concrete themes need it (or "
                    + "mark the theme 'abstract: true')",
                "themes/t.yaml:3:1: [MISSING-REQUIRED] theme 't' does not set 'arrow.base'; concrete themes need it (or mark "
                    + "the theme 'abstract: true')",
            ])
        let inherited = try diagnostics([
            "themes/base.yaml": "abstract: true\narrow: { height: 10 }\n",
            "themes/t.yaml": "extends: base\ncontent: { insets: 8 }\narrow: { shape: triangle }\n",
        ])
        #expect(inherited.map(\.location) == [SourceLocation(file: "themes/t.yaml", line: 3, column: 1)])
        #expect(
            inherited.first?.notes.map(\.location) == [SourceLocation(file: "themes/base.yaml", line: 2, column: 1)])
    }

    @Test func shadowRadiusSuggestsBlur() throws {
        let found = try lines(["themes/t.yaml": validTheme + "shadow: { radius: 4 }\n"])
        #expect(found == ["themes/t.yaml:10:11: [UNKNOWN-KEY] unknown key 'radius' in 'shadow' (did you mean 'blur'?)"])
    }

    @Test func cssColourNamesTheBadCharacter() throws {
        let theme = validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"rgba(0,0,0,0.8)\"")
        #expect(
            try lines(["themes/t.yaml": theme]) == [
                "themes/t.yaml:6:9: [BAD-COLOR] 'background.fill': 'rgba(0,0,0,0.8)' is not a colour: 'r' at offset 0 is "
                    + "not '#'; write #RGB, #RGBA, #RRGGBB, #RRGGBBAA or color(display-p3 R G B), or a token reference "
                    + "\"{a.b}\" (rgba(0,0,0,0.8) is \"#000000cc\")"
            ])
    }

    @Test func displayP3IsTheOtherColourForm() throws {
        let p3 = validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"color(display-p3 0.9 0.2 0.1 / 0.5)\"")
        #expect(try lines(["themes/t.yaml": p3]) == [])
        let bad = validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"color(display-p3 1.2 0 0)\"")
        #expect(
            try lines(["themes/t.yaml": bad]) == [
                "themes/t.yaml:6:9: [BAD-COLOR] 'background.fill': 'color(display-p3 1.2 0 0)' is not a colour: write "
                    + "color(display-p3 R G B) or color(display-p3 R G B / A), each number from 0 to 1 (Display P3 is "
                    + "the one colour space beside sRGB, which color(srgb R G B) writes)"
            ])
    }

    @Test func yaml11BooleansAreExplained() throws {
        let found = try lines(["themes/t.yaml": validTheme + "  wants-default-appearance: NO\n"])
        #expect(
            found == [
                "themes/t.yaml:10:29: [TYPE-MISMATCH] 'content.wants-default-appearance' must be true or false, not NO: in "
                    + "YAML 1.2, which popskin reads, only true and false are booleans (yes, no, on and off are strings); "
                    + "write false"
            ])
        let quoted = try lines(["themes/t.yaml": "abstract: \"true\"\n"]).filter { $0.contains("TYPE-MISMATCH") }
        #expect(
            quoted == [
                "themes/t.yaml:1:11: [TYPE-MISMATCH] 'abstract' must be true or false, not the string \"true\"; remove the "
                    + "quotes to write true"
            ])
    }

    @Test func provenanceMarksDefaults() throws {
        let result = try TestProject(["themes/t.yaml": validTheme]).run()
        let theme = try #require(result.registry["t"])
        guard case .object(let fields) = ThemeEncoding.encode(theme, provenance: true),
            case .object(let provenance)? = fields.last?.1
        else { Issue.record("no provenance"); return }
        let defaults = provenance.filter { $0.1 == .object([("default", .bool(true))]) }.map(\.0)
        #expect(defaults.contains("arrow.overlap") && defaults.contains("shadow") && defaults.contains("popup.dimming"))
        // Set by the theme: not a default.
        #expect(
            !defaults.contains("arrow.base") && !defaults.contains("border.width")
                && !defaults.contains("content.insets"))
        #expect(
            provenance.first { $0.0 == "arrow.base" }.map { JSONWriter.render($0.1) }?.contains("themes/t.yaml") == true
        )
    }
}
